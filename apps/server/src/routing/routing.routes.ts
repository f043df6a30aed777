import { routingSchema } from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { routingResource } from './routings.resource.js';

/** `GET paymentprofile/routing`: the routings in scope, grouped by payment product (000 §7). */
export function registerRoutingRoutes(app: FastifyInstance, service: ResourceService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/paymentprofile/routing',
    {
      config: { operation: 'paymentprofile.routing' },
      schema: {
        tags: ['paymentprofile'],
        summary: 'Routings a payment profile can use, grouped by payment product',
        response: { 200: z.record(z.string(), z.array(routingSchema)) },
      },
    },
    async (request) => {
      const routings = await service.list(routingResource, actorOf(request), {
        filters: [],
        sort: [{ field: routingResource.fields.get('name')!, descending: false }],
        limit: 1000,
        skip: 0,
        populate: new Map(),
      });
      const grouped: Record<string, typeof routings> = {};
      for (const routing of routings) {
        const product = routing.payment_product as string;
        grouped[product] = [...(grouped[product] ?? []), routing];
      }
      return grouped as Record<string, z.infer<typeof routingSchema>[]>;
    },
  );
}
