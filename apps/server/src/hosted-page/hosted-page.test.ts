import { TEST_CARDS } from '@psp/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulatedProcessor } from '../payments/processor-adapter.js';
import { testNow } from '../test/clock.js';
import { DEMO, organisationIdOf } from '../test/demo.js';
import { engineProfile } from '../test/engine-profile.js';
import { type Client, startLoggedTestApp, type TestApp } from '../test/test-app.js';
import { linkUrl } from './hosted-link-url.js';
import { HOSTED_SUBMISSION_LIMITS } from './hosted-page.routes.js';

let app: TestApp & { log(): string };
let owner: Client;
let bakery: string;
let profile: { id: string; currency_code: string };
let design: string;
let customer: string;
let address = 0;

const nextYear = testNow().getUTCFullYear() + 1;
const card = (number: string, cvc = '123') => ({ number, expiry_month: 12, expiry_year: nextYear, cvc });

/** Each test submits from its own address, so the per-address limit counts one test's submissions. */
function fromAddress() {
  const ip = `10.0.${Math.floor(++address / 250)}.${address % 250}`;
  return (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.server.fastify.inject({ method, url, remoteAddress: ip, headers, ...(payload ? { payload } : {}) });
}

async function newLink(extra: object = {}): Promise<{ id: string; token: string; url: string }> {
  const response = await owner.post('/api/paymentlink', {
    payment_profile: profile.id,
    amount: 2450,
    currency_code: profile.currency_code,
    description: 'Wedding cake deposit',
    merchant_reference: 'cake-2026-001',
    checkout_design: design,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  const link = response.json();
  return { id: link.id, url: link.url, token: link.url.split('/pay/')[1] };
}

/** The page's data block: what the customer's browser receives. */
function viewIn(response: LightMyRequestResponse) {
  const match = /<script type="application\/json" id="hosted-link">(.*?)<\/script>/s.exec(response.body);
  return JSON.parse(match?.[1] ?? 'null');
}

const linkRow = async (id: string) =>
  (
    await app.query<{ status: string; active: boolean; transaction_id: string | null }>(
      'SELECT status, active, transaction_id FROM payment_links WHERE id = $1',
      [id],
    )
  )[0]!;

const linkEvents = async (id: string) =>
  app.query<{ type: string; before: { status: string }; after: { status: string; transaction?: string } }>(
    'SELECT type, before, after FROM events WHERE resource_id = $1 ORDER BY sequence',
    [id],
  );

beforeAll(async () => {
  // The most verbose level: whatever the server logs, no card number may be in it.
  app = await startLoggedTestApp();
  owner = await app.as(DEMO.bakeryOwner);
  bakery = await organisationIdOf(app, DEMO.bakeryOwner);
  profile = (await engineProfile(app, bakery)).profile;
  const created = await owner.post('/api/checkoutdesign', {
    name: 'Hosted page test',
    header_payment_description: 'description',
    header_color: '#123456',
    header_text_color: '#fefefe',
    button_color: '#0b7285',
    button_text_color: '#ffffff',
    background_color: '#fff9db',
    logo_url: 'https://cdn.goudenkorst.example/logo.png',
    show_language_switch: true,
    payment_product_order: 'ideal,card',
    number_format: 'nl_NL',
    css: '.pay-header { letter-spacing: 1px; }',
  });
  expect(created.statusCode, created.body).toBe(201);
  design = created.json().id;
  const [someCustomer] = await app.query<{ id: string }>(
    'SELECT id FROM customers WHERE organisation_id = $1 ORDER BY created_at LIMIT 1',
    [bakery],
  );
  customer = someCustomer!.id;
});
afterAll(() => app?.close());

describe('GET /pay/{token}', () => {
  it('answers the page with the link as the design shows it, under a strict policy, and no id of anything', async () => {
    const link = await newLink();
    const response = await fromAddress()('GET', `/pay/${link.token}`, undefined, {
      'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    // The built page's script by its hash (no build in these tests: no script at all).
    expect(policy).toMatch(/script-src '(none|sha256-[A-Za-z0-9+/=]+)'/);
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("img-src 'self' data: https://cdn.goudenkorst.example");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self'");
    expect(response.body).toContain('<html lang="nl">');
    expect(response.body).toContain('--pay-header-bg:#123456');
    expect(response.body).toContain('.pay-header { letter-spacing: 1px; }');
    const view = viewIn(response);
    expect(view).toMatchObject({
      kind: 'payment',
      state: 'open',
      merchant: expect.any(String),
      amount: 2450,
      currency_code: profile.currency_code,
      header_text: 'Wedding cake deposit',
      products: ['ideal', 'card'],
      language: 'nl',
      show_language_switch: true,
      amount_text: new Intl.NumberFormat('nl-NL', {
        style: 'currency',
        currency: profile.currency_code,
      }).format(24.5),
      logo_url: 'https://cdn.goudenkorst.example/logo.png',
    });
    for (const id of [link.id, bakery, profile.id, design]) expect(response.body).not.toContain(id);
  });

  it('shows an unknown token, an expired link and a deactivated one as the same page (410, no design, no oracle)', async () => {
    // An expiry in the past is refused at create: the link runs out afterwards (before the expiry job).
    const expired = await newLink();
    await app.query("UPDATE payment_links SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      expired.id,
    ]);
    const deactivated = await newLink();
    const patched = await owner.post(`/api/paymentlink/${deactivated.id}/deactivate`);
    expect(patched.statusCode, patched.body).toBe(200);
    const request = fromAddress();
    const pages = await Promise.all(
      [`/pay/${'0'.repeat(64)}`, '/pay/nonsense', `/pay/${expired.token}`, `/pay/${deactivated.token}`].map(
        (url) => request('GET', url),
      ),
    );
    for (const page of pages) {
      expect(page.statusCode).toBe(410);
      expect(page.body).toBe(pages[0]!.body);
    }
    expect(viewIn(pages[0]!)).toMatchObject({
      state: 'unavailable',
      merchant: '',
      amount: null,
      products: [],
    });
    const submitted = await request('POST', `/api/pay/${expired.token}/payments`, {
      payment_product: 'card',
      card: card('4242424242424242'),
    });
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().error).toBe('link_unavailable');
    expect(await app.query('SELECT id FROM transactions WHERE payment_link_id = $1', [expired.id])).toEqual(
      [],
    );
  });

  it("keeps the link's text as written, also `$&` and `</script>` in it", async () => {
    const link = await newLink({ description: "Taart $& $' </script><b>x</b>" });
    const response = await fromAddress()('GET', `/pay/${link.token}`);
    expect(viewIn(response).header_text).toBe("Taart $& $' </script><b>x</b>");
    expect(response.body).not.toContain('<b>x</b>');
  });

  it("opens the demo data's open links on their merchant's design, payable", async () => {
    // The template is seeded at a fixed anchor: its links' expiry moves with it, as a demo seeded now has it.
    const [seeded] = await app.query<{ id: string; header_color: string }>(
      `UPDATE payment_links l SET expires_at = now() + interval '7 days' FROM checkout_designs d
       WHERE d.id = l.checkout_design_id AND d.organisation_id = l.organisation_id
         AND l.id = (SELECT id FROM payment_links WHERE status = 'CREATED' AND active AND checkout_design_id IS NOT NULL ORDER BY id LIMIT 1)
       RETURNING l.id, d.header_color`,
    );
    expect(seeded, 'an open seeded link with its design').toBeDefined();
    // Its URL as the merchant is shown it: the token derived from the seeded link's id.
    const response = await fromAddress()('GET', new URL(linkUrl(app.server, seeded!.id)).pathname);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`--pay-header-bg:${seeded!.header_color}`);
    expect(viewIn(response).products).toContain('card');
  });

  it('never shows the design of another organisation, even when a link names one', async () => {
    const sibling = await organisationIdOf(app, DEMO.siblingOwner);
    const [foreign] = await app.query<{ id: string }>(
      `INSERT INTO checkout_designs (organisation_id, name, header_color) VALUES ($1, 'Foreign', '#00ff00') RETURNING id`,
      [sibling],
    );
    const link = await newLink();
    await app.query('UPDATE payment_links SET checkout_design_id = $1 WHERE id = $2', [foreign!.id, link.id]);
    const response = await fromAddress()('GET', `/pay/${link.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('#00ff00');
    expect(response.body).toContain('--pay-header-bg:#c92a2a');
    expect(viewIn(response).header_text).toBe('cake-2026-001');
    // The header shows the reference (no design of its own: the default); the description is still there.
    expect(viewIn(response).description).toBe('Wedding cake deposit');
  });
});

describe('POST /api/pay/{token}/payments', () => {
  it('pays a single-use link with an approved card: DONE, inactive, naming the payment, which names the link', async () => {
    const link = await newLink();
    const submit = fromAddress();
    const paid = await submit('POST', `/api/pay/${link.token}/payments`, {
      payment_product: 'card',
      card: card('4242424242424242'),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ result: 'approved', next_action_url: null });
    const transaction = paid.json().transaction;
    expect(await linkRow(link.id)).toEqual({ status: 'DONE', active: false, transaction_id: transaction });
    const [payment] = await app.query<{
      payment_link_id: string;
      merchant_reference: string;
      status: string;
      amount: string;
    }>('SELECT payment_link_id, merchant_reference, status, amount FROM transactions WHERE id = $1', [
      transaction,
    ]);
    expect(payment).toMatchObject({
      payment_link_id: link.id,
      merchant_reference: 'cake-2026-001',
      status: 'SETTLEMENT_REQUESTED',
    });
    const api = await owner.get(`/api/transaction/${transaction}`);
    expect(api.json()).toMatchObject({
      payment_link: link.id,
      decision: { attempts: [{ outcome: 'approved' }] },
    });
    expect(
      (await linkEvents(link.id)).filter((event) => event.type === 'paymentlink.status_changed'),
    ).toMatchObject([
      { before: { status: 'CREATED' }, after: { status: 'INITIATED' } },
      { before: { status: 'INITIATED' }, after: { status: 'DONE', active: false, transaction } },
    ]);
    const again = await submit('POST', `/api/pay/${link.token}/payments`, {
      payment_product: 'card',
      card: card('4242424242424242'),
    });
    expect(again.statusCode).toBe(409);
    const page = await submit('GET', `/pay/${link.token}`);
    expect(page.statusCode).toBe(410);
    expect(viewIn(page).state).toBe('paid');
    const result = await submit(
      'GET',
      `/pay/${link.token}?transaction=${transaction}&status=SETTLEMENT_REQUESTED`,
    );
    expect(result.statusCode).toBe(200);
    expect(viewIn(result)).toMatchObject({ result: 'approved', amount: 2450 });
  });

  it('keeps the link payable after a declined card, and the retry pays it', async () => {
    const link = await newLink();
    const submit = fromAddress();
    const declined = await submit('POST', `/api/pay/${link.token}/payments`, {
      payment_product: 'card',
      card: card('4000000000000002'),
    });
    expect(declined.json()).toMatchObject({
      result: 'declined',
      reason: 'Declined by the issuer (do not honour)',
    });
    expect(await linkRow(link.id)).toEqual({ status: 'INITIATED', active: true, transaction_id: null });
    const paid = await submit('POST', `/api/pay/${link.token}/payments`, {
      payment_product: 'card',
      card: card('5555555555554444'),
    });
    expect(paid.json().result).toBe('approved');
    expect((await linkRow(link.id)).status).toBe('DONE');
    const payments = await app.query(
      'SELECT status FROM transactions WHERE payment_link_id = $1 ORDER BY created_at',
      [link.id],
    );
    expect(payments.map((row) => row.status)).toEqual(['DECLINED', 'SETTLEMENT_REQUESTED']);
  });

  it('sends a 3-D Secure card through the challenge page, back to the result page, and the link is DONE', async () => {
    const link = await newLink();
    const submit = fromAddress();
    const pending = await submit('POST', `/api/pay/${link.token}/payments`, {
      payment_product: 'card',
      card: card('4000002760003184'),
    });
    expect(pending.json()).toMatchObject({
      result: 'pending',
      next_action_url: expect.stringContaining('/v1/challenge/'),
    });
    expect((await linkRow(link.id)).status).toBe('INITIATED');
    const challenge = new URL(pending.json().next_action_url).pathname;
    const answered = await app.server.fastify.inject({
      method: 'POST',
      url: challenge,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=approve',
    });
    expect(answered.statusCode).toBe(303);
    const back = new URL(String(answered.headers.location));
    expect(back.pathname).toBe(`/pay/${link.token}`);
    expect(back.searchParams.get('transaction')).toBe(pending.json().transaction);
    expect(await linkRow(link.id)).toMatchObject({
      status: 'DONE',
      active: false,
      transaction_id: pending.json().transaction,
    });
    const result = await submit('GET', `${back.pathname}${back.search}`);
    expect(viewIn(result).result).toBe('approved');
  });

  it('pays by iDEAL through the issuer page; a cancelled redirect leaves the link payable', async () => {
    const link = await newLink();
    const submit = fromAddress();
    const first = await submit('POST', `/api/pay/${link.token}/payments`, { payment_product: 'ideal' });
    expect(first.json().result).toBe('pending');
    const cancelled = await app.server.fastify.inject({
      method: 'POST',
      url: new URL(first.json().next_action_url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=cancel',
    });
    expect(cancelled.statusCode).toBe(303);
    const comeback = await submit(
      'GET',
      new URL(String(cancelled.headers.location)).pathname +
        new URL(String(cancelled.headers.location)).search,
    );
    expect(viewIn(comeback)).toMatchObject({ state: 'open', result: 'cancelled' });
    expect(await linkRow(link.id)).toMatchObject({ status: 'INITIATED', active: true });
    const second = await submit('POST', `/api/pay/${link.token}/payments`, { payment_product: 'ideal' });
    await app.server.fastify.inject({
      method: 'POST',
      url: new URL(second.json().next_action_url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'result=approve',
    });
    expect(await linkRow(link.id)).toMatchObject({
      status: 'DONE',
      transaction_id: second.json().transaction,
    });
  });

  it('takes exactly one payment when submissions of a single-use link race, and authorises no other card', async () => {
    const link = await newLink();
    const body = { payment_product: 'card', card: card('4242424242424242') };
    const authorize = vi.spyOn(simulatedProcessor, 'authorize');
    try {
      const answers = await Promise.all(
        [fromAddress(), fromAddress(), fromAddress()].map((submit) =>
          submit('POST', `/api/pay/${link.token}/payments`, body),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The others wait for the link (link_busy) or find it paid (link_unavailable), before any processor.
      expect(statuses.filter((status) => status === 409)).toHaveLength(2);
      for (const answer of answers.filter((one) => one.statusCode === 409))
        expect(['link_busy', 'link_unavailable']).toContain(answer.json().error);
      expect(authorize).toHaveBeenCalledTimes(1);
    } finally {
      authorize.mockRestore();
    }
    const payments = await app.query('SELECT status FROM transactions WHERE payment_link_id = $1', [link.id]);
    expect(payments).toEqual([{ status: 'SETTLEMENT_REQUESTED' }]);
    const [claim] = await app.query('SELECT claimed_until FROM payment_links WHERE id = $1', [link.id]);
    expect(claim).toEqual({ claimed_until: null });
  });

  it('authorises nothing when a customer approves 3-D Secure after another paid the single-use link: the page says it was paid, in their language', async () => {
    const link = await newLink();
    const first = fromAddress();
    const pending = await first('POST', `/api/pay/${link.token}/payments`, {
      payment_product: 'card',
      card: card('4000002760003184'),
    });
    expect(pending.json().result).toBe('pending');
    const paid = await fromAddress()('POST', `/api/pay/${link.token}/payments`, {
      payment_product: 'card',
      card: card('4242424242424242'),
    });
    expect(paid.json().result).toBe('approved');
    const authorize = vi.spyOn(simulatedProcessor, 'authorize');
    let approved: LightMyRequestResponse;
    try {
      approved = await app.server.fastify.inject({
        method: 'POST',
        url: new URL(pending.json().next_action_url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'result=approve',
      });
      expect(authorize).not.toHaveBeenCalled();
    } finally {
      authorize.mockRestore();
    }
    expect(approved.statusCode, approved.body).toBe(303);
    const back = new URL(String(approved.headers.location));
    expect(back.pathname).toBe(`/pay/${link.token}`);
    const page = await first('GET', `${back.pathname}${back.search}`, undefined, { 'accept-language': 'nl' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="nl">');
    expect(viewIn(page)).toMatchObject({ state: 'paid', language: 'nl', result: null });
    const [mine] = await app.query('SELECT status, status_reason FROM transactions WHERE id = $1', [
      pending.json().transaction,
    ]);
    expect(mine).toEqual({ status: 'FAILED', status_reason: 'The payment link can no longer be paid' });
    expect(await linkRow(link.id)).toMatchObject({ status: 'DONE', transaction_id: paid.json().transaction });
  });

  it('asks a customer who approves 3-D Secure while another pays the same link to wait, on a page', async () => {
    const link = await newLink();
    const pending = await fromAddress()('POST', `/api/pay/${link.token}/payments`, {
      payment_product: 'card',
      card: card('4000002760003184'),
    });
    // Another customer's payment holds the link's claim.
    await app.query(`UPDATE payment_links SET claimed_until = now() + interval '1 minute' WHERE id = $1`, [
      link.id,
    ]);
    const challenge = new URL(pending.json().next_action_url).pathname;
    const approve = () =>
      app.server.fastify.inject({
        method: 'POST',
        url: challenge,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'result=approve',
      });
    const busy = await approve();
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['content-type']).toContain('text/html');
    expect(busy.body).toContain('<form method="post">');
    await app.query('UPDATE payment_links SET claimed_until = NULL WHERE id = $1', [link.id]);
    expect((await approve()).statusCode).toBe(303);
    expect((await linkRow(link.id)).status).toBe('DONE');
  });

  it('lets a reusable link be paid again and again, each payment naming it, while it stays open', async () => {
    const link = await newLink({ reusable: true });
    for (const number of ['4242424242424242', '4111111111111111']) {
      const paid = await fromAddress()('POST', `/api/pay/${link.token}/payments`, {
        payment_product: 'card',
        card: card(number),
      });
      expect(paid.json().result).toBe('approved');
    }
    expect(await linkRow(link.id)).toEqual({ status: 'INITIATED', active: true, transaction_id: null });
    expect(await app.query('SELECT id FROM transactions WHERE payment_link_id = $1', [link.id])).toHaveLength(
      2,
    );
    expect((await fromAddress()('GET', `/pay/${link.token}`)).statusCode).toBe(200);
  });

  it('checks the card as the page does (Luhn, expiry, CVC length by brand, product) without echoing the number', async () => {
    const link = await newLink();
    const submit = fromAddress();
    const cases: [object, string][] = [
      [{ payment_product: 'card', card: card('4242424242424241') }, 'body.card.number'],
      [
        { payment_product: 'card', card: { ...card('4242424242424242'), expiry_year: 2001 } },
        'body.card.expiry_year',
      ],
      [{ payment_product: 'card', card: card('378282246310005', '123') }, 'body.card.cvc'],
      [{ payment_product: 'card', card: card('4242424242424242', '1234') }, 'body.card.cvc'],
      [{ payment_product: 'paypal' }, 'body.payment_product'],
      [{ payment_product: 'ideal', card: card('4242424242424242') }, 'body.card'],
      [{ payment_product: 'card', card: card('4242424242424242'), amount: 1 }, 'body.amount'],
    ];
    for (const [body, path] of cases) {
      const response = await submit('POST', `/api/pay/${link.token}/payments`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details.map((detail: { path: string }) => detail.path)).toContain(path);
      expect(response.body).not.toMatch(/424242424242424|37828224631000/);
    }
    expect(await linkRow(link.id)).toMatchObject({ status: 'CREATED' });
  });

  it(`limits submissions to ${HOSTED_SUBMISSION_LIMITS.perAddress} per address and ${HOSTED_SUBMISSION_LIMITS.perLink} per link in ${HOSTED_SUBMISSION_LIMITS.windowMinutes} minutes (429 with Retry-After)`, async () => {
    const link = await newLink({ reusable: true });
    const declined = { payment_product: 'card', card: card('4000000000000002') };
    const submit = fromAddress();
    for (let index = 0; index < HOSTED_SUBMISSION_LIMITS.perAddress; index++) {
      expect((await submit('POST', `/api/pay/${link.token}/payments`, declined)).statusCode).toBe(200);
    }
    const limited = await submit('POST', `/api/pay/${link.token}/payments`, declined);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let index = HOSTED_SUBMISSION_LIMITS.perAddress; index < HOSTED_SUBMISSION_LIMITS.perLink; index++) {
      expect((await fromAddress()('POST', `/api/pay/${link.token}/payments`, declined)).statusCode).toBe(200);
    }
    const perLink = await fromAddress()('POST', `/api/pay/${link.token}/payments`, declined);
    expect(perLink.statusCode).toBe(429);
    expect(perLink.json().error).toBe('rate_limited');
  });
});

describe('POST /api/pay/{token}/cards', () => {
  async function newCardAddLink(extra: object = {}) {
    const response = await owner.post('/api/cardaddlink', {
      payment_profile: profile.id,
      customer,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(201);
    const link = response.json();
    return { id: link.id as string, token: (link.url as string).split('/pay/')[1]! };
  }

  it('verifies a card by a zero-amount authorisation and stores it on the customer: CREATED → INITIATED → DONE', async () => {
    const link = await newCardAddLink();
    const submit = fromAddress();
    const page = await submit('GET', `/pay/${link.token}`);
    expect(viewIn(page)).toMatchObject({ kind: 'card', state: 'open', amount: null, products: ['card'] });
    const declined = await submit('POST', `/api/pay/${link.token}/cards`, { card: card('4000000000000002') });
    expect(declined.json()).toMatchObject({ result: 'declined' });
    const stored = await submit('POST', `/api/pay/${link.token}/cards`, { card: card('5555555555554444') });
    expect(stored.json()).toMatchObject({ result: 'approved' });
    const [row] = await app.query<{ status: string; card_id: string }>(
      'SELECT status, card_id FROM card_add_links WHERE id = $1',
      [link.id],
    );
    expect(row!.status).toBe('DONE');
    const [saved] = await app.query(
      'SELECT customer_id, brand, bin, last4, expiry_month FROM cards WHERE id = $1',
      [row!.card_id],
    );
    expect(saved).toEqual({
      customer_id: customer,
      brand: 'mastercard',
      bin: '555555',
      last4: '4444',
      expiry_month: 12,
    });
    expect(
      (await linkEvents(link.id)).filter((event) => event.type === 'cardaddlink.status_changed'),
    ).toMatchObject([
      { before: { status: 'CREATED' }, after: { status: 'INITIATED', card: null } },
      { before: { status: 'INITIATED' }, after: { status: 'DONE', card: row!.card_id } },
    ]);
    const again = await submit('POST', `/api/pay/${link.token}/cards`, { card: card('4242424242424242') });
    expect(again.statusCode).toBe(409);
    expect(viewIn(await submit('GET', `/pay/${link.token}`))).toMatchObject({ kind: 'card', state: 'paid' });
  });

  it('sends a card the issuer wants authenticated through 3-D Secure before storing it; a failed one is not stored', async () => {
    const link = await newCardAddLink();
    const submit = fromAddress();
    const challenged = async () => {
      const pending = await submit('POST', `/api/pay/${link.token}/cards`, {
        card: card('4000002760003184'),
      });
      expect(pending.json()).toMatchObject({
        result: 'pending',
        next_action_url: expect.stringContaining(`/pay/${link.token}/verify/`),
      });
      return new URL(pending.json().next_action_url).pathname;
    };
    const answer = (path: string, result: string) =>
      app.server.fastify.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `result=${result}`,
      });
    const failed = await challenged();
    const page = await submit('GET', failed);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ending in 3184');
    expect(page.body).not.toContain('4000002760003184');
    const refused = await answer(failed, 'fail');
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`/pay/${link.token}?last4=3184&verified=declined`);
    expect(viewIn(await submit('GET', String(refused.headers.location)))).toMatchObject({
      state: 'open',
      result: 'declined',
    });
    expect((await answer(failed, 'approve')).statusCode).toBe(404);

    const approved = await answer(await challenged(), 'approve');
    expect(approved.headers.location).toBe(`/pay/${link.token}?last4=3184&verified=approved`);
    const [row] = await app.query<{ status: string; card_id: string; verification: unknown }>(
      'SELECT status, card_id, verification FROM card_add_links WHERE id = $1',
      [link.id],
    );
    expect(row).toMatchObject({ status: 'DONE', verification: null });
    const [saved] = await app.query('SELECT customer_id, last4 FROM cards WHERE id = $1', [row!.card_id]);
    expect(saved).toEqual({ customer_id: customer, last4: '3184' });
    expect(viewIn(await submit('GET', String(approved.headers.location)))).toMatchObject({
      kind: 'card',
      result: 'approved',
    });
  });

  it('refuses a cancelled card-add link: the page is the unavailable one, and no card is stored', async () => {
    const link = await newCardAddLink();
    const cancelled = await owner.post(`/api/cardaddlink/${link.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const submit = fromAddress();
    expect((await submit('GET', `/pay/${link.token}`)).statusCode).toBe(410);
    const refused = await submit('POST', `/api/pay/${link.token}/cards`, { card: card('4242424242424242') });
    expect(refused.statusCode).toBe(409);
    expect(await app.query('SELECT card_id FROM card_add_links WHERE id = $1', [link.id])).toEqual([
      { card_id: null },
    ]);
  });
});

describe('card numbers and link tokens on the hosted page', () => {
  it('a link token is in no log line: the request path is logged with it masked', async () => {
    const link = await newLink();
    await fromAddress()('GET', `/pay/${link.token}`);
    await fromAddress()('POST', `/api/pay/${link.token}/payments`, { payment_product: 'ideal' });
    expect(app.log()).toContain('/pay/[redacted]');
    expect(app.log()).toContain('"url":"/api/pay/[redacted]/payments"');
    const links = await app.query<{ id: string }>(
      'SELECT id FROM payment_links UNION ALL SELECT id FROM card_add_links',
    );
    for (const { id } of links) expect(app.log()).not.toContain(linkUrl(app.server, id).split('/pay/')[1]);
  });

  it('card numbers are in no log line or event after the tests above', async () => {
    const numbers = Object.keys(TEST_CARDS);
    for (const number of numbers) expect(app.log()).not.toContain(number);
    const events = await app.query<{ text: string }>(
      'SELECT before::text || after::text AS text FROM events',
    );
    for (const number of numbers) expect(events.some((row) => row.text?.includes(number))).toBe(false);
  });
});
