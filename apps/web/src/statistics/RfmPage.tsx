import { Stack, Table } from '@mantine/core';
import { RFM_SEGMENTS } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../kit/PageHeader';
import { RfmPanel, useSegments } from './RfmPanel';
import { StatisticsFailures } from './StatisticsFailures';

/** The RFM segments (001 §2.6): what each segment means, what its customers do and what to do about it. */
export function RfmPage() {
  const { t } = useTranslation();
  const { data } = useSegments();
  return (
    <Stack>
      <PageHeader title={t('routes.customerSegments')} />
      <StatisticsFailures />
      <RfmPanel />
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statistics.rfm.segment')}</Table.Th>
            <Table.Th>{t('statistics.rfm.customers')}</Table.Th>
            <Table.Th>{t('statistics.rfm.activity')}</Table.Th>
            <Table.Th>{t('statistics.rfm.tip')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {RFM_SEGMENTS.map((segment) => (
            <Table.Tr key={segment}>
              <Table.Td>{t(`statistics.rfm.segments.${segment}.name`)}</Table.Td>
              <Table.Td>{data?.segments[segment] ?? 0}</Table.Td>
              <Table.Td>{t(`statistics.rfm.segments.${segment}.activity`)}</Table.Td>
              <Table.Td>{t(`statistics.rfm.segments.${segment}.tip`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
