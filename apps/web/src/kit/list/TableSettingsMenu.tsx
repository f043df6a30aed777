import { ActionIcon, Loader, Popover } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import type { TableSettings } from './useTableSettings';

// The column editor loads when it is first opened.
const TableSettingsPanel = lazy(() =>
  import('./TableSettingsPanel').then((module) => ({ default: module.TableSettingsPanel })),
);

interface TableSettingsMenuProps {
  settings: TableSettings;
  labels: Record<string, string>;
  onChange: (settings: TableSettings) => void;
  onReset: () => void;
}

/** Show or hide columns and change their order. */
export function TableSettingsMenu(props: TableSettingsMenuProps) {
  const { t } = useTranslation();
  return (
    <Popover position="bottom-end" width={300} shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('list.tableSettings')} title={t('list.tableSettings')}>
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
