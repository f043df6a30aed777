import { ActionIcon } from '@mantine/core';
import type { PopulatedRowOf } from '@psp/domain';
import { cloneOfSettlementUpdate, type SettlementUpdateDraft } from '@psp/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePermission } from '../kit/api/usePermission';
import { Icon } from '../kit/icons/Icon';
import type { ListColumn } from '../kit/list/ListColumn';
import { ListPage } from '../kit/list/ListPage';
import { RowControls } from '../kit/list/RowControls';
import { SettlementUpdateCreate } from './SettlementUpdateCreate';
import { SettlementUpdateDetail } from './SettlementUpdateDetail';
import { SETTLEMENT_UPDATE_FIELDS, type SETTLEMENT_UPDATE_POPULATE } from './settlementUpdateFields';

type SettlementUpdateRow = PopulatedRowOf<'settlementupdate', (typeof SETTLEMENT_UPDATE_POPULATE)[number]>;

/**
 * 001 §2.9 settlement updates (super user): move a processor settlement's import back and run it again.
 * The clone column (for those who may create) opens the create form prefilled from the row.
 */
export function SettlementUpdatesPage() {
  const { t } = useTranslation();
  const may = usePermission();
  const [, setParams] = useSearchParams();
  const [draft, setDraft] = useState<SettlementUpdateDraft>();
  const open = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('_open', id);
      return next;
    });
  const mayCreate = may('settlementupdate.create');
  const openDraft = (next: SettlementUpdateDraft) => {
    setDraft(next);
    open('new');
  };
  const columns: ListColumn<SettlementUpdateRow>[] = mayCreate
    ? [
        {
          id: 'clone',
          labelKey: 'admin.settlementUpdates.clone',
          controls: true,
          render: (row) => (
            <RowControls>
              <ActionIcon
                variant="subtle"
                aria-label={t('admin.settlementUpdates.cloneOf', { id: row.id })}
                title={t('admin.settlementUpdates.clone')}
                onClick={() => openDraft(cloneOfSettlementUpdate(row))}
              >
                <Icon name="copy" />
              </ActionIcon>
            </RowControls>
          ),
        },
      ]
    : [];
  return (
    <ListPage
      title={t('routes.settlementUpdates')}
      resource="settlementupdate"
      tableId="settlement-updates"
      fields={SETTLEMENT_UPDATE_FIELDS}
      columns={columns}
      defaultSort="-created_at"
      renderDetail={(id, close) => (
        <SettlementUpdateDetail id={id} onClose={close} {...(mayCreate && { onDraft: openDraft })} />
      )}
      {...(mayCreate && {
        create: {
          labelKey: 'admin.settlementUpdates.create',
          render: (close) => (
            <SettlementUpdateCreate
              key={JSON.stringify(draft)}
              draft={draft}
              onCreated={(id) => {
                setDraft(undefined);
                open(id);
              }}
              onClose={() => {
                setDraft(undefined);
                close();
              }}
            />
          ),
        },
      })}
    />
  );
}
