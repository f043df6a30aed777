import { type Operation, RESOURCE_ACCESS, type ResourceAction, satisfies } from '@psp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../auth/authenticate.js';
import { errorSchema } from '../http/error-schema.js';
import { badRequest } from '../http/errors.js';
import {
  DEFAULT_LIMIT,
  encodeCursor,
  type MayRead,
  parseFilterQuery,
  parseListQuery,
  type RawQuery,
} from './list-query.js';
import { isQueryable, type Resource } from './resource-definition.js';
import { parseExportRequest, streamExport } from './resource-export.js';
import type { ResourceService } from './resource-service.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * A list page is written as the select lists made it: they hold exactly the schema's fields (a populated
 * reference its resource's), so the response schema documents the rows and resource-responses.test.ts
 * holds every resource to it. Validating each row again on every page cost about 0.45 ms a page of 25
 * payments, a fifth of the API's own time on a list.
 */
const asSelected = () => (data: unknown) => JSON.stringify(data);
const idParams = z.object({ id: z.uuid() });

export function listQuerySchema(resource: Resource) {
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
      _count: z
        .enum(['true', 'false'])
        .optional()
        .describe(
          'true: the X-Total-Count header carries the count of the same filters (one request for a page and its total)',
        ),
      _after: z
        .string()
        .optional()
        .describe(
          'Keyset paging: the X-Next-Cursor header of the previous page; the rows after it in the same sort',
        ),
    })
    .describe(
      `Filters: field=value, field[]=a&field[]=b, field>=v and field<=v (inclusive), field!=v; dotted paths on references. Fields: ${filterable.map((f) => f.name).join(', ')}`,
    );
}

const exportQuery = z.looseObject({
  _columns: z.string().describe('Comma list of field paths, e.g. id,amount,customer.email_address'),
  _header: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('One label per column'),
  _currency_header: z
    .string()
    .optional()
    .describe(
      "The word for 'currency' in the reader's language: titles the currency column added beside an amount",
    ),
  _after: z
    .string()
    .optional()
    .describe('Resumes the export after this cursor (X-Next-Cursor of a list page)'),
});

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
export function mayRead(request: FastifyRequest): MayRead {
  const actor = actorOf(request);
  return (target) => satisfies(actor, RESOURCE_ACCESS[target.name].read);
}

/** Where a resource's routes live: the back-office's /api, or the payments API's /v1 with a subset. */
export interface RouteSurface {
  base: string;
  /** The operation of each route, which decides how it authenticates (`v1.*`: API key). */
  operation(action: ResourceAction): Operation;
  tags: string[];
  /** The routes to register; the writes only where the resource has a schema and the table a role. */
  actions: readonly ResourceAction[];
  /** The OpenAPI security of the routes, when not the document's default (the session cookie). */
  security?: Record<string, string[]>[];
  /**
   * The back-office surface: the list has a CSV export (`{base}/export`), and a write the resource does
   * not have at all (chargebacks, payments) answers 403 `read_only` to those who may read it.
   */
  backOffice?: boolean;
}

/** The back-office surface of a resource: /api/{name}, every action. */
export function apiSurface(resource: Resource): RouteSurface {
  return {
    base: `/api/${resource.name}`,
    operation: (action) => `${resource.name}.${action}`,
    tags: [resource.name],
    actions: ['list', 'count', 'get', 'create', 'update', 'delete'],
    backOffice: true,
  };
}

/**
 * A write to a read-only resource (a chargeback is never written through the API) is refused
 * like every write the caller may not make: 403, here `read_only` for those who may read the resource,
 * so a read-only list answers the same whoever asks and whatever the id.
 */
function refuseWritesToReadOnly(
  app: FastifyInstance,
  resource: Resource,
  base: string,
  config: (action: ResourceAction) => { operation: Operation },
): void {
  const access = RESOURCE_ACCESS[resource.name];
  // Only a read-only resource: one without some of the writes (API keys are revoked, never deleted)
  // simply has no such route.
  if ('create' in access || 'update' in access || 'delete' in access) return;
  const refuse = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.status(403).send({
      error: 'read_only',
      message: `${resource.name} records are read-only: they are not written through this API`,
    });
  // Not operations of the API: left out of its document.
  const schema = { hide: true };
  app.post(base, { config: config('list'), schema }, refuse);
  app.route({ method: ['POST', 'PUT'], url: `${base}/:id`, config: config('get'), schema, handler: refuse });
  app.delete(`${base}/:id`, { config: config('get'), schema }, refuse);
}

