import { createHash, randomUUID } from 'node:crypto';
import {
  blockedByRuleset,
  blockedByScreening,
  type CardDetails,
  type CompiledRoutingNode,
  type CompiledRuleset,
  type CreatePayment,
  cardBrandOf,
  cardDigitsToKeep,
  compileRouting,
  compileRuleset,
  cvcLengthOf,
  type DecisionTrace,
  decideMiddleware,
  decideRulesets,
  evaluateRouting,
  expiryInFuture,
  LINK_UNAVAILABLE,
  maxPaymentAmount,
  OUTCOME_INFO,
  type PaymentFacts,
  type PaymentProduct,
  type ProcessorOutcome,
  paymentFactsOf,
  REDIRECT_PRODUCTS,
  type StoredRoutingNode,
  TRANSACTION_STATUS_REASONS,
  type Transaction,
  type TransactionStatus,
  toDecimalString,
} from '@psp/domain';
import { sql } from 'kysely';
import { customerResource } from '../customers/customers.resource.js';
import { linkUrl } from '../hosted-page/hosted-link-url.js';
import {
  type Actor,
  actorReference,
  assertMayUsePaymentProfile,
  inScope,
  paymentProfileLimit,
} from '../platform/auth/actor.js';
import { merchantInactive, organisationActive, systemActor } from '../platform/auth/actors.js';
import { ProcessCache } from '../platform/cache/process-cache.js';
import type { CommandContext } from '../platform/commands/command.js';
import type { Config } from '../platform/config.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';
import type { EventRecorder } from '../platform/events/event-bus.js';
import { badRequest, type FieldError, HttpError } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import {
  changeTransactionStatus,
  insertTransaction,
  type NewTransactionStep,
} from '../transactions/transaction-status.js';
import type { ProcessorAdapter, ProcessorTarget } from './processor-adapter.js';

export interface PaymentEngineDependencies {
  database: Database;
  resources: ResourceService;
  events: EventRecorder;
  secrets: SecretBox;
  config: Pick<Config, 'publicUrl'>;
  processors: ProcessorAdapter;
  /**
   * Runs in every write transaction of a payment (its creation, and its answer after 3-D Secure or a
   * redirect) with its status: a feature moves what the payment belongs to (a payment link) in the same
   * transaction, or throws to write nothing.
   */
  onPaymentWritten?: PaymentWrittenHook;
  /**
   * Claims the payment link a payment is made through for its processor call (a single-use link is paid
   * one attempt at a time); answers the release, and throws to refuse the attempt before any processor:
   * `link_unavailable` (LINK_UNAVAILABLE) when the link takes no payment any more, which fails a payment
   * approved after its challenge rather than leaving it pending.
   */
  claimLink?: (paymentLinkId: string) => Promise<() => Promise<void>>;
}

/** A payment as written by the engine, for {@link PaymentEngineDependencies.onPaymentWritten}. */
export interface WrittenPayment {
  id: string;
  organisation_id: string;
  status: TransactionStatus;
  payment_link_id: string | null;
  /** The subscription whose cycle it charges. */
  subscription_id: string | null;
}
export type PaymentWrittenHook = (
  context: Pick<CommandContext, 'trx' | 'actor' | 'events'>,
  payment: WrittenPayment,
) => Promise<void>;

/**
 * Where a payment comes from besides its body, for the engine's own callers: the payment link it is
 * made through, or the subscription cycle it charges. A caller that must make the same payment again
 * after a crash (the billing run) gives its id: the processor's reference derives from it, so a real
 * processor answers the repeat with its first result, and the id is written once.
 */
export interface PaymentOrigin {
  id?: string;
  paymentLinkId?: string | null;
  subscription?: { id: string; cycle: number };
  /**
   * The redirect payment its customer approved (a PayPal billing agreement, ADR 0014): this payment is
   * charged on it without the customer, merchant-initiated, with no redirect.
   */
  agreement?: string;
}

/** What a zero-amount verification of a card (before storing it without a payment) answered. */
export interface CardVerification {
  outcome: ProcessorOutcome | 'unroutable';
  trace: DecisionTrace;
}

const MANUAL_CAPTURE_DAYS = 7;

/** Compiled rulesets and routing trees by id and updated_at: a changed one is compiled again. */
const rulesetCache = new ProcessCache<ReturnType<typeof compileRuleset>>('compiled-rulesets');
const routingCache = new ProcessCache<ReturnType<typeof compileRouting>>('compiled-routings');

const isRedirectProduct = (product: string) => (REDIRECT_PRODUCTS as readonly string[]).includes(product);

/** What finds the customer of a payment's customer_details: the merchant's reference, else the e-mail. */
interface CustomerMatch {
  email_address: string;
  merchant_reference?: string | null | undefined;
}

/** A processor as the engine routes to it: the adapter's target and its settlement schedule. */
type EngineProcessor = ProcessorTarget & { settlement_delay_days: number };

/** The failover list of a product: its active processors of the organisation, in order. */
interface FailoverSetup {
  max_attempts: number;
  processors: EngineProcessor[];
}

/**
 * Everything the engine reads to decide a payment, read in ONE round trip (the write path's cost is
 * its round trips): the payment profile, its active processors for the product in order, the routing
 * of the product, the rulesets, the middlewares, the failover list, and the card and customer named.
 */
