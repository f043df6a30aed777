import type { z } from 'zod';
import { CsvSyntaxError, detectDelimiter, parseCsv } from './csv.js';
import {
  type CustomerImportRow,
  IMPORT_ROW_SCHEMAS,
  type ImportIssue,
  type ImportKind,
  type ImportPreview,
  type ImportPreviewRow,
  MAX_IMPORT_ROWS,
  type MerchantImportRow,
} from './import.schema.js';

/** The column whose value may appear once per file (and once in the database): the e-mail that identifies. */
export const IMPORT_UNIQUE_COLUMNS = {
  merchants: 'user_email',
  customers: 'email_address',
} as const satisfies Record<ImportKind, string>;

/** The columns a file of this kind may have, in the order of the schema. */
export function importColumns(kind: ImportKind): string[] {
  return Object.keys(IMPORT_ROW_SCHEMAS[kind].shape);
}

/** The columns that must be present: those whose schema refuses an empty cell. */
export function requiredImportColumns(kind: ImportKind): string[] {
  const shape: Record<string, z.ZodType> = IMPORT_ROW_SCHEMAS[kind].shape;
  return Object.entries(shape)
    .filter(([, schema]) => !schema.safeParse(undefined).success)
    .map(([name]) => name);
}

export type ImportRowData<K extends ImportKind> = K extends 'merchants'
  ? MerchantImportRow
  : CustomerImportRow;

export interface ValidatedImportRow<K extends ImportKind> extends ImportPreviewRow {
  /** The parsed row, when it has no errors. */
  data?: ImportRowData<K>;
}

export interface ValidatedImportFile<K extends ImportKind> extends ImportPreview {
  kind: K;
  rows: ValidatedImportRow<K>[];
}

/** A problem with the file as a whole that makes it too large to preview. */
export const TOO_MANY_ROWS = 'too_many_rows';

function readHeader(
  kind: ImportKind,
  header: readonly string[],
): { columns: string[]; errors: ImportIssue[] } {
  const known = new Set(importColumns(kind));
  const columns = header.map((cell) => cell.trim().toLowerCase());
  const errors: ImportIssue[] = [];
  columns.forEach((column, index) => {
    if (!known.has(column)) {
      errors.push({
        field: column || `#${index + 1}`,
        code: 'unknown_column',
        message: `Unknown column; expected some of: ${[...known].join(', ')}`,
      });
    } else if (columns.indexOf(column) !== index) {
      errors.push({ field: column, code: 'duplicate_column', message: 'This column appears twice' });
    }
  });
  for (const column of requiredImportColumns(kind)) {
    if (!columns.includes(column)) {
      errors.push({ field: column, code: 'missing_column', message: 'This column is required' });
    }
  }
  return { columns, errors };
}

/** Values a cell may hold that are worth listing in a message; a catalogue (countries) gets examples. */
const LISTED_VALUES = 8;

/** A catalogue's 'expected one of' message names a few examples instead of every value. */
function readableMessage(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_value' || issue.values.length <= LISTED_VALUES) return issue.message;
  const examples = issue.values.slice(0, 3).map(String).join(', ');
  return `Not an allowed value (such as ${examples})`;
}

function validateRow<K extends ImportKind>(
  kind: K,
  row: number,
  values: Record<string, string>,
): ValidatedImportRow<K> {
  // An empty cell is a value not given: defaults apply and a required field reports it missing.
  const input = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
  const result = IMPORT_ROW_SCHEMAS[kind].safeParse(input);
  if (result.success) return { row, values, errors: [], data: result.data as ImportRowData<K> };
  const errors = result.error.issues.map((issue): ImportIssue => {
    const field = String(issue.path[0] ?? 'row');
    if (!(field in input)) return { field, code: 'required', message: 'Required' };
    return { field, code: issue.code, message: readableMessage(issue) };
  });
  return { row, values, errors };
}

/**
 * Reads a CSV file of the given kind and checks every row against the shared schemas, without touching
 * any data: per-row, per-field errors, the file's own errors, and the parsed rows. Rows are numbered as
 * a spreadsheet shows them (the header is row 1); blank rows are skipped but keep their number.
 * Each unique column (the identifying e-mail) may hold a value once per file.
 */
export function validateImportFile<K extends ImportKind>(kind: K, text: string): ValidatedImportFile<K> {
  const empty = { kind, columns: [], rows: [], invalid_rows: 0 };
  let records: string[][];
  try {
    records = parseCsv(text, detectDelimiter(text));
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { ...empty, file_errors: [{ field: 'csv', code: 'invalid_csv', message: error.message }] };
  }
  const [header, ...body] = records;
  if (!header) {
    return {
      ...empty,
      file_errors: [{ field: 'csv', code: 'empty', message: 'The file has no header row' }],
    };
  }
  const { columns, errors: fileErrors } = readHeader(kind, header);
  const numbered = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (numbered.length > MAX_IMPORT_ROWS) {
    const message = `The file has ${numbered.length} rows; at most ${MAX_IMPORT_ROWS} can be imported at once`;
    return {
      ...empty,
      columns,
      file_errors: [...fileErrors, { field: 'csv', code: TOO_MANY_ROWS, message }],
    };
  }
  if (numbered.length === 0) {
    fileErrors.push({ field: 'csv', code: 'empty', message: 'The file has no rows below its header' });
  }

  const unique = IMPORT_UNIQUE_COLUMNS[kind];
  const firstRowOf = new Map<string, number>();
  const rows = numbered.map(({ cells, row }) => {
    const values: Record<string, string> = {};
    columns.forEach((column, index) => {
      if (column && !(column in values)) values[column] = cells[index] ?? '';
    });
    const validated = validateRow(kind, row, values);
    if (cells.length > columns.length) {
      validated.errors.push({
        field: 'row',
        code: 'too_many_cells',
        message: `The row has ${cells.length} cells; the header names ${columns.length}`,
      });
    }
    const key = values[unique]?.trim().toLowerCase();
    if (key) {
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, row);
      else validated.errors.push({ field: unique, code: 'duplicate', message: `Also in row ${first}` });
    }
    if (validated.errors.length) delete validated.data;
    return validated;
  });
  return {
    kind,
    columns,
    file_errors: fileErrors,
    rows,
    invalid_rows: rows.filter((row) => row.errors.length > 0).length,
  };
}
