import { createTagSchema, tagSchema, updateTagSchema } from '@psp/domain';
import { sql } from 'kysely';
import { HttpError } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

export const tagResource = defineResource({
  name: 'tag',
  table: 'tags',
  schema: tagSchema,
  createSchema: createTagSchema,
  updateSchema: updateTagSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'text', match: 'contains' },
  ],
  maxLimit: 1000,
  /** A tag's text is unique in its organisation, whatever the case (the unique index backs it up). */
  async beforeWrite(input, { trx, existing }) {
    if (typeof input.text !== 'string') return input;
    const organisation = input.organisation ?? existing?.organisation;
    const clash = await sql<{ id: string }>`
      SELECT id FROM tags
      WHERE organisation_id = ${organisation} AND lower(text) = lower(${input.text})
        AND id IS DISTINCT FROM ${existing?.id ?? null}::uuid
      LIMIT 1`.execute(trx);
    if (clash.rows.length === 0) return input;
    const message = `A tag '${input.text}' already exists in this organisation`;
    throw new HttpError(409, 'duplicate', message, [
      { path: 'body.text', code: 'duplicate', message, actual: input.text },
    ]);
  },
});
