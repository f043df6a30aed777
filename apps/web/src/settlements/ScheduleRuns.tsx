import { Stack, Table, Text, Title } from '@mantine/core';
import type { SettlementRun } from '@psp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../kit/api/apiRequest';
import { usePermission } from '../kit/api/usePermission';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { DateTime } from '../kit/format/DateTime';
import { ListStatus } from '../kit/list/ListStatus';

const runsKey = (schedule: string) => ['settlementschedule', schedule, 'runs'] as const;

/** "Run now" on a schedule (settlement.create): a run for its organisation, kept in its history. */
export function RunScheduleNow({ schedule }: { schedule: string }) {
  const { t } = useTranslation();
  const may = usePermission();
  const queries = useQueryClient();
  if (!may('settlement.create')) return null;
  return (
    <ConfirmButton
      variant="default"
      destructive={false}
      title={t('settlements.runNow')}
      message={t('settlements.runNowQuestion')}
      confirmLabel={t('settlements.runNow')}
      successMessage={t('settlements.runStarted')}
      onConfirm={() => apiRequest('POST', 'settlement', { body: { settlement_schedule: schedule } })}
      onDone={() => void queries.invalidateQueries({ queryKey: runsKey(schedule) })}
    >
      {t('settlements.runNow')}
    </ConfirmButton>
  );
}

/** A schedule's runs, newest first: when, by what, how it ended and how many settlements it made. */
export function ScheduleRuns({ schedule }: { schedule: string }) {
  const { t } = useTranslation();
  const runs = useQuery({
    queryKey: runsKey(schedule),
    queryFn: () => apiRequest<SettlementRun[]>('GET', `settlementschedule/${schedule}/runs`),
  });
  return (
    <Stack gap="xs" mt="md">
      <Title order={3} size="h5">
        {t('settlements.runs.title')}
      </Title>
      {runs.isError ? (
        <ListStatus kind="error" error={runs.error} onRetry={() => runs.refetch()} />
      ) : runs.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settlements.runs.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table data-testid="settlement-schedule-runs">
            <caption className="visually-hidden">{t('settlements.runs.title')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('settlements.runs.startedAt')}</Table.Th>
                <Table.Th>{t('settlements.runs.trigger')}</Table.Th>
                <Table.Th>{t('settlements.runs.status')}</Table.Th>
                <Table.Th ta="right">{t('settlements.runs.count')}</Table.Th>
                <Table.Th>{t('settlements.runs.finishedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(runs.data ?? []).map((run) => (
                <Table.Tr key={run.id}>
                  <Table.Td>
                    <DateTime value={run.started_at} />
                  </Table.Td>
                  <Table.Td>{t(`settlements.runs.triggers.${run.trigger}`)}</Table.Td>
                  <Table.Td>{t(`settlements.runs.statuses.${run.status}`)}</Table.Td>
                  <Table.Td ta="right" className="tabular-nums">
                    {run.settlements_count}
                  </Table.Td>
                  <Table.Td>
                    <DateTime value={run.finished_at} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
