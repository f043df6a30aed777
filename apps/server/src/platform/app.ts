import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { authenticateApiKey } from '../api-keys/api-key-auth.js';
import { registerApiKeyRoutes } from '../api-keys/api-keys.routes.js';
import { registerAuthRoutes } from '../auth/auth.routes.js';
import { registerAuthFlowRoutes } from '../auth/auth-flows.routes.js';
import { registerProfileRoutes } from '../auth/profile.routes.js';
import { sealClearTotpSecrets } from '../auth/totp-secrets.js';
import { registerCustomerPaymentsApi } from '../customers/customers.v1.routes.js';
import { registerHealthRoutes } from '../health/health.routes.js';
import { registerImportRoutes } from '../imports/imports.routes.js';
import { registerMailboxRoutes } from '../mail/mailbox.routes.js';
import type { Mailer } from '../mail/mailer.js';
import { RESOURCES } from '../resources.js';
import { registerRoutingRoutes } from '../routing/routing.routes.js';
import { registerTransactionPaymentsApi } from '../transactions/transactions.v1.routes.js';
import { registerUserRoutes } from '../users/users.routes.js';
import { registerWelcomeMailRoutes } from '../welcome-mails/welcome-mails.routes.js';
import { registerAuthentication } from './auth/authenticate.js';
import { CommandRunner } from './commands/command.js';
import type { Config } from './config.js';
import { openSecretBox, type SecretBox } from './crypto/secret-box.js';
import type { Database } from './db/database.js';
import { EventBus } from './events/event-bus.js';
import { errorHandler } from './http/errors.js';
import { refuseNulCharacters } from './http/nul-characters.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { refuseUnknownBodyFields } from './http/strict-bodies.js';
import type { JobQueue } from './jobs/job-queue.js';
import { registerResourceRoutes } from './resource/resource-routes.js';
import { ResourceService } from './resource/resource-service.js';

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

export interface AppDependencies {
  config: Config;
  database: Database;
  jobs: JobQueue;
  mailer: Mailer;
  /** Where logs go; stdout when not given. */
  logStream?: DestinationStream;
}

export interface App {
  fastify: FastifyInstance;
  resources: ResourceService;
  /** Records domain events and delivers them to subscribers (`events.subscribe`). */
  events: EventBus;
  /** Runs commands for any actor (routes, jobs, tests). */
  commands: CommandRunner;
  mailer: Mailer;
  /** Seals and opens secrets at rest (share-credential values, TOTP secrets). */
  secrets: SecretBox;
  /** Every route registered, with its operation: what the access tests walk. */
  routes: readonly RegisteredRoute[];
}

export interface RegisteredRoute {
  method: string;
  url: string;
  operation?: string;
}

export async function buildApp({ config, database, jobs, mailer, logStream }: AppDependencies): Promise<App> {
  const fastify = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
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
  await registerOpenApi(fastify, RESOURCES);

  registerAuthentication(fastify, database, config, authenticateApiKey);
  fastify.get('/api/openapi.json', { config: { operation: 'docs.get' }, schema: { hide: true } }, async () =>
    fastify.swagger(),
  );
  registerHealthRoutes(fastify, database, jobs);
  registerAuthRoutes(fastify, database, config, mailer);
  const secrets = await openSecretBox(database.pool, config);
  await sealClearTotpSecrets(database, secrets);
  registerAuthFlowRoutes(fastify, database, config, mailer, secrets);
  registerProfileRoutes(fastify, database, config, mailer, secrets);
  registerMailboxRoutes(fastify, database, config);

  const services = { mailer, config, secrets };
  const events = new EventBus(database, jobs);
  await events.start();
  const resources = new ResourceService(database, services, events);
  for (const resource of RESOURCES) resources.register(resource);
  registerRoutingRoutes(fastify, resources);
  registerApiKeyRoutes(fastify, database, resources);
  const commands = new CommandRunner(database, { ...services, resources }, events);
  registerUserRoutes(fastify, commands);
  registerWelcomeMailRoutes(fastify, database, config, mailer, resources);
  registerImportRoutes(fastify, database, resources, services);
  for (const resource of RESOURCES) registerResourceRoutes(fastify, resources, resource);
  registerCustomerPaymentsApi(fastify, resources);
  registerTransactionPaymentsApi(fastify, resources);

  registerWebApp(fastify, config.webDir);
  return { fastify, resources, events, commands, mailer, secrets, routes };
}

/** Serves the built web app with a fallback to index.html for client-side routes. */
function registerWebApp(fastify: FastifyInstance, webDir: string) {
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
