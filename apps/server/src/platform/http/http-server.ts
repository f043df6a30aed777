import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.js';
import { errorHandler, validatorCompiler } from './errors.js';
import { refuseNulCharacters } from './nul-characters.js';
import { registerSecurityHeaders } from './security-headers.js';
import { refuseUnknownBodyFields } from './strict-bodies.js';

/** Never logged: credentials, session tokens and card data. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.card_number',
  '*.cvc',
];

/**
 * Paths that carry credentials after their prefix: a hosted page's link token (the page, its submissions
 * and a card's 3-D Secure token after it) and a 3-D Secure or redirect page's token. The rest of the path
 * is logged masked, as the redacted headers are.
 */
const TOKEN_IN_PATH = /^(\/pay\/|\/api\/pay\/|\/v1\/challenge\/)[^?#]*/;

/** The request as logged: Fastify's own fields, with a token in the path masked. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(TOKEN_IN_PATH, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export interface RegisteredRoute {
  method: string;
  url: string;
  operation?: string;
}

/**
 * The HTTP edge every route shares: logging without secrets, request ids, zod validation with named
 * 400s, strict bodies, NUL refused, security headers, cookies. Features register their routes on it.
 */
export async function createHttpServer(
  config: Config,
  logStream?: DestinationStream,
): Promise<{ fastify: FastifyInstance; routes: RegisteredRoute[] }> {
  const fastify = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      serializers: { req: requestForLog },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: process.env.TRUST_PROXY === 'true',
    bodyLimit: 1_048_576,
    routerOptions: { ignoreTrailingSlash: true },
  });
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.setErrorHandler(errorHandler);
  refuseUnknownBodyFields(fastify);
  const routes: RegisteredRoute[] = [];
  fastify.addHook('onRoute', ({ method, url, config }) => {
    for (const one of [method].flat()) routes.push({ method: one, url, operation: config?.operation });
  });
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerSecurityHeaders(fastify, config.publicUrl);
  refuseNulCharacters(fastify);
  await fastify.register(fastifyCookie);
  return { fastify, routes };
}

/** Serves the built web app with a fallback to index.html for client-side routes. */
export function registerWebApp(fastify: FastifyInstance, webDir: string) {
  const hasWeb = existsSync(path.join(webDir, 'index.html'));
  if (hasWeb) fastify.register(fastifyStatic, { root: webDir, wildcard: false });
  fastify.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/v1/');
    if (hasWeb && request.method === 'GET' && !isApi && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` });
  });
}
