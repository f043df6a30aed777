import { ActionIcon, Button, Group, LoadingOverlay, Paper, Stack } from '@mantine/core';
import type { PopulatedRowOf, PopulateKeyOf, ResourceName } from '@psp/domain';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useScopedApi } from '../api/useScopedApi';
import { useSpansOrganisations } from '../api/useSpansOrganisations';
import { notificationStore } from '../feedback/notificationStore';
import { columnsOf } from '../fields/columnsOf';
import type { FieldList } from '../fields/FieldDefinition';
import { Icon } from '../icons/Icon';
import { PageHeader } from '../PageHeader';
import { DataTable } from './DataTable';
import { DebouncedTextInput } from './DebouncedTextInput';
import { defaultHiddenColumns } from './defaultHiddenColumns';
import { FilterBar } from './FilterBar';
import type { FilterDefinition, FilterParam, SortOf } from './FilterDefinition';
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

interface ListPageProps<N extends ResourceName, P extends PopulateKeyOf<N>> {
  title: string;
  resource: N;
  /** Key under which the user's column settings are remembered. */
  tableId: string;
  /** The resource's field declarations: the fields placed in the list are its columns. */
  fields?: FieldList<N, P>;
  /** Columns besides the declared ones (or of a screen not yet declared). */
  columns?: readonly ListColumn<PopulatedRowOf<N, P>>[];
  filters?: readonly FilterDefinition<N>[];
  /**
   * The screen's own URL parameters (a dashboard's period, compared ids, an open tab), a constant: kept
   * in the URL beside the filters, never sent to the API as one.
   */
  pageParams?: readonly string[];
  /** References to populate besides those the field declarations name. */
  populate?: readonly P[];
  /** Filters of the screen itself, not shown in the filter bar (e.g. the provider's own tags). */
  fixedQuery?: Readonly<Partial<Record<FilterParam<N>, string | string[]>>>;
  defaultSort?: SortOf<N>;
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
export function ListPage<N extends ResourceName, P extends PopulateKeyOf<N> = never>(
  props: ListPageProps<N, P>,
) {
  const {
    title,
    resource,
    tableId,
    fields,
    columns: extraColumns,
    filters = [],
    pageParams,
    fixedQuery,
    defaultSort = DEFAULT_SORT,
    renderDetail,
    recordPath,
    create,
  } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, change } = useListState(defaultSort, pageParams);
  const columns = useMemo(
    () => [...(fields ? columnsOf(fields) : []), ...(extraColumns ?? [])],
    [fields, extraColumns],
  );
  const populate = [...new Set([...(fields?.populate ?? []), ...(props.populate ?? [])])];
  const query: Record<string, string | string[]> = { ...apiQueryOf(state), ...fixedQuery };
  const { client, rows, total, refresh } = useListData(resource, query, populate);
  const { organisation } = useScopedApi();
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns]);
  // The organisation column shows by default only where rows of several organisations can meet.
  const spansOrganisations = useSpansOrganisations(fixedQuery !== undefined && 'organisation' in fixedQuery);
  const hiddenByDefault = useMemo(
    () => defaultHiddenColumns(columns, spansOrganisations),
    [columns, spansOrganisations],
  );
  const table = useTableSettings(tableId, columnIds, hiddenByDefault);
  const visibleColumns = table.visible.flatMap((id) => columns.filter((column) => column.id === id));
  const labels = Object.fromEntries(columns.map((column) => [column.id, t(column.labelKey)]));
  const [exporting, setExporting] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const exportQuery = { ...filterQueryOf(state), ...fixedQuery, _sort: state.sort };
      const exported = visibleColumns.filter((column) => !column.controls);
      // Loaded on the click: the shell does not carry what only an export needs.
      const { exportList } = await import('./exportList');
      const count = await exportList({
        client,
        organisation,
        resource,
        query: populate.length ? { ...exportQuery, _populate: populate.join(',') } : exportQuery,
        columns: exported,
        header: exported.map((column) => labels[column.id] ?? column.id),
        currencyHeader: t('list.exportCurrency'),
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
  /** Opens a record or the create form, remembering what had the focus to give it back on close. */
  const openPanel = (open: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    change({ open });
  };
  const close = () => {
    const closed = state.open;
    change({ open: undefined });
    // The panel is gone after this render: the focus goes back to the row or button that opened it (or,
    // for a panel opened by its URL, to the record's row).
    requestAnimationFrame(() => {
      const row = closed
        ? document.querySelector<HTMLElement>(`tr[data-row-id="${CSS.escape(closed)}"]`)
        : null;
      (opener.current?.isConnected ? opener.current : row)?.focus();
      opener.current = null;
    });
  };
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
                  'path' in create ? navigate(create.path, { relative: 'path' }) : openPanel(NEW_RECORD)
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
        <div
          style={{ position: 'relative', minHeight: 160 }}
          data-list-rows={rows.isFetching && data.length === 0 ? 'loading' : 'ready'}
        >
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
                recordPath ? navigate(recordPath(open), { relative: 'path' }) : openPanel(open)
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
