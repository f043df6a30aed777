import {
  createShareCredentialSchema,
  type RowOf,
  SHARE_CREDENTIAL_PROVIDER_FIELDS,
  SHARE_VALUE_READERS,
  type ShareCredentialDetailInput,
  satisfies,
  shareCredentialSchema,
  shareCredentialValuesSchema,
  updateShareCredentialSchema,
} from '@psp/domain';
import { sql } from 'kysely';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import { badRequest, type FieldError, forbidden, parseInput } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';
import { defineResource, type WriteInputOf } from '../platform/resource/resource-definition.js';

interface StoredDetail {
  name: string;
  description?: string | null;
  /** Sealed by the secret box, or null when not filled in. */
  value?: string | null;
}

/** The details column (jsonb) with every value sealed. */
function sealDetails(details: readonly ShareCredentialDetailInput[], secrets: SecretBox): StoredDetail[] {
  return details.map((detail) => ({
    name: detail.name,
    description: detail.description || null,
    value: detail.value ? secrets.seal(detail.value) : null,
  }));
}

/** The user a share is meant for fills it in, so they belong to its organisation. */
async function checkUserInOrganisation(trx: Executor, user: string, organisation: string) {
  const found =
    await sql`SELECT 1 FROM users WHERE id = ${user} AND organisation_id = ${organisation}`.execute(trx);
  if (found.rows.length === 0) {
    throw badRequest([
      { path: 'body.user', code: 'invalid_reference', message: 'The user must belong to the organisation' },
    ]);
  }
}

/**
 * A merchant user changes the values only (000 §6, §7): any other field is refused, and the rows must
 * keep the names and descriptions the provider asked for.
 */
function merchantValues(
  body: WriteInputOf<'sharecredential'>,
  existing: RowOf<'sharecredential'>,
  secrets: SecretBox,
): Record<string, unknown> {
  const refused: FieldError[] = Object.keys(body)
    .filter((field) => field !== 'details')
    .map((field) => ({
      path: `body.${field}`,
      code: 'read_only',
      message: 'Only the provider changes this field; send the id and the details',
    }));
  if (refused.length) throw badRequest(refused);
  const { details } = parseInput(shareCredentialValuesSchema, { details: body.details }, 'body');
  const asked = existing.details;
  const changed = details.flatMap((detail, index): FieldError[] => {
    const row = asked[index];
    if (row && row.name === detail.name && (row.description ?? '') === (detail.description ?? '')) return [];
    return [
      {
        path: `body.details.${index}.name`,
        code: 'read_only',
        message: 'Only the provider adds, removes or renames configuration rows',
      },
    ];
  });
  if (details.length !== asked.length && changed.length === 0) {
    changed.push({
      path: 'body.details',
      code: 'read_only',
      message: 'Only the provider adds, removes or renames configuration rows',
    });
  }
  if (changed.length) throw badRequest(changed);
  return { details: sealDetails(details, secrets) };
}

export const shareCredentialResource = defineResource<'sharecredential', { details: StoredDetail[] }>({
  name: 'sharecredential',
  table: 'share_credentials',
  schema: shareCredentialSchema,
  createSchema: createShareCredentialSchema,
  updateSchema: updateShareCredentialSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  secretFields: ['details.value'],
  toApi(row, { actor, services }) {
    const reveal = satisfies(actor, SHARE_VALUE_READERS);
    return {
      ...row,
      details: row.details.map((detail) => ({
        name: detail.name,
        description: detail.description ?? null,
        value: reveal && detail.value ? (services.secrets.open(detail.value) ?? null) : null,
        value_set: !!detail.value,
      })),
    };
  },
  async beforeWrite(input, { trx, actor, services, existing }) {
    // 000 §6: a merchant viewed as PSP edits every field; merchant users only the values.
    if (!actor.isProvider) {
      if (!existing) throw forbidden('Share requests are created by the provider; you fill in their values');
      return merchantValues(input, existing, services.secrets);
    }
    const current = existing
      ? {
          ...Object.fromEntries(SHARE_CREDENTIAL_PROVIDER_FIELDS.map((field) => [field, existing[field]])),
          organisation: existing.organisation,
          user: existing.user,
          details: existing.details.map(({ name, description, value }) => ({
            name,
            description,
            value,
          })),
        }
      : {};
    const share = parseInput(createShareCredentialSchema, { ...current, ...input }, 'body');
    await checkUserInOrganisation(trx, share.user, share.organisation);
    const columns: Record<string, unknown> = {
      ...share,
      payment_product: share.type === 'processor' ? share.payment_product : null,
      processor_settlement_type:
        share.type === 'processorsettlement' ? share.processor_settlement_type : null,
      details: sealDetails(share.details, services.secrets),
    };
    if (!existing) return columns;
    // An update writes what it was sent (a new type also clears what belongs to the other type); the
    // whole record was checked above.
    const written = new Set(Object.keys(input));
    if (written.has('type')) {
      written.add('payment_product');
      written.add('processor_settlement_type');
    }
    return Object.fromEntries(Object.entries(columns).filter(([field]) => written.has(field)));
  },
  /** ADR 0005: the request is the provider's; a merchant user fills in its values but cannot remove it. */
  async beforeDelete(_existing, { actor }) {
    if (!actor.isProvider) {
      throw forbidden('Share requests are removed by the provider; you fill in their values');
    }
  },
});
