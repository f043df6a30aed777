import { createPaymentProfileSchema, paymentProfileSchema, updatePaymentProfileSchema } from '@psp/domain';
import { sql } from 'kysely';
import type { Actor } from '../platform/auth/actor.js';
import { badRequest } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';
import { defineResource, writtenOrganisation } from '../platform/resource/resource-definition.js';
import { idsOutsideScope } from '../platform/resource/scoped-ids.js';
import { baseCurrencyOf, fixedFieldErrors, routingErrors } from './payment-profile-rules.js';

type LinkTable = 'payment_profile_processors' | 'payment_profile_middlewares';

/** Replaces a profile's ordered links, after checking each linked record is in the caller's scope. */
async function replaceLinks(
  trx: Executor,
  actor: Actor,
  profileId: string,
  field: 'processors' | 'middlewares',
  ids: string[],
) {
  const table: LinkTable =
    field === 'processors' ? 'payment_profile_processors' : 'payment_profile_middlewares';
  const column = field === 'processors' ? 'processor_id' : 'middleware_id';
  const unique = [...new Set(ids)];
  const missing = await idsOutsideScope(trx, actor, field, unique);
  if (missing.length) {
    throw badRequest([
      {
        path: `body.${field}`,
        code: 'invalid_reference',
        message: `Unknown ${field}: ${missing.join(', ')}`,
        actual: missing,
      },
    ]);
  }
  // A profile pays through its own organisation's processors and middlewares, whoever edits it (a PSP
  // user sees every merchant's).
  const foreign = (
    await sql<{ id: string }>`
      SELECT linked.id FROM ${sql.table(field)} linked, payment_profiles profile
      WHERE profile.id = ${profileId} AND linked.id = ANY(${unique}::uuid[])
        AND linked.organisation_id <> profile.organisation_id`.execute(trx)
  ).rows.map((row) => row.id);
  if (foreign.length) {
    throw badRequest([
      {
        path: `body.${field}`,
        code: 'invalid_reference',
        message: `${field === 'processors' ? 'Processors' : 'Middlewares'} of another organisation than the profile's: ${foreign.join(', ')}`,
        actual: foreign,
      },
    ]);
  }
  await sql`DELETE FROM ${sql.table(table)} WHERE payment_profile_id = ${profileId}`.execute(trx);
  if (unique.length) {
    await sql`
      INSERT INTO ${sql.table(table)} (payment_profile_id, ${sql.id(column)}, position)
      SELECT ${profileId}, id, ordinality FROM unnest(${unique}::uuid[]) WITH ORDINALITY AS ids(id, ordinality)`.execute(
      trx,
    );
  }
}

export const paymentProfileResource = defineResource({
  name: 'paymentprofile',
  table: 'payment_profiles',
  schema: paymentProfileSchema,
  createSchema: createPaymentProfileSchema,
  updateSchema: updatePaymentProfileSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
    { field: 'display_name', match: 'contains' },
  ],
  computed: {
    processors: sql`ARRAY(SELECT processor_id FROM payment_profile_processors l WHERE l.payment_profile_id = t.id ORDER BY l.position)`,
    middlewares: sql`ARRAY(SELECT middleware_id FROM payment_profile_middlewares l WHERE l.payment_profile_id = t.id ORDER BY l.position)`,
  },
  async beforeWrite(input, { trx, actor, existing }) {
    const errors = existing ? fixedFieldErrors(input, existing) : [];
    if (input.processors !== undefined || input.routing !== undefined) {
      const processors = input.processors ?? existing?.processors ?? [];
      const routing = input.routing ?? existing?.routing ?? {};
      const organisation = writtenOrganisation(input, existing);
      errors.push(...(await routingErrors(trx, actor, organisation, processors, routing)));
    }
    if (errors.length) throw badRequest(errors);
    if (!existing && input.currency_code === undefined) {
      return { ...input, currency_code: await baseCurrencyOf(trx, writtenOrganisation(input)) };
    }
    return input;
  },
  async afterWrite(id, input, { trx, actor }) {
    if (Array.isArray(input.processors)) await replaceLinks(trx, actor, id, 'processors', input.processors);
    if (Array.isArray(input.middlewares))
      await replaceLinks(trx, actor, id, 'middlewares', input.middlewares);
  },
});
