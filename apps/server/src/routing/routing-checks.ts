import {
  type CompiledRoutingNode,
  compileRouting,
  type StoredRoutingNode,
  unroutableEndpoints,
} from '@psp/domain';
import type { ActiveProcessors } from '../backtest/routing-backtest.js';
import { badRequest } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';

/**
 * A tree the engine can evaluate, or a 400 on the first condition it refuses, at `{at}.{node path}`
 * (`body.details.then.if.0.value`): one check for a saved routing and a backtest's draft.
 */
export function evaluableTree(details: StoredRoutingNode, at: string): CompiledRoutingNode {
  const compiled = compileRouting(details);
  if ('tree' in compiled) return compiled.tree;
  const { at: node, path: _part, code, message, expected } = compiled.issue;
  throw badRequest([
    { path: `${at}.${node}`, code, message, ...(expected === undefined ? {} : { expected }) },
  ]);
}

/** A 400 on `at` when a tree ends at processors the writer may not route to. */
export function refuseUnknownProcessors(unknown: readonly string[], at: string): void {
  if (unknown.length === 0) return;
  throw badRequest([
    {
      path: at,
      code: 'invalid_reference',
      message: `Unknown processors: ${unknown.join(', ')}`,
      actual: unknown.join(','),
    },
  ]);
}

/** The active processors of the product of each payment profile of the organisation. */
export async function activeProcessorsOf(executor: Executor, organisation: string, product: string) {
  const rows = await executor
    .selectFrom('payment_profile_processors as pp')
    .innerJoin('payment_profiles as p', 'p.id', 'pp.payment_profile_id')
    .innerJoin('processors as pr', 'pr.id', 'pp.processor_id')
    .select(['pp.payment_profile_id', 'pr.id'])
    .where('p.organisation_id', '=', organisation)
    .where('pr.payment_product', '=', product)
    .where('pr.active', '=', true)
    .execute();
  const active = new Map<string, Set<string>>();
  for (const row of rows) {
    const processors = active.get(row.payment_profile_id) ?? new Set();
    processors.add(row.id);
    active.set(row.payment_profile_id, processors);
  }
  return active as ActiveProcessors;
}

/**
 * A 400 on `at` when a tree sends every payment nowhere: none of its processors is an active processor of
 * the product on a payment profile of the organisation, so the engine (and the backtest) would find
 * every payment unroutable. A tree that reaches some of them is saved; the editor warns about the rest.
 */
export async function refuseUnroutableTree(
  executor: Executor,
  organisation: string,
  product: string,
  endpoints: readonly string[],
  at: string,
): Promise<void> {
  const active = await activeProcessorsOf(executor, organisation, product);
  const routable = new Set([...active.values()].flatMap((processors) => [...processors]));
  const unroutable = unroutableEndpoints(endpoints, routable);
  if (unroutable.length < endpoints.length) return;
  throw badRequest([
    {
      path: at,
      code: 'unroutable',
      message: `No processor of this tree is an active ${product} processor on a payment profile of the organisation: every payment would be unroutable`,
      actual: unroutable.join(','),
    },
  ]);
}
