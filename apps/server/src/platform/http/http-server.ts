import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { redactUrl } from '@psp/domain';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from '../config.js';
import { type ErrorBody, errorHandler, validatorCompiler } from './errors.js';
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

/** The request as logged: Fastify's own fields, the URL redacted as the audit trail stores it. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
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

/** Told of each request the router refused (no hook runs for one), once it is answered, with the answer. */
export type RouterRefusalListener = (request: FastifyRequest, reply: FastifyReply, body: string) => void;

/**
 * The answer to a URL the router cannot take, a malformed escape or a path parameter over the router's
 * limit: a 400 naming the URL, as every invalid request gets, instead of Fastify's own body that echoes
 * the path (it may hold a card number) in another shape.
 */
function routerRefusal(error: FastifyError): string {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = {
    error: 'validation_failed',
    message: 'The request is invalid',
    details: [
      {
        path: 'url',
        code: tooLong ? 'too_big' : 'invalid_format',
        message: tooLong ? 'A part of the path is too long' : 'The path is not valid percent-encoding',
      },
    ],
  };
  return JSON.stringify(body);
}

/**
 * The HTTP edge every route shares: logging without secrets, request ids, zod validation with named
 * 400s, strict bodies, NUL refused, security headers, cookies. Features register their routes on it.
 */
export async function createHttpServer(
  config: Config,
  logStream?: DestinationStream,
): Promise<{
  fastify: FastifyInstance;
  routes: RegisteredRoute[];
  onRouterRefusal(listener: RouterRefusalListener): void;
}> {
  const refusalListeners: RouterRefusalListener[] = [];
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
    frameworkErrors: (error, request, untypedReply) => {
      const reply = untypedReply as FastifyReply;
      const body = routerRefusal(error);
      reply.code(400).header('content-type', 'application/json; charset=utf-8').send(body);
      for (const listener of refusalListeners) listener(request, reply, body);
    },
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
  return { fastify, routes, onRouterRefusal: (listener) => refusalListeners.push(listener) };
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
