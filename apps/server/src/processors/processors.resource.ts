import {
  createProcessorSchema,
  PROCESSOR_LIST_LIMIT,
  processorSchema,
  updateProcessorSchema,
} from '@psp/domain';
import { sql } from 'kysely';
import { HttpError } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

export const processorResource = defineResource({
  name: 'processor',
  table: 'processors',
  schema: processorSchema,
  createSchema: createProcessorSchema,
  updateSchema: updateProcessorSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  maxLimit: PROCESSOR_LIST_LIMIT,
  /**
   * A failover list holds processors of its own payment product: a processor on one keeps its product
   * until it is taken off the list.
   */
  async beforeWrite(input, { trx, existing }) {
    if (
      !existing ||
      input.payment_product === undefined ||
      input.payment_product === existing.payment_product
    ) {
      return input;
    }
    const { rows } = await sql<{ id: string }>`
      SELECT id FROM failovers WHERE ${existing.id}::uuid = ANY(processor_ids) LIMIT 1`.execute(trx);
    if (rows.length === 0) return input;
    const message = `The processor is on the ${existing.payment_product} failover list ${rows[0]!.id}; take it off first`;
    throw new HttpError(409, 'in_failover_list', message, [
      {
        path: 'body.payment_product',
        code: 'in_failover_list',
        message,
        expected: existing.payment_product,
        actual: input.payment_product,
      },
    ]);
  },
});
