import type { Operation } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import { PAYMENTS_API_DOCUMENT } from '../platform/http/openapi.js';
import { registerResourceRoutes } from '../platform/resource/resource-routes.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { customerResource } from './customers.resource.js';

/** Customers in the payments API: the list conventions, one record and create, as under /api. */
export function registerCustomerPaymentsApi(app: FastifyInstance, service: ResourceService): void {
  registerResourceRoutes(app, service, customerResource, {
    base: '/v1/customers',
    operation: (action) => `v1.customer.${action}` as Operation,
    actions: ['list', 'get', 'create'],
    ...PAYMENTS_API_DOCUMENT,
  });
}
