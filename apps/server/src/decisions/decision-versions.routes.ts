import {
  decisionHitsSchema,
  rollbackInputSchema,
  routingSchema,
  routingVersionSchema,
  rulesetVersionSchema,
  validationRulesetSchema,
} from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { CommandRunner } from '../platform/commands/command.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { routingResource } from '../routing/routings.resource.js';
import { validationRulesetResource } from '../rulesets/validation-rulesets.resource.js';
import { decisionHits } from './decision-hits.js';
import { listVersions } from './decision-versions.js';
import { rollbackRoutingCommand, rollbackRulesetCommand } from './rollback.command.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const idParams = z.object({ id: z.uuid() });

/** Versions (history, rollback) and hits of rulesets and routings: `/api/{validationruleset|routing}/…`. */
export function registerDecisionVersionRoutes(
  app: FastifyInstance,
  database: Database,
  resources: ResourceService,
  commands: CommandRunner,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const surfaces = [
    {
      name: 'validationruleset',
      resource: validationRulesetResource,
      row: validationRulesetSchema,
      version: rulesetVersionSchema,
      rollback: rollbackRulesetCommand,
    },
    {
      name: 'routing',
      resource: routingResource,
      row: routingSchema,
      version: routingVersionSchema,
      rollback: rollbackRoutingCommand,
    },
  ] as const;

  for (const { name, resource, row, version, rollback } of surfaces) {
    api.get(
      `/api/${name}/hits`,
      {
        config: { operation: `${name}.hits` },
        schema: {
          tags: [name],
          summary: `Payments each ${name} in scope matched in the last 24 hours and 30 days`,
          response: { 200: z.array(decisionHitsSchema), ...errors },
        },
      },
      async (request) => decisionHits(database.db, actorOf(request), name),
    );
    api.get(
      `/api/${name}/:id/versions`,
      {
        config: { operation: `${name}.versions` },
        schema: {
          tags: [name],
          summary: `Versions of a ${name}, newest first`,
          params: idParams,
          response: { 200: z.array(version), ...errors },
        },
      },
      async (request) => {
        // The record in the caller's scope, or 404: another merchant's history does not exist for them.
        await resources.get(resource, actorOf(request), request.params.id);
        return listVersions(database.db, name, request.params.id) as Promise<z.infer<typeof version>[]>;
      },
    );
    api.post(
      `/api/${name}/:id/rollback`,
      {
        config: { operation: `${name}.rollback` },
        schema: {
          tags: [name],
          summary: `Roll a ${name} back to an earlier version (written as a new version)`,
          params: idParams,
          body: rollbackInputSchema.pick({ version: true }),
          response: { 200: row, ...errors },
        },
      },
      async (request) =>
        (await commands.run(rollback, actorOf(request), {
          id: request.params.id,
          version: request.body.version,
        })) as z.infer<typeof row>,
    );
  }
}
