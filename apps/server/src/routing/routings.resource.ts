import { createRoutingSchema, type RoutingNode, routingSchema, updateRoutingSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

/** Processor ids a routing tree can end at, in the order they appear. */
export function routingEndpoints(node: RoutingNode | string): string[] {
  if (typeof node === 'string') return [node];
  return [...new Set([...routingEndpoints(node.then), ...routingEndpoints(node.else)])];
}

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
  toApi: (row) => ({ ...row, processors: routingEndpoints(row.details as RoutingNode).join(',') }),
});
