import { createFailoverSchema, failoverSchema, updateFailoverSchema } from '@psp/domain';
import { sql } from 'kysely';
import { badRequest } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';
import { idsOutsideScope } from '../platform/resource/scoped-ids.js';

export const failoverResource = defineResource({
  name: 'failover',
  table: 'failovers',
  schema: failoverSchema,
  createSchema: createFailoverSchema,
  updateSchema: updateFailoverSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'payment_product', match: 'exact' },
  ],
  /** Each processor of the list is one the caller can see, for the list's payment product, named once. */
  async beforeWrite(input, { trx, actor, existing }) {
    const processors = input.processors as string[] | undefined;
    if (processors === undefined) return input;
    const product = (input.payment_product ?? existing?.payment_product) as string;
    const unknown = await idsOutsideScope(trx, actor, 'processors', processors);
    const other =
      unknown.length || processors.length === 0
        ? []
        : (
            await sql<{ id: string }>`
              SELECT id FROM processors WHERE id = ANY(${processors}::uuid[]) AND payment_product <> ${product}`.execute(
              trx,
            )
          ).rows.map((row) => row.id);
    const repeated = processors.filter((id, index) => processors.indexOf(id) !== index);
    const problem = unknown.length
      ? `Unknown processors: ${unknown.join(', ')}`
      : other.length
        ? `Processors of another payment product than ${product}: ${other.join(', ')}`
        : repeated.length
          ? `Processors named twice: ${[...new Set(repeated)].join(', ')}`
          : undefined;
    if (problem) {
      throw badRequest([{ path: 'body.processors', code: 'invalid_reference', message: problem }]);
    }
    return input;
  },
});
