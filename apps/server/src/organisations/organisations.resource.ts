import { createOrganisationSchema, organisationSchema, updateOrganisationSchema } from '@psp/domain';
import { sql } from 'kysely';
import type { Actor } from '../platform/auth/actor.js';
import { badRequest, HttpError } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';
import { defineResource } from '../platform/resource/resource-definition.js';
import { organisationHoldings } from './organisation-holdings.js';

/** Capabilities and security settings only the provider decides about. */
const PROVIDER_FIELDS = [
  'collecting',
  'active',
  'modules',
  'mfa_required',
  'base_currency',
  'session_idle_minutes',
  // What the merchant pays (ADR 0015)
  'package',
] as const;

/** The organisations the caller works from: its own and the root of its current view. */
function isOwnRoot(actor: Actor, organisationId: unknown): boolean {
  return organisationId === actor.organisation.id || organisationId === actor.scopeRoot;
}

const parentError = (code: string, message: string) =>
  badRequest([{ path: 'body.parent', code, message }], message);

/** Whether `candidate` is `organisationId` or lies below it: a parent there would close a cycle. */
async function isInSubtree(trx: Executor, organisationId: string, candidate: string): Promise<boolean> {
  const result = await sql<{ found: boolean }>`
    WITH RECURSIVE subtree AS (
      SELECT id FROM organisations WHERE id = ${organisationId}
      UNION ALL
      SELECT o.id FROM organisations o JOIN subtree ON o.parent_id = subtree.id
    )
    SELECT EXISTS (SELECT 1 FROM subtree WHERE id = ${candidate}) AS found`.execute(trx);
  return result.rows[0]?.found === true;
}

export const organisationResource = defineResource({
  name: 'organisation',
  table: 'organisations',
  schema: organisationSchema,
  createSchema: createOrganisationSchema,
  updateSchema: updateOrganisationSchema,
  tenancy: 'self',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
    { field: 'email', match: 'contains' },
  ],
  maxLimit: 2000,
  async beforeWrite(input, { trx, actor, existing }) {
    if (!actor.isProvider) {
      const field = PROVIDER_FIELDS.find(
        (name) => input[name] !== undefined && input[name] !== existing?.[name],
      );
      if (field) throw new HttpError(403, 'forbidden', `Only the provider can change ${field}`);
    }
    if (existing && typeof input.parent === 'string' && input.parent !== existing.parent) {
      // The organisation a user works from stays where the provider put it: moving it would take it
      // (and the user) out of the scope the user was given.
      if (isOwnRoot(actor, existing.id)) {
        throw parentError('own_organisation', 'The organisation you work from cannot be moved');
      }
      if (await isInSubtree(trx, existing.id, input.parent)) {
        throw parentError('parent_cycle', 'An organisation cannot be moved below itself');
      }
    }
    return input;
  },
  /** 409 naming what the organisation still holds: its data goes first, then the organisation. */
  async beforeDelete(existing, { trx, actor }) {
    if (isOwnRoot(actor, existing.id)) {
      throw new HttpError(403, 'own_organisation', 'The organisation you work from cannot be deleted');
    }
    const holdings = await organisationHoldings(trx, existing.id);
    if (holdings.length === 0) return;
    throw new HttpError(
      409,
      'organisation_in_use',
      `This organisation still holds ${holdings.join(', ')}; remove those first`,
      holdings.map((table) => ({ path: table, code: 'in_use', message: `Still holds ${table}` })),
    );
  },
});
