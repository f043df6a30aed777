import { useQuery } from '@tanstack/react-query';
import { useScopedApi } from '../kit/api/useScopedApi';
import type { FilterOption } from '../kit/list/FilterDefinition';

/** The organisations of the scope, and the users of the chosen one, for the share form's selects. */
export function useShareCredentialOptions(organisation: string | undefined) {
  const { client, scopeKey } = useScopedApi();
  const organisations = useQuery({
    queryKey: [scopeKey, 'organisation', 'options'],
    queryFn: ({ signal }) => client.list('organisation', { _limit: '2000', _sort: 'name' }, { signal }),
  });
  const users = useQuery({
    queryKey: [scopeKey, 'user', 'options', organisation],
    queryFn: ({ signal }) =>
      client.list('user', { organisation: organisation ?? '', _limit: '500', _sort: 'name' }, { signal }),
    enabled: !!organisation,
  });
  const organisationOptions: FilterOption[] = (organisations.data ?? []).map((row) => ({
    value: row.id,
    label: row.name,
  }));
  const userOptions: FilterOption[] = (users.data ?? []).map((row) => ({
    value: row.id,
    label: `${row.name} (${row.email})`,
  }));
  return { organisationOptions, userOptions };
}
