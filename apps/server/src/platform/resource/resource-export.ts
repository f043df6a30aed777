import { PassThrough } from 'node:stream';
import { csvCell, toDecimalString } from '@psp/domain';
import type { Actor } from '../auth/actor.js';
import { badRequest, type FieldError } from '../http/errors.js';
import { streamWriter } from '../http/stream-writer.js';
import {
  currencyFieldOf,
  type ListQuery,
  type MayRead,
  parseListQuery,
  type RawQuery,
  type ResolveResource,
  values,
} from './list-query.js';
import type { Resource } from './resource-definition.js';
import type { ResourceService } from './resource-service.js';

type Row = Record<string, unknown>;

/** Rows read per keyset page: bounds the server's memory whatever the size of the export. */
export const EXPORT_PAGE = 1_000;
const MAX_COLUMNS = 100;

/** One column of a CSV export: a field path, its header, and for an amount the path of its currency. */
export interface ExportColumn {
  path: readonly string[];
  header: string;
  currency?: readonly string[];
}

export interface ExportRequest {
  query: ListQuery;
  columns: ExportColumn[];
}

/**
 * `_columns` (comma list of field names and dotted paths into references) and `_header` (one label per
 * column, repeated, in the user's language) next to the list's filters, search and sort; `_after`
 * resumes an export after a cursor. An amount is written as a decimal of its currency's major units; its
 * currency column is added when not asked for, titled `_currency_header (amount's header)`.
 */
export function parseExportRequest(
  resource: Resource,
  raw: RawQuery,
  resolve: ResolveResource,
  mayRead: MayRead,
): ExportRequest {
  const {
    _columns,
    _header,
    _currency_header,
    _limit,
    _skip,
    _populate,
    '_populate[]': _populateList,
    ...rest
  } = raw;
  const errors: FieldError[] = [];
  const names = values(_columns)
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  const headers = values(_header);
  if (names.length === 0 || names.length > MAX_COLUMNS) {
    errors.push({
      path: 'query._columns',
      code: 'invalid_value',
      message: `Name 1 to ${MAX_COLUMNS} columns (field names or dotted paths into references)`,
    });
  }
  if (headers.length > 0 && headers.length !== names.length) {
    errors.push({
      path: 'query._header',
      code: 'invalid_value',
      message: 'Give one header per column, or none',
      expected: names.length,
      actual: headers.length,
    });
  }
  const columns: ExportColumn[] = [];
  const populate: string[] = [];
  for (const [index, name] of names.entries()) {
    const path = name.split('.');
    let current = resource;
    let currency: string[] | undefined;
    for (const [depth, part] of path.entries()) {
      const field = current.fields.get(part);
      const last = depth === path.length - 1;
      if (!field || field.derived || (!last && !field.ref)) {
        errors.push({
          path: 'query._columns',
          code: 'unknown_field',
          message: `'${name}' is not a field path of ${resource.name}`,
          actual: name,
        });
        break;
      }
      if (!last) {
        populate.push(path.slice(0, depth + 1).join('.'));
        current = resolve(field.ref!);
        continue;
      }
      const currencyField = currencyFieldOf(current, field);
      if (currencyField) currency = [...path.slice(0, -1), currencyField.name];
      columns.push({ path, header: headers[index] ?? name, ...(currency ? { currency } : {}) });
    }
  }
  if (errors.length) throw badRequest(errors, 'The export is invalid');
  // An amount's currency is written beside it when not asked for, titled in the user's language.
  const [currencyHeader] = values(_currency_header);
  for (const { currency, header } of [...columns]) {
    const name = currency?.join('.');
    if (name && !columns.some((column) => column.path.join('.') === name)) {
      columns.push({ path: currency!, header: currencyHeader ? `${currencyHeader} (${header})` : name });
    }
  }
  const query = parseListQuery(
    resource,
    { ...rest, ...(populate.length ? { _populate: populate.join(',') } : {}) },
    resolve,
    mayRead,
  );
  // A page reads the fields the columns start from (a wide record such as a payment's decision is left).
  const select = [...new Set(['id', ...columns.map((column) => column.path[0]!)])];
  return { query: { ...query, limit: EXPORT_PAGE, skip: 0, select }, columns };
}

function valueAt(row: Row, path: readonly string[]): unknown {
  let value: unknown = row;
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Row)[part];
  }
  return value;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(';');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One line of CSV (RFC 4180: CRLF, quoted where needed, formulas defused). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/**
 * The cells of one row, as every export writes them: an amount as a decimal of its currency's major
 * units, a time in ISO 8601 (UTC), a list joined by `;`, a record as JSON.
 */
export function rowCells(row: Row, columns: readonly ExportColumn[]): string[] {
  return columns.map(({ path, currency }) => {
    const value = valueAt(row, path);
    const code = currency && valueAt(row, currency);
    return typeof value === 'number' && typeof code === 'string'
      ? toDecimalString(value, code)
      : cellText(value);
  });
}

/**
 * The export as a stream of CSV: keyset pages of EXPORT_PAGE rows read inside one REPEATABLE READ
 * transaction, so every page sees the snapshot of the first (rows written meanwhile appear in none and
 * no row moves between pages), written only as fast as the client reads (backpressure).
 */
export function streamExport(
  service: ResourceService,
  resource: Resource,
  actor: Actor,
  { query, columns }: ExportRequest,
): PassThrough {
  const stream = new PassThrough();
  const write = streamWriter(stream);
  service
    .inSnapshot(async (trx) => {
      await write(`\ufeff${csvLine(columns.map((column) => column.header))}`);
      let page: ListQuery = query;
      for (;;) {
        const { rows, next } = await service.page(resource, actor, page, trx);
        await write(rows.map((row) => csvLine(rowCells(row, columns))).join(''));
        if (!next || stream.destroyed) break;
        page = { ...page, after: next };
      }
    })
    .then(
      () => stream.end(),
      (error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  return stream;
}
