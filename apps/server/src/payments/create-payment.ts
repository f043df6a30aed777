import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type CompiledRoutingNode,
  type CompiledRuleset,
  type CreatePayment,
  cardBrandOf,
  cardDigitsToKeep,
  compileRouting,
  compileRuleset,
  type DecisionTrace,
  decideMiddleware,
  decideRulesets,
  evaluateRouting,
  expiryInFuture,
  OUTCOME_INFO,
  type PaymentFacts,
  type PaymentProduct,
  type ProcessorOutcome,
  REDIRECT_PRODUCTS,
  type StoredRoutingNode,
  type Transaction,
  type TransactionStatus,
} from '@psp/domain';
import { sql } from 'kysely';
import { customerResource } from '../customers/customers.resource.js';
import { type Actor, actorReference, assertMayUsePaymentProfile, inScope } from '../platform/auth/actor.js';
import { systemActor } from '../platform/auth/actors.js';
import type { CommandContext } from '../platform/commands/command.js';
import type { Config } from '../platform/config.js';
import type { SecretBox } from '../platform/crypto/secret-box.js';
import type { Database } from '../platform/db/database.js';
import type { EventRecorder } from '../platform/events/event-bus.js';
import { badRequest, HttpError } from '../platform/http/errors.js';
import type { Executor } from '../platform/resource/executor.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { changeTransactionStatus } from '../transactions/transaction-status.js';
import { transactionResource } from '../transactions/transactions.resource.js';
import type { ProcessorAdapter, ProcessorTarget } from './processor-adapter.js';

export interface PaymentEngineDependencies {
  database: Database;
  resources: ResourceService;
  events: EventRecorder;
  secrets: SecretBox;
  config: Pick<Config, 'publicUrl'>;
  processors: ProcessorAdapter;
}

/** The card part of a payment's answer: what may be kept of it. */
export interface CardDetails {
  brand: string;
  bin: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
}

export type PaymentAnswer = Transaction & { card_details: CardDetails | null };

const MANUAL_CAPTURE_DAYS = 7;

/** Compiled rulesets and routing trees by id and updated_at: a changed one is compiled again. */
const rulesetCache = new Map<string, ReturnType<typeof compileRuleset>>();
const routingCache = new Map<string, ReturnType<typeof compileRouting>>();

function cached<T>(cache: Map<string, T>, key: string, compile: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    if (cache.size > 10_000) cache.clear();
    value = compile();
    cache.set(key, value);
  }
  return value;
}

const isRedirectProduct = (product: string) => (REDIRECT_PRODUCTS as readonly string[]).includes(product);

interface ResolvedProfile {
  id: string;
  organisation_id: string;
  currency_code: string;
  intelligent_routing: boolean;
  routing: unknown;
}

/**
 * The payments engine: POST /v1/transactions. Reads and decides first (profile, customer, card,
 * rulesets, routing, middlewares), calls the processors outside any transaction (they take their
 * latency), then writes the payment, its card and customer, status history, trace and events in ONE
 * transaction: a crash before it leaves nothing.
 */
export class PaymentEngine {
  constructor(private readonly deps: PaymentEngineDependencies) {}

