import {
  compileRouting,
  createRoutingSchema,
  routingEndpoints,
  routingSchema,
  updateRoutingSchema,
} from '@psp/domain';
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
  /**
   * Every condition is one the engine can evaluate (a percentage 0–100, an amount in whole minor units),
   * refused on its node's path; the tree ends at processors the caller can see, not another merchant's.
   */
  async beforeWrite(input, { trx, actor }) {
    if (input.details === undefined) return input;
    const compiled = compileRouting(input.details);
    if ('issue' in compiled) {
      const { at, code, message, expected } = compiled.issue;
      throw badRequest([
        { path: `body.details.${at}`, code, message, ...(expected !== undefined && { expected }) },
      ]);
    }
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