interface PaymentSetup {
  id: string;
  organisation_id: string;
  /** Whether the profile's merchant takes payments ({@link organisationActive}, ADR 0016). */
  active: boolean;
  currency_code: string;
  /** The profile's own maximum payment (minor units), or null for the platform's. */
  max_amount: number | null;
  candidates: EngineProcessor[];
  routing: { id: string; version: number; details: unknown; updated_at: string } | null;
  rulesets: {
    id: string;
    name: string;
    action: string;
    tag_id: string | null;
    rules: unknown;
    version: number;
    updated_at: string;
  }[];
  middlewares: { id: string; name: string; type: string; config: unknown }[];
  failover: FailoverSetup | null;
  known_card: string | null;
  /** The card a merchant-initiated payment names (`card_id`), wherever it belongs: checked by the engine. */
  stored_card: {
    id: string;
    organisation_id: string;
    customer_id: string | null;
    brand: string;
    bin: string;
    last4: string;
  } | null;
  customer: { id: string; organisation_id: string; status: string; country_code: string | null } | null;
}

const processorJson = (alias: string) => sql`json_build_object(
  'id', ${sql.ref(`${alias}.id`)}, 'gateway', ${sql.ref(`${alias}.gateway`)},
  'payment_product', ${sql.ref(`${alias}.payment_product`)},
  'simulated_latency_ms', ${sql.ref(`${alias}.simulated_latency_ms`)},
  'simulated_outcome', ${sql.ref(`${alias}.simulated_outcome`)},
  'settlement_delay_days', ${sql.ref(`${alias}.settlement_delay_days`)})`;

/**
 * The payments engine: POST /v1/transactions. Reads and decides first (profile, customer, card,
 * rulesets, routing, middlewares), calls the processors outside any transaction (they take their
 * latency), then writes the payment, its card and customer, status history, trace and events in ONE
 * transaction: a crash before it leaves nothing.
 */
export class PaymentEngine {
  constructor(private readonly deps: PaymentEngineDependencies) {}

  /**
   * `within` runs in the payment's write transaction with its answer (to store it idempotently); a
   * payment through a payment link holds the link's claim while it is made.
   */
  async create(
    actor: Actor,
    input: CreatePayment,
    within?: (trx: Executor, answer: Transaction) => Promise<void>,
    origin: PaymentOrigin = {},
  ): Promise<Transaction> {
    return this.holdingLink(origin.paymentLinkId ?? null, () => this.make(actor, input, within, origin));
  }

  /** Claims the payment link (when there is one and a claimer) for a processor call: answers the release. */
  private async claimLink(paymentLinkId: string | null): Promise<() => Promise<void>> {
    if (!paymentLinkId || !this.deps.claimLink) return async () => {};
    return this.deps.claimLink(paymentLinkId);
  }

  /** Runs `work` holding the claim of the payment link. */
  private async holdingLink<T>(paymentLinkId: string | null, work: () => Promise<T>): Promise<T> {
    const release = await this.claimLink(paymentLinkId);
    try {
      return await work();
    } finally {
      await release();
    }
  }

