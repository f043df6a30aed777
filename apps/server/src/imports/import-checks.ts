import {
  holdsRole,
  IMPORT_UNIQUE_COLUMNS,
  type ImportIssue,
  type ImportKind,
  type ImportPreviewRequest,
  type Role,
  TOO_MANY_ROWS,
  type ValidatedImportFile,
  validateImportFile,
} from '@psp/domain';
import { sql } from 'kysely';
import type { Actor } from '../platform/auth/actor.js';
import { inScope } from '../platform/auth/actor.js';
import type { Database } from '../platform/db/database.js';
import { badRequest, type FieldError } from '../platform/http/errors.js';

/** The organisation the rows join: the chosen merchant for customers, the caller's organisation for merchants. */
export async function importTarget(
  database: Database,
  actor: Actor,
  request: Pick<ImportPreviewRequest, 'kind' | 'organisation'>,
): Promise<string> {
  if (request.kind === 'merchants') return actor.scopeRoot;
  const organisation = request.organisation!;
  const merchant = await database.db
    .selectFrom('organisations')
    .select('id')
    .where('id', '=', organisation)
    .where('kind', '=', 'merchant')
    .executeTakeFirst();
  if (!merchant || !inScope(actor, organisation)) {
    throw badRequest([
      { path: 'body.organisation', code: 'invalid_reference', message: 'No such merchant in your scope' },
    ]);
  }
  return organisation;
}

/** The identifying e-mails of the file that the database already holds (users: anywhere; customers: in the merchant). */
async function existingEmails(
  database: Database,
  kind: ImportKind,
  target: string,
  emails: string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows =
    kind === 'merchants'
      ? await sql<{ email: string }>`
          SELECT lower(email) AS email FROM users WHERE lower(email) = ANY(${emails}::text[])`.execute(
          database.db,
        )
      : await sql<{ email: string }>`
          SELECT DISTINCT lower(email_address) AS email FROM customers
          WHERE organisation_id = ${target} AND lower(email_address) = ANY(${emails}::text[])`.execute(
          database.db,
        );
  return new Set(rows.rows.map((row) => row.email));
}

/**
 * Validates a file as the preview shows it: the shared schemas row by row (in @psp/domain), then what only
 * the server knows: e-mails that already exist, and roles the caller may not grant.
 */
export async function checkImportFile<K extends ImportKind>(
  database: Database,
  actor: Actor,
  kind: K,
  target: string,
  csv: string,
): Promise<ValidatedImportFile<K>> {
  const file = validateImportFile(kind, csv);
  const unique = IMPORT_UNIQUE_COLUMNS[kind];
  const emails = [
    ...new Set(file.rows.map((row) => row.values[unique]?.trim().toLowerCase()).filter(Boolean)),
  ] as string[];
  const taken = await existingEmails(database, kind, target, emails);
  const message =
    kind === 'merchants'
      ? 'A user with this e-mail already exists'
      : 'This merchant already has a customer with this e-mail';
  for (const row of file.rows) {
    const issues: ImportIssue[] = [];
    if (taken.has(row.values[unique]?.trim().toLowerCase() ?? '')) {
      issues.push({ field: unique, code: 'duplicate', message });
    }
    const roles = (row.data as { user_roles?: Role[] } | undefined)?.user_roles ?? [];
    const notHeld = roles.filter((role) => !holdsRole(actor, role));
    if (notHeld.length) {
      issues.push({
        field: 'user_roles',
        code: 'forbidden_role',
        message: `You cannot grant roles you do not hold: ${notHeld.join(', ')}`,
      });
    }
    if (issues.length) {
      row.errors.push(...issues);
      delete row.data;
    }
  }
  file.invalid_rows = file.rows.filter((row) => row.errors.length > 0).length;
  return file;
}

/** A file too large to work with is a 400 in both steps; other problems are shown by the preview. */
export function refuseOversized(file: ValidatedImportFile<ImportKind>): void {
  const tooMany = file.file_errors.find((error) => error.code === TOO_MANY_ROWS);
  if (tooMany)
    throw badRequest([{ path: 'body.csv', code: 'too_big', message: tooMany.message }], tooMany.message);
}

/** Every problem of a file as field errors of the request, naming row and column: body.csv.{row}.{column}. */
export function importFieldErrors(file: ValidatedImportFile<ImportKind>): FieldError[] {
  return [
    ...file.file_errors.map((error) => ({
      path: error.field === 'csv' ? 'body.csv' : `body.csv.header.${error.field}`,
      code: error.code,
      message: error.message,
    })),
    ...file.rows.flatMap((row) =>
      row.errors.map((error) => ({
        path: `body.csv.${row.row}.${error.field}`,
        code: error.code,
        message: `Row ${row.row}, ${error.field}: ${error.message}`,
      })),
    ),
  ];
}
