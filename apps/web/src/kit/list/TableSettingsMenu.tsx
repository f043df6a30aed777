import { ActionIcon, Loader, Popover } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import type { TableSettingsPanel as Panel } from './TableSettingsPanel';

// The column editor loads when it is first opened.
const TableSettingsPanel = lazy(() =>
  import('./TableSettingsPanel').then((module) => ({ default: module.TableSettingsPanel })),
);

/** Show or hide columns and change their order. */
export function TableSettingsMenu(props: ComponentProps<typeof Panel>) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" width={300} shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('list.tableSettings')}
          title={t('list.tableSettings')}
        >
          <Icon name="columns" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown aria-label={t('list.tableSettings')}>
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <TableSettingsPanel {...props} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
