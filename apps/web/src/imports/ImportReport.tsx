import { Paper, ScrollArea, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { Import } from '@psp/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyableId } from '../kit/detail/CopyableId';

/** Step 3: what the import created, by row of the file. */
export function ImportReport({ result }: { result: Import }) {
  const { t } = useTranslation();
  const { report } = result;
  const titleId = useId();
  const counts =
    result.kind === 'merchants'
      ? [
          { key: 'organisations', value: report.organisations },
          { key: 'users', value: report.users },
        ]
      : [{ key: 'customers', value: report.customers }];
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('imports.reportTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: counts.length }} mb="md" maw={480}>
        {counts.map(({ key, value }) => (
          <Paper key={key} withBorder p="sm" radius="md" data-testid={`import-count-${key}`}>
            <Text size="xl" fw={700}>
              {value}
            </Text>
            <Text size="sm" c="dimmed">
              {t(`imports.counts.${key}`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <ScrollArea.Autosize mah={420} type="auto">
        <Table withTableBorder fz="sm">
          <Table.Caption>{t('imports.reportCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('imports.row')}</Table.Th>
              <Table.Th scope="col">{t('imports.name')}</Table.Th>
              <Table.Th scope="col">{t('imports.id')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.records.map((record) => (
              <Table.Tr key={record.id}>
                <Table.Td>{record.row}</Table.Td>
                <Table.Td>{record.name}</Table.Td>
                <Table.Td>
                  <CopyableId value={record.id} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </section>
  );
}
