import { Paper, Table, Text, Title } from '@mantine/core';
import type { BankStatusImport } from '@psp/domain';
import { useTranslation } from 'react-i18next';

/** What an imported status report did, line by line (unknown references stand out). */
export function BankStatusResult({ result }: { result: BankStatusImport }) {
  const { t } = useTranslation();
  const unknown = result.lines.filter((line) => line.outcome === 'unknown').length;
  return (
    <Paper withBorder p="md" mb="md" role="status" data-testid="bank-status-result">
      <Title order={2} size="h5" mb="xs">
        {t('host2host.imported', { report: result.report_id })}
      </Title>
      {unknown > 0 && (
        <Text size="sm" fw={600}>
          {t('host2host.unknownLines', { count: unknown })}
        </Text>
      )}
      {!result.payout_file && <Text size="sm">{t('host2host.unknownFile')}</Text>}
      <Table>
        <caption className="visually-hidden">{t('host2host.imported', { report: result.report_id })}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('host2host.reference')}</Table.Th>
            <Table.Th>{t('host2host.bankStatus')}</Table.Th>
            <Table.Th>{t('host2host.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.lines.map((line) => (
            <Table.Tr key={`${line.reference}:${line.status}:${line.outcome}`}>
              <Table.Td ff="monospace">{line.reference}</Table.Td>
              <Table.Td>
                {line.status}
                {line.reason && ` · ${t(`host2host.reason.${line.reason}`, { defaultValue: line.reason })}`}
              </Table.Td>
              <Table.Td>{t(`host2host.outcomes.${line.outcome}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
