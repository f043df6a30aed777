// A load of payments through /v1 from outside the server, shared by the payments benchmark and the
// crash test: the demo merchant's card profile, an API key for it, and numbered payment requests.
import { loopbackRequest } from '../platform/http/loopback-client.js';
import { DEMO_PASSWORD } from '../seed/seed.js';

export interface CardProfile {
  id: string;
  organisation_id: string;
  currency_code: string;
}

/** Mostly approved cards, some declines, a few 3-D Secure challenges (answered PENDING). */
export const CARD_MIX: readonly [string, number][] = [
  ['4242424242424242', 60],
  ['5555555555554444', 15],
  ['4111111111111111', 10],
  ['4000000000000002', 7],
  ['4000000000009995', 5],
  ['4000002760003184', 3],
];
const cardNumbers = CARD_MIX.flatMap(([number, weight]) => Array<string>(weight).fill(number));

/** A card profile of the bakery (the demo merchant); run it, then {@link INSTANT_PROCESSORS} with its id. */
export const CARD_PROFILE_SQL = `SELECT pp.id, pp.organisation_id, pp.currency_code FROM payment_profiles pp
   JOIN users u ON u.organisation_id = pp.organisation_id AND u.email = 'owner@goudenkorst.demo'
   WHERE EXISTS (SELECT 1 FROM payment_profile_processors ppp JOIN processors p ON p.id = ppp.processor_id
                 WHERE ppp.payment_profile_id = pp.id AND p.payment_product = 'card' AND p.active)
   ORDER BY pp.name LIMIT 1`;

/** Makes the processors of profile $1 answer at once with the test cards' own outcomes. */
export const INSTANT_PROCESSORS_SQL = `UPDATE processors SET simulated_latency_ms = 0, simulated_outcome = NULL
   WHERE id IN (SELECT processor_id FROM payment_profile_processors WHERE payment_profile_id = $1)`;

/** Logs in as the platform admin on `base` and creates an API key of the organisation; returns its secret. */
export async function createApiKey(base: string, organisationId: string, name: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@lighthouse.demo', password: DEMO_PASSWORD }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((value) => value.startsWith('psp_session='))!
    .split(';')[0]!;
  const created = await fetch(`${base}/api/apikey`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name, organisation: organisationId }),
  });
  if (created.status !== 201) throw new Error(`POST /api/apikey answered ${created.status}`);
  return ((await created.json()) as { secret: string }).secret;
}

/** The `index`th payment of a load: its body and its own Idempotency-Key. */
export function paymentRequest(profile: CardProfile, index: number, run: string) {
  return {
    key: `${run}-${index}`,
    body: {
      amount: 500 + ((index * 7919) % 20_000),
      currency_code: profile.currency_code,
      payment_profile: profile.id,
      payment_product: 'card',
      merchant_reference: `${run}-${index}`,
      card: {
        number: cardNumbers[index % cardNumbers.length],
        expiry_month: 12,
        expiry_year: new Date().getUTCFullYear() + 2,
        cvc: '123',
      },
      country_code: 'NL',
    },
  };
}

/** The answer to one payment request. */
export interface PaymentReply {
  status: number;
  replayed: boolean;
  /** Seconds the server asks a retry to wait (Retry-After), when it says. */
  retryAfter?: number;
  body: string;
}

/** POSTs one payment request to /v1/transactions of `base`. */
export async function postPayment(
  base: string,
  secret: string,
  payment: ReturnType<typeof paymentRequest>,
): Promise<PaymentReply> {
  const { status, headers, body } = await loopbackRequest(
    'POST',
    `${base}/v1/transactions`,
    {
      'content-type': 'application/json',
      authorization: `Bearer ${secret}`,
      'idempotency-key': payment.key,
    },
    JSON.stringify(payment.body),
  );
  const retryAfter = headers['retry-after'];
  return {
    status,
    replayed: headers['idempotent-replayed'] === 'true',
    ...(typeof retryAfter === 'string' ? { retryAfter: Number(retryAfter) } : {}),
    body,
  };
}
