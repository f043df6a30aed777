import { reportSchema } from '@psp/domain';
import { conflict } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

/**
 * Reports as records: listed, read and deleted through the generic layer; made by their own route
 * (reports.routes.ts), which enqueues the generation, and never edited. Deleting one also deletes its
 * file (the chunks cascade), and only once it is PROCESSED (001 §4): a PENDING report is still being
 * written by its job.
 */
export const reportResource = defineResource({
  name: 'report',
  table: 'reports',
  schema: reportSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  beforeDelete(existing) {
    if (existing.status !== 'PROCESSED')
      throw conflict('report_not_processed', 'A report can be deleted once it is generated');
    return Promise.resolve();
  },
});
