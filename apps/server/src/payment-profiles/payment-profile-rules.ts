import {
  checkProfileRouting,
  PAYMENT_PROFILE_FIXED_FIELDS,
  type RoutingNode,
  routingEndpoints,
} from '@psp/domain';
import { type RawBuilder, sql } from 'kysely';
import type { Actor } from '../platform/auth/actor.js';
import type { FieldError } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';

type Row = Record<string, unknown>;

export const INVALID_ROUTE_MESSAGE =
  'One or more necessary processors are not activated for this payment profile.';

function inScope(actor: Actor): RawBuilder<unknown> {
  return actor.scope === null ? sql`` : sql`AND organisation_id = ANY(${actor.scope}::uuid[])`;
}

/** 000 §3: organisation and currency are fixed once the profile exists. */
export function fixedFieldErrors(input: Row, existing: Row): FieldError[] {
  return PAYMENT_PROFILE_FIXED_FIELDS.filter(
    (field) => input[field] !== undefined && input[field] !== existing[field],
  ).map((field) => ({
    path: `body.${field}`,
    code: 'immutable',
    message: `The ${field} of a payment profile cannot change once it exists`,
    expected: existing[field],
    actual: input[field] as string,
  }));
}

/** 000 §3: the default currency is the base currency of the profile's organisation. */
export async function baseCurrencyOf(trx: Executor, organisationId: string): Promise<string | undefined> {
  const result = await sql<{ base_currency: string }>`
    SELECT base_currency FROM organisations WHERE id = ${organisationId}`.execute(trx);
  return result.rows[0]?.base_currency;
}

/**
 * 000 §5: each route of the profile must be a routing of its payment product of the profile's
 * organisation in the caller's scope,
 * and may only use processors present on the profile (invalidRoute). A processor the route does not
 * reach (unroutable) is allowed: the form warns about it, the server stores it, so a merchant can add a
 * processor before the routing that will use it.
 */
export async function routingErrors(
  trx: Executor,
  actor: Actor,
  organisation: string,
  processors: readonly string[],
  routing: Readonly<Record<string, string>>,
): Promise<FieldError[]> {
  const routeIds = [...new Set(Object.values(routing))];
  const routings = routeIds.length
    ? (
        await sql<{ id: string; payment_product: string; details: RoutingNode }>`
          SELECT id, payment_product, details FROM routings
          WHERE id = ANY(${routeIds}::uuid[]) AND organisation_id = ${organisation} ${inScope(actor)}`.execute(
          trx,
        )
      ).rows
    : [];
  const byId = new Map(routings.map((route) => [route.id, route]));
  const errors: FieldError[] = [];
  const routeProcessors: Record<string, string[]> = {};
  for (const [product, id] of Object.entries(routing)) {
    const route = byId.get(id);
    if (!route || route.payment_product !== product) {
      errors.push({
        path: `body.routing.${product}`,
        code: 'invalid_reference',
        message: route
          ? `Routing ${id} routes ${route.payment_product} payments, not ${product}`
          : `No routing ${id} in your organisation`,
        actual: id,
      });
      continue;
    }
    routeProcessors[id] = routingEndpoints(route.details);
  }

  const processorIds = [...new Set([...processors, ...Object.values(routeProcessors).flat()])];
  const products = processorIds.length
    ? (
        await sql<{ id: string; payment_product: string }>`
          SELECT id, payment_product FROM processors
          WHERE id = ANY(${processorIds}::uuid[]) AND organisation_id = ${organisation} ${inScope(actor)}`.execute(
          trx,
        )
      ).rows
    : [];
  const { invalidRoutes } = checkProfileRouting({
    processors,
    routing,
    processorProducts: Object.fromEntries(products.map((row) => [row.id, row.payment_product])),
    routeProcessors,
  });
  for (const [product, missing] of Object.entries(invalidRoutes)) {
    errors.push({
      path: `body.routing.${product}`,
      code: 'invalidRoute',
      message: INVALID_ROUTE_MESSAGE,
      expected: missing,
      actual: routing[product],
    });
  }
  return errors;
}