  private async make(
    actor: Actor,
    input: CreatePayment,
    within: ((trx: Executor, answer: Transaction) => Promise<void>) | undefined,
    origin: PaymentOrigin,
  ): Promise<Transaction> {
    const now = new Date();
    const paymentLinkId = origin.paymentLinkId ?? null;
    const cardFacts = input.card ? cardFactsOf(input.card, now, this.deps.secrets) : null;
    const setup = await this.setupOf(actor, input, cardFacts);
    const profile = setup;
    // A named customer, or the one customer_details found in the organisation (by reference or e-mail).
    const customer = input.customer ? this.customerOf(actor, input.customer, setup) : setup.customer;
    // A stored card or agreement makes the payment merchant-initiated: exempt from 3-D Secure and any
    // redirect (the customer is absent).
    const merchantInitiated = input.card_id !== undefined || origin.agreement !== undefined;
    const card = cardFacts
      ? { ...cardFacts, id: setup.known_card ?? randomUUID(), isNew: setup.known_card === null }
      : input.card_id !== undefined
        ? { ...storedCardOf(input, setup), isNew: false }
        : null;

    const id = origin.id ?? randomUUID();
    const facts = paymentFactsOf({
      id,
      amount: input.amount,
      currency_code: input.currency_code,
      recurring_type: input.recurring_type ?? null,
      country_code:
        input.country_code ?? input.customer_details?.country_code ?? customer?.country_code ?? null,
      card: card ? { id: card.id, brand: card.brand, bin: card.bin } : null,
      customer: customer ? { id: customer.id, status: customer.status } : null,
    });

    const trace: DecisionTrace = {
      rulesets: [],
      skipped_rulesets: [],
      routing: null,
      middlewares: [],
      attempts: [],
    };
    const rulesets = this.rulesetsOf(setup, trace);
    const decided = decideRulesets(rulesets.compiled, facts);
    trace.rulesets = decided.trace;
    const tags = decided.tags;
    let blocked = decided.blockedBy ? blockedByRuleset(decided.blockedBy.name) : null;
    if (decided.blockedBy)
      trace.blocked = { by: 'ruleset', id: decided.blockedBy.ruleset, name: decided.blockedBy.name };
    let challenge = decided.challenge && !merchantInitiated ? 'ruleset' : null;

    for (const middleware of setup.middlewares) {
      const decision = decideMiddleware(middleware, facts);
      trace.middlewares.push(decision);
      if (decision.block && !blocked) {
        blocked = blockedByScreening(decision.score);
        trace.blocked = { by: 'middleware', id: middleware.id, name: middleware.name };
      }
      if (decision.challenge && !challenge && !merchantInitiated) challenge = `middleware ${middleware.name}`;
    }

    // A blocked payment goes to no processor: it is not routed, so its trace names none and no routing counts it.
    const routed = blocked ? null : this.route(setup, facts, trace);

    let status: TransactionStatus = 'FAILED';
    let reason: string | null = null;
    let processor: EngineProcessor | null = routed;
    let externalId: string | null = null;
    if (blocked) {
      reason = blocked;
    } else if (!routed) {
      reason = TRANSACTION_STATUS_REASONS.unroutable;
    } else if (challenge || (isRedirectProduct(input.payment_product) && !input.card && !merchantInitiated)) {
      status = 'PENDING';
    } else {
      const result = await this.authorize(setup.failover, routed, {
        id,
        product: input.payment_product,
        amount: input.amount,
        currency_code: input.currency_code,
        cardNumber: input.card?.number ?? null,
        card,
        three_d_secure: false,
        attemptsSoFar: 0,
        trace,
      });
      processor = result.processor;
      externalId = result.external_id;
      if (result.outcome === 'challenge' && merchantInitiated) {
        // No customer to authenticate: the issuer's request is a decline the merchant resolves with them.
        status = 'DECLINED';
        reason = AUTHENTICATION_REQUIRED;
      } else if (result.outcome === 'challenge') {
        status = 'PENDING';
        challenge = 'issuer';
      } else {
        ({ status, reason } = finalStatus(result.outcome));
      }
    }

    let nextAction: { type: 'redirect' } | null = null;
    if (status === 'PENDING') {
      trace.challenge = {
        token_sha256: tokenDigest(challengeTokenOf(this.deps.secrets, id)),
        reason: challenge ?? 'redirect',
      };
      nextAction = { type: 'redirect' };
    }

    const steps: NewTransactionStep[] =
      status === 'PENDING'
        ? [
            {
              to: 'PENDING',
              reason: challenge
                ? TRANSACTION_STATUS_REASONS.challenge
                : TRANSACTION_STATUS_REASONS.waitingForCustomer,
              columns: { next_action: JSON.stringify(nextAction) },
            },
          ]
        : outcomeSteps({ status, reason, capture: input.capture, amount: input.amount, processor });
    return this.deps.database.db.transaction().execute(async (trx) => {
      const context = { trx, actor, events: this.deps.events };
      let customerId = customer?.id ?? null;
      if (!customerId && input.customer_details) {
        customerId = await this.createCustomer(context, profile.organisation_id, input.customer_details);
      }
      const cardId =
        card && 'fingerprint' in card && card.isNew
          ? await storeCard(trx, {
              ...card,
              organisation_id: profile.organisation_id,
              customer_id: customerId,
            })
          : (card?.id ?? null);
      const transaction = await insertTransaction(
        context,
        this.deps.resources,
        {
          id,
          organisation_id: profile.organisation_id,
          payment_profile_id: profile.id,
          processor_id: processor?.id ?? null,
          customer_id: customerId,
          card_id: cardId,
          merchant_reference: input.merchant_reference,
          description: input.description ?? null,
          amount: input.amount,
          currency_code: input.currency_code,
          blocked: blocked !== null,
          tag_ids: tags,
          payment_product: input.payment_product,
          payment_product_type: card?.brand ?? null,
          recurring_type: input.recurring_type ?? null,
          country_code: facts.country_code,
          platform: input.platform ?? null,
          browser: input.browser ?? null,
          ip_address: input.ip_address ?? null,
          processor_id_external: externalId,
          capture_mode: input.capture,
          decision: JSON.stringify(trace),
          return_url: input.return_url ?? null,
          metadata: JSON.stringify(input.metadata ?? {}),
          payment_link_id: paymentLinkId,
          subscription_id: origin.subscription?.id ?? null,
          subscription_cycle: origin.subscription?.cycle ?? null,
        },
        steps,
      );
      const answer = transaction as Transaction;
      await this.deps.onPaymentWritten?.(context, {
        id,
        organisation_id: profile.organisation_id,
        status: answer.status,
        payment_link_id: paymentLinkId,
        subscription_id: origin.subscription?.id ?? null,
      });
      await within?.(trx, answer);
      return answer;
    });
  }

  /** Where to send the customer of a PENDING payment: its challenge or redirect page. */
  challengeUrl(paymentId: string): string {
    return challengeUrlOf(this.deps, paymentId);
  }

  /**
   * Where the customer goes after the challenge or redirect page: the merchant's return_url, or for a
   * payment of a link the link's page, whose URL holds its token and so is built here, not stored.
   */
  returnUrlOf(payment: { return_url: string | null; payment_link_id: string | null }): string | null {
    return (
      payment.return_url ?? (payment.payment_link_id ? linkUrl(this.deps, payment.payment_link_id) : null)
    );
  }

