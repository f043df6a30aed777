import { Alert, Anchor, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import {
  type BankStatusImport,
  type PayoutFile,
  type PayoutFileList,
  type PayoutFileTotal,
  PROVIDER_ADMIN_OPERATIONS,
  satisfies,
} from '@psp/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../kit/api/apiRequest';
import { errorMessage } from '../kit/api/errorMessage';
import { PermissionContext } from '../kit/api/usePermission';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { DateTime } from '../kit/format/DateTime';
import { Money } from '../kit/format/Money';
import { StatusTag } from '../kit/format/StatusTag';
import { ListStatus } from '../kit/list/ListStatus';
import { PageHeader } from '../kit/PageHeader';
import { BankStatusResult } from './BankStatusResult';

const KEY = ['own', 'payoutfile'] as const;

function Totals({ totals }: { totals: readonly PayoutFileTotal[] }) {
  return (
    <Stack gap={0}>
      {totals.map((total) => (
        <span key={total.currency_code}>
          <Money amount={total.amount} currency={total.currency_code} /> ({total.count})
        </span>
      ))}
    </Stack>
  );
}

/**
 * The optional host2host module (ADR 0019), Finance: the payout files made for the provider's bank
 * (pain.001), made from the payouts on their way, downloaded and marked as sent; and the import of the
 * bank's status report (pain.002) that makes payouts paid or failed.
 */
export function Host2HostPage() {
  const { t } = useTranslation();
  const queries = useQueryClient();
  const files = useQuery({ queryKey: KEY, queryFn: () => apiRequest<PayoutFileList>('GET', 'payoutfile') });
  const principal = useContext(PermissionContext);
  const mayCreate = !!principal && satisfies(principal, PROVIDER_ADMIN_OPERATIONS['payoutfile.create']);
  const mayUpdate = !!principal && satisfies(principal, PROVIDER_ADMIN_OPERATIONS['payoutfile.import']);
  const [imported, setImported] = useState<BankStatusImport>();
  // The same file may be chosen again (a corrected report): the input forgets it after each import.
  const resetFile = useRef<() => void>(null);
  const refresh = () => queries.invalidateQueries({ queryKey: KEY });
  const importReport = useMutation({
    mutationFn: async (file: File) =>
      apiRequest<BankStatusImport>('POST', 'payoutfile/import', { body: { content: await file.text() } }),
    onSettled: () => resetFile.current?.(),
    onSuccess: (answer) => {
      setImported(answer);
      void refresh();
    },
  });
  const pending = files.data?.pending ?? [];

  return (
    <>
      <PageHeader
        title={t('routes.host2host')}
        actions={
          <Group gap="xs">
            {mayCreate && (
              <ConfirmButton
                variant="filled"
                destructive={false}
                // Nothing waiting, nothing to make a file of (the server would refuse: nothing_to_pay).
                disabled={pending.length === 0}
                title={t('host2host.create')}
                message={t('host2host.createMessage')}
                confirmLabel={t('host2host.create')}
                successMessage={t('host2host.created')}
                onConfirm={() => apiRequest('POST', 'payoutfile', { body: {} })}
                onDone={refresh}
              >
                {t('host2host.create')}
              </ConfirmButton>
            )}
            {mayUpdate && (
              <FileButton
                resetRef={resetFile}
                accept=".xml,application/xml,text/xml"
                onChange={(file) => file && importReport.mutate(file)}
              >
                {(props) => (
                  <Button {...props} variant="default" loading={importReport.isPending}>
                    {t('host2host.import')}
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
        }
      />
      <Text size="sm" c="dimmed" mb="md">
        {t('host2host.explanation')}
      </Text>
      <Group gap="xs" mb="md" align="flex-start" data-testid="payout-files-pending">
        <Text size="sm">{pending.length === 0 ? t('host2host.nothingPending') : t('host2host.pending')}</Text>
        {pending.length > 0 && <Totals totals={pending} />}
      </Group>
      {importReport.isError && (
        <Alert color="red" mb="md" title={t('host2host.importFailed')}>
          {errorMessage(t, importReport.error)}
        </Alert>
      )}
      {imported && <BankStatusResult result={imported} />}
      {files.isError ? (
        <ListStatus kind="error" error={files.error} onRetry={() => files.refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table striped>
            <caption className="visually-hidden">{t('routes.host2host')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('host2host.file')}</Table.Th>
                <Table.Th>{t('host2host.status')}</Table.Th>
                <Table.Th ta="right">{t('host2host.payouts')}</Table.Th>
                <Table.Th ta="right">{t('host2host.controlSum')}</Table.Th>
                <Table.Th>{t('host2host.createdAt')}</Table.Th>
                <Table.Th>{t('host2host.sentAt')}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{t('host2host.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(files.data?.data ?? []).map((file) => (
                <FileRow key={file.id} file={file} mayUpdate={mayUpdate} onDone={refresh} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}

function FileRow({ file, mayUpdate, onDone }: { file: PayoutFile; mayUpdate: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-file={file.message_id}>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {file.message_id}
        </Text>
        {file.failed_count > 0 && (
          <Text size="xs" c="red.9">
            {t('host2host.failedCount', { count: file.failed_count })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <StatusTag family="payout_file" status={file.status} />
      </Table.Td>
      <Table.Td ta="right">{file.payout_count}</Table.Td>
      <Table.Td ta="right">
        <Totals totals={file.totals} />
      </Table.Td>
      <Table.Td>
        <DateTime value={file.created_at} />
      </Table.Td>
      <Table.Td>{file.sent_at ? <DateTime value={file.sent_at} /> : '—'}</Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Anchor
            size="sm"
            href={`/api/payoutfile/${file.id}/download`}
            download={`${file.message_id}.xml`}
            aria-label={t('host2host.downloadNamed', { name: file.message_id })}
          >
            {t('host2host.download')}
          </Anchor>
          {mayUpdate && file.status === 'CREATED' && (
            <ConfirmButton
              size="xs"
              variant="light"
              destructive={false}
              aria-label={t('host2host.markSentNamed', { name: file.message_id })}
              title={t('host2host.markSent')}
              message={t('host2host.markSentMessage', { name: file.message_id })}
              confirmLabel={t('host2host.markSent')}
              successMessage={t('host2host.marked')}
              onConfirm={() => apiRequest('POST', `payoutfile/${file.id}/sent`)}
              onDone={onDone}
            >
              {t('host2host.markSent')}
            </ConfirmButton>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
