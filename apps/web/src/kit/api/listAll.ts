import type { PopulatedRowOf, PopulateKeyOf, ResourceName } from '@psp/domain';
import type { ReadOptions, ResourceClient } from './resourceClient';
import type { Query } from './toSearchParams';

/**
 * Every row of a list the spec leaves unlimited (the ruleset list, 002 §9): page after page, each
 * continuing after the last (`_after` with the X-Next-Cursor of the page before). Apart from the client,
 * so the shell does not carry it for the few screens that need it.
 */
export async function listAll<N extends ResourceName, P extends PopulateKeyOf<N> = never>(
  client: ResourceClient,
  resource: N,
  query: Query,
  options: ReadOptions<P> = {},
): Promise<PopulatedRowOf<N, P>[]> {
  const rows: PopulatedRowOf<N, P>[] = [];
  let after: string | null = null;
  do {
    const page: PopulatedRowOf<N, P>[] = await client.list<N, P>(
      resource,
      after === null ? query : { ...query, _after: after },
      {
        ...options,
        onResponse: (response) => {
          after = response.headers.get('x-next-cursor');
        },
      },
    );
    rows.push(...page);
  } while (after !== null);
  return rows;
}
