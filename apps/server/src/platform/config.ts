import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  /** Records every /api and /v1 call in the audit trail (AUDIT_TRAIL=off stops it; ADR 0012). */
  auditTrail: boolean;
  /** Months an audit trail item is kept before the daily retention job deletes it (AUDIT_RETENTION_MONTHS). */
  auditRetentionMonths: number;
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
    auditTrail: process.env.AUDIT_TRAIL !== 'off',
    auditRetentionMonths: intFromEnv('AUDIT_RETENTION_MONTHS', 13),
    ...overrides,
  };
}
