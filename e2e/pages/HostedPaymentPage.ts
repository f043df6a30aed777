import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { testNow, uniqueSuffix } from './clock';
import { DEMO_PASSWORD } from './demoUsers';

const nextYear = String((testNow().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** A link as the merchant's API answers it; `path` is its hosted page on the test server. */
export interface MadeLink {
  id: string;
  url: string;
  path: string;
  merchant_reference: string | null;
}

/**
 * Makes a payment or card-add link as a merchant user through the API (the screens are another
 * issue's), on the merchant's Webshop profile (cards and iDEAL), with an optional checkout design.
 */
export async function makeLink(
  request: APIRequestContext,
  owner: string,
  kind: 'paymentlink' | 'cardaddlink',
  fields: Record<string, unknown> = {},
): Promise<MadeLink> {
  const login = await request.post('/api/auth/login', { data: { username: owner, password: DEMO_PASSWORD } });
  expect(login.status(), `login of ${owner}`).toBe(200);
  const me = (await (await request.get('/api/auth/me')).json()) as { organisation: { id: string } };
  const profiles = (await (
    await request.get(`/api/paymentprofile?organisation=${me.organisation.id}&name=Webshop`)
  ).json()) as { id: string; currency_code: string }[];
  const profile = profiles[0]!;
  const body =
    kind === 'paymentlink'
      ? { payment_profile: profile.id, currency_code: profile.currency_code, amount: 2450, ...fields }
      : { payment_profile: profile.id, ...fields };
  const made = await request.post(`/api/${kind}`, { data: body });
  expect(made.status(), await made.text()).toBe(201);
  const link = (await made.json()) as Omit<MadeLink, 'path'>;
  return { ...link, path: new URL(link.url).pathname };
}

/** A checkout design of the merchant, made for a test (no logo: the page then loads nothing from elsewhere). */
export async function makeDesign(
  request: APIRequestContext,
  fields: Record<string, unknown>,
): Promise<string> {
  const made = await request.post('/api/checkoutdesign', {
    data: { name: `e2e ${uniqueSuffix()}`, header_payment_description: 'description', ...fields },
  });
  expect(made.status(), await made.text()).toBe(201);
  return ((await made.json()) as { id: string }).id;
}

/** The hosted payment page; labels in the page's language are passed in. */
export class HostedPaymentPage {
  constructor(private readonly page: Page) {}

  async goto(path: string) {
    await this.page.goto(path);
  }

  field(label: string | RegExp) {
    return this.page.getByLabel(label);
  }

  /** Fills the card form (English labels unless given) with an expiry next year. */
  async fillCard(
    number: string,
    cvc = '123',
    labels = { number: 'Card number', expiry: /^Expiry date/, cvc: /^Security code/ },
  ) {
    await this.field(labels.number).fill(number);
    await this.field(labels.expiry).fill(`12/${nextYear}`);
    await this.field(labels.cvc).fill(cvc);
  }

  button(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { name });
  }

  get header() {
    return this.page.locator('.pay-header');
  }
}
