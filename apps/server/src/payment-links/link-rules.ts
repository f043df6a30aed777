import {
  defaultLinkExpiry,
  isOpenLink,
  LINK_MAX_LIFETIME_DAYS,
  LINK_UNAVAILABLE,
  linkExpiryIssue,
  maxPaymentAmount,
  OPEN_LINK_STATUSES,
} from '@psp/domain';
import { amountAboveMaximumDetail } from '../payments/create-payment.js';
import { badRequest, conflict, type FieldError, HttpError } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';
import { idsOutsideMerchant, type OwnedTable } from '../platform/resource/scoped-ids.js';

/** Answer of a link that takes nothing (expired, deactivated, paid, cancelled): the page says which. */
export const linkUnavailable = () =>
  new HttpError(409, LINK_UNAVAILABLE, 'This link can no longer be paid or used');

/** 409 `invalid_status` naming the transition a link in `from` cannot make. */
export function invalidLinkStatus(kind: 'payment link' | 'card-add link', from: string, to: string) {
  return new HttpError(409, 'invalid_status', `A ${from} ${kind} cannot move to ${to}`, [
    {
      path: 'status',
      code: 'invalid_status',
      message: `From ${from} to ${to}`,
      expected: OPEN_LINK_STATUSES,
      actual: from,
    },
  ]);
}

const LINK_REFERENCES = [
  ['payment_profile', 'payment_profiles'],
  ['customer', 'customers'],
] as const satisfies readonly (readonly [string, OwnedTable])[];

interface LinkInput {
  organisation?: string | undefined;
  payment_profile?: string | undefined;
  customer?: string | null | undefined;
  checkout_design?: string | null | undefined;
  currency_code?: string | undefined;
  amount?: number | undefined;
  expires_at?: string | null | undefined;
}

/**
 * The checks of a new link beyond its schema: its profile and customer are its own merchant's (the
 * service already checked they are in the caller's scope, but a provider user sees every merchant), its
 * checkout design its own organisation's, a payment link's currency is its profile's and its amount within
 * the profile's maximum payment (else the link could never be paid), and the expiry lies ahead within the maximum
 * lifetime (a missing one gets the default). Answers the expiry to store.
 */
export async function checkNewLink(
  trx: Executor,
  kind: 'paymentlink' | 'cardaddlink',
  input: LinkInput,
  now = new Date(),
): Promise<string> {
  const organisation = input.organisation as string;
  const errors: FieldError[] = [];
  for (const [field, table] of LINK_REFERENCES) {
    const id = input[field];
    if (typeof id !== 'string') continue;
    if ((await idsOutsideMerchant(trx, organisation, table, [id])).length > 0) {
      errors.push({
        path: `body.${field}`,
        code: 'invalid_reference',
        message: `The ${field.replace('_', ' ')} belongs to another merchant`,
        actual: id,
      });
    }
  }
  // The hosted page shows the design of the link's own organisation only (a shop's design is the shop's).
  if (typeof input.checkout_design === 'string') {
    const design = await trx
      .selectFrom('checkout_designs')
      .select('id')
      .where('id', '=', input.checkout_design)
      .where('organisation_id', '=', organisation)
      .executeTakeFirst();
    if (!design) {
      errors.push({
        path: 'body.checkout_design',
        code: 'invalid_reference',
        message: 'The checkout design belongs to another organisation',
        actual: input.checkout_design,
      });
    }
  }
  if (input.currency_code !== undefined && input.payment_profile && errors.length === 0) {
    const profile = await trx
      .selectFrom('payment_profiles')
      .select(['currency_code', 'max_amount'])
      .where('id', '=', input.payment_profile)
      .executeTakeFirstOrThrow();
    if (profile.currency_code !== input.currency_code) {
      errors.push({
        path: 'body.currency_code',
        code: 'currency_mismatch',
        message: `The payment profile takes ${profile.currency_code}`,
        expected: profile.currency_code,
        actual: input.currency_code,
      });
    }
    const maximum = maxPaymentAmount(profile.max_amount, profile.currency_code);
    if (input.amount !== undefined && input.amount > maximum) {
      errors.push(amountAboveMaximumDetail(maximum, input.amount, profile.currency_code));
    }
  }
  const expiry = expiryError(input.expires_at, now);
  if (expiry) errors.push(expiry);
  if (errors.length) throw badRequest(errors);
  return input.expires_at ?? defaultLinkExpiry(kind, now);
}

function expiryError(expiresAt: string | null | undefined, now: Date): FieldError | null {
  if (!expiresAt) return null;
  const issue = linkExpiryIssue(expiresAt, now);
  if (!issue) return null;
  return {
    path: 'body.expires_at',
    code: issue.code,
    message:
      issue.code === 'in_past'
        ? 'The expiry must lie in the future'
        : `A link lives at most ${LINK_MAX_LIFETIME_DAYS} days`,
    expected: issue.expected,
    actual: expiresAt,
  };
}

/** An edit of an open link: only while it is open, and a new expiry within the limits. */
export function checkLinkEdit(
  kind: 'payment link' | 'card-add link',
  existing: { status: string; active?: boolean },
  input: { expires_at?: string | null | undefined },
  now = new Date(),
): void {
  if (!isOpenLink(existing.status) || existing.active === false) {
    throw conflict(
      'invalid_status',
      `A ${existing.active === false ? 'deactivated' : existing.status} ${kind} cannot be changed`,
    );
  }
  const expiry = expiryError(input.expires_at, now);
  if (expiry) throw badRequest([expiry]);
}
