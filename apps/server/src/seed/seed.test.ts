import { randomUUID } from 'node:crypto';
import {
  CHARGEBACK_STATUSES,
  CUSTOMER_STATUSES,
  canTransition,
  cardBrandOf,
  isValidIban,
  REFUND_STATUSES,
  SUBSCRIPTION_STATUSES,
  TRANSACTION_STATUSES,
  type TransactionStatus,
} from '@psp/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../platform/auth/passwords.js';
import { type Database, openDatabase } from '../platform/db/database.js';
import { migrate } from '../platform/db/migrate.js';
import { DEMO_PASSWORD, DEMO_USERS, isSeeded, type SeedSummary, seedDemo } from './seed.js';

const ANCHOR = new Date('2026-06-15T10:30:00Z');
const TRANSACTIONS = 2000;
const DAY_MS = 86_400_000;
const SEED_TIMEOUT = 180_000;

interface Target {
  name: string;
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

async function embedded(): Promise<{ database: Database; dispose(): Promise<void> }> {
  const database = await openDatabase({ databaseUrl: undefined, dataDir: 'memory://' });
  return { database, dispose: () => database.close() };
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the server of TEST_DATABASE_URL, dropped afterwards. */
async function postgres(serverUrl: string): Promise<{ database: Database; dispose(): Promise<void> }> {
  const name = `seed_test_${process.pid}_${randomUUID().slice(0, 8)}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    database,
    async dispose() {
      await database.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

const targets: Target[] = [{ name: 'embedded PGlite', open: embedded }];
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) targets.push({ name: 'PostgreSQL', open: () => postgres(serverUrl) });

async function seeded(
  open: Target['open'],
  options: { transactions: number; seed?: number; days?: number },
): Promise<{ database: Database; dispose(): Promise<void>; summary: SeedSummary }> {
  const opened = await open();
  await migrate(opened.database.pool);
  const summary = await seedDemo(opened.database.pool, { ...options, anchor: ANCHOR });
  return { ...opened, summary };
}

describe.each(targets)('demo seed on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let summary: SeedSummary;

  beforeAll(async () => {
    ({ database, dispose, summary } = await seeded(target.open, { transactions: TRANSACTIONS }));
  }, SEED_TIMEOUT);
  afterAll(async () => {
    await dispose?.();
  });

  async function rows<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await database.pool.query<T>(sql, params)).rows;
  }
  async function count(sql: string, params: unknown[] = []): Promise<number> {
    const [row] = await rows<{ count: number }>(sql, params);
    return Number(row!.count);
  }

  it('reports what it wrote', async () => {
    expect(summary.transactions).toBe(TRANSACTIONS);
    expect(await count('SELECT count(*) FROM transactions')).toBe(TRANSACTIONS);
    expect(await count('SELECT count(*) FROM organisations')).toBe(summary.organisations);
    expect(await count('SELECT count(*) FROM users')).toBe(summary.users);
    expect(await count('SELECT count(*) FROM customers')).toBe(summary.customers);
    expect(await count('SELECT count(*) FROM refunds')).toBe(summary.refunds);
    expect(await count('SELECT count(*) FROM chargebacks')).toBe(summary.chargebacks);
    expect(summary.customers).toBe(100);
    expect(summary.refunds).toBeGreaterThan(0);
    expect(summary.chargebacks).toBeGreaterThan(0);
    expect(await isSeeded(database.pool)).toBe(true);
  });

  it('refuses to seed a database that already holds data', async () => {
    await expect(seedDemo(database.pool, { transactions: 10, anchor: ANCHOR })).rejects.toThrow(
      /already holds organisations/,
    );
    expect(await count('SELECT count(*) FROM transactions')).toBe(TRANSACTIONS);
  });

  it('builds the provider and a merchant tree under it', async () => {
    const organisations = await rows<{
      id: string;
      parent_id: string | null;
      kind: string;
      name: string;
      active: boolean;
      modules: string[];
      mfa_required: boolean;
    }>('SELECT id, parent_id, kind, name, active, modules, mfa_required FROM organisations');
    const providers = organisations.filter((organisation) => organisation.kind === 'provider');
    expect(providers).toHaveLength(1);
    const provider = providers[0]!;
    expect(provider).toMatchObject({ name: 'Lighthouse Payments', parent_id: null });
    const merchants = organisations.filter((organisation) => organisation.kind === 'merchant');
    expect(merchants.length).toBeGreaterThanOrEqual(20);
    const byId = new Map(organisations.map((organisation) => [organisation.id, organisation]));
    const depth = (id: string): number => {
      const parent = byId.get(id)!.parent_id;
      return parent ? 1 + depth(parent) : 0;
    };
    expect(merchants.every((merchant) => merchant.parent_id && byId.has(merchant.parent_id))).toBe(true);
    const bakery = merchants.find((merchant) => merchant.name === 'Bakkerij De Gouden Korst')!;
    expect(bakery.parent_id).toBe(provider.id);
    expect(merchants.filter((merchant) => merchant.parent_id === bakery.id).length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...merchants.map((merchant) => depth(merchant.id)))).toBe(3);
    expect(merchants.filter((merchant) => !merchant.active)).toHaveLength(2);
    expect(merchants.some((merchant) => merchant.modules.includes('sap'))).toBe(true);
    expect(merchants.some((merchant) => merchant.mfa_required)).toBe(true);
  });

  it('creates every demo login with the demo password', async () => {
    for (const login of DEMO_USERS) {
      const [user] = await rows<{ roles: string[]; organisation: string; password_hash: string }>(
        `SELECT u.roles, o.name AS organisation, u.password_hash
           FROM users u JOIN organisations o ON o.id = u.organisation_id WHERE lower(u.email) = lower($1)`,
        [login.email],
      );
      expect(user, login.email).toBeDefined();
      expect(user!.roles).toEqual(login.roles);
      expect(user!.organisation).toBe(login.organisation);
    }
    const [someone] = await rows<{ password_hash: string }>('SELECT password_hash FROM users LIMIT 1');
    expect(await verifyPassword(someone!.password_hash, DEMO_PASSWORD)).toBe(true);
    expect(await count('SELECT count(DISTINCT user_id) FROM password_history')).toBe(summary.users);
  });

  it('keeps every reference inside the owning organisation', async () => {
    const mismatches = await rows<{ check: string; count: number }>(`
      SELECT 'profile' AS check, count(*) FROM transactions t
        JOIN payment_profiles p ON p.id = t.payment_profile_id WHERE p.organisation_id <> t.organisation_id
      UNION ALL SELECT 'processor', count(*) FROM transactions t
        JOIN processors p ON p.id = t.processor_id
       WHERE p.organisation_id <> t.organisation_id OR p.payment_product <> t.payment_product
      UNION ALL SELECT 'processor linked to profile', count(*) FROM transactions t
       WHERE t.processor_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM payment_profile_processors l
                          WHERE l.payment_profile_id = t.payment_profile_id AND l.processor_id = t.processor_id)
      UNION ALL SELECT 'currency', count(*) FROM transactions t
        JOIN payment_profiles p ON p.id = t.payment_profile_id WHERE p.currency_code <> t.currency_code
      UNION ALL SELECT 'a processor unless blocked', count(*) FROM transactions t
       WHERE (t.processor_id IS NULL) <> t.blocked
      UNION ALL SELECT 'customer', count(*) FROM transactions t
        JOIN customers c ON c.id = t.customer_id WHERE c.organisation_id <> t.organisation_id
      UNION ALL SELECT 'card', count(*) FROM transactions t
        JOIN cards c ON c.id = t.card_id WHERE c.customer_id IS DISTINCT FROM t.customer_id
      UNION ALL SELECT 'subscription', count(*) FROM transactions t
        JOIN subscriptions s ON s.id = t.subscription_id WHERE s.organisation_id <> t.organisation_id
      UNION ALL SELECT 'settlement', count(*) FROM settlement_lines l
        JOIN transactions t ON t.id = l.transaction_id JOIN settlements s ON s.id = l.settlement_id
       WHERE s.organisation_id <> t.organisation_id OR s.currency_code <> t.currency_code
      UNION ALL SELECT 'refund', count(*) FROM refunds r
        JOIN transactions t ON t.id = r.transaction_id WHERE r.organisation_id <> t.organisation_id
      UNION ALL SELECT 'chargeback', count(*) FROM chargebacks c
        JOIN transactions t ON t.id = c.transaction_id WHERE c.organisation_id <> t.organisation_id`);
    expect(mismatches.filter((row) => Number(row.count) > 0)).toEqual([]);
  });

  it('routes large card payments as the routing tree says', async () => {
    const wrong = await count(`
      SELECT count(*) FROM transactions t
        JOIN payment_profiles p ON p.id = t.payment_profile_id AND p.intelligent_routing
        JOIN routings r ON r.id = (p.routing->>'card')::uuid
       WHERE t.payment_product = 'card' AND t.subscription_id IS NULL
         AND t.processor_id::text <> CASE WHEN t.amount > (r.details->'if'->0->>'value')::bigint
                                           THEN r.details->>'then' ELSE r.details->>'else' END`);
    expect(wrong).toBe(0);
  });

  it("decides its blocked payments by a block ruleset: traced, at no processor, counted as the ruleset's hits", async () => {
    const blocked = await rows<{
      organisation_id: string;
      processor_id: string | null;
      status_reason: string;
      decision: { blocked?: { by: string; id: string; name: string }; routing: unknown; rulesets: unknown[] };
      ruleset: { id: string; name: string; action: string; organisation_id: string } | null;
    }>(`SELECT t.organisation_id, t.processor_id, t.status_reason, t.decision,
          (SELECT row_to_json(v) FROM (SELECT id, name, action, organisation_id FROM validation_rulesets
             WHERE id::text = t.decision->'blocked'->>'id') v) AS ruleset
        FROM transactions t WHERE t.blocked`);
    expect(blocked.length).toBeGreaterThan(0);
    for (const payment of blocked) {
      expect(payment.processor_id).toBeNull();
      expect(payment.decision.routing).toBeNull();
      expect(payment.decision.rulesets.length).toBeGreaterThan(0);
      expect(payment.ruleset).toMatchObject({ action: 'block', organisation_id: payment.organisation_id });
      expect(payment.decision.blocked).toEqual({
        by: 'ruleset',
        id: payment.ruleset!.id,
        name: payment.ruleset!.name,
      });
      expect(payment.status_reason).toBe(`Blocked by ruleset ${payment.ruleset!.name}`);
    }
    // Over the same days (the whole history: a 2,000-payment seed may have no block in a given month), per
    // organisation: the block rulesets' hits, the blocked payments and the dashboard's blocked counts agree.
    const since = new Date(ANCHOR.getTime() - 401 * DAY_MS).toISOString();
    const counts = await rows<{ organisation_id: string; payments: number; hits: number; dashboard: number }>(
      `SELECT o.id AS organisation_id,
         (SELECT count(*) FROM transactions t
           WHERE t.organisation_id = o.id AND t.blocked AND t.created_at >= date_trunc('day', $1::timestamptz))::int AS payments,
         (SELECT coalesce(sum(h.count), 0) FROM decision_hits h JOIN validation_rulesets v ON v.id = h.subject_id
           WHERE v.organisation_id = o.id AND v.action = 'block' AND h.bucket = 'day'
             AND h.start >= date_trunc('day', $1::timestamptz))::int AS hits,
         (SELECT coalesce(sum(b.count), 0) FROM transaction_blocked_hours b
           WHERE b.organisation_id = o.id AND b.hour >= date_trunc('day', $1::timestamptz))::int AS dashboard
       FROM organisations o`,
      [since],
    );
    expect(counts.filter((row) => row.payments !== row.hits || row.payments !== row.dashboard)).toEqual([]);
    expect(counts.some((row) => row.hits > 0)).toBe(true);
  });

  it('never refunds more than was paid', async () => {
    expect(
      await count(`SELECT count(*) FROM (
        SELECT t.id FROM refunds r JOIN transactions t ON t.id = r.transaction_id
         GROUP BY t.id, t.amount HAVING sum(r.amount) > t.amount) over`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM refunds r JOIN transactions t ON t.id = r.transaction_id
                    WHERE t.status <> 'SETTLEMENT_COMPLETED' OR r.created_at < t.updated_at`),
    ).toBe(0);
  });

  it('gives every merchant that takes disputable payments a chargeback, whatever the draw', async () => {
    // A settled, unrefunded card or wallet payment older than 30 days could have been disputed by now.
    const disputable = `EXISTS (SELECT 1 FROM transactions t
        WHERE t.organisation_id = o.id AND t.status = 'SETTLEMENT_COMPLETED'
          AND t.payment_product IN ('card', 'applepay', 'paypal', 'klarna')
          AND t.updated_at < $1::timestamptz - interval '30 days'
          AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.transaction_id = t.id))`;
    expect(await count(`SELECT count(*) FROM organisations o WHERE ${disputable}`, [ANCHOR])).toBeGreaterThan(
      3,
    );
    expect(
      await rows(
        `SELECT o.name FROM organisations o
          WHERE ${disputable} AND NOT EXISTS (SELECT 1 FROM chargebacks c WHERE c.organisation_id = o.id)`,
        [ANCHOR],
      ),
    ).toEqual([]);
  });

  it('gives the lifecycle jobs their moments: captured amounts, authorisation expiry, settlement', async () => {
    const captured = `('SETTLEMENT_REQUESTED', 'SETTLEMENT_COMPLETED', 'CHARGEBACK')`;
    expect(await count(`SELECT count(*) FROM transactions WHERE status IN ${captured}`)).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) FROM transactions
                    WHERE (status IN ${captured}) <> (captured_amount = amount AND amount > 0)`),
    ).toBe(0);
    // Open authorisations are a few hours old at most, so a small seed may have none.
    expect(
      await count(`SELECT count(*) FROM transactions WHERE status = 'AUTHORIZED'
                    AND (capture_mode <> 'manual' OR authorization_expires_at <= created_at)`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM transactions WHERE status = 'SETTLEMENT_REQUESTED'`),
    ).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) FROM transactions WHERE status = 'SETTLEMENT_REQUESTED'
                    AND (settle_after IS NULL OR settle_after <= updated_at)`),
    ).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM transactions WHERE status <> 'SETTLEMENT_REQUESTED' AND settle_after IS NOT NULL`,
      ),
    ).toBe(0);
  });

  it('uses only catalogue statuses', async () => {
    const statuses = async (table: string) =>
      (await rows<{ status: string }>(`SELECT DISTINCT status FROM ${table}`)).map((row) => row.status);
    expect(TRANSACTION_STATUSES).toEqual(expect.arrayContaining(await statuses('transactions')));
    expect(REFUND_STATUSES).toEqual(expect.arrayContaining(await statuses('refunds')));
    expect(CHARGEBACK_STATUSES).toEqual(expect.arrayContaining(await statuses('chargebacks')));
    expect(CUSTOMER_STATUSES).toEqual(expect.arrayContaining(await statuses('customers')));
    expect(SUBSCRIPTION_STATUSES).toEqual(expect.arrayContaining(await statuses('subscriptions')));
  });

  it('mixes statuses like a real acquirer, unfinished ones only recently', async () => {
    const shares = new Map(
      (
        await rows<{ status: string; share: number }>(
          'SELECT status, count(*)::float8 / sum(count(*)) OVER () AS share FROM transactions GROUP BY status',
        )
      ).map((row) => [row.status, row.share]),
    );
    const share = (status: string) => shares.get(status) ?? 0;
    expect(share('SETTLEMENT_COMPLETED')).toBeGreaterThan(0.55);
    expect(share('SETTLEMENT_COMPLETED')).toBeLessThan(0.75);
    expect(share('DECLINED')).toBeGreaterThan(0.08);
    expect(share('DECLINED')).toBeLessThan(0.16);
    expect(share('ABANDONED')).toBeGreaterThan(0.05);
    expect(share('ABANDONED')).toBeLessThan(0.13);
    expect(share('CANCELLED') + share('FAILED') + share('EXPIRED')).toBeGreaterThan(0.05);
    const oldUnfinished = await count(
      `SELECT count(*) FROM transactions
        WHERE status IN ('AUTHORIZED', 'SETTLEMENT_REQUESTED', 'PENDING', 'INITIATED') AND created_at < $1`,
      [new Date(ANCHOR.getTime() - 8 * DAY_MS)],
    );
    expect(oldUnfinished).toBe(0);
    expect(
      await count(
        `SELECT count(*) FROM transactions WHERE blocked AND (status <> 'FAILED' OR status_reason NOT LIKE 'Blocked by ruleset %')`,
      ),
    ).toBe(0);
  });

  it('spreads payments over the 400 days before the anchor', async () => {
    const [range] = await rows<{ first: string; last: string; late: number; backwards: number }>(
      `SELECT min(created_at) AS first, max(created_at) AS last,
              count(*) FILTER (WHERE updated_at > $1) AS late,
              count(*) FILTER (WHERE updated_at < created_at) AS backwards FROM transactions`,
      [ANCHOR],
    );
    expect(new Date(range!.first).getTime()).toBeGreaterThanOrEqual(ANCHOR.getTime() - 401 * DAY_MS);
    expect(new Date(range!.first).getTime()).toBeLessThan(ANCHOR.getTime() - 300 * DAY_MS);
    expect(new Date(range!.last).getTime()).toBeLessThanOrEqual(ANCHOR.getTime());
    expect(Number(range!.late) + Number(range!.backwards)).toBe(0);
    const [halves] = await rows<{ early: number; late: number }>(
      `SELECT count(*) FILTER (WHERE created_at < $1) AS early, count(*) FILTER (WHERE created_at >= $1) AS late
         FROM transactions`,
      [new Date(ANCHOR.getTime() - 200 * DAY_MS)],
    );
    expect(Number(halves!.late)).toBeGreaterThan(Number(halves!.early));
  });

  it('records each payment status path, ending in its status', async () => {
    expect(await count('SELECT count(DISTINCT transaction_id) FROM transaction_status_history')).toBe(
      TRANSACTIONS,
    );
    const wrong = await count(`
      SELECT count(*) FROM transactions t
       WHERE t.status <> (SELECT h.status FROM transaction_status_history h
                           WHERE h.transaction_id = t.id ORDER BY h.created_at DESC, h.id DESC LIMIT 1)
          OR 'INITIATED' <> (SELECT h.status FROM transaction_status_history h
                              WHERE h.transaction_id = t.id ORDER BY h.created_at, h.id LIMIT 1)`);
    expect(wrong).toBe(0);
  });

  it('moves each payment only along the lifecycle of the domain', async () => {
    const steps = await rows<{ from: TransactionStatus; to: TransactionStatus }>(`
      SELECT DISTINCT previous AS from, status AS to FROM (
        SELECT status, lag(status) OVER (PARTITION BY transaction_id ORDER BY created_at, id) AS previous
          FROM transaction_status_history) steps
       WHERE previous IS NOT NULL`);
    expect(steps.length).toBeGreaterThan(5);
    expect(steps.filter((step) => !canTransition('transaction', step.from, step.to))).toEqual([]);
  });

  it('fails each product with several processors over to its other processors', async () => {
    expect(await count('SELECT count(*) FROM failovers')).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) FROM failovers f
                    WHERE cardinality(f.processor_ids) < 2 OR f.max_attempts > cardinality(f.processor_ids)
                       OR EXISTS (SELECT 1 FROM unnest(f.processor_ids) AS listed(processor_id) JOIN processors p ON p.id = listed.processor_id
                                   WHERE p.organisation_id <> f.organisation_id
                                      OR p.payment_product <> f.payment_product)`),
    ).toBe(0);
  });

  it('creates customers before they pay', async () => {
    expect(
      await count(`SELECT count(*) FROM transactions t JOIN customers c ON c.id = t.customer_id
                    WHERE c.created_at > t.created_at`),
    ).toBe(0);
    const [linked] = await rows<{ share: number }>(
      'SELECT count(customer_id)::float8 / count(*) AS share FROM transactions',
    );
    expect(linked!.share).toBeGreaterThan(0.6);
  });

  it('keeps card data to bin, last four and fingerprint', async () => {
    expect(
      await count(`SELECT count(*) FROM cards
                    WHERE bin !~ '^[0-9]{6}$' OR last4 !~ '^[0-9]{4}$' OR fingerprint !~ '^[0-9a-f]{32}$'`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM audit_trail_items
                    WHERE request::text ~ '[0-9]{13,19}' OR response::text ~ '[0-9]{13,19}'`),
    ).toBe(0);
    const cards = await rows<{ brand: string; bin: string }>('SELECT DISTINCT brand, bin FROM cards');
    expect(cards.filter((card) => cardBrandOf(card.bin) !== card.brand)).toEqual([]);
  });

  it('gives every merchant valid bank details and a complete configuration', async () => {
    const ibans = await rows<{ iban: string }>('SELECT iban FROM bank_accounts');
    expect(ibans.length).toBeGreaterThan(20);
    expect(ibans.filter((account) => !isValidIban(account.iban))).toEqual([]);
    const incomplete = await count(`
      SELECT count(*) FROM organisations o
       WHERE o.kind = 'merchant' AND (
             NOT EXISTS (SELECT 1 FROM processors p WHERE p.organisation_id = o.id)
          OR NOT EXISTS (SELECT 1 FROM payment_profiles p WHERE p.organisation_id = o.id)
          OR NOT EXISTS (SELECT 1 FROM checkout_designs c WHERE c.organisation_id = o.id)
          OR (SELECT count(*) FROM tags t WHERE t.organisation_id = o.id) < 2
          OR NOT EXISTS (SELECT 1 FROM validation_rulesets v WHERE v.organisation_id = o.id))`);
    expect(incomplete).toBe(0);
    expect(await count('SELECT count(*) FROM merchant_category_codes')).toBeGreaterThanOrEqual(40);
    expect(await count('SELECT count(*) FROM routings')).toBeGreaterThan(0);
  });

  it('fills the provider tables and the rest of the schema', async () => {
    const mails = await rows<{ content: string; default: boolean; psp_default: boolean }>(
      'SELECT content, "default", psp_default FROM welcome_mails',
    );
    expect(mails.filter((mail) => mail.default)).toHaveLength(1);
    expect(mails.filter((mail) => mail.psp_default)).toHaveLength(1);
    for (const mail of mails) {
      for (const variable of ['[name]', '[enter_password_button]', '[url_forgot_password]']) {
        expect(mail.content).toContain(variable);
      }
    }
    const types = await rows<{ type: string }>('SELECT DISTINCT type FROM pricing_schemes ORDER BY type');
    expect(types.map((row) => row.type)).toEqual(['COST', 'PARTNER', 'RESERVE', 'REVENUE']);
    for (const table of [
      'plans',
      'subscription_discounts',
      'subscriptions',
      'settlements',
      'processor_settlements',
      'payment_links',
      'card_add_links',
      'scheduled_transactions',
      'webhooks',
      'webhook_history',
      'reports',
      'audit_trail_items',
      'status_updates',
    ]) {
      expect(await count(`SELECT count(*) FROM ${table}`), table).toBeGreaterThan(0);
    }
    expect(
      await count(
        `SELECT count(*) FROM transactions WHERE subscription_id IS NOT NULL AND recurring_type IS NULL`,
      ),
    ).toBe(0);
  });
});

