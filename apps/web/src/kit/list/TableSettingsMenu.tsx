import { ActionIcon } from '@mantine/core';
import { type ComponentProps, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icons/Icon';
import { LazyPopover } from '../overlay/LazyPopover';
import type { TableSettingsPanel as Panel } from './TableSettingsPanel';

// The column editor loads when it is first opened.
const TableSettingsPanel = lazy(() =>
  import('./TableSettingsPanel').then((module) => ({ default: module.TableSettingsPanel })),
);

/** Show or hide columns and change their order. */
export function TableSettingsMenu(props: ComponentProps<typeof Panel>) {
  const { t } = useTranslation();
  return (
    <LazyPopover
      label={t('list.tableSettings')}
      position="bottom-end"
      width={300}
      target={(opened, toggle) => (
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('list.tableSettings')}
          title={t('list.tableSettings')}
          aria-expanded={opened}
          onClick={toggle}
        >
          <Icon name="columns" />
        </ActionIcon>
      )}
    >
      {() => <TableSettingsPanel {...props} />}
    </LazyPopover>
  );
}
