import type { TestApp } from './test-app.js';

/** Demo logins the tests use, as the seed creates them. */
export const DEMO = {
  super: 'super@lighthouse.demo',
  pspAdmin: 'admin@lighthouse.demo',
  pspSupport: 'support@lighthouse.demo',
  bakeryOwner: 'owner@goudenkorst.demo',
  bakeryFinance: 'finance@goudenkorst.demo',
  bakerySupport: 'support@goudenkorst.demo',
  shopOwner: 'shop@goudenkorst-utrecht.demo',
  siblingOwner: 'owner@ateliernoord.demo',
  siblingWebDeveloper: 'webshop@ateliernoord.demo',
} as const;

export async function organisationIdOf(app: TestApp, email: string): Promise<string> {
  const [row] = await app.query<{ organisation_id: string }>(
    'SELECT organisation_id FROM users WHERE email = $1',
    [email],
  );
  if (!row) throw new Error(`no demo user ${email}`);
  return row.organisation_id;
}

/** The organisation and its descendants, read straight from the database. */
export async function subtreeOf(app: TestApp, organisationId: string): Promise<string[]> {
  const rows = await app.query<{ id: string }>(
    `WITH RECURSIVE s AS (SELECT id FROM organisations WHERE id = $1
       UNION ALL SELECT o.id FROM organisations o JOIN s ON o.parent_id = s.id) SELECT id FROM s`,
    [organisationId],
  );
  return rows.map((row) => row.id);
}
