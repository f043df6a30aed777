import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllowedHost, WEBHOOK_RETRY_SCHEDULE_SECONDS } from '@psp/domain';

export interface Config {
  /** Real PostgreSQL when set; otherwise the embedded PGlite server under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  host: string;
  production: boolean;
  /** Idle session timeout in minutes when the organisation sets none (spec: 30, 10 hours in dev mode). */
  sessionIdleMinutes: number;
  sessionLifetimeHours: number;
  /** Built web app to serve, when present. */
  webDir: string;
  logLevel: string;
  /** SMTP server for outgoing mail; without it mails stay in the outbox, readable at /dev/mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address people reach the web app at, for links in mails. */
  publicUrl: string;
  productName: string;
  /** Encrypts secrets at rest; required in production, a generated key is used otherwise (ADR 0005). */
  secretKey: string | undefined;
  /** Runs the payment lifecycle jobs every minute (LIFECYCLE_JOBS=off stops them; tests run them by hand). */
  lifecycleSchedule: boolean;
  /**
   * Subscription test clocks (ADR 0014): moving a subscription's billing day forward charges it ahead
   * of time, so they are off in production unless TEST_CLOCKS=on (a sandbox deployment).
   */
  testClocks: boolean;
  /** Records every /api and /v1 call in the audit trail (AUDIT_TRAIL=off stops it; ADR 0012). */
  auditTrail: boolean;
  /** Months an audit trail item is kept before the daily retention job deletes it (AUDIT_RETENTION_MONTHS). */
  auditRetentionMonths: number;
  /** Days a generated report (and its file) is kept before the daily retention job deletes it (REPORT_RETENTION_DAYS). */
  reportRetentionDays: number;
  /** Seconds a report's run holds its lease without renewing it (every page) before another run takes over (REPORT_LEASE_SECONDS). */
  reportLeaseSeconds: number;
  /**
   * Seconds a request holds its Idempotency-Key's lease without renewing it (renewed every third of it while
   * it runs): a retry after a killed process waits at most this long (IDEMPOTENCY_LEASE_SECONDS).
   */
  idempotencyLeaseSeconds: number;
  /** Outgoing webhooks (docs/adr/0011): see WebhookDeliveryConfig. */
  webhooks: WebhookDeliveryConfig;
}

export interface WebhookDeliveryConfig {
  /**
   * host or host:port (an IPv6 address in brackets) that may be internal, a receiver on the local
   * network: WEBHOOK_ALLOWED_HOSTS. Saving a URL and delivering to it apply the same rule.
   */
  allowedHosts: string[];
  /** Seconds before each retry (WEBHOOK_RETRY_SCHEDULE, a comma list); the first attempt is immediate. */
  retrySchedule: number[];
  /** An attempt without an answer in this time failed (15 s). */
  timeoutMs: number;
  /** Seconds a sweep waits past a message's due time before it enqueues it again (a lost or dead job). */
  sweepGraceSeconds: number;
  /** How often each process sweeps (seconds; 0: never). */
  sweepIntervalSeconds: number;
}

function listFromEnv(name: string): string[] | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** WEBHOOK_ALLOWED_HOSTS, each entry as the outbound rule reads it: a typo refuses to start, not to deliver. */
function allowedHostsFromEnv(): string[] {
  const entries = listFromEnv('WEBHOOK_ALLOWED_HOSTS') ?? [];
  const invalid = entries.find((entry) => !parseAllowedHost(entry));
  if (invalid !== undefined) {
    throw new Error(
      `WEBHOOK_ALLOWED_HOSTS must be a comma list of host or host:port (an IPv6 address in brackets), got '${invalid}'`,
    );
  }
  return entries;
}

function scheduleFromEnv(): number[] {
  const entries = listFromEnv('WEBHOOK_RETRY_SCHEDULE');
  if (!entries) return [...WEBHOOK_RETRY_SCHEDULE_SECONDS];
  const seconds = entries.map(Number);
  if (seconds.some((value) => !Number.isFinite(value) || value < 0)) {
    throw new Error(
      `WEBHOOK_RETRY_SCHEDULE must be a comma list of seconds, got '${process.env.WEBHOOK_RETRY_SCHEDULE}'`,
    );
  }
  return seconds;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function intFromEnv(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got '${raw}'`);
  }
  return value;
}

/** The product's short title, used in mails. */
export const DEFAULT_PRODUCT_NAME = 'Lighthouse';

export function loadConfig(overrides: Partial<Config> = {}): Config {
  const production = process.env.NODE_ENV === 'production';
  const devMode = process.env.DEV_MODE === 'true';
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data')),
    port: intFromEnv('PORT', 3000, 0),
    host: process.env.HOST ?? '0.0.0.0',
    production,
    sessionIdleMinutes: intFromEnv('SESSION_IDLE_MINUTES', devMode ? 600 : 30),
    sessionLifetimeHours: intFromEnv('SESSION_LIFETIME_HOURS', 12),
    webDir: path.join(repoRoot, 'apps/web/dist'),
    logLevel: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    smtpUrl: process.env.SMTP_URL || undefined,
    mailFrom: process.env.MAIL_FROM ?? 'Lighthouse <no-reply@lighthouse.demo>',
    publicUrl: (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, ''),
    productName: process.env.PRODUCT_NAME ?? DEFAULT_PRODUCT_NAME,
    secretKey: process.env.SECRET_KEY || undefined,
    lifecycleSchedule: process.env.LIFECYCLE_JOBS !== 'off' && process.env.NODE_ENV !== 'test',
    testClocks: process.env.TEST_CLOCKS === 'on' || (!production && process.env.TEST_CLOCKS !== 'off'),
    auditTrail: process.env.AUDIT_TRAIL !== 'off',
    auditRetentionMonths: intFromEnv('AUDIT_RETENTION_MONTHS', 13),
    reportRetentionDays: intFromEnv('REPORT_RETENTION_DAYS', 90),
    reportLeaseSeconds: intFromEnv('REPORT_LEASE_SECONDS', 120),
    idempotencyLeaseSeconds: intFromEnv('IDEMPOTENCY_LEASE_SECONDS', 30),
    webhooks: {
      allowedHosts: allowedHostsFromEnv(),
      retrySchedule: scheduleFromEnv(),
      timeoutMs: intFromEnv('WEBHOOK_TIMEOUT_MS', 15_000),
      sweepGraceSeconds: intFromEnv('WEBHOOK_SWEEP_GRACE_SECONDS', 60, 0),
      sweepIntervalSeconds: intFromEnv('WEBHOOK_SWEEP_INTERVAL_SECONDS', 30, 0),
    },
    ...overrides,
  };
}