/** The routes of the spec's conventions for one resource; writes only where a schema and a role exist. */
export function registerResourceRoutes(
  app: FastifyInstance,
  service: ResourceService,
  resource: Resource,
  surface: RouteSurface = apiSurface(resource),
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { base, tags, actions } = surface;
  const access = RESOURCE_ACCESS[resource.name];
  const documented = surface.security ? { security: surface.security } : {};
  const config = (action: ResourceAction) => ({ operation: surface.operation(action) });

  if (actions.includes('list'))
    api.get(
      base,
      {
        config: config('list'),
        serializerCompiler: asSelected,
        schema: {
          tags,
          ...documented,
          summary: `List ${resource.name}`,
          querystring: listQuerySchema(resource),
          response: { 200: z.array(resource.schema), ...errors },
        },
      },
      async (request, reply) => {
        const query = parseListQuery(resource, request.query as RawQuery, service.resolve, mayRead(request));
        const actor = actorOf(request);
        const [{ rows, next }, total] = await Promise.all([
          service.page(resource, actor, query),
          query.count && service.count(resource, actor, { filters: query.filters, search: query.search }),
        ]);
        if (next) reply.header('x-next-cursor', encodeCursor(query.sort, next.values));
        if (query.count) reply.header('x-total-count', String(total));
        return rows;
      },
    );

  if (actions.includes('count'))
    api.get(
      `${base}/count`,
      {
        config: config('count'),
        schema: {
          tags,
          ...documented,
          summary: `Count ${resource.name} for the same filters as the list`,
          querystring: listQuerySchema(resource).omit({
            _limit: true,
            _skip: true,
            _sort: true,
            _after: true,
            _count: true,
          }),
          response: { 200: z.object({ count: z.int() }), ...errors },
        },
      },
      async (request) => {
        const query = parseFilterQuery(
          resource,
          request.query as RawQuery,
          service.resolve,
          mayRead(request),
        );
        return { count: await service.count(resource, actorOf(request), query) };
      },
    );

  // Untyped replies: the answer is a stream of CSV, not a document the response schemas describe.
  if (actions.includes('list') && surface.backOffice)
    app.get(
      `${base}/export`,
      {
        config: config('list'),
        schema: {
          tags,
          ...documented,
          summary: `Export ${resource.name} as CSV: every row of the list's filters, search and sort`,
          querystring: exportQuery,
          response: { 400: errorSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      async (request, reply) => {
        const exported = parseExportRequest(
          resource,
          request.query as RawQuery,
          service.resolve,
          mayRead(request),
        );
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${resource.name}-${day}.csv"`)
          .send(streamExport(service, resource, actorOf(request), exported));
      },
    );

  if (actions.includes('get'))
    api.get(
      `${base}/:id`,
      {
        config: config('get'),
        schema: {
          tags,
          ...documented,
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
        return service.get(resource, actorOf(request), request.params.id, populate);
      },
    );

  if (actions.includes('create') && resource.createSchema && 'create' in access) {
    api.post(
      base,
      {
        config: config('create'),
        schema: {
          tags,
          ...documented,
          ...documented,
          summary: `Create a ${resource.name}`,
          body: resource.createSchema,
          response: { 201: resource.schema, ...errors },
        },
      },
      async (request, reply) => {
        const created = await service.create(
          resource,
          actorOf(request),
          request.body as Record<string, unknown>,
        );
        return reply.status(201).send(created);
      },
    );
  }

  if (actions.includes('update') && resource.updateSchema && 'update' in access) {
    for (const method of ['POST', 'PUT'] as const) {
      api.route({
        method,
        url: `${base}/:id`,
        config: config('update'),
        schema: {
          tags,
          ...documented,
          ...documented,
          summary: `Update a ${resource.name}${method === 'POST' ? ' (PUT sent as POST)' : ''}`,
          params: idParams,
          body: resource.updateSchema,
          response: { 200: resource.schema, ...errors },
        },
        preValidation: async (request) => dropPathId(request.body, request.params as { id: string }),
        handler: async (request) =>
          service.update(
            resource,
            actorOf(request),
            request.params.id,
            request.body as Record<string, unknown>,
          ),
      });
    }
  }

  if (surface.backOffice) refuseWritesToReadOnly(app, resource, base, config);

  if (actions.includes('delete') && 'delete' in access) {
    api.delete(
      `${base}/:id`,
      {
        config: config('delete'),
        schema: {
          tags,
          ...documented,
          ...documented,
          summary: `Delete a ${resource.name}`,
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await service.delete(resource, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
}
