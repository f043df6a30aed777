import {
  createRoutingSchema,
  type RoutingNode,
  routingEndpoints,
  routingSchema,
  updateRoutingSchema,
} from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

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
