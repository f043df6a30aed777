import {
  createRoutingSchema,
  routingEndpoints,
  routingSchema,
  type StoredRoutingNode,
  updateRoutingSchema,
} from '@psp/domain';
import { nextVersion, writeVersion } from '../decisions/decision-versions.js';
import { defineResource } from '../platform/resource/resource-definition.js';
import { idsOutsideMerchant, idsOutsideScope } from '../platform/resource/scoped-ids.js';
import { evaluableTree, refuseUnknownProcessors, refuseUnroutableTree } from './routing-checks.js';

export const routingResource = defineResource({
  name: 'routing',
  table: 'routings',
  schema: routingSchema,
  createSchema: createRoutingSchema,
  updateSchema: updateRoutingSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  maxLimit: 1000,
  derived: ['processors'],
  toApi: (row) => ({ ...row, processors: routingEndpoints(row.details).join(',') }),
  /** The tree ends at processors: each must be one the caller can see, not another merchant's or none. */
  async beforeWrite(input, { trx, actor, existing }) {
    const versioned = { ...input, ...nextVersion(existing) };
    const organisation = (input.organisation ?? existing?.organisation) as string;
    const product = (input.payment_product ?? existing?.payment_product) as string;
    if (input.details === undefined) {
      // Another product for the same tree: its processors must still take payments of that product.
      if (input.payment_product !== undefined && existing)
        await refuseUnroutableTree(
          trx,
          organisation,
          product,
          routingEndpoints(existing.details as StoredRoutingNode),
          'body.payment_product',
        );
      return versioned;
    }
    // Conditions the engine can evaluate only: the first one it refuses, on its node (`then.if.0.value`).
    evaluableTree(input.details, 'body.details');
    const endpoints = routingEndpoints(input.details);
    // Seen by the caller, and of this merchant (or the provider) even for a caller who sees others.
    refuseUnknownProcessors(
      [
        ...new Set([
          ...(await idsOutsideScope(trx, actor, 'processors', endpoints)),
          ...(await idsOutsideMerchant(trx, organisation, 'processors', endpoints)),
        ]),
      ],
      'body.details',
    );
    // A tree that sends every payment nowhere is refused: the backtest would find it all unroutable.
    await refuseUnroutableTree(trx, organisation, product, endpoints, 'body.details');
    return versioned;
  },
  /** Every save is a version, written with the change. */
  afterWrite: (id, input, { trx, actor }) => writeVersion(trx, 'routing', id, actor, input),
});
