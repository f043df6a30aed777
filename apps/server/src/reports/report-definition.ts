import { RESOURCE_ACCESS, type ReportFilters, satisfies } from '@psp/domain';
import type { Actor } from '../platform/auth/actor.js';
import { HttpError } from '../platform/http/errors.js';
import type { ResolveResource } from '../platform/resource/list-query.js';
import { type ExportRequest, parseExportRequest } from '../platform/resource/resource-export.js';

/** The list parameters a report keeps: its filters and search; paging, sort and columns are the report's. */
const KEPT_PARAMETERS = new Set(['_search']);

/**
 * A report's filters and columns read as the transaction list's export reads them, for this actor: a
 * filter the list accepts is one the report accepts; anything else is a 400 naming `body.filters.<key>`
 * or `body.columns`. Rows come newest first, by the list's default order (keyset pages).
 */
export function parseReportDefinition(
  resolve: ResolveResource,
  actor: Actor,
  definition: { filters: ReportFilters; columns: readonly string[] },
): ExportRequest {
  const transaction = resolve('transaction');
  const query = Object.fromEntries(
    Object.entries(definition.filters).map(([key, value]) => [
      // A paging or export parameter is not a filter: named so the list parser refuses it.
      key.startsWith('_') && !KEPT_PARAMETERS.has(key) ? `_report_${key.slice(1)}` : key,
      value,
    ]),
  );
  try {
    return parseExportRequest(
      transaction,
      { ...query, _columns: definition.columns.join(',') },
      resolve,
      (target) => satisfies(actor, RESOURCE_ACCESS[target.name].read),
    );
  } catch (error) {
    if (!(error instanceof HttpError) || !error.details) throw error;
    throw new HttpError(
      400,
      error.code,
      'The report definition is invalid',
      error.details.map((detail) => ({
        ...detail,
        path:
          detail.path === 'query._columns'
            ? 'body.columns'
            : `body.filters.${detail.path.replace(/^query\./, '').replace(/^_report_/, '_')}`,
      })),
    );
  }
}
