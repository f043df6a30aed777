import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../kit/api/errorMessage';
import { useScopedApi } from '../kit/api/useScopedApi';

/**
 * What a statistics or financial report screen says when some of its calls failed (after their retries):
 * a block that could not be read would otherwise stand empty, as if there were nothing to count. One
 * notice for the screen, with the first reason and a button that asks the failed calls again.
 */
export function StatisticsFailures() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { scopeKey } = useScopedApi();
  const cache = queryClient.getQueryCache();
  const failed = useCallback(
    () =>
      cache.findAll({
        queryKey: [scopeKey, 'statistics'],
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      }),
    [cache, scopeKey],
  );
  const count = useSyncExternalStore(
    useCallback((changed) => cache.subscribe(changed), [cache]),
    () => failed().length,
  );
  if (count === 0) return null;
  const queries = failed();
  const retry = () => {
    for (const query of queries) void queryClient.refetchQueries({ queryKey: query.queryKey, exact: true });
  };
  return (
    <Alert color="red" title={t('statistics.failedTitle', { count })}>
      <Group justify="space-between">
        <Text size="sm">{errorMessage(t, queries[0]?.state.error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={retry}>
          {t('statistics.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
