import { RESOURCE_ACCESS, satisfies } from '@psp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../auth/authenticate.js';
import { errorSchema } from '../http/error-schema.js';
import { badRequest } from '../http/errors.js';
import {
  DEFAULT_LIMIT,
  type MayRead,
  parseFilterQuery,
  parseListQuery,
  type RawQuery,
} from './list-query.js';
import { isQueryable, type Resource } from './resource-definition.js';
import type { ResourceService } from './resource-service.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const idParams = z.object({ id: z.uuid() });

function listQuerySchema(resource: Resource) {
  const filterable = [...resource.fields.values()].filter(isQueryable);
  return z
    .looseObject({
      _limit: z
        .string()
        .optional()
        .describe(`Page size, 1 to ${resource.maxLimit ?? 500}; default ${DEFAULT_LIMIT}`),
      _skip: z.string().optional().describe('Rows to skip'),
      _sort: z
        .string()
        .optional()
        .describe(`Comma list of fields, '-' for descending; default ${resource.defaultSort}`),
      _populate: z
        .string()
        .optional()
        .describe(
          `Comma list of references to replace by their records: ${[...resource.fields.values()]
            .filter((f) => f.ref)
            .map((f) => f.name)
            .join(', ')}`,
        ),
      _search: z
        .string()
        .optional()
        .describe(`Searches ${resource.search.map((s) => s.field).join(', ') || 'nothing'}`),
    })
    .describe(
      `Filters: field=value, field[]=a&field[]=b, field>=v and field<=v (inclusive), field!=v; dotted paths on references. Fields: ${filterable.map((f) => f.name).join(', ')}`,
    );
}

const populateQuery = z.object({
  _populate: z.string().optional(),
  '_populate[]': z.union([z.string(), z.array(z.string())]).optional(),
});

/**
 * An update may carry the record's own id (000 §4 and §7 send `{ id, ... }`): it must be the id of the
 * path, and is then dropped before the body is checked against the update schema, which refuses
 * every other field it does not declare.
 */
function dropPathId(body: unknown, params: { id: string }): void {
  if (typeof body !== 'object' || body === null || !('id' in body)) return;
  const record = body as Record<string, unknown>;
  if (typeof record.id !== 'string' || record.id.toLowerCase() !== params.id.toLowerCase()) {
    throw badRequest([
      {
        path: 'body.id',
        code: 'invalid_value',
        message: 'The id is not the id of this record',
        expected: params.id,
        ...(typeof record.id === 'string' ? { actual: record.id } : {}),
      },
    ]);
  }
  delete record.id;
}

/** Whether the caller may list a resource, by the same table the routes are checked against. */
function mayRead(request: FastifyRequest): MayRead {
  const principal = principalOf(request);
  return (target) => satisfies(principal, RESOURCE_ACCESS[target.name].read);
}

/** The six routes of the spec's conventions for one resource; writes only where a schema and a role exist. */
export function registerResourceRoutes(
  app: FastifyInstance,
  service: ResourceService,
  resource: Resource,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const base = `/api/${resource.name}`;
  const access = RESOURCE_ACCESS[resource.name];
  const tags = [resource.name];

  api.get(
    base,
    {
      config: { operation: `${resource.name}.list` },
      schema: {
        tags,
        summary: `List ${resource.name}`,
        querystring: listQuerySchema(resource),
        response: { 200: z.array(resource.schema), ...errors },
      },
    },
    async (request) => {
      const query = parseListQuery(resource, request.query as RawQuery, service.resolve, mayRead(request));
      return service.list(resource, principalOf(request), query);
    },
  );

  api.get(
    `${base}/count`,
    {
      config: { operation: `${resource.name}.count` },
      schema: {
        tags,
        summary: `Count ${resource.name} for the same filters as the list`,
        querystring: listQuerySchema(resource),
        response: { 200: z.object({ count: z.int() }), ...errors },
      },
    },
    async (request) => {
      const query = parseFilterQuery(resource, request.query as RawQuery, service.resolve, mayRead(request));
      return { count: await service.count(resource, principalOf(request), query) };
    },
  );

  api.get(
    `${base}/:id`,
    {
      config: { operation: `${resource.name}.get` },
      schema: {
        tags,
        summary: `Get one ${resource.name}`,
        params: idParams,
        querystring: populateQuery,
        response: { 200: resource.schema, ...errors },
      },
    },
    async (request) => {
      const { populate } = parseListQuery(
        resource,
        request.query as RawQuery,
        service.resolve,
        mayRead(request),
      );
      return service.get(resource, principalOf(request), request.params.id, populate);
    },
  );

  if (resource.createSchema && 'create' in access) {
    api.post(
      base,
      {
        config: { operation: `${resource.name}.create` },
        schema: {
          tags,
          summary: `Create a ${resource.name}`,
          body: resource.createSchema,
          response: { 201: resource.schema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await service.create(
          resource,
          principalOf(request),
          request.body as Record<string, unknown>,
        );
        return reply.status(201).send(created);
      },
    );
  }

  if (resource.updateSchema && 'update' in access) {
    for (const method of ['POST', 'PUT'] as const) {
      api.route({
        method,
        url: `${base}/:id`,
        config: { operation: `${resource.name}.update` },
        schema: {
          tags,
          summary: `Update a ${resource.name}${method === 'POST' ? ' (PUT sent as POST)' : ''}`,
          params: idParams,
          body: resource.updateSchema,
          response: { 200: resource.schema, ...errors },
        },
        preValidation: async (request) => dropPathId(request.body, request.params as { id: string }),
        handler: async (request) =>
          service.update(
            resource,
            principalOf(request),
            request.params.id,
            request.body as Record<string, unknown>,
          ),
      });
    }
  }

  if ('delete' in access) {
    api.delete(
      `${base}/:id`,
      {
        config: { operation: `${resource.name}.delete` },
        schema: {
          tags,
          summary: `Delete a ${resource.name}`,
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.delete(resource, principalOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
}