  /** The PENDING payment a challenge or redirect page's token belongs to (only its digest is stored). */
  pendingByToken(token: string) {
    return this.deps.database.db
      .selectFrom('transactions')
      .selectAll()
      .where('status', '=', 'PENDING')
      .where(sql<string>`decision->'challenge'->>'token_sha256'`, '=', tokenDigest(token))
      .executeTakeFirst();
  }

  /** Continues a PENDING payment after its challenge or redirect page: authorise, or fail or cancel it. */
  async continueAfterChallenge(
    token: string,
    result: 'approve' | 'fail' | 'cancel',
  ): Promise<{ id: string; returnUrl: string | null; status: TransactionStatus } | undefined> {
    const row = await this.pendingByToken(token);
    if (!row) return undefined;
    const digest = tokenDigest(token);
    // Only an approval calls a processor: that is what a link's claim keeps to one at a time.
    if (result !== 'approve') return this.continuePending(row, digest, result);
    let release: () => Promise<void>;
    try {
      release = await this.claimLink(row.payment_link_id);
    } catch (error) {
      if (!(error instanceof HttpError && error.code === LINK_UNAVAILABLE)) throw error;
      // Another customer paid the link (or it closed) while this one was at the issuer: nothing is
      // authorised, the payment fails, and its customer goes back to the link's page, which says so.
      return this.continuePending(row, digest, result, LINK_CLOSED);
    }
    try {
      return await this.continuePending(row, digest, result);
    } finally {
      await release();
    }
  }

  /** `refused`: why an approval is failed before any processor (the link it pays closed meanwhile). */
  private async continuePending(
    row: NonNullable<Awaited<ReturnType<PaymentEngine['pendingByToken']>>>,
    digest: string,
    result: 'approve' | 'fail' | 'cancel',
    refused: string | null = null,
  ): Promise<{ id: string; returnUrl: string | null; status: TransactionStatus }> {
    const { db } = this.deps.database;
    const threeDSecure = row.payment_product === 'card' || row.payment_product === 'applepay';
    if (threeDSecure && result === 'cancel') {
      throw badRequest([
        {
          path: 'body.result',
          code: 'invalid_value',
          message: 'A 3-D Secure challenge is approved or failed',
          expected: ['approve', 'fail'],
          actual: result,
        },
      ]);
    }
    const trace = row.decision as unknown as DecisionTrace;
    const processor = (row.processor_id ? await this.processorById(row.processor_id) : null) ?? null;
    const setup = await this.loadSetup(row.payment_profile_id, row.payment_product, null, null, null);
    const card = row.card_id
      ? await db.selectFrom('cards').select(['bin', 'last4']).where('id', '=', row.card_id).executeTakeFirst()
      : undefined;
    let status: TransactionStatus = 'FAILED';
    let reason: string | null = threeDSecure
      ? TRANSACTION_STATUS_REASONS.threeDSecureFailed
      : TRANSACTION_STATUS_REASONS.customerDidNotComplete;
    let target: EngineProcessor | null = processor;
    let externalId = row.processor_id_external;
    if (result === 'cancel') {
      status = 'CANCELLED';
      reason = TRANSACTION_STATUS_REASONS.cancelledByCustomer;
    } else if (result === 'approve' && (refused || setup?.active === false)) {
      // Closed or deactivated while the customer was at the issuer: no processor is asked, it fails.
      reason = refused ?? MERCHANT_NOT_TAKING_PAYMENTS;
    } else if (result === 'approve' && processor) {
      const authorised = await this.authorize(setup?.failover ?? null, processor, {
        id: row.id,
        product: row.payment_product as PaymentProduct,
        amount: Number(row.amount),
        currency_code: row.currency_code,
        cardNumber: null,
        card: card ?? null,
        three_d_secure: threeDSecure,
        attemptsSoFar: trace.attempts.length,
        trace,
      });
      target = authorised.processor;
      externalId = authorised.external_id;
      ({ status, reason } = finalStatus(
        authorised.outcome === 'challenge' ? 'approved' : authorised.outcome,
      ));
    }
    const { challenge: _done, ...kept } = trace;
    // The customer answers on a public page: the change is the engine's, in the payment's organisation.
    const actor = await systemActor(this.deps.database, 'payment-challenge', row.organisation_id);
    const final = await db.transaction().execute(async (trx) => {
      const context = { trx, actor, events: this.deps.events };
      const claimed = await trx
        .updateTable('transactions')
        .set({
          decision: JSON.stringify(kept),
          next_action: null,
          three_d_secure: threeDSecure && result === 'approve',
          processor_id: target?.id ?? null,
          processor_id_external: externalId,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'PENDING')
        .where(sql<string>`decision->'challenge'->>'token_sha256'`, '=', digest)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0)
        throw new HttpError(409, 'challenge_answered', 'Already answered');
      const transaction: { id: string; organisation_id: string; status: TransactionStatus } = {
        id: row.id,
        organisation_id: row.organisation_id,
        status: 'PENDING',
      };
      for (const step of outcomeSteps({
        status,
        reason,
        amount: Number(row.amount),
        capture: row.capture_mode as 'automatic' | 'manual',
        processor: target,
      })) {
        await changeTransactionStatus(context, { transaction, ...step });
      }
      await this.deps.onPaymentWritten?.(context, {
        ...transaction,
        payment_link_id: row.payment_link_id,
        subscription_id: row.subscription_id,
      });
      return transaction.status;
    });
    return { id: row.id, returnUrl: this.returnUrlOf(row), status: final };
  }

