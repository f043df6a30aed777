import type { PopulatedRowOf, PopulateKeyOf, ResourceName } from '@psp/domain';
import { apiRequest } from './apiRequest';
import type { ReadOptions } from './resourceClient';
import type { Query } from './toSearchParams';

/**
 * Every row of a list the spec leaves unlimited (the ruleset list, 002 §9): page after page, each
 * continuing after the last (`_after` with the X-Next-Cursor of the page before). Apart from the
 * resource client so that only the screens that read whole lists load it.
 */
export async function listAll<N extends ResourceName, P extends PopulateKeyOf<N> = never>(
  resource: N,
  query: Query,
  { populate, ...options }: ReadOptions<P> & { organisation?: string | undefined } = {},
): Promise<PopulatedRowOf<N, P>[]> {
  const rows: PopulatedRowOf<N, P>[] = [];
  let after: string | null = null;
  do {
    const page: PopulatedRowOf<N, P>[] = await apiRequest<PopulatedRowOf<N, P>[]>('GET', resource, {
      ...options,
      query: {
        ...query,
        ...(populate?.length && { _populate: populate.join(',') }),
        ...(after !== null && { _after: after }),
      },
      onResponse: (response) => {
        after = response.headers.get('x-next-cursor');
      },
    });
    rows.push(...page);
  } while (after !== null);
  return rows;
}
