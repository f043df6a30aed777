import { ActionIcon, Button, Group, LoadingOverlay, Paper, Stack } from '@mantine/core';
import type { ResourceName } from '@psp/domain';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Entity } from '../api/resourceClient';
import { useScopedApi } from '../api/useScopedApi';
import { useSpansOrganisations } from '../api/useSpansOrganisations';
import { notificationStore } from '../feedback/notificationStore';
import { Icon } from '../icons/Icon';
import { PageHeader } from '../PageHeader';
import { DataTable } from './DataTable';
import { DebouncedTextInput } from './DebouncedTextInput';
import { defaultHiddenColumns } from './defaultHiddenColumns';
import { exportList } from './exportList';
import { FilterBar } from './FilterBar';
import type { FilterDefinition } from './FilterDefinition';
import type { ListColumn } from './ListColumn';
import { ListPagination } from './ListPagination';
import { ListStatus } from './ListStatus';
import { apiQueryOf, DEFAULT_SORT, filterQueryOf } from './listQuery';
import { TableSettingsMenu } from './TableSettingsMenu';
import { useListData } from './useListData';
import { useListState } from './useListState';
import { useTableSettings } from './useTableSettings';

/** `_open` of a list whose create form is open. */
const NEW_RECORD = 'new';

interface ListPageProps<T extends Entity> {
  title: string;
  resource: ResourceName;
  /** Key under which the user's column settings are remembered. */
  tableId: string;
  columns: readonly ListColumn<T>[];
  filters?: readonly FilterDefinition[];
  populate?: readonly string[];
  /** Filters of the screen itself, not shown in the filter bar (e.g. the provider's own tags). */
  fixedQuery?: Readonly<Record<string, string | string[]>>;
  defaultSort?: string;
  /** The record open in the detail panel (`_open` in the URL). */
  renderDetail?: (id: string, close: () => void) => ReactNode;
  /** Records that are edited on a page of their own: its path, relative to the list's. */
  recordPath?: (id: string) => string;
  /**
   * When the user may add records: the create button's label and the form (`_open=new` in the URL), or
   * the path of a create page relative to the list's.
   */
  create?: { labelKey: string } & ({ render: (close: () => void) => ReactNode } | { path: string });
}

/**
 * A list screen: search, filters, sortable columns with user settings, paging, refresh and CSV export.
 * Filter, sort, page and open record live in the URL.
 */
export function ListPage<T extends Entity>(props: ListPageProps<T>) {
  const {
    title,
    resource,
    tableId,
    columns,
    filters = [],
    populate,
    fixedQuery,
    defaultSort = DEFAULT_SORT,
    renderDetail,
    recordPath,
    create,
  } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, change } = useListState(defaultSort);
  const query: Record<string, string | string[]> = { ...apiQueryOf(state), ...fixedQuery };
  if (populate) query._populate = populate.join(',');
  const countQuery = { ...filterQueryOf(state), ...fixedQuery };
  const { client, rows, total, refresh } = useListData<T>(resource, query, countQuery);
  const { organisation } = useScopedApi();
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  // The organisation column shows by default only where rows of several organisations can meet.
  const spansOrganisations = useSpansOrganisations(fixedQuery?.organisation !== undefined);
  const hiddenByDefault = useMemo(
    () => defaultHiddenColumns(columns, spansOrganisations),
    [columns, spansOrganisations],
  );
  const table = useTableSettings(tableId, columnIds, hiddenByDefault);
  const visibleColumns = table.visible.flatMap((id) => columns.filter((column) => column.id === id));
  const labels = Object.fromEntries(columns.map((column) => [column.id, t(column.labelKey)]));
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { _skip, _limit, ...exportQuery } = query;
      const count = await exportList({
        client,
        organisation,
        resource,
        query: exportQuery,
        columns: visibleColumns,
        header: visibleColumns.map((column) => labels[column.id] ?? column.id),
        fileName: `${resource}-${new Date().toISOString().slice(0, 10)}.csv`,
      });
      notificationStore.show({ color: 'green', message: t('list.exported', { count }) });
    } catch {
      notificationStore.show({ color: 'red', message: t('list.exportFailed') });
    } finally {
      setExporting(false);
    }
  };

  const data = rows.data ?? [];
  const close = () => change({ open: undefined });
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('list.refresh')}
              title={t('list.refresh')}
              onClick={refresh}
              loading={rows.isFetching}
            >
              <Icon name="refresh" />
            </ActionIcon>
            <TableSettingsMenu
              settings={table.settings}
              labels={labels}
              onChange={table.save}
              onReset={table.reset}
            />
            <Button
              variant="default"
              leftSection={<Icon name="download" />}
              onClick={exportCsv}
              loading={exporting}
            >
              {t('list.export')}
            </Button>
            {create && (
              <Button
                leftSection={<Icon name="plus" />}
                onClick={() =>
                  'path' in create
                    ? navigate(create.path, { relative: 'path' })
                    : change({ open: NEW_RECORD })
                }
              >
                {t(create.labelKey)}
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder radius="md">
        <Stack gap="sm" p="md" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Group>
            <DebouncedTextInput
              aria-label={t('list.search')}
              placeholder={t('list.search')}
              leftSection={<Icon name="search" size={16} />}
              value={state.search}
              onChange={(search) => change({ search })}
              w={320}
              type="search"
            />
          </Group>
          {filters.length > 0 && <FilterBar definitions={filters} values={state.filters} onChange={change} />}
        </Stack>
        <div style={{ position: 'relative', minHeight: 160 }}>
          <LoadingOverlay visible={rows.isFetching && !rows.isPlaceholderData && data.length === 0} />
          {rows.isError ? (
            <ListStatus kind="error" error={rows.error} onRetry={refresh} />
          ) : rows.isSuccess && data.length === 0 ? (
            <ListStatus kind="empty" />
          ) : (
            <DataTable
              caption={title}
              columns={visibleColumns}
              rows={data}
              sort={state.sort}
              onSort={(sort) => change({ sort })}
              onOpen={(open) =>
                recordPath ? navigate(recordPath(open), { relative: 'path' }) : change({ open })
              }
            />
          )}
        </div>
        <ListPagination skip={state.skip} limit={state.limit} total={total} onChange={change} />
      </Paper>
      {state.open === NEW_RECORD
        ? create && 'render' in create && create.render(close)
        : state.open && renderDetail?.(state.open, close)}
    </>
  );
}
