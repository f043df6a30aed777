import type { PopulatedRowOf } from '@psp/domain';

/** 002 §7: a subscription's list populates its customer, plan, payment profile and organisation. */
export const SUBSCRIPTION_POPULATE = ['customer', 'plan', 'payment_profile', 'organisation'] as const;

export type SubscriptionRow = PopulatedRowOf<'subscription', (typeof SUBSCRIPTION_POPULATE)[number]>;

/** 002 §4: the Copy link button shows only in these statuses, and only when the link exists. */
export const LINK_STATUSES: readonly string[] = ['CREATED', 'PAST_DUE', 'EXPIRED'];
