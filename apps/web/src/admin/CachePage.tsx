import { Table, Text } from '@mantine/core';
import type { Cache } from '@psp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../kit/api/apiRequest';
import { ConfirmButton } from '../kit/form/ConfirmButton';
import { DateTime } from '../kit/format/DateTime';
import { useLanguage } from '../kit/format/useLanguage';
import { ListStatus } from '../kit/list/ListStatus';
import { PageHeader } from '../kit/PageHeader';

const KEY = ['own', 'admin-cache'] as const;

/**
 * 001 §2.9 admin/cache (super user): the caches this server process keeps, their size and hit rate, and
 * a clear that every process follows (the shared generation).
 */
export function CachePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queries = useQueryClient();
  const caches = useQuery({ queryKey: KEY, queryFn: () => apiRequest<Cache[]>('GET', 'admin/cache') });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(language);
  return (
    <>
      <PageHeader title={t('routes.adminCache')} />
      <Text size="sm" c="dimmed" mb="md">
        {t('admin.cache.explanation')}
      </Text>
      {caches.isError ? (
        <ListStatus kind="error" error={caches.error} onRetry={() => caches.refetch()} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <caption className="visually-hidden">{t('routes.adminCache')}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.cache.name')}</Table.Th>
                <Table.Th ta="right">{t('admin.cache.entries')}</Table.Th>
                <Table.Th ta="right">{t('admin.cache.hitRate')}</Table.Th>
                <Table.Th ta="right">{t('admin.cache.lookups')}</Table.Th>
                <Table.Th>{t('admin.cache.cleared')}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{t('admin.cache.actions')}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(caches.data ?? []).map((cache) => (
                <Table.Tr key={cache.name} data-cache={cache.name}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {t(`admin.cache.names.${cache.name}`, { defaultValue: cache.name })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {cache.name}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{number.format(cache.entries)}</Table.Td>
                  <Table.Td ta="right">
                    {cache.hit_rate === null ? '—' : percent.format(cache.hit_rate)}
                  </Table.Td>
                  <Table.Td ta="right">{number.format(cache.hits + cache.misses)}</Table.Td>
                  <Table.Td>
                    {cache.cleared_at ? (
                      <>
                        <DateTime value={cache.cleared_at} />
                        {cache.cleared_by && ` · ${cache.cleared_by.name}`}
                      </>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <ConfirmButton
                      size="xs"
                      variant="light"
                      aria-label={t('admin.cache.clearNamed', { name: cache.name })}
                      title={t('admin.cache.clearTitle', { name: cache.name })}
                      message={t('admin.cache.clearMessage')}
                      confirmLabel={t('admin.cache.clear')}
                      successMessage={t('admin.cache.clearedMessage', { name: cache.name })}
                      onConfirm={() =>
                        apiRequest('POST', `admin/cache/${encodeURIComponent(cache.name)}/clear`)
                      }
                      onDone={() => queries.invalidateQueries({ queryKey: KEY })}
                    >
                      {t('admin.cache.clear')}
                    </ConfirmButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
