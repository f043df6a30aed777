import type { TestApp } from './test-app.js';

/**
 * An active processor of the product on a payment profile of the organisation: one a routing tree of
 * the organisation may end at (a tree none of whose processors is one is refused as unroutable).
 */
export async function routableProcessorOf(
  app: TestApp,
  organisation: string,
  product = 'card',
): Promise<string> {
  const [row] = await app.query<{ id: string }>(
    `SELECT pr.id FROM processors pr JOIN payment_profile_processors pp ON pp.processor_id = pr.id
      JOIN payment_profiles p ON p.id = pp.payment_profile_id
     WHERE p.organisation_id = $1 AND pr.organisation_id = $1 AND pr.payment_product = $2 AND pr.active
     ORDER BY pr.id LIMIT 1`,
    [organisation, product],
  );
  if (!row) throw new Error(`no routable ${product} processor of ${organisation}`);
  return row.id;
}
