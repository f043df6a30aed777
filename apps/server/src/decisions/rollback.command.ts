import { rollbackInputSchema, SPECIAL_OPERATIONS } from '@psp/domain';
import { sql } from 'kysely';
import { actorReference } from '../platform/auth/actor.js';
import { defineCommand } from '../platform/commands/command.js';
import { badRequest, HttpError, notFound, reasonOf } from '../platform/http/errors.js';
import type { Resource } from '../platform/resource/resource-definition.js';
import { routingResource } from '../routing/routings.resource.js';
import { validationRulesetResource } from '../rulesets/validation-rulesets.resource.js';
import { rollbackBody, VERSION_STORES, type VersionedResource, versionContent } from './decision-versions.js';

/**
 * Roll back: writes an earlier version's content as a NEW version (history is never rewritten), through
 * the resource's own update (the same validation, reference checks, version and `updated` event), and
 * records `{resource}.rolled_back` naming the version restored. A version that can no longer be applied
 * (its tag or a processor is gone, a rule the catalogue no longer takes) is a 409 naming why.
 */
function rollbackCommand(name: VersionedResource, resource: Resource) {
  return defineCommand({
    name: `${name}.rollback`,
    input: rollbackInputSchema,
    requirement: SPECIAL_OPERATIONS[`${name}.rollback`],
    async run({ trx, actor, events, services }, { id, version }) {
      const store = VERSION_STORES[name];
      // Locked first, so two rollbacks (or a save) of one record take their versions in turn.
      await sql`SELECT 1 FROM ${sql.table(store.table)} WHERE id = ${id} FOR UPDATE`.execute(trx);
      const existing = await services.resources.get(resource, actor, id, new Map(), trx);
      const current = existing.version as number;
      if (version === current) {
        throw badRequest([
          {
            path: 'body.version',
            code: 'current_version',
            message: `Version ${version} is the current version`,
            actual: version,
          },
        ]);
      }
      const content = await versionContent(trx, name, id, version);
      if (!content) throw notFound(`Version ${version} of ${name} ${id}`);
      // Organisation and action never change on an update; the rest is the old version's.
      const { action: _action, ...body } = content;
      let updated: Record<string, unknown>;
      try {
        updated = await services.resources.update(resource, actor, id, rollbackBody(body, version), trx);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 400) {
          throw new HttpError(
            409,
            'version_not_applicable',
            `Version ${version} can no longer be applied: ${reasonOf(error)}`,
            error.details,
          );
        }
        throw error;
      }
      const change = {
        resource_id: id,
        organisation: existing.organisation as string,
        actor: actorReference(actor),
        before: { version: current },
        after: { version: updated.version as number, rolled_back_from: version },
      };
      await events.record(
        trx,
        name === 'routing'
          ? { type: 'routing.rolled_back', resource: 'routing', ...change }
          : { type: 'validationruleset.rolled_back', resource: 'validationruleset', ...change },
      );
      return updated;
    },
  });
}

export const rollbackRulesetCommand = rollbackCommand('validationruleset', validationRulesetResource);
export const rollbackRoutingCommand = rollbackCommand('routing', routingResource);