  /** `within` runs in the payment's write transaction with its answer (to store it idempotently). */
  async create(
    actor: Actor,
    input: CreatePayment,
    within?: (trx: Executor, answer: PaymentAnswer) => Promise<void>,
  ): Promise<PaymentAnswer> {
    const { db } = this.deps.database;
    const profile = await this.profileOf(actor, input);
    const now = new Date();
    const customer = input.customer ? await this.customerOf(actor, input.customer, profile) : null;

    let card:
      | (CardDetails & { id: string; fingerprint: string; holder_name: string | null; isNew: boolean })
      | null = null;
    if (input.card) {
      if (!expiryInFuture(input.card, now)) {
        throw badRequest([
          { path: 'body.card.expiry_year', code: 'card_expired', message: 'The card has expired' },
        ]);
      }
      const brand = cardBrandOf(input.card.number);
      if (!brand) {
        throw badRequest([
          {
            path: 'body.card.number',
            code: 'unknown_brand',
            message: 'Not a card brand this platform takes',
          },
        ]);
      }
      const fingerprint = this.deps.secrets.digest('card-fingerprint', input.card.number);
      const known = await db
        .selectFrom('cards')
        .select('id')
        .where('organisation_id', '=', profile.organisation_id)
        .where('fingerprint', '=', fingerprint)
        .where('expiry_month', '=', input.card.expiry_month)
        .where('expiry_year', '=', input.card.expiry_year)
        .executeTakeFirst();
      card = {
        id: known?.id ?? randomUUID(),
        isNew: !known,
        brand,
        ...cardDigitsToKeep(input.card.number),
        expiry_month: input.card.expiry_month,
        expiry_year: input.card.expiry_year,
        holder_name: input.card.holder_name ?? null,
        fingerprint,
      };
    }

    const id = randomUUID();
    const facts: PaymentFacts = {
      id,
      amount: input.amount,
      currency_code: input.currency_code,
      three_d_secure: false,
      recurring: input.recurring_type === 'repeat',
      country_code:
        input.country_code ?? input.customer_details?.country_code ?? customer?.country_code ?? null,
      card: card ? { id: card.id, brand: card.brand, bin: card.bin } : null,
      customer: customer ? { id: customer.id, status: customer.status } : null,
      mcc: null,
    };

    const trace: DecisionTrace = {
      rulesets: [],
      skipped_rulesets: [],
      routing: null,
      middlewares: [],
      attempts: [],
    };
    const rulesets = await this.rulesetsOf(profile, trace);
    const decided = decideRulesets(rulesets.compiled, facts);
    trace.rulesets = decided.trace;
    const tags = decided.tags;
    let blocked = decided.blockedBy ? `Blocked by ruleset ${decided.blockedBy.name}` : null;
    let challenge = decided.challenge ? 'ruleset' : null;

    const routed = await this.route(profile, input.payment_product, facts, trace);

    for (const middleware of await this.middlewaresOf(profile)) {
      const decision = decideMiddleware(middleware, facts);
      trace.middlewares.push(decision);
      if (decision.block && !blocked) blocked = `Blocked by fraud screening (score ${decision.score})`;
      if (decision.challenge && !challenge) challenge = `middleware ${middleware.name}`;
    }

    let status: TransactionStatus = 'FAILED';
    let reason: string | null = null;
    let processor: ProcessorTarget | null = routed;
    let externalId: string | null = null;
    if (blocked) {
      reason = blocked;
    } else if (!routed) {
      reason = 'unroutable';
    } else if (challenge || (isRedirectProduct(input.payment_product) && !input.card)) {
      status = 'PENDING';
    } else {
      const result = await this.authorize(profile.organisation_id, routed, {
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
      if (result.outcome === 'challenge') {
        status = 'PENDING';
        challenge = 'issuer';
      } else {
        ({ status, reason } = finalStatus(result.outcome));
      }
    }

    let nextAction: { type: 'redirect'; url: string } | null = null;
    if (status === 'PENDING') {
      const token = randomBytes(24).toString('base64url');
      trace.challenge = {
        token_sha256: tokenDigest(token),
        reason: challenge ?? 'redirect',
      };
      nextAction = { type: 'redirect', url: `${this.deps.config.publicUrl}/v1/challenge/${token}` };
    }

    return db.transaction().execute(async (trx) => {
      const context = { trx, actor, events: this.deps.events };
      let customerId = customer?.id ?? null;
      if (!customerId && input.customer_details) {
        customerId = await this.createCustomer(context, profile.organisation_id, input.customer_details);
      }
      if (card?.isNew) {
        await trx
          .insertInto('cards')
          .values({
            id: card.id,
            organisation_id: profile.organisation_id,
            customer_id: customerId,
            brand: card.brand,
            bin: card.bin,
            last4: card.last4,
            expiry_month: card.expiry_month,
            expiry_year: card.expiry_year,
            holder_name: card.holder_name,
            fingerprint: card.fingerprint,
          })
          .execute();
      }
      await trx
        .insertInto('transactions')
        .values({
          id,
          organisation_id: profile.organisation_id,
          payment_profile_id: profile.id,
          processor_id: processor?.id ?? null,
          customer_id: customerId,
          card_id: card?.id ?? null,
          merchant_reference: input.merchant_reference,
          description: input.description ?? null,
          amount: input.amount,
          currency_code: input.currency_code,
          status: 'INITIATED',
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
        })
        .execute();
      await trx
        .insertInto('transaction_status_history')
        .values({ organisation_id: profile.organisation_id, transaction_id: id, status: 'INITIATED' })
        .execute();
      const created = await this.deps.resources.get(transactionResource, actor, id, new Map(), trx);
      await this.deps.events.record(trx, {
        type: 'transaction.created',
        resource: 'transaction',
        resource_id: id,
        organisation: profile.organisation_id,
        actor: actorReference(actor),
        before: null,
        after: created,
      });
      const transaction = {
        id,
        organisation_id: profile.organisation_id,
        status: 'INITIATED' as TransactionStatus,
      };
      if (status === 'PENDING') {
        await changeTransactionStatus(context, {
          transaction,
          to: 'PENDING',
          reason: challenge ? '3-D Secure challenge' : 'Waiting for the customer',
          columns: { next_action: JSON.stringify(nextAction) },
        });
      } else {
        await this.settleOutcome(context, transaction, { status, reason, input, processor });
      }
      const answer = await this.answer(trx, actor, id, card);
      await within?.(trx, answer);
      return answer;
    });
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
  ): Promise<{ returnUrl: string | null; status: TransactionStatus } | undefined> {
    const { db } = this.deps.database;
    const digest = tokenDigest(token);
    const row = await this.pendingByToken(token);
    if (!row) return undefined;
    const trace = row.decision as unknown as DecisionTrace;
    const processor = (row.processor_id ? await this.processorById(row.processor_id) : null) ?? null;
    const card = row.card_id
      ? await db.selectFrom('cards').select(['bin', 'last4']).where('id', '=', row.card_id).executeTakeFirst()
      : undefined;
    const threeDSecure = row.payment_product === 'card' || row.payment_product === 'applepay';
    let status: TransactionStatus = 'FAILED';
    let reason: string | null = threeDSecure
      ? '3-D Secure failed'
      : 'The customer did not complete the payment';
    let target: ProcessorTarget | null = processor;
    let externalId = row.processor_id_external;
    if (result === 'cancel') {
      status = 'CANCELLED';
      reason = 'Cancelled by the customer';
    } else if (result === 'approve' && processor) {
      const authorised = await this.authorize(row.organisation_id, processor, {
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
    await db.transaction().execute(async (trx) => {
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
      await this.settleOutcome(
        context,
        { id: row.id, organisation_id: row.organisation_id, status: 'PENDING' },
        {
          status,
          reason,
          input: { amount: Number(row.amount), capture: row.capture_mode as 'automatic' | 'manual' },
          processor: target,
        },
      );
    });
    return { returnUrl: row.return_url, status };
  }

  /** The status steps from INITIATED or PENDING to the outcome, with capture as asked. */
  private async settleOutcome(
    context: Pick<CommandContext, 'trx' | 'actor' | 'events'>,
    transaction: { id: string; organisation_id: string; status: TransactionStatus },
    outcome: {
      status: TransactionStatus;
      reason: string | null;
      input: { amount: number; capture: 'automatic' | 'manual' };
      processor: ProcessorTarget | null;
    },
  ): Promise<void> {
    if (outcome.status !== 'AUTHORIZED') {
      await changeTransactionStatus(context, { transaction, to: outcome.status, reason: outcome.reason });
      return;
    }
    const manual = outcome.input.capture === 'manual';
    await changeTransactionStatus(context, {
      transaction,
      to: 'AUTHORIZED',
      columns: manual
        ? { authorization_expires_at: sql`now() + ${`${MANUAL_CAPTURE_DAYS} days`}::interval` }
        : {},
    });
    if (manual) return;
    const delay = outcome.processor ? await this.settlementDelay(context.trx, outcome.processor.id) : 2;
    await changeTransactionStatus(context, {
      transaction,
      to: 'SETTLEMENT_REQUESTED',
      columns: {
        captured_amount: outcome.input.amount,
        settle_after: sql`now() + ${`${delay} days`}::interval`,
      },
    });
  }

  /** Calls the processor, failing over along the organisation's list for the product on a retryable outcome. */
  private async authorize(
    organisationId: string,
    first: ProcessorTarget,
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
  ): Promise<{ outcome: ProcessorOutcome; processor: ProcessorTarget; external_id: string }> {
    const failover = await this.deps.database.db
      .selectFrom('failovers')
      .select(['processor_ids', 'max_attempts'])
      .where('organisation_id', '=', organisationId)
      .where('payment_product', '=', payment.product)
      .executeTakeFirst();
    const candidates = [first.id, ...(failover?.processor_ids ?? []).filter((id) => id !== first.id)];
    const maxAttempts = failover?.max_attempts ?? 1;
    let processor: ProcessorTarget = first;
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
      const next =
        index + 1 < maxAttempts ? await this.nextProcessor(candidates, index + 1, organisationId) : null;
      if (!OUTCOME_INFO[result.outcome].retryable || !next) {
        return { outcome: result.outcome, processor, external_id: result.external_id };
      }
      processor = next;
    }
  }

  private async nextProcessor(
    ids: string[],
    from: number,
    organisationId: string,
  ): Promise<ProcessorTarget | null> {
    for (const id of ids.slice(from)) {
      const processor = await this.processorById(id);
      if (processor?.active && processor.organisation_id === organisationId) return processor;
    }
    return null;
  }

  private processorById(id: string) {
    return this.deps.database.db
      .selectFrom('processors')
      .select([
        'id',
        'organisation_id',
        'gateway',
        'payment_product',
        'active',
        'simulated_latency_ms',
        'simulated_outcome',
      ])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  private async settlementDelay(trx: Executor, processorId: string): Promise<number> {
    const row = await trx
      .selectFrom('processors')
      .select('settlement_delay_days')
      .where('id', '=', processorId)
      .executeTakeFirst();
    return row?.settlement_delay_days ?? 2;
  }

  /** The payment profile: the body's or the key's, in scope, with the payment's currency. */
  private async profileOf(actor: Actor, input: CreatePayment): Promise<ResolvedProfile> {
    const id = input.payment_profile ?? (actor.kind === 'apiKey' ? actor.paymentProfileId : null);
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
    const profile = await this.deps.database.db
      .selectFrom('payment_profiles')
      .select(['id', 'organisation_id', 'currency_code', 'intelligent_routing', 'routing'])
      .where('id', '=', id)
      .executeTakeFirst();
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
    if (profile.currency_code !== input.currency_code) {
      throw new HttpError(
        422,
        'currency_mismatch',
        `The payment profile takes ${profile.currency_code} only`,
        [
          {
            path: 'body.currency_code',
            code: 'currency_mismatch',
            message: `The payment profile takes ${profile.currency_code} only`,
            expected: profile.currency_code,
            actual: input.currency_code,
          },
        ],
      );
    }
    return profile;
  }

  /** The customer in the caller's scope and the payment's organisation, or 400 naming body.customer. */
  private async customerOf(actor: Actor, customerId: string, profile: ResolvedProfile) {
    const customer = await this.deps.database.db
      .selectFrom('customers')
      .select(['id', 'organisation_id', 'status', 'country_code'])
      .where('id', '=', customerId)
      .executeTakeFirst();
    if (
      !customer ||
      !inScope(actor, customer.organisation_id) ||
      customer.organisation_id !== profile.organisation_id
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
  private async rulesetsOf(profile: ResolvedProfile, trace: DecisionTrace) {
    const rows = await this.deps.database.db
      .selectFrom('validation_rulesets')
      .select(['id', 'name', 'action', 'tag_id', 'rules', 'updated_at'])
      .where('organisation_id', '=', profile.organisation_id)
      .where((eb) => eb.or([eb('payment_profile_id', 'is', null), eb('payment_profile_id', '=', profile.id)]))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const compiled: CompiledRuleset[] = [];
    for (const row of rows) {
      const result = cached(rulesetCache, `${row.id}:${row.updated_at}`, () =>
        compileRuleset({
          id: row.id,
          name: row.name,
          action: row.action as CompiledRuleset['action'],
          tag: row.tag_id,
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
  private async route(
    profile: ResolvedProfile,
    product: string,
    facts: PaymentFacts,
    trace: DecisionTrace,
  ): Promise<ProcessorTarget | null> {
    const { db } = this.deps.database;
    const candidates = await db
      .selectFrom('payment_profile_processors as pp')
      .innerJoin('processors as p', 'p.id', 'pp.processor_id')
      .select(['p.id', 'p.gateway', 'p.payment_product', 'p.simulated_latency_ms', 'p.simulated_outcome'])
      .where('pp.payment_profile_id', '=', profile.id)
      .where('p.payment_product', '=', product)
      .where('p.active', '=', true)
      .orderBy('pp.position')
      .execute();
    const routingId = profile.intelligent_routing
      ? ((profile.routing ?? {}) as Record<string, unknown>)[product]
      : undefined;
    if (typeof routingId === 'string') {
      const routing = await db
        .selectFrom('routings')
        .select(['id', 'details', 'updated_at'])
        .where('id', '=', routingId)
        .where('organisation_id', '=', profile.organisation_id)
        .executeTakeFirst();
      if (routing) {
        const compiled = cached(routingCache, `${routing.id}:${routing.updated_at}`, () =>
          compileRouting(routing.details as unknown as StoredRoutingNode),
        );
        if ('tree' in compiled) {
          const decision = evaluateRouting(compiled.tree as CompiledRoutingNode, facts);
          const processor = candidates.find((candidate) => candidate.id === decision.processor) ?? null;
          trace.routing = { routing: routing.id, processor: processor?.id ?? null, path: decision.path };
          return processor;
        }
      }
    }
    const processor = candidates[0] ?? null;
    trace.routing = { routing: null, processor: processor?.id ?? null, path: [] };
    return processor;
  }

  private middlewaresOf(profile: ResolvedProfile) {
    return this.deps.database.db
      .selectFrom('payment_profile_middlewares as pm')
      .innerJoin('middlewares as m', 'm.id', 'pm.middleware_id')
      .select(['m.id', 'm.name', 'm.type', 'm.config'])
      .where('pm.payment_profile_id', '=', profile.id)
      .where('m.active', '=', true)
      .orderBy('pm.position')
      .execute();
  }

  private async answer(
    trx: Executor,
    actor: Actor,
    id: string,
    card: CardDetails | null,
  ): Promise<PaymentAnswer> {
    const transaction = (await this.deps.resources.get(
      transactionResource,
      actor,
      id,
      new Map(),
      trx,
    )) as Transaction;
    return {
      ...transaction,
      card_details: card
        ? {
            brand: card.brand,
            bin: card.bin,
            last4: card.last4,
            expiry_month: card.expiry_month,
            expiry_year: card.expiry_year,
          }
        : null,
    };
  }
}

const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The status a processor's final word gives a payment, with its reason. */
function finalStatus(outcome: ProcessorOutcome): { status: TransactionStatus; reason: string | null } {
  const info = OUTCOME_INFO[outcome];
  if (info.approved) return { status: 'AUTHORIZED', reason: null };
  if (info.retryable) return { status: 'FAILED', reason: info.reason };
  return { status: 'DECLINED', reason: info.reason };
}
