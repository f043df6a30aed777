import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { SidePanel } from '../kit/detail/SidePanel';
import { CancelButton } from '../kit/form/CancelButton';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { statusOptions } from '../transactions/paymentFilters';
import { TerminalForm } from './TerminalForm';
import { TERMINAL_FIELDS } from './terminalFields';

/** 001 §2.10 terminals (USER_ALL or TERMINAL_LIST): a merchant's payment terminals, active and inactive. */
export function TerminalsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('terminal');
  const filters = useMemo<FilterDefinition<'terminal'>[]>(
    () => [
      {
        kind: 'multiSelect',
        field: 'status',
        labelKey: 'fields:terminal.status',
        options: statusOptions('terminal', t),
      },
      { kind: 'dateRange', field: 'last_seen_at', labelKey: 'fields:terminal.last_seen_at' },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('routes.terminals')}
      resource="terminal"
      tableId="terminals"
      fields={TERMINAL_FIELDS}
      filters={filters}
      defaultSort="name"
      renderDetail={(id, close) => (
        <RecordDrawer
          resource="terminal"
          id={id}
          fields={TERMINAL_FIELDS}
          onClose={close}
          title={(terminal) => terminal?.name ?? t('routes.terminals')}
          edit={
            may('terminal.update')
              ? (terminal, done) => (
                  <TerminalForm
                    terminal={terminal}
                    submitLabelKey="form.save"
                    secondary={<CancelButton onClick={done} />}
                    onSubmit={async (values) => {
                      await writes.update(terminal.id, values);
                      done();
                    }}
                  />
                )
              : undefined
          }
        />
      )}
      {...(may('terminal.create') && {
        create: {
          labelKey: 'admin.terminals.create',
          render: (close) => (
            <SidePanel title={t('admin.terminals.create')} onClose={close}>
              <TerminalForm
                submitLabelKey="form.create"
                onSubmit={async (values) => {
                  await writes.create(values);
                  close();
                }}
              />
            </SidePanel>
          ),
        },
      })}
    />
  );
}