  /**
   * A zero-amount authorisation of a card (as Stripe's SetupIntent) before it is stored without a
   * payment: routed and failed over as a card payment of the profile, with the processor's reference
   * `psp_verify_<id>_<attempt>`. Rulesets and middlewares decide payments and are not run.
   */
  async verifyCard(
    profileId: string,
    verification: {
      id: string;
      /** The number while the customer sends it; null when the card comes back from 3-D Secure. */
      cardNumber: string | null;
      card: { bin: string; last4: string; brand: string };
      threeDSecure?: boolean;
    },
  ): Promise<CardVerification> {
    const trace: DecisionTrace = {
      rulesets: [],
      skipped_rulesets: [],
      routing: null,
      middlewares: [],
      attempts: [],
    };
    const setup = await this.loadSetup(profileId, 'card', null, null, null);
    if (!setup) return { outcome: 'unroutable', trace };
    const facts = paymentFactsOf({
      id: verification.id,
      amount: 0,
      currency_code: setup.currency_code,
      recurring_type: null,
      country_code: null,
      card: { id: verification.id, brand: verification.card.brand, bin: verification.card.bin },
      customer: null,
    });
    const routed = this.route(setup, facts, trace);
    if (!routed) return { outcome: 'unroutable', trace };
    const result = await this.authorize(setup.failover, routed, {
      id: `verify_${verification.id}`,
      product: 'card',
      amount: 0,
      currency_code: setup.currency_code,
      cardNumber: verification.cardNumber,
      card: verification.card,
      three_d_secure: verification.threeDSecure ?? false,
      attemptsSoFar: 0,
      trace,
    });
    // After 3-D Secure the simulated issuer answers `challenge` for an authenticated card: an approval.
    const outcome = verification.threeDSecure && result.outcome === 'challenge' ? 'approved' : result.outcome;
    return { outcome, trace };
  }

  /** Calls the processor, failing over along the organisation's list for the product on a retryable outcome. */
  private async authorize(
    failover: FailoverSetup | null,
    first: EngineProcessor,
    payment: {
      id: string;
      product: PaymentProduct;
      amount: number;
      currency_code: string;
      cardNumber: string | null;
      card: { bin: string; last4: string } | null;
      three_d_secure: boolean;
      attemptsSoFar: number;
      trace: DecisionTrace;
    },
  ): Promise<{ outcome: ProcessorOutcome; processor: EngineProcessor; external_id: string }> {
    // The next processors: the failover list's active ones of the organisation, without the first.
    const next = (failover?.processors ?? []).filter((candidate) => candidate.id !== first.id);
    const maxAttempts = failover?.max_attempts ?? 1;
    let processor = first;
    for (let index = 0; ; index++) {
      const attempt = payment.attemptsSoFar + index + 1;
      const reference = `psp_${payment.id}_${attempt}`;
      const result = await this.deps.processors.authorize(processor, {
        reference,
        product: payment.product,
        amount: payment.amount,
        currency_code: payment.currency_code,
        cardNumber: payment.cardNumber,
        card: payment.card,
        three_d_secure: payment.three_d_secure,
      });
      payment.trace.attempts.push({
        attempt,
        processor: processor.id,
        reference,
        outcome: result.outcome,
        external_id: result.external_id,
        ms: result.ms,
      });
      const following = index + 1 < maxAttempts ? next[index] : undefined;
      if (!OUTCOME_INFO[result.outcome].retryable || !following) {
        return { outcome: result.outcome, processor, external_id: result.external_id };
      }
      processor = following;
    }
  }