describe('demo seed determinism', () => {
  it(
    'gives the same data for the same seed and anchor, and other data for another seed',
    async () => {
      const snapshot = async (seed: number) => {
        const { database, dispose } = await seeded(embedded, { transactions: 400, seed });
        try {
          const { rows } = await database.pool.query<{ id: string; amount: number; status: string }>(
            'SELECT id, amount, status FROM transactions ORDER BY id',
          );
          const customers = await database.pool.query<{ id: string }>('SELECT id FROM customers ORDER BY id');
          return { transactions: rows, customers: customers.rows };
        } finally {
          await dispose();
        }
      };
      const first = await snapshot(7);
      const second = await snapshot(7);
      expect(second).toEqual(first);
      expect(first.transactions).toHaveLength(400);
      const other = await snapshot(8);
      expect(other.transactions.map((row) => row.id)).not.toEqual(first.transactions.map((row) => row.id));
    },
    SEED_TIMEOUT,
  );

  it(
    'puts the same payments into fewer days when asked',
    async () => {
      const { database, dispose } = await seeded(embedded, { transactions: 2000, days: 30 });
      try {
        const { rows } = await database.pool.query<{ count: number; first: string; days: number }>(
          `SELECT count(*)::int AS count, min(created_at) AS first,
                  count(DISTINCT date_trunc('day', created_at))::int AS days FROM transactions`,
        );
        expect(rows[0]!.count).toBe(2000);
        expect(new Date(rows[0]!.first).getTime()).toBeGreaterThanOrEqual(ANCHOR.getTime() - 31 * DAY_MS);
        expect(rows[0]!.days).toBeGreaterThanOrEqual(28);
      } finally {
        await dispose();
      }
    },
    SEED_TIMEOUT,
  );
});
