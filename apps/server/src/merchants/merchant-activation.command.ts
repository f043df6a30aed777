import { merchantDeactivateInputSchema, merchantToggleInputSchema, SPECIAL_OPERATIONS } from '@psp/domain';
import { sql } from 'kysely';
import { actorReference, inScope } from '../platform/auth/actor.js';
import { type CommandContext, defineCommand } from '../platform/commands/command.js';
import { conflict, notFound } from '../platform/http/errors.js';
import { deactivationMail } from './deactivation-mail.js';

/**
 * Activates or deactivates a merchant (001 §4): the flag (with the reason of a deactivation), its
 * updated_at and an `organisation.activated` / `organisation.deactivated` event in one transaction.
 * Deactivating an inactive merchant (or the other way round) is a 409 naming its state; the provider
 * organisation is not a merchant (404). What the flag does (the /v1 refusal, closed hosted pages, the
 * users' banner with the reason) is read from it where it applies, so activating again restores
 * everything at once. A deactivation mails its reason to the merchant's users.
 */
async function setMerchantActive(
  { trx, actor, events, services }: CommandContext,
  id: string,
  change: { active: true } | { active: false; reason: string },
) {
  const to = change.active;
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
  const reason = change.active ? null : change.reason;
  await trx
    .updateTable('organisations')
    .set({ active: to, deactivation_reason: reason, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
  const recorded = {
    resource: 'organisation',
    resource_id: id,
    organisation: id,
    actor: actorReference(actor),
  } as const;
  await events.record(
    trx,
    to
      ? { ...recorded, type: 'organisation.activated', before: { active: false }, after: { active: true } }
      : {
          ...recorded,
          type: 'organisation.deactivated',
          before: { active: true },
          after: { active: false, reason },
        },
  );
  if (reason !== null) await deactivationMail(trx, services, { id, name: merchant.name, reason });
  return { id, active: to };
}

export const activateMerchantCommand = defineCommand({
  name: 'merchant.activate',
  input: merchantToggleInputSchema,
  requirement: SPECIAL_OPERATIONS['merchant.toggle'],
  run: (context, { id }) => setMerchantActive(context, id, { active: true }),
});

export const deactivateMerchantCommand = defineCommand({
  name: 'merchant.deactivate',
  input: merchantDeactivateInputSchema,
  requirement: SPECIAL_OPERATIONS['merchant.toggle'],
  run: (context, { id, reason }) => setMerchantActive(context, id, { active: false, reason }),
});
