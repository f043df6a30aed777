import { sql } from 'kysely';
import type { Database } from '../platform/db/database.js';
import type { CallRecorder, RecordedCall } from '../platform/http/call-recording.js';

/** How long a recorded call waits in memory before its batch is written. */
const FLUSH_MS = 100;
/** A batch is written at once when it reaches this many calls. */
const BATCH_ROWS = 500;
/** Calls kept while the database does not take them; beyond this the oldest are dropped (and logged). */
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
    (succeeded ? idOf(field(json, 'payment_profile')) : null) ??
    (actor?.kind === 'apiKey' ? actor.paymentProfileId : null);
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
 * Writes recorded calls in batches, off the request path (ADR 0012): a call waits at most FLUSH_MS in
 * memory, then its batch goes in one INSERT. References are joined, not trusted: a transaction or
 * profile that is gone leaves the link empty instead of failing the batch. What a crash loses is the
 * calls of the last FLUSH_MS.
 */
export class AuditTrailWriter implements CallRecorder {
  private pending: AuditRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

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

  record(call: RecordedCall): void {
    this.pending.push(auditRowOf(call, this.providerId));
    if (this.pending.length > MAX_PENDING) {
      const dropped = this.pending.splice(0, this.pending.length - MAX_PENDING);
      this.log.error({ dropped: dropped.length }, 'audit trail: database not keeping up, calls dropped');
    }
    if (this.pending.length >= BATCH_ROWS) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  /** Writes what is pending; resolves when every call recorded so far is stored (or logged as lost). */
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
      await sql`
        INSERT INTO audit_trail_items (organisation_id, route, type, method, url, response_code, origin,
          authentication, user_id, api_key_id, request, response, transaction_id, payment_profile_id, created_at)
        SELECT r.organisation_id, r.route, r.type, r.method, r.url, r.response_code, r.origin,
          r.authentication, r.user_id, r.api_key_id, r.request, r.response, tx.id, pp.id, r.created_at
        FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) AS r(organisation_id uuid, route text,
          type text, method text, url text, response_code int, origin text, authentication text, user_id uuid,
          api_key_id uuid, request jsonb, response jsonb, transaction_id uuid, payment_profile_id uuid,
          created_at timestamptz)
        LEFT JOIN transactions tx ON tx.id = r.transaction_id
        LEFT JOIN payment_profiles pp ON pp.id = r.payment_profile_id`.execute(this.database.db);
    } catch (error) {
      this.log.error({ err: error, lost: batch.length }, 'audit trail: batch not written');
    }
  }
}
