import { createRoutingSchema, routingEndpoints, routingSchema, updateRoutingSchema } from '@psp/domain';
import { badRequest } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';
import { idsOutsideScope } from '../platform/resource/scoped-ids.js';

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
  async beforeWrite(input, { trx, actor }) {
    if (input.details === undefined) return input;
    const unknown = await idsOutsideScope(trx, actor, 'processors', routingEndpoints(input.details));
    if (unknown.length) {
      throw badRequest([
        {
          path: 'body.details',
          code: 'invalid_reference',
          message: `Unknown processors: ${unknown.join(', ')}`,
          actual: unknown.join(','),
        },
      ]);
    }
    return input;
  },
});