  private processorById(id: string): Promise<EngineProcessor | undefined> {
    return this.deps.database.db
      .selectFrom('processors')
      .select([
        'id',
        'gateway',
        'payment_product',
        'simulated_latency_ms',
        'simulated_outcome',
        'settlement_delay_days',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The payment's set-up (see {@link PaymentSetup}), in one query; undefined for an unknown profile. */
  private async loadSetup(
    profileId: string,
    product: string,
    card: { fingerprint: string; expiry_month: number; expiry_year: number } | null,
    customerId: string | null,
    storedCardId: string | null,
    details: CustomerMatch | null = null,
  ): Promise<PaymentSetup | undefined> {
    // The payment's customer: the one it names, or the one its customer_details find in the profile's
    // organisation (by the merchant's reference when it sends one, else by e-mail); none is a new one.
    const customer = details
      ? sql`(SELECT cu.id FROM customers cu WHERE cu.organisation_id = p.organisation_id
          AND ${
            details.merchant_reference
              ? sql`cu.merchant_reference = ${details.merchant_reference}`
              : sql`lower(cu.email_address) = lower(${details.email_address})`
          }
          ORDER BY cu.created_at, cu.id LIMIT 1)`
      : sql`${customerId}::uuid`;
    const result = await sql<PaymentSetup>`
      SELECT p.id, p.organisation_id, p.currency_code, p.max_amount,
        ${organisationActive(sql.ref('p.organisation_id'))} AS active,
        (SELECT coalesce(json_agg(${processorJson('pr')} ORDER BY pp.position), '[]')
           FROM payment_profile_processors pp JOIN processors pr ON pr.id = pp.processor_id
           WHERE pp.payment_profile_id = p.id AND pr.payment_product = ${product} AND pr.active
        ) AS candidates,
        (SELECT json_build_object('id', r.id, 'version', r.version, 'details', r.details,
                  'updated_at', r.updated_at)
           FROM routings r
           WHERE p.intelligent_routing AND r.id::text = p.routing->>${product}
             AND r.organisation_id = p.organisation_id
        ) AS routing,
        (SELECT coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'action', v.action,
                  'tag_id', v.tag_id, 'rules', v.rules, 'version', v.version, 'updated_at', v.updated_at)
                  ORDER BY v.created_at, v.id), '[]')
           FROM validation_rulesets v
           WHERE v.organisation_id = p.organisation_id
             AND (v.payment_profile_id IS NULL OR v.payment_profile_id = p.id)
        ) AS rulesets,
        (SELECT coalesce(json_agg(json_build_object('id', m.id, 'name', m.name, 'type', m.type,
                  'config', m.config) ORDER BY pm.position), '[]')
           FROM payment_profile_middlewares pm JOIN middlewares m ON m.id = pm.middleware_id
           WHERE pm.payment_profile_id = p.id AND m.active
        ) AS middlewares,
        (SELECT json_build_object('max_attempts', f.max_attempts, 'processors',
                  (SELECT coalesce(json_agg(${processorJson('fp')}
                            ORDER BY array_position(f.processor_ids, fp.id)), '[]')
                     FROM processors fp
                     WHERE fp.id = ANY(f.processor_ids) AND fp.active
                       AND fp.organisation_id = p.organisation_id AND fp.payment_product = f.payment_product))
           FROM failovers f
           WHERE f.organisation_id = p.organisation_id AND f.payment_product = ${product}
        ) AS failover,
        (SELECT c.id FROM cards c
           WHERE c.organisation_id = p.organisation_id
             -- A new customer's card is new too.
             AND (${details === null} OR pc.customer_id IS NOT NULL)
             AND c.customer_id IS NOT DISTINCT FROM pc.customer_id
             AND c.fingerprint = ${card?.fingerprint ?? null}
             AND c.expiry_month = ${card?.expiry_month ?? null} AND c.expiry_year = ${card?.expiry_year ?? null}
           LIMIT 1
        ) AS known_card,
        (SELECT json_build_object('id', sc.id, 'organisation_id', sc.organisation_id,
                  'customer_id', sc.customer_id, 'brand', sc.brand, 'bin', sc.bin, 'last4', sc.last4)
           FROM cards sc WHERE sc.id = ${storedCardId}::uuid
        ) AS stored_card,
        (SELECT json_build_object('id', cu.id, 'organisation_id', cu.organisation_id,
                  'status', cu.status, 'country_code', cu.country_code)
           FROM customers cu WHERE cu.id = pc.customer_id
        ) AS customer
      FROM payment_profiles p CROSS JOIN LATERAL (SELECT ${customer} AS customer_id) pc
      WHERE p.id = ${profileId}`.execute(this.deps.database.db);
    return result.rows[0];
  }

  /** The payment's set-up: the profile (the body's or the key's, in scope, with the payment's currency). */
  private async setupOf(
    actor: Actor,
    input: CreatePayment,
    card: { fingerprint: string; expiry_month: number; expiry_year: number } | null,
  ): Promise<PaymentSetup> {
    const id = input.payment_profile ?? paymentProfileLimit(actor);
    if (!id) {
      throw badRequest([
        {
          path: 'body.payment_profile',
          code: 'required',
          message: 'Name the payment profile of the payment',
        },
      ]);
    }
    assertMayUsePaymentProfile(actor, id);
    const profile = await this.loadSetup(
      id,
      input.payment_product,
      // The card as the payment's customer (a guest: no customer) stored it before.
      card,
      input.customer ?? null,
      input.card_id ?? null,
      input.customer_details && !input.customer ? input.customer_details : null,
    );
    if (!profile || !inScope(actor, profile.organisation_id)) {
      throw badRequest([
        {
          path: 'body.payment_profile',
          code: 'invalid_reference',
          message: `No paymentprofile ${id} in your organisation`,
          actual: id,
        },
      ]);
    }
    if (!profile.active) throw merchantInactive();
    if (profile.currency_code !== input.currency_code) {
      throw currencyMismatch(profile.currency_code, input.currency_code);
    }
    const maximum = maxPaymentAmount(profile.max_amount, profile.currency_code);
    if (input.amount > maximum) throw amountAboveMaximum(maximum, input.amount, profile.currency_code);
    return profile;
  }

  /** The customer in the caller's scope and the payment's organisation, or 400 naming body.customer. */
  private customerOf(actor: Actor, customerId: string, setup: PaymentSetup) {
    const { customer } = setup;
    if (
      !customer ||
      !inScope(actor, customer.organisation_id) ||
      customer.organisation_id !== setup.organisation_id
    ) {
      throw badRequest([
        {
          path: 'body.customer',
          code: 'invalid_reference',
          message: `No customer ${customerId} in the payment profile's organisation`,
          actual: customerId,
        },
      ]);
    }
    return customer;
  }

  private async createCustomer(
    { trx, actor, events }: Pick<CommandContext, 'trx' | 'actor' | 'events'>,
    organisationId: string,
    details: NonNullable<CreatePayment['customer_details']>,
  ): Promise<string> {
    const { id } = await trx
      .insertInto('customers')
      .values({ ...details, organisation_id: organisationId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = await this.deps.resources.get(customerResource, actor, id, new Map(), trx);
    await events.record(trx, {
      type: 'customer.created',
      resource: 'customer',
      resource_id: id,
      organisation: organisationId,
      actor: actorReference(actor),
      before: null,
      after: created,
    });
    return id;
  }

  /** Rulesets of the organisation for the profile (or for all its profiles), oldest first, compiled once. */
  private rulesetsOf(setup: PaymentSetup, trace: DecisionTrace) {
    const compiled: CompiledRuleset[] = [];
    for (const row of setup.rulesets) {
      const result = rulesetCache.get(`${row.id}:${row.updated_at}`, () =>
        compileRuleset({
          id: row.id,
          name: row.name,
          action: row.action as CompiledRuleset['action'],
          tag: row.tag_id,
          version: row.version,
          rules: row.rules as never,
        }),
      );
      if ('issue' in result) {
        trace.skipped_rulesets.push({
          ruleset: row.id,
          issue: `rules.${result.issue.rule}: ${result.issue.message}`,
        });
      } else compiled.push(result.ruleset);
    }
    return { compiled };
  }

  /**
   * The processor: the profile's routing for the product when intelligent routing is on, else the
   * profile's first active processor of the product. A routed processor must be an active processor
   * of the profile; null is unroutable.
   */
  private route(setup: PaymentSetup, facts: PaymentFacts, trace: DecisionTrace): EngineProcessor | null {
    const { routing, candidates } = setup;
    if (routing) {
      const compiled = routingCache.get(`${routing.id}:${routing.updated_at}`, () =>
        compileRouting(routing.details as StoredRoutingNode),
      );
      if ('tree' in compiled) {
        const decision = evaluateRouting(compiled.tree as CompiledRoutingNode, facts);
        const processor = candidates.find((candidate) => candidate.id === decision.processor) ?? null;
        trace.routing = {
          routing: routing.id,
          version: routing.version,
          processor: processor?.id ?? null,
          path: decision.path,
        };
        return processor;
      }
    }
    const processor = candidates[0] ?? null;
    trace.routing = { routing: null, version: null, processor: processor?.id ?? null, path: [] };
    return processor;
  }
}

/**
 * The token of a payment's challenge or redirect page: derived from its id under the server's key, so
 * it is stored nowhere (the payment keeps its SHA-256, to be found by it), shown to no one but the
 * merchant's server and the customer, and the payments API can give the page's URL again (issue 28).
 */
function challengeTokenOf(secrets: SecretBox, paymentId: string): string {
  return Buffer.from(secrets.digest('challenge-token', paymentId), 'hex')
    .subarray(0, 24)
    .toString('base64url');
}

/** Where to send the customer of a PENDING payment; built when answered, its token stored nowhere. */
export function challengeUrlOf(
  deps: { secrets: SecretBox; config: Pick<Config, 'publicUrl'> },
  paymentId: string,
): string {
  return `${deps.config.publicUrl}/v1/challenge/${challengeTokenOf(deps.secrets, paymentId)}`;
}

/** 422 naming body.currency_code: a payment profile takes its own currency only. */
export function currencyMismatch(expected: string, actual: string): HttpError {
  const message = `The payment profile takes ${expected} only`;
  return new HttpError(422, 'currency_mismatch', message, [
    { path: 'body.currency_code', code: 'currency_mismatch', message, expected, actual },
  ]);
}

/**
 * 422 naming body.amount: above the profile's maximum payment (or the platform's), with the bound in
 * minor units as `expected` and the amount sent as `actual`.
 */
export function amountAboveMaximum(expected: number, actual: number, currency: string): HttpError {
  const detail = amountAboveMaximumDetail(expected, actual, currency);
  return new HttpError(422, 'amount_above_maximum', detail.message, [detail]);
}

/** The field error of an amount above a profile's maximum payment, for the checks that batch their errors. */
export function amountAboveMaximumDetail(expected: number, actual: number, currency: string): FieldError {
  const message = `The payment profile takes payments of at most ${toDecimalString(expected, currency)} ${currency}`;
  return { path: 'body.amount', code: 'too_big', message, expected, actual };
}

/** The status_reason of a payment approved by its customer after its payment link closed (paid by another). */
export const LINK_CLOSED = TRANSACTION_STATUS_REASONS.linkClosed;

/** The status_reason of a payment approved by its customer after its merchant was deactivated. */
export const MERCHANT_NOT_TAKING_PAYMENTS = TRANSACTION_STATUS_REASONS.merchantNotTakingPayments;

/** The status_reason of a merchant-initiated payment whose issuer asked to authenticate the customer. */
export const AUTHENTICATION_REQUIRED = TRANSACTION_STATUS_REASONS.authenticationRequired;

/**
 * The stored card a payment names: one of the payment's customer in the profile's organisation, or a
 * 400 naming body.card_id (another organisation's card does not exist for the caller).
 */
function storedCardOf(input: CreatePayment, setup: PaymentSetup) {
  const stored = setup.stored_card;
  if (
    !stored ||
    stored.organisation_id !== setup.organisation_id ||
    !input.customer ||
    stored.customer_id !== input.customer
  ) {
    throw badRequest([
      {
        path: 'body.card_id',
        code: 'invalid_reference',
        message: `No card ${input.card_id} of the payment's customer`,
        actual: input.card_id,
      },
    ]);
  }
  return { id: stored.id, brand: stored.brand, bin: stored.bin, last4: stored.last4 };
}

/** What the processor's answer (or the decision before it) made of a payment. */
interface Outcome {
  status: TransactionStatus;
  reason: string | null;
  capture: 'automatic' | 'manual';
  amount: number;
  processor: EngineProcessor | null;
}

/**
 * The status steps to an outcome: a failure or decline is one step; an authorisation waits for its
 * capture (manual, expiring after MANUAL_CAPTURE_DAYS) or is captured at once and settles after the
 * processor's delay.
 */
function outcomeSteps({ status, reason, capture, amount, processor }: Outcome): NewTransactionStep[] {
  if (status !== 'AUTHORIZED') return [{ to: status, reason }];
  if (capture === 'manual') {
    return [
      {
        to: 'AUTHORIZED',
        columns: { authorization_expires_at: sql`now() + ${`${MANUAL_CAPTURE_DAYS} days`}::interval` },
      },
    ];
  }
  const delay = processor?.settlement_delay_days ?? 2;
  return [
    { to: 'AUTHORIZED' },
    {
      to: 'SETTLEMENT_REQUESTED',
      columns: { captured_amount: amount, settle_after: sql`now() + ${`${delay} days`}::interval` },
    },
  ];
}

/**
 * What is kept of a card sent for a payment or to be stored: brand, BIN, last 4, expiry, holder and the
 * fingerprint. An expired card or a number of no known brand is a 400 naming the field, never the number.
 */
export function cardFactsOf(
  card: NonNullable<CreatePayment['card']>,
  now: Date,
  secrets: SecretBox,
): CardDetails & { fingerprint: string; holder_name: string | null } {
  if (!expiryInFuture(card, now)) {
    throw badRequest([
      { path: 'body.card.expiry_year', code: 'card_expired', message: 'The card has expired' },
    ]);
  }
  const brand = cardBrandOf(card.number);
  if (!brand) {
    throw badRequest([
      { path: 'body.card.number', code: 'unknown_brand', message: 'Not a card brand this platform takes' },
    ]);
  }
  if (card.cvc.length !== cvcLengthOf(brand)) {
    throw badRequest([
      {
        path: 'body.card.cvc',
        code: 'invalid_cvc',
        message: `A ${brand} card has a ${cvcLengthOf(brand)}-digit security code`,
        expected: cvcLengthOf(brand),
      },
    ]);
  }
  return {
    brand,
    ...cardDigitsToKeep(card.number),
    expiry_month: card.expiry_month,
    expiry_year: card.expiry_year,
    holder_name: card.holder_name ?? null,
    fingerprint: secrets.digest('card-fingerprint', card.number),
  };
}

/**
 * Stores a card once per organisation, customer (or none), fingerprint and expiry: a concurrent first use
 * of the same card by the same customer may have stored it since, and then its id is answered. Another
 * customer of the organisation giving the same card gets a card of its own. Only brand, BIN, last 4,
 * expiry, holder and the fingerprint are kept.
 */
export async function storeCard(
  trx: Executor,
  card: CardDetails & {
    id: string;
    organisation_id: string;
    customer_id: string | null;
    holder_name: string | null;
    fingerprint: string;
  },
): Promise<string> {
  const stored = await trx
    .insertInto('cards')
    .values({
      id: card.id,
      organisation_id: card.organisation_id,
      customer_id: card.customer_id,
      brand: card.brand,
      bin: card.bin,
      last4: card.last4,
      expiry_month: card.expiry_month,
      expiry_year: card.expiry_year,
      holder_name: card.holder_name,
      fingerprint: card.fingerprint,
    })
    .onConflict((oc) =>
      oc
        .columns(['organisation_id', 'customer_id', 'fingerprint', 'expiry_month', 'expiry_year'])
        .doUpdateSet({ holder_name: sql`coalesce(cards.holder_name, excluded.holder_name)` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return stored.id;
}

const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The status a processor's final word gives a payment, with its reason. */
function finalStatus(outcome: ProcessorOutcome): { status: TransactionStatus; reason: string | null } {
  const info = OUTCOME_INFO[outcome];
  if (info.approved) return { status: 'AUTHORIZED', reason: null };
  if (info.retryable) return { status: 'FAILED', reason: info.reason };
  return { status: 'DECLINED', reason: info.reason };
}
