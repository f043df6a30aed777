import { ActionIcon, Button, Center, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../kit/api/usePermission';
import { useRecord } from '../kit/api/useRecord';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DateTime } from '../kit/format/DateTime';
import { useLanguage } from '../kit/format/useLanguage';
import { Icon } from '../kit/icons/Icon';
import { DataTable } from '../kit/list/DataTable';
import type { ListColumn } from '../kit/list/ListColumn';
import { ListPagination } from '../kit/list/ListPagination';
import { ListStatus } from '../kit/list/ListStatus';
import { apiQueryOf } from '../kit/list/listQuery';
import { useListState } from '../kit/list/useListState';
import { PageHeader } from '../kit/PageHeader';
import { ReportActions } from './ReportActions';
import { ReportCreate } from './ReportCreate';
import { ReportDetail } from './ReportDetail';
import { ReportStatus } from './ReportStatus';
import { isGenerating, type ReportRow } from './reportView';

const NEW = 'new';
/** `?_clone={id}` beside `_open=new`: the create form starts from that report's definition. */
const PAGE_PARAMS = ['_clone'] as const;
/** How often the list asks again while a report is being generated (its progress bar moves). */
const PROGRESS_POLL_MS = 2_000;

function CloneOf({ id, onClose }: { id: string; onClose: () => void }) {
  const { data } = useRecord('report', id);
  return data ? <ReportCreate source={data} onClose={onClose} /> : null;
}

/**
 * 001 §2.7 the transaction reports: name, count, created date, status (with the progress of a report
 * being generated), download, delete, clone and detail info; create and refresh. The list asks again
 * every two seconds while a report it shows is being generated.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const may = usePermission();
  const { state, change } = useListState(undefined, PAGE_PARAMS);
  const { client, scopeKey } = useScopedApi();
  const query = apiQueryOf(state);
  const list = useQuery({
    queryKey: [scopeKey, 'report', 'list', query],
    queryFn: ({ signal }) => client.page('report', query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.rows.some(isGenerating) ? PROGRESS_POLL_MS : false),
  });
  const opener = useRef<HTMLElement | null>(null);
  const open = (id: string, clone?: string) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    change({ open: id, page: { _clone: clone } });
  };
  const close = () => {
    change({ open: undefined, page: { _clone: undefined } });
    requestAnimationFrame(() => {
      opener.current?.focus();
      opener.current = null;
    });
  };
  const columns: ListColumn<ReportRow>[] = [
    { id: 'name', labelKey: 'fields:report.name', render: (report) => report.name, sortField: 'name' },
    {
      id: 'count',
      labelKey: 'fields:report.count',
      render: (report) => report.count?.toLocaleString(language),
      align: 'right',
    },
    {
      id: 'created_at',
      labelKey: 'fields:report.created_at',
      render: (report) => <DateTime value={report.created_at} />,
      sortField: 'created_at',
    },
    { id: 'status', labelKey: 'fields:report.status', render: (report) => <ReportStatus report={report} /> },
    {
      id: 'actions',
      labelKey: 'reports.actions',
      render: (report) => <ReportActions report={report} onClone={() => open(NEW, report.id)} />,
    },
  ];
  const rows = list.data?.rows ?? [];
  const title = t('routes.transactionReports');
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
              onClick={() => list.refetch()}
              loading={list.isFetching}
            >
              <Icon name="refresh" />
            </ActionIcon>
            {may('report.create') && (
              <Button leftSection={<Icon name="plus" />} onClick={() => open(NEW)}>
                {t('reports.create')}
              </Button>
            )}
          </>
        }
      />
      <Paper withBorder radius="md">
        {list.isError ? (
          <ListStatus kind="error" error={list.error} onRetry={() => list.refetch()} />
        ) : list.isSuccess && rows.length === 0 ? (
          <Center py={48} role="status">
            <Stack align="center" gap={6}>
              <ThemeIcon variant="light" color="gray" size={48} radius="xl">
                <Icon name="inbox" size={26} />
              </ThemeIcon>
              <Text fw={600}>{t('reports.empty')}</Text>
            </Stack>
          </Center>
        ) : (
          <DataTable
            caption={title}
            columns={columns}
            rows={rows}
            sort={state.sort}
            onSort={(sort) => change({ sort })}
            onOpen={(id) => open(id)}
          />
        )}
        <ListPagination skip={state.skip} limit={state.limit} total={list.data?.total} onChange={change} />
      </Paper>
      {state.open === NEW ? (
        state.page._clone ? (
          <CloneOf id={state.page._clone} onClose={close} />
        ) : (
          <ReportCreate onClose={close} />
        )
      ) : (
        state.open && <ReportDetail id={state.open} onClose={close} />
      )}
    </>
  );
}
