import { Button, Modal, Table, Text, Title } from '@mantine/core';
import { type PopulatedRowOf, refName } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScopedApi } from '../kit/api/useScopedApi';
import { DateTime } from '../kit/format/DateTime';
import { ImportReport } from './ImportReport';

const RECENT = { _sort: '-created_at', _limit: 10 } as const;
const POPULATE = ['organisation', 'created_by'] as const;

/** The latest imports with who ran them; each one's report can be opened again. */
export function ImportHistory() {
  const { t } = useTranslation();
  const { client, scopeKey } = useScopedApi();
  const [shown, setShown] = useState<PopulatedRowOf<'import', (typeof POPULATE)[number]>>();
  const imports = useQuery({
    queryKey: [scopeKey, 'import', 'list', RECENT, POPULATE],
    queryFn: ({ signal }) => client.list('import', RECENT, { populate: POPULATE, signal }),
  });
  const rows = imports.data ?? [];
  return (
    <section aria-labelledby="import-history-title">
      <Title order={2} size="h4" id="import-history-title" mb="sm">
        {t('imports.historyTitle')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {imports.isLoading ? t('common.loading') : t('imports.historyEmpty')}
        </Text>
      ) : (
        <Table withTableBorder fz="sm">
          <Table.Caption>{t('imports.historyCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('imports.when')}</Table.Th>
              <Table.Th scope="col">{t('imports.kind')}</Table.Th>
              <Table.Th scope="col">{t('imports.target')}</Table.Th>
              <Table.Th scope="col">{t('imports.rows')}</Table.Th>
              <Table.Th scope="col">{t('imports.by')}</Table.Th>
              <Table.Th scope="col">
                <span className="visually-hidden">{t('imports.report')}</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <DateTime value={row.created_at} />
                </Table.Td>
                <Table.Td>{t(`imports.kinds.${row.kind}`)}</Table.Td>
                <Table.Td>{refName(row.organisation)}</Table.Td>
                <Table.Td>{row.row_count}</Table.Td>
                <Table.Td>{refName(row.created_by)}</Table.Td>
                <Table.Td>
                  <Button variant="subtle" size="xs" onClick={() => setShown(row)}>
                    {t('imports.report')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={shown !== undefined}
        onClose={() => setShown(undefined)}
        size="xl"
        title={t('imports.reportOf', { kind: shown ? t(`imports.kinds.${shown.kind}`) : '' })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {shown && <ImportReport result={shown} />}
      </Modal>
    </section>
  );
}
