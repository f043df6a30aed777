import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useScopedApi } from '../kit/api/useScopedApi';
import { organisationTree } from './organisationTree';

/** The whole organisation list of the scope (by name); writes of organisations refresh it. */
export function useOrganisations() {
  const { client, scopeKey } = useScopedApi();
  return useQuery({
    queryKey: [scopeKey, 'organisation', 'list', 'all'],
    queryFn: ({ signal }) => client.list('organisation', { _limit: 2000, _sort: 'name' }, { signal }),
  });
}

/**
 * The scope's organisations as the options of a record's organisation (002 §3: a chain makes a record for
 * one of its shops), and the user's own, the tree's root, which the record defaults to; null until loaded.
 */
export function useOrganisationOptions() {
  const organisations = useOrganisations();
  return useMemo(
    () =>
      organisations.data
        ? {
            options: organisations.data.map(({ id, name }) => ({ value: id, label: name })),
            owner: organisationTree(organisations.data)[0]?.organisation.id,
          }
        : null,
    [organisations.data],
  );
}
