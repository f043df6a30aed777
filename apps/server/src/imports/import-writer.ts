import { createHash, randomUUID } from 'node:crypto';
import type {
  CustomerImportRow,
  ImportedRecord,
  ImportKind,
  ImportReport,
  MerchantImportRow,
  ValidatedImportRow,
} from '@psp/domain';
import { customerResource } from '../customers/customers.resource.js';
import { organisationResource } from '../organisations/organisations.resource.js';
import { type Actor, userIdOf } from '../platform/auth/actor.js';
import type { Database } from '../platform/db/database.js';
import type { Executor } from '../platform/resource/executor.js';
import type { WriteServices } from '../platform/resource/resource-definition.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { inviteUser } from '../users/invite.js';
import { userResource } from '../users/users.resource.js';

/** Rows written per statement; progress is reported after each chunk. */
const CHUNK = 100;

export function fileHash(csv: string): string {
  return createHash('sha256').update(csv).digest('hex');
}

export interface ImportJob<K extends ImportKind> {
  id: string;
  kind: K;
  /** The organisation the rows join (see importTarget). */
  target: string;
  csv: string;
  rows: ValidatedImportRow<K>[];
}

type Progress = (done: number, total: number) => void;

/** Who imports, and what writes the rows with their `created` events and the invite mails. */
export interface Writer {
  actor: Actor;
  resources: ResourceService;
  services: WriteServices;
}

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) result.push(items.slice(start, start + CHUNK));
  return result;
}

/** Merchants join the target organisation; each first user gets the invite mail, queued in the transaction. */
async function writeMerchants(
  trx: Executor,
  writer: Writer,
  target: string,
  rows: ValidatedImportRow<'merchants'>[],
  progress: Progress,
): Promise<ImportedRecord[]> {
  const records: ImportedRecord[] = [];
  for (const chunk of chunks(rows)) {
    const written = chunk.map((row) => {
      const data = row.data as MerchantImportRow;
      return { row: row.row, data, id: randomUUID(), user: randomUUID() };
    });
    await writer.resources.insertMany(
      trx,
      organisationResource,
      writer.actor,
      trx
        .insertInto('organisations')
        .values(
          written.map(({ id, data }) => ({
            id,
            parent_id: target,
            kind: 'merchant',
            name: data.name,
            email: data.email ?? null,
            phone: data.phone ?? null,
            street: data.street ?? null,
            street_number: data.street_number ?? null,
            extended_address: data.extended_address ?? null,
            country_code: data.country_code,
            region: data.region ?? null,
            postal_code: data.postal_code ?? null,
            locality: data.locality ?? null,
            tax_number: data.tax_number ?? null,
            ...(data.base_currency ? { base_currency: data.base_currency } : {}),
          })),
        )
        .returningAll(),
    );
    const users = written.map(({ id, user, data }) => ({
      id: user,
      organisation_id: id,
      email: data.user_email.toLowerCase(),
      name: data.user_name,
      language: data.user_language,
      roles: data.user_roles,
    }));
    await writer.resources.insertMany(
      trx,
      userResource,
      writer.actor,
      trx.insertInto('users').values(users).returningAll(),
    );
    for (const user of users) await inviteUser(trx, writer.services, user);
    records.push(...written.map(({ row, id, user, data }) => ({ row, id, user, name: data.name })));
    progress(records.length, rows.length);
  }
  return records;
}

async function writeCustomers(
  trx: Executor,
  writer: Writer,
  target: string,
  rows: ValidatedImportRow<'customers'>[],
  progress: Progress,
): Promise<ImportedRecord[]> {
  const records: ImportedRecord[] = [];
  for (const chunk of chunks(rows)) {
    const written = chunk.map((row) => ({
      row: row.row,
      data: row.data as CustomerImportRow,
      id: randomUUID(),
    }));
    await writer.resources.insertMany(
      trx,
      customerResource,
      writer.actor,
      trx
        .insertInto('customers')
        .values(written.map(({ id, data }) => ({ ...data, id, organisation_id: target })))
        .returningAll(),
    );
    records.push(
      ...written.map(({ row, id, data }) => ({
        row,
        id,
        name: [data.first_name, data.last_name].filter(Boolean).join(' ') || data.email_address,
      })),
    );
    progress(records.length, rows.length);
  }
  return records;
}

/**
 * Writes every row and the import record in ONE transaction: a failure on any row leaves nothing
 * written and no mail queued (the invite mails are outbox rows of the same transaction, delivered
 * after it commits). The import id is the primary key, so a concurrent retry of the same import waits
 * for this one and then fails on it instead of importing twice.
 */
export async function runImport<K extends ImportKind>(
  database: Database,
  writer: Writer,
  job: ImportJob<K>,
  progress: Progress,
): Promise<void> {
  const { actor } = writer;
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('imports')
      .values({
        id: job.id,
        organisation_id: job.target,
        kind: job.kind,
        file_hash: fileHash(job.csv),
        row_count: job.rows.length,
        report: JSON.stringify({ organisations: 0, users: 0, customers: 0, records: [] }),
        created_by: userIdOf(actor),
      })
      .execute();
    const records =
      job.kind === 'merchants'
        ? await writeMerchants(
            trx,
            writer,
            job.target,
            job.rows as ValidatedImportRow<'merchants'>[],
            progress,
          )
        : await writeCustomers(
            trx,
            writer,
            job.target,
            job.rows as ValidatedImportRow<'customers'>[],
            progress,
          );
    const merchants = job.kind === 'merchants' ? records.length : 0;
    const report: ImportReport = {
      organisations: merchants,
      users: merchants,
      customers: job.kind === 'customers' ? records.length : 0,
      records,
    };
    await trx
      .updateTable('imports')
      .set({ report: JSON.stringify(report) })
      .where('id', '=', job.id)
      .execute();
  });
}
