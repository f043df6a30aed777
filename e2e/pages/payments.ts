import { type APIRequestContext, expect } from '@playwright/test';
import { testNow, uniqueSuffix } from './clock';
import { DEMO_PASSWORD } from './demoUsers';

export interface MadePayment {
  id: string;
  merchant_reference: string;
  amount: number;
  status: string;
  /** A payment waiting for its customer: the 3-D Secure or redirect page. */
  next_action: { type: string; url: string } | null;
}

/**
 * Makes a card payment through the payments API (POST /v1/transactions) as the merchant a user owns: a
 * payment the engine decided, with its decision trace and status history. `request` is a context of its
 * own (not the page's), so the page's user can be someone without API key rights.
 */
export async function makePayment(
  request: APIRequestContext,
  owner: string,
  payment: { reference: string; amount: number; manualCapture?: boolean; cardNumber?: string },
): Promise<MadePayment> {
  const login = await request.post('/api/auth/login', { data: { username: owner, password: DEMO_PASSWORD } });
  expect(login.status(), `login of ${owner}`).toBe(200);
  const key = (await (
    await request.post('/api/apikey', { data: { name: `e2e ${payment.reference}` } })
  ).json()) as {
    secret: string;
    organisation: string;
  };
  const profiles = (await (
    await request.get(`/api/paymentprofile?organisation=${key.organisation}`)
  ).json()) as {
    id: string;
    currency_code: string;
  }[];
  const profile = profiles[0]!;
  const made = await request.post('/v1/transactions', {
    headers: { authorization: `Bearer ${key.secret}` },
    data: {
      amount: payment.amount,
      currency_code: profile.currency_code,
      payment_profile: profile.id,
      payment_product: 'card',
      merchant_reference: payment.reference,
      ...(payment.manualCapture && { capture: 'manual' }),
      card: {
        number: payment.cardNumber ?? '4242424242424242',
        expiry_month: 12,
        expiry_year: testNow().getUTCFullYear() + 1,
        cvc: '123',
        holder_name: 'E. Tester',
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as MadePayment;
}

/** A reference no earlier run used (the demo data persists while the test server runs). */
export const uniqueReference = (prefix: string) => `${prefix}-${uniqueSuffix()}`;
