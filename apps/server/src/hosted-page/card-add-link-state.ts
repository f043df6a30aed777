import { RESOURCE_ACCESS } from '@psp/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import { linkUnavailable } from '../payment-links/link-rules.js';
import { changeCardAddLinkStatus, selectLockedCardAddLink } from '../payment-links/link-status.js';
import { storeCard } from '../payments/create-payment.js';
import { defineCommand } from '../platform/commands/command.js';

type LockedCardAddLink = NonNullable<Awaited<ReturnType<typeof selectLockedCardAddLink>>>;

const open = (link: LockedCardAddLink) =>
  !link.expired && (link.status === 'CREATED' || link.status === 'INITIATED');

/** The customer submits a card on a card-add link's page: CREATED → INITIATED, before the card is verified. */
export const startCardAddCommand = defineCommand({
  name: 'cardAddLink.start',
  input: z.object({ id: z.uuid() }).strict(),
  requirement: RESOURCE_ACCESS.cardaddlink.update,
  async run(context, { id }) {
    const link = await selectLockedCardAddLink(context, id);
    if (!link || !open(link)) throw linkUnavailable();
    if (link.status === 'CREATED') await changeCardAddLinkStatus(context, link, { status: 'INITIATED' });
  },
});

/** What is kept of a card being verified; the number itself never reaches these commands. */
const verifiedCardSchema = z
  .object({
    brand: z.string(),
    bin: z.string().regex(/^\d{6}$/),
    last4: z.string().regex(/^\d{4}$/),
    expiry_month: z.int(),
    expiry_year: z.int(),
    holder_name: z.string().nullable(),
    fingerprint: z.string(),
  })
  .strict();

/**
 * The processor verified the card (a zero-amount authorisation): it is stored on the link's customer
 * (brand, BIN, last 4, expiry, fingerprint; a card the customer gave before is reused, one that another
 * customer gave is stored again as this customer's) and the link is DONE, naming the card. A link
 * cancelled or expired meanwhile stores nothing (409).
 */
export const storeLinkCardCommand = defineCommand({
  name: 'cardAddLink.storeCard',
  input: z
    .object({ id: z.uuid(), card: verifiedCardSchema, challenge_sha256: z.string().optional() })
    .strict(),
  requirement: RESOURCE_ACCESS.cardaddlink.update,
  async run(context, { id, card, challenge_sha256 }) {
    const link = await selectLockedCardAddLink(context, id);
    // After 3-D Secure, only the challenge still waiting may store its card (a second answer finds none).
    if (!link || !open(link) || (challenge_sha256 && link.challenge_sha256 !== challenge_sha256))
      throw linkUnavailable();
    const cardId = await storeCard(context.trx, {
      ...card,
      id: crypto.randomUUID(),
      organisation_id: link.organisation_id,
      customer_id: link.customer_id,
    });
    await changeCardAddLinkStatus(context, link, { status: 'DONE', card: cardId });
    return cardId;
  },
});

/**
 * The issuer asks for 3-D Secure before the card is stored: the link keeps what is kept of the card and
 * the digest of the challenge page's token until the customer answers. A later challenge replaces it.
 */
export const awaitCardChallengeCommand = defineCommand({
  name: 'cardAddLink.awaitChallenge',
  input: z.object({ id: z.uuid(), card: verifiedCardSchema, challenge_sha256: z.string() }).strict(),
  requirement: RESOURCE_ACCESS.cardaddlink.update,
  async run({ trx, actor }, { id, card, challenge_sha256 }) {
    const link = await selectLockedCardAddLink({ trx, actor }, id);
    if (!link || !open(link)) throw linkUnavailable();
    await trx
      .updateTable('card_add_links')
      .set({ verification: JSON.stringify({ token_sha256: challenge_sha256, card }), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  },
});

/** The customer failed 3-D Secure: the card is not stored and its challenge is gone; the link stays open. */
export const dropCardChallengeCommand = defineCommand({
  name: 'cardAddLink.dropChallenge',
  input: z.object({ id: z.uuid(), challenge_sha256: z.string() }).strict(),
  requirement: RESOURCE_ACCESS.cardaddlink.update,
  async run({ trx, actor }, { id, challenge_sha256 }) {
    const link = await selectLockedCardAddLink({ trx, actor }, id);
    if (!link || link.challenge_sha256 !== challenge_sha256) throw linkUnavailable();
    await trx.updateTable('card_add_links').set({ verification: null }).where('id', '=', id).execute();
  },
});
