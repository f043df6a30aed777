import { merchantToggleInputSchema, SPECIAL_OPERATIONS } from '@psp/domain';
import { sql } from 'kysely';
import { actorReference, inScope } from '../platform/auth/actor.js';
import { defineCommand } from '../platform/commands/command.js';
import { conflict, notFound } from '../platform/http/errors.js';

/**
 * Activates or deactivates a merchant (001 §4): the flag, its updated_at and an `organisation.activated`
 * / `organisation.deactivated` event in one transaction. Deactivating an inactive merchant (or the other
 * way round) is a 409 naming its state; the provider organisation is not a merchant (404). What the flag
 * does (the /v1 refusal, closed hosted pages, the users' banner) is read from it where it applies, so
 * activating again restores everything at once.
 */
function merchantActivation(to: boolean) {
  return defineCommand({
    name: to ? 'merchant.activate' : 'merchant.deactivate',
    input: merchantToggleInputSchema,
    requirement: SPECIAL_OPERATIONS['merchant.toggle'],
    async run({ trx, actor, events }, { id }) {
      const merchant = await trx
        .selectFrom('organisations')
        .select(['id', 'name', 'active'])
        .where('id', '=', id)
        .where('kind', '=', 'merchant')
        .forUpdate()
        .executeTakeFirst();
      if (!merchant || !inScope(actor, merchant.id)) throw notFound('The merchant');
      if (merchant.active === to) {
        throw conflict(
          to ? 'merchant_already_active' : 'merchant_already_inactive',
          `${merchant.name} is already ${to ? 'active' : 'inactive'}`,
        );
      }
      await trx
        .updateTable('organisations')
        .set({ active: to, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
      const change = {
        resource: 'organisation',
        resource_id: id,
        organisation: id,
        actor: actorReference(actor),
      } as const;
      await events.record(
        trx,
        to
          ? { ...change, type: 'organisation.activated', before: { active: false }, after: { active: true } }
          : {
              ...change,
              type: 'organisation.deactivated',
              before: { active: true },
              after: { active: false },
            },
      );
      return { id, active: to };
    },
  });
}

export const activateMerchantCommand = merchantActivation(true);
export const deactivateMerchantCommand = merchantActivation(false);
