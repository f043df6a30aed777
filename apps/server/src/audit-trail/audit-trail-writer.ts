import { storableText } from '@psp/domain';
import { sql } from 'kysely';
import { paymentProfileLimit } from '../platform/auth/actor.js';
import type { Database } from '../platform/db/database.js';
import type { CallRecorder, RecordedCall } from '../platform/http/call-recording.js';

/** How long a recorded call waits in memory before its batch is written. */
const FLUSH_MS = 100;
/** A batch is written at once when it reaches this many calls. */
const BATCH_ROWS = 500;
/** Calls kept while the database does not take them; beyond this the oldest are dropped (and counted). */
const MAX_PENDING = 20_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Routes whose `:id` or created record is a transaction: /api/transaction/:id…, /v1/transactions…. */
const TRANSACTION_ROUTE = /^\/(api\/transactions?|v1\/transactions)(\/|$)/;

interface Logger {
  error(object: object, message: string): void;
}

/** A record's id in an API body: the id itself, or a populated reference's. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string') return UUID.test(value) ? value : null;
  if (value && typeof value === 'object' && 'id' in value) return idOf(value.id);
  return null;
}

function field(body: unknown, name: string): unknown {
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)[name]
    : null;
}

/**
 * The row of a call: the organisation is the record's when the answer names one (a provider user reading
 * a merchant's payment is recorded in that merchant's trail), else the caller's scope, else the
 * provider's (calls nobody is logged in for). The transaction is the route's, or the one the answer
 * created or names; links come from answers below 400 only, so they name records that exist.
 */
export function auditRowOf(call: RecordedCall, providerId: string) {
  const { actor, responseJson: json } = call;
  const succeeded = call.responseCode < 400;
  const transaction = !succeeded
    ? null
    : TRANSACTION_ROUTE.test(call.route)
      ? (idOf(call.params.id) ?? idOf(field(json, 'id')))
      : idOf(field(json, 'transaction'));
  const profile =
    (succeeded ? idOf(field(json, 'payment_profile')) : null) ?? (actor ? paymentProfileLimit(actor) : null);
  return {
    organisation_id: (succeeded ? idOf(field(json, 'organisation')) : null) ?? actor?.scopeRoot ?? providerId,
    route: call.route,
    type: call.type,
    method: call.method,
    url: call.url,
    response_code: call.responseCode,
    origin: call.origin,
    authentication: call.authentication,
    user_id: actor?.kind === 'user' ? actor.userId : null,
    api_key_id: actor?.kind === 'apiKey' ? actor.apiKeyId : null,
    request: call.request,
    response: call.response,
    transaction_id: transaction,
    payment_profile_id: profile,
    created_at: call.createdAt.toISOString(),
  };
}

type AuditRow = ReturnType<typeof auditRowOf>;

/**
 * The row that stands for a call whose row the database refused: who called what and the answer code,
 * with the bodies and headers replaced by the reason. Never nothing: an attacker must not be able to
 * erase other calls, nor its own, by sending text the database cannot hold (issue 28).
 */
function markerOf(row: AuditRow, error: unknown): AuditRow {
  const reason = storableText(error instanceof Error ? error.message : String(error));
  const notStored = { headers: [], body: `[not stored: ${reason}]` };
  return {
    ...row,
    route: storableText(row.route),
    url: storableText(row.url),
    origin: storableText(row.origin),
    request: notStored,
    response: notStored,
  };
}

/**
 * Writes recorded calls in batches, off the request path (ADR 0012): a call waits at most FLUSH_MS in
 * memory, then its batch goes in one INSERT. References are joined, not trusted: a transaction or
 * profile that is gone leaves the link empty instead of failing the batch. Text is made storable when
 * the call is recorded (call-recording.ts); should a batch still be refused, its rows are written one by
 * one and a row refused again is stored as a marker with the reason, so one call never costs the others
 * theirs. `lost` counts the calls not stored at all (the database gone, or too far behind): what a
 * crash loses is the calls of the last FLUSH_MS.
 */
export class AuditTrailWriter implements CallRecorder {
  private pending: AuditRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private lostRows = 0;

  constructor(
    private readonly database: Database,
    private readonly providerId: string,
    private readonly log: Logger,
  ) {}

  static async start(database: Database, log: Logger): Promise<AuditTrailWriter> {
    const provider = await database.db
      .selectFrom('organisations')
      .select('id')
      .where('kind', '=', 'provider')
      .where('parent_id', 'is', null)
      .orderBy('created_at')
      .executeTakeFirstOrThrow();
    return new AuditTrailWriter(database, provider.id, log);
  }

  /** Calls this process recorded and could not store, not even as a marker (/api/health shows it). */
  get lost(): number {
    return this.lostRows;
  }

  record(call: RecordedCall): void {
    this.pending.push(auditRowOf(call, this.providerId));
    if (this.pending.length > MAX_PENDING) {
      const dropped = this.pending.splice(0, this.pending.length - MAX_PENDING);
      this.lostRows += dropped.length;
      this.log.error({ dropped: dropped.length }, 'audit trail: database not keeping up, calls dropped');
    }
    if (this.pending.length >= BATCH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** Writes what is pending; resolves when every call recorded so far is stored (or counted as lost). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    this.writing = this.writing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.writing;
  }

  private async write(batch: AuditRow[]): Promise<void> {
    try {
      await this.insert(batch);
      return;
    } catch (error) {
      this.log.error({ err: error, rows: batch.length }, 'audit trail: batch refused, writing it row by row');
    }
    for (const row of batch) {
      try {
        await this.insert([row]);
      } catch (error) {
        try {
          await this.insert([markerOf(row, error)]);
        } catch (markerError) {
          this.lostRows++;
          this.log.error({ err: markerError, route: row.route }, 'audit trail: call not stored');
        }
      }
    }
  }

  private async insert(rows: AuditRow[]): Promise<void> {
    await sql`
      INSERT INTO audit_trail_items (organisation_id, route, type, method, url, response_code, origin,
        authentication, user_id, api_key_id, request, response, transaction_id, payment_profile_id, created_at)
      SELECT r.organisation_id, r.route, r.type, r.method, r.url, r.response_code, r.origin,
        r.authentication, r.user_id, r.api_key_id, r.request, r.response, tx.id, pp.id, r.created_at
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(organisation_id uuid, route text,
        type text, method text, url text, response_code int, origin text, authentication text, user_id uuid,
        api_key_id uuid, request jsonb, response jsonb, transaction_id uuid, payment_profile_id uuid,
        created_at timestamptz)
      LEFT JOIN transactions tx ON tx.id = r.transaction_id
      LEFT JOIN payment_profiles pp ON pp.id = r.payment_profile_id`.execute(this.database.db);
  }
}
