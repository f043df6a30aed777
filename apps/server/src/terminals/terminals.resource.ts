import { createTerminalSchema, terminalSchema, updateTerminalSchema } from '@psp/domain';
import { sql } from 'kysely';
import { HttpError } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

/** A merchant's payment terminals (001 §2.10); a serial number belongs to one terminal on the platform. */
export const terminalResource = defineResource({
  name: 'terminal',
  table: 'terminals',
  schema: terminalSchema,
  createSchema: createTerminalSchema,
  updateSchema: updateTerminalSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
    { field: 'serial_number', match: 'contains' },
  ],
  async beforeWrite(input, { trx, existing }) {
    if (typeof input.serial_number !== 'string') return input;
    const clash = await sql<{ id: string }>`
      SELECT id FROM terminals WHERE serial_number = ${input.serial_number}
        AND id IS DISTINCT FROM ${existing?.id ?? null}::uuid LIMIT 1`.execute(trx);
    if (clash.rows.length === 0) return input;
    const message = `A terminal with serial number ${input.serial_number} already exists`;
    throw new HttpError(409, 'duplicate', message, [
      { path: 'body.serial_number', code: 'duplicate', message, actual: input.serial_number },
    ]);
  },
});
