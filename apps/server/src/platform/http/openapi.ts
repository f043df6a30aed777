import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  loginResponseSchema,
  meSchema,
  mfaSetupResponseSchema,
  profileSchema,
  routingNodeSchema,
} from '@psp/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Resource } from '../resource/resource-definition.js';
import { errorSchema } from './error-schema.js';

type Components = Record<string, unknown>;

/** How the payments API (/v1) appears in the document: its own tag, and an API key as bearer token. */
export const PAYMENTS_API_DOCUMENT = {
  tags: ['Payments API'],
  security: [{ apiKey: [] }],
};

/** `paymentprofile` → `Paymentprofile`: resource names are single lower-case words. */
const componentName = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The schemas the document shares by name in `components.schemas` instead of repeating them in every
 * operation: each resource's record, the error body, the recursive routing tree (which cannot be inlined)
 * and the login answers; a schema used in a request too gets a second component with an `Input` suffix.
 * Request bodies stay inline: routes may derive them (strict copies), and each is used by one operation
 * or the PUT/POST pair of an update.
 */
function documentRegistry(resources: readonly Resource[]) {
  const registry = z.registry<{ id: string }>();
  // A schema two resources share keeps its first name.
  const add = (schema: z.ZodType, id: string) => {
    if (!registry.has(schema)) registry.add(schema, { id });
  };
  add(errorSchema, 'Error');
  add(routingNodeSchema, 'RoutingNode');
  add(meSchema, 'Me');
  add(loginResponseSchema, 'LoginResponse');
  add(mfaSetupResponseSchema, 'MfaSetup');
  add(profileSchema, 'Profile');
  for (const resource of resources) add(resource.schema, componentName(resource.name));
  return registry;
}

/** Formats that say all a generated `pattern` says; the pattern (zod's regex, up to 300 bytes) is dropped. */
const SELF_DESCRIBING_FORMATS = new Set(['uuid', 'date-time', 'date', 'email']);

/** Removes the patterns of self-describing formats, in place. */
function dropFormatPatterns(root: unknown): void {
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    const schema = value as { format?: unknown; pattern?: unknown };
    if (typeof schema.format === 'string' && SELF_DESCRIBING_FORMATS.has(schema.format))
      delete schema.pattern;
    pending.push(...Object.values(value));
  }
}

/** Keeps the component schemas the paths reach, directly or through other components. */
function reachableSchemas(paths: unknown, schemas: Components): Components {
  const prefix = '#/components/schemas/';
  const kept: Components = {};
  const pending: unknown[] = [paths];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith(prefix)) {
      const name = ref.slice(prefix.length);
      if (!(name in kept) && name in schemas) {
        kept[name] = schemas[name];
        pending.push(schemas[name]);
      }
    }
    pending.push(...Object.values(value));
  }
  return Object.fromEntries(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
}

/** The OpenAPI 3.1 document of every route registered after this, and its UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, resources: readonly Resource[]): Promise<void> {
  const schemaRegistry = documentRegistry(resources);
  const transformObject = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'PSP back-office API',
        version: '0.1.0',
        description:
          'Back-office API. Lists: _limit, _skip, _sort, _populate, _search, field=v, field[]=v, field>=v, field<=v, field!=v; GET /{resource}/count takes the same filters. PUT may be sent as POST.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'psp_session' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key of the organisation, for the payments API (/v1) only',
          },
        },
      },
      security: [{ session: [] }],
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    // Every registered schema appears as input and output; only those the operations use are kept.
    // The transform builds a new document each time, so editing it in place is safe.
    transformObject: (documentObject) => {
      const document = transformObject(documentObject) as {
        paths?: unknown;
        components?: { schemas?: Components };
      };
      const schemas = reachableSchemas(document.paths, document.components?.schemas ?? {});
      dropFormatPatterns(document.paths);
      dropFormatPatterns(schemas);
      return { ...document, components: { ...document.components, schemas } } as ReturnType<
        typeof transformObject
      >;
    },
  });
  const document = documentAnswer(app);
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // The UI's own /json route answers the same prepared bytes as /api/openapi.json.
    uiHooks: {
      onRequest: async (request, reply) => {
        if (request.url.split('?')[0] === '/api/docs/json')
          return sendOpenApiDocument(document, request, reply);
      },
    },
  });
  app.decorate('openApiDocument', document);
}

export interface PreparedDocument {
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * The document (about 650 KB of JSON) built, serialised and compressed once, on its first request: the
 * transform of every route's schemas is the slow part, and a browser on a slow line waited for the bytes.
 */
function documentAnswer(app: FastifyInstance): () => PreparedDocument {
  let prepared: PreparedDocument | undefined;
  return () => {
    if (prepared) return prepared;
    const identity = Buffer.from(JSON.stringify(app.swagger()));
    prepared = {
      etag: `"${createHash('sha256').update(identity).digest('base64url')}"`,
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    };
    return prepared;
  };
}

/**
 * Answers the OpenAPI document compressed as the client accepts (brotli, else gzip), with its ETag: a
 * client that has it revalidates (`no-cache`) and gets a 304 without a body until the server changes.
 */
export async function sendOpenApiDocument(
  document: () => PreparedDocument,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { etag, identity, gzip, br } = document();
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const known = request.headers['if-none-match'];
  if (known?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return reply.code(304).send();
  }
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const [encoding, body] = accepted.has('br')
    ? ['br', br]
    : accepted.has('gzip')
      ? ['gzip', gzip]
      : [undefined, identity];
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

/** The codings of an Accept-Encoding header a client takes (q above 0). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const codings = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return { coding, q: q ? Number(q.slice(2)) : 1 };
  });
  return new Set(codings.filter(({ q }) => q > 0).map(({ coding }) => coding));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The OpenAPI document, serialised and compressed once (`sendOpenApiDocument`). */
    openApiDocument: () => PreparedDocument;
  }
}
