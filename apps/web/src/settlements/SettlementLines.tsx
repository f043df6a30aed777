import { Button, Group, Table, Text } from '@mantine/core';
import type { PopulatedRowOf } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScopedApi } from '../kit/api/useScopedApi';
import { notificationStore } from '../kit/feedback/notificationStore';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { exportList } from '../kit/list/exportList';

/** Lines of one settlement, at most this many on screen; the CSV holds them all. */
const SHOWN_LINES = 500;

type Settlement = Pick<
  PopulatedRowOf<'settlement'>,
  'id' | 'amount' | 'currency_code' | 'reference' | 'line_count'
>;

/**
 * Every line of a settlement (each one ledger entry: a payment, its fee, a refund, a reserve hold...),
 * with the total that is the payout, and the lines as CSV.
 */
export function SettlementLines({ settlement }: { settlement: Settlement }) {
  const { t } = useTranslation();
  const { client, scopeKey, organisation } = useScopedApi();
  const [downloading, setDownloading] = useState(false);
  const query = {
    settlement: settlement.id,
    _sort: 'effective_at',
    _limit: SHOWN_LINES,
    _populate: 'transaction',
  };
  const lines = useQuery({
    queryKey: [scopeKey, 'settlementline', 'of', settlement.id],
    queryFn: ({ signal }) => client.list('settlementline', query, { signal, populate: ['transaction'] }),
  });
  const rows = lines.data ?? [];
  const download = async () => {
    setDownloading(true);
    try {
      const columns = ['effective_at', 'kind', 'transaction.merchant_reference', 'ledger_entry', 'amount'];
      await exportList({
        client,
        organisation,
        resource: 'settlementline',
        query: { settlement: settlement.id, _sort: 'effective_at' },
        columns: columns.map((id) => ({ id })),
        header: [
          t('settlements.line.effectiveAt'),
          t('settlements.line.kind'),
          t('settlements.line.reference'),
          t('settlements.line.entry'),
          t('settlements.line.amount'),
        ],
        currencyHeader: t('settlements.line.currency'),
        fileName: `${settlement.reference ?? settlement.id}-lines.csv`,
      });
    } catch {
      notificationStore.show({ color: 'red', message: t('list.exportFailed') });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <section aria-label={t('settlements.lines')}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{t('settlements.linesCount', { count: settlement.line_count })}</Text>
        <Button variant="default" size="xs" loading={downloading} onClick={download}>
          {t('settlements.downloadLines')}
        </Button>
      </Group>
      <Table striped withTableBorder data-testid="settlement-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('settlements.line.effectiveAt')}</Table.Th>
            <Table.Th>{t('settlements.line.kind')}</Table.Th>
            <Table.Th>{t('settlements.line.reference')}</Table.Th>
            <Table.Th ta="right">{t('settlements.line.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((line) => (
            <Table.Tr key={line.id} data-kind={line.kind}>
              <Table.Td>
                <DateTime value={line.effective_at} />
              </Table.Td>
              <Table.Td>{t(`settlements.kind.${line.kind}`)}</Table.Td>
              <Table.Td>
                {typeof line.transaction === 'object' ? line.transaction?.merchant_reference : ''}
              </Table.Td>
              <Table.Td ta="right" data-amount={line.amount}>
                <Money amount={line.amount} currency={line.currency_code} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={3}>
              {settlement.line_count > rows.length && lines.data
                ? t('settlements.moreLines', { shown: rows.length, count: settlement.line_count })
                : t('settlements.total')}
            </Table.Th>
            <Table.Th ta="right" data-testid="settlement-total" data-amount={settlement.amount}>
              <Money amount={settlement.amount} currency={settlement.currency_code} />
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </section>
  );
}
