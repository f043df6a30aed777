import { createOneOffSchema, oneOffSchema, updateOneOffSchema } from '@psp/domain';
import { conflict } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

export const oneOffResource = defineResource({
  name: 'oneoff',
  table: 'one_offs',
  schema: oneOffSchema,
  createSchema: createOneOffSchema,
  updateSchema: updateOneOffSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'description', match: 'contains' },
  ],
  /** A booked or cancelled one-off is history: only a pending one changes (or is cancelled). */
  beforeWrite(input, { existing }) {
    if (existing && existing.status !== 'PENDING') {
      throw conflict(
        'one_off_not_pending',
        `This one-off is ${String(existing.status).toLowerCase()} and can no longer change`,
      );
    }
    return input;
  },
  async beforeDelete(existing) {
    if (existing.status !== 'PENDING') {
      throw conflict(
        'one_off_not_pending',
        'A booked one-off stays in the ledger; cancel a pending one instead',
      );
    }
  },
});
