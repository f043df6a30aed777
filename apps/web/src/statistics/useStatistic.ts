import type { AppOperation } from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../kit/api/apiRequest';
import type { Query } from '../kit/api/toSearchParams';
import { usePermission } from '../kit/api/usePermission';
import { useScopedApi } from '../kit/api/useScopedApi';

/** The reader's time zone: days, weeks and the day-and-time grid are counted in it (ADR 0017). */
export const READER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * One statistics call of 001 §7 in the current scope, made only when the user holds its operation
 * (a block the user may not see stays empty and hidden by its screen).
 */
export function useStatistic<T>(path: string, operation: AppOperation, query: Query = {}) {
  const may = usePermission();
  const { scopeKey, organisation } = useScopedApi();
  return useQuery({
    queryKey: [scopeKey, 'statistics', path, query],
    queryFn: ({ signal }) =>
      apiRequest<T>('GET', path, { signal, query, ...(organisation && { organisation }) }),
    enabled: may(operation),
  });
}
