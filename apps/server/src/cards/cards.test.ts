import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** What a card reads as (002 §7): brand, BIN, last 4 and expiry, never the holder or the fingerprint. */
const READABLE_CARD_KEYS = [
  'bin',
  'brand',
  'created_at',
  'customer',
  'expiry_month',
  'expiry_year',
  'id',
  'last4',
  'organisation',
];

describe('_populate=card (002 §7)', () => {
  for (const resource of ['refund', 'chargeback'] as const) {
    it(`populates a ${resource}'s card as a readable reference`, async () => {
      const table = `${resource}s`;
      const [row] = await app.query<{ id: string; card_id: string }>(
        `SELECT id, card_id FROM ${table} WHERE card_id IS NOT NULL ORDER BY id LIMIT 1`,
      );
      expect(row, `a seeded ${resource} with a card`).toBeDefined();
      const [card] = await app.query<Record<string, unknown>>(
        'SELECT brand, bin, last4, expiry_month, expiry_year FROM cards WHERE id = $1',
        [row!.card_id],
      );
      const provider = await app.as(DEMO.pspAdmin);
      const response = await provider.get(`/api/${resource}?id=${row!.id}&_populate=card`);
      expect(response.statusCode, response.body).toBe(200);
      const populated = response.json()[0].card;
      expect(populated).toMatchObject({ id: row!.card_id, ...card });
      expect(Object.keys(populated).sort()).toEqual(READABLE_CARD_KEYS);
      const one = await provider.get(`/api/${resource}/${row!.id}?_populate=card`);
      expect(one.json().card).toMatchObject({ id: row!.card_id, last4: card!.last4 });
    });
  }

  it("is read in the merchant's scope: its own refund's card, not another merchant's", async () => {
    const [row] = await app.query<{ id: string; card_id: string }>(
      `SELECT r.id, r.card_id FROM refunds r JOIN users u ON u.organisation_id = r.organisation_id
        WHERE u.email = $1 AND r.card_id IS NOT NULL ORDER BY r.id LIMIT 1`,
      [DEMO.bakeryOwner],
    );
    const sibling = await app.as(DEMO.siblingOwner);
    expect((await sibling.get(`/api/card/${row!.card_id}`)).statusCode).toBe(404);
    const owner = await app.as(DEMO.bakeryOwner);
    const response = await owner.get(`/api/refund/${row!.id}?_populate=card`);
    expect(response.json().card).toMatchObject({ id: row!.card_id });
  });
});
