import { z } from 'zod';
import {
  createProcessorSettlementSchema,
  processorSettlementSchema,
  updateProcessorSettlementSchema,
} from '../admin/processor-settlement.schema.js';
import { createSettlementUpdateSchema, settlementUpdateSchema } from '../admin/settlement-update.schema.js';
import { createStatusUpdateSchema, statusUpdateSchema } from '../admin/status-update.schema.js';
import { apiKeySchema, createApiKeySchema } from '../api-keys/api-key.schema.js';
import { auditChangeSchema } from '../audit-trail/audit-change.schema.js';
import { auditTrailItemSchema } from '../audit-trail/audit-trail-item.schema.js';
import {
  bankAccountSchema,
  createBankAccountSchema,
  updateBankAccountSchema,
} from '../bank-accounts/bank-account.schema.js';
import {
  cardAddLinkSchema,
  createCardAddLinkSchema,
  updateCardAddLinkSchema,
} from '../card-add-links/card-add-link.schema.js';
import { cardSchema } from '../cards/card.schema.js';
import { chargebackSchema } from '../chargebacks/chargeback.schema.js';
import {
  checkoutDesignSchema,
  createCheckoutDesignSchema,
  updateCheckoutDesignSchema,
} from '../checkout-designs/checkout-design.schema.js';
import { createCustomerSchema, customerSchema, updateCustomerSchema } from '../customers/customer.schema.js';
import { createFailoverSchema, failoverSchema, updateFailoverSchema } from '../failovers/failover.schema.js';
import { importRequestSchema, importSchema } from '../imports/import.schema.js';
import {
  createMiddlewareSchema,
  middlewareSchema,
  updateMiddlewareSchema,
} from '../middlewares/middleware.schema.js';
import {
  createOrganisationSchema,
  organisationSchema,
  updateOrganisationSchema,
} from '../organisations/organisation.schema.js';
import {
  createPaymentLinkSchema,
  paymentLinkSchema,
  updatePaymentLinkSchema,
} from '../payment-links/payment-link.schema.js';
import {
  createPaymentProfileSchema,
  paymentProfileSchema,
  updatePaymentProfileSchema,
} from '../payment-profiles/payment-profile.schema.js';
import { createPlanSchema, planSchema, updatePlanSchema } from '../plans/plan.schema.js';
import { createPackageSchema, packageSchema, updatePackageSchema } from '../pricing/package.schema.js';
import {
  createPricingSchemeSchema,
  pricingSchemeSchema,
  updatePricingSchemeSchema,
} from '../pricing/pricing-scheme.schema.js';
import {
  createProcessorSchema,
  processorSchema,
  updateProcessorSchema,
} from '../processors/processor.schema.js';
import { refundSchema } from '../refunds/refund.schema.js';
import { createReportSchema, reportSchema } from '../reports/report.schema.js';
import {
  createReportScheduleSchema,
  reportScheduleSchema,
  updateReportScheduleSchema,
} from '../reports/report-schedule.schema.js';
import type { ResourceName } from '../roles/api-operations.js';
import { createRoutingSchema, routingSchema, updateRoutingSchema } from '../routing/routing.schema.js';
import {
  createValidationRulesetSchema,
  updateValidationRulesetSchema,
  validationRulesetSchema,
} from '../rulesets/validation-ruleset.schema.js';
import {
  createSapOnboardingSchema,
  sapOnboardingSchema,
  updateSapOnboardingSchema,
} from '../sap/sap-onboarding.schema.js';
import {
  createScheduledTransactionSchema,
  scheduledTransactionSchema,
  updateScheduledTransactionSchema,
} from '../scheduled-transactions/scheduled-transaction.schema.js';
import { createOneOffSchema, oneOffSchema, updateOneOffSchema } from '../settlements/one-off.schema.js';
import { settlementSchema } from '../settlements/settlement.schema.js';
import { settlementLineSchema } from '../settlements/settlement-line.schema.js';
import {
  createSettlementProfileSchema,
  settlementProfileSchema,
  updateSettlementProfileSchema,
} from '../settlements/settlement-profile.schema.js';
import {
  createSettlementScheduleSchema,
  settlementScheduleSchema,
  updateSettlementScheduleSchema,
} from '../settlements/settlement-schedule.schema.js';
import {
  createShareCredentialSchema,
  shareCredentialSchema,
  updateShareCredentialSchema,
} from '../share-credentials/share-credential.schema.js';
import {
  createSubscriptionSchema,
  subscriptionSchema,
  updateSubscriptionSchema,
} from '../subscriptions/subscription.schema.js';
import {
  createSubscriptionDiscountSchema,
  subscriptionDiscountSchema,
  updateSubscriptionDiscountSchema,
} from '../subscriptions/subscription-discount.schema.js';
import { createTagSchema, tagSchema, updateTagSchema } from '../tags/tag.schema.js';
import { createTerminalSchema, terminalSchema, updateTerminalSchema } from '../terminals/terminal.schema.js';
import { transactionSchema } from '../transactions/transaction.schema.js';
import { createUserSchema, updateUserSchema, userSchema } from '../users/user.schema.js';
import { createWebhookSchema, updateWebhookSchema, webhookSchema } from '../webhooks/webhook.schema.js';
import {
  createWelcomeMailSchema,
  updateWelcomeMailSchema,
  welcomeMailSchema,
} from '../welcome-mails/welcome-mail.schema.js';
import { fieldMeta } from './resource-schema.js';

type Unwrapped<S> = S extends z.ZodNullable<infer I> | z.ZodOptional<infer I> | z.ZodDefault<infer I>
  ? Unwrapped<I>
  : S;
/** The resource a field schema references (`ref(...)`), or never. */
type RefTarget<S> = Unwrapped<S> extends { readonly '~ref': infer R extends ResourceName } ? R : never;

type Scalar = string | number | boolean;
/** Fields the list API filters and sorts on: values and lists of values, not JSON documents. */
type QueryableKey<Shape extends z.ZodRawShape> = {
  [K in keyof Shape & string]: [RefTarget<Shape[K]>] extends [never]
    ? NonNullable<z.output<Shape[K]>> extends Scalar | readonly Scalar[]
      ? K
      : never
    : K;
}[keyof Shape & string];

type ReferencesOf<Shape extends z.ZodRawShape> = {
  [K in keyof Shape & string as [RefTarget<Shape[K]>] extends [never] ? never : K]: RefTarget<Shape[K]>;
};

/** The schemas of one resource and what its list API accepts. */
export interface ResourceSchemas<
  Row extends z.ZodObject = z.ZodObject,
  Create extends z.ZodType | undefined = z.ZodType | undefined,
  Update extends z.ZodType | undefined = z.ZodType | undefined,
  Queryable extends string = string,
> {
  row: Row;
  create: Create;
  update: Update;
  /** The references `_populate` may replace by their records: field name to referenced resource. */
  populate: ReferencesOf<Row['shape']>;
  filters: readonly Queryable[];
  sorts: readonly Queryable[];
}

const SCALAR_TYPES: ReadonlySet<string> = new Set(['string', 'number', 'boolean', 'enum', 'literal']);

/** Whether the list API filters and sorts on a field: a reference, a value, or a list of values. */
function isQueryableSchema(schema: z.ZodType): boolean {
  let current = schema;
  for (;;) {
    if (fieldMeta.get(current)?.ref) return true;
    if (
      current instanceof z.ZodNullable ||
      current instanceof z.ZodOptional ||
      current instanceof z.ZodDefault
    ) {
      current = current.unwrap() as z.ZodType;
      continue;
    }
    if (current instanceof z.ZodArray) return SCALAR_TYPES.has((current.element as z.ZodType).def.type);
    return SCALAR_TYPES.has(current.def.type);
  }
}

/**
 * The entry of one resource. `notQueryable` names the fields the server computes or derives: they are
 * read, never filtered or sorted on.
 */
function resource<
  Row extends z.ZodObject,
  Create extends z.ZodType | undefined = undefined,
  Update extends z.ZodType | undefined = undefined,
  NotQueryable extends keyof Row['shape'] & string = never,
>(
  row: Row,
  options: { create?: Create; update?: Update; notQueryable?: readonly NotQueryable[] } = {},
): ResourceSchemas<Row, Create, Update, Exclude<QueryableKey<Row['shape']>, NotQueryable>> {
  const populate: Record<string, ResourceName> = {};
  const queryable: string[] = [];
  for (const [name, schema] of Object.entries(row.shape) as [string, z.ZodType][]) {
    let current = schema;
    while (current instanceof z.ZodNullable || current instanceof z.ZodOptional)
      current = current.unwrap() as z.ZodType;
    const target = fieldMeta.get(current)?.ref;
    if (target) populate[name] = target;
    if (isQueryableSchema(schema) && !(options.notQueryable as readonly string[] | undefined)?.includes(name))
      queryable.push(name);
  }
  const fields = queryable as Exclude<QueryableKey<Row['shape']>, NotQueryable>[];
  return {
    row,
    create: options.create as Create,
    update: options.update as Update,
    populate: populate as ReferencesOf<Row['shape']>,
    filters: fields,
    sorts: fields,
  };
}

/**
 * Every resource of the generic API with its schemas: the server validates with them, the web client
 * types its rows and bodies by them (`RowOf`, `CreateOf`...). The web imports only the types (the
 * entries are pure, so a bundle that does not read the map leaves it out).
 */
export const RESOURCE_SCHEMAS = {
  organisation: /* @__PURE__ */ resource(organisationSchema, {
    create: createOrganisationSchema,
    update: updateOrganisationSchema,
  }),
  user: /* @__PURE__ */ resource(userSchema, {
    create: createUserSchema,
    update: updateUserSchema,
    notQueryable: ['status'],
  }),
  paymentprofile: /* @__PURE__ */ resource(paymentProfileSchema, {
    create: createPaymentProfileSchema,
    update: updatePaymentProfileSchema,
    notQueryable: ['processors', 'middlewares'],
  }),
  processor: /* @__PURE__ */ resource(processorSchema, {
    create: createProcessorSchema,
    update: updateProcessorSchema,
  }),
  middleware: /* @__PURE__ */ resource(middlewareSchema, {
    create: createMiddlewareSchema,
    update: updateMiddlewareSchema,
  }),
  failover: /* @__PURE__ */ resource(failoverSchema, {
    create: createFailoverSchema,
    update: updateFailoverSchema,
  }),
  routing: /* @__PURE__ */ resource(routingSchema, {
    create: createRoutingSchema,
    update: updateRoutingSchema,
    notQueryable: ['processors'],
  }),
  validationruleset: /* @__PURE__ */ resource(validationRulesetSchema, {
    create: createValidationRulesetSchema,
    update: updateValidationRulesetSchema,
  }),
  tag: /* @__PURE__ */ resource(tagSchema, { create: createTagSchema, update: updateTagSchema }),
  saponboarding: /* @__PURE__ */ resource(sapOnboardingSchema, {
    create: createSapOnboardingSchema,
    update: updateSapOnboardingSchema,
  }),
  terminal: /* @__PURE__ */ resource(terminalSchema, {
    create: createTerminalSchema,
    update: updateTerminalSchema,
  }),
  customer: /* @__PURE__ */ resource(customerSchema, {
    create: createCustomerSchema,
    update: updateCustomerSchema,
    notQueryable: ['cards'],
  }),
  // A payment's settlement is read from its settlement line (ADR 0015, session 8): shown, not filtered on.
  transaction: /* @__PURE__ */ resource(transactionSchema, {
    notQueryable: ['settlement', 'refunded_amount'],
  }),
  refund: /* @__PURE__ */ resource(refundSchema),
  chargeback: /* @__PURE__ */ resource(chargebackSchema),
  card: /* @__PURE__ */ resource(cardSchema),
  paymentlink: /* @__PURE__ */ resource(paymentLinkSchema, {
    create: createPaymentLinkSchema,
    update: updatePaymentLinkSchema,
    notQueryable: ['url'],
  }),
  cardaddlink: /* @__PURE__ */ resource(cardAddLinkSchema, {
    create: createCardAddLinkSchema,
    update: updateCardAddLinkSchema,
    notQueryable: ['url'],
  }),
  scheduledtransaction: /* @__PURE__ */ resource(scheduledTransactionSchema, {
    create: createScheduledTransactionSchema,
    update: updateScheduledTransactionSchema,
  }),
  plan: /* @__PURE__ */ resource(planSchema, { create: createPlanSchema, update: updatePlanSchema }),
  subscriptiondiscount: /* @__PURE__ */ resource(subscriptionDiscountSchema, {
    create: createSubscriptionDiscountSchema,
    update: updateSubscriptionDiscountSchema,
  }),
  subscription: /* @__PURE__ */ resource(subscriptionSchema, {
    create: createSubscriptionSchema,
    update: updateSubscriptionSchema,
    notQueryable: ['subscription_url', 'subscription_discount'],
  }),
  settlement: /* @__PURE__ */ resource(settlementSchema),
  processorsettlement: /* @__PURE__ */ resource(processorSettlementSchema, {
    create: createProcessorSettlementSchema,
    update: updateProcessorSettlementSchema,
  }),
  settlementupdate: /* @__PURE__ */ resource(settlementUpdateSchema, {
    create: createSettlementUpdateSchema,
  }),
  statusupdate: /* @__PURE__ */ resource(statusUpdateSchema, { create: createStatusUpdateSchema }),
  report: /* @__PURE__ */ resource(reportSchema, { create: createReportSchema }),
  reportschedule: /* @__PURE__ */ resource(reportScheduleSchema, {
    create: createReportScheduleSchema,
    update: updateReportScheduleSchema,
  }),
  webhook: /* @__PURE__ */ resource(webhookSchema, {
    create: createWebhookSchema,
    update: updateWebhookSchema,
  }),
  audittrail: /* @__PURE__ */ resource(auditTrailItemSchema),
  auditchange: /* @__PURE__ */ resource(auditChangeSchema, { notQueryable: ['actor_name'] }),
  welcomemail: /* @__PURE__ */ resource(welcomeMailSchema, {
    create: createWelcomeMailSchema,
    update: updateWelcomeMailSchema,
  }),
  checkoutdesign: /* @__PURE__ */ resource(checkoutDesignSchema, {
    create: createCheckoutDesignSchema,
    update: updateCheckoutDesignSchema,
  }),
  bankaccount: /* @__PURE__ */ resource(bankAccountSchema, {
    create: createBankAccountSchema,
    update: updateBankAccountSchema,
  }),
  sharecredential: /* @__PURE__ */ resource(shareCredentialSchema, {
    create: createShareCredentialSchema,
    update: updateShareCredentialSchema,
  }),
  apikey: /* @__PURE__ */ resource(apiKeySchema, { create: createApiKeySchema }),
  import: /* @__PURE__ */ resource(importSchema, { create: importRequestSchema }),
  pricingscheme: /* @__PURE__ */ resource(pricingSchemeSchema, {
    create: createPricingSchemeSchema,
    update: updatePricingSchemeSchema,
  }),
  package: /* @__PURE__ */ resource(packageSchema, {
    create: createPackageSchema,
    update: updatePackageSchema,
  }),
  settlementprofile: /* @__PURE__ */ resource(settlementProfileSchema, {
    create: createSettlementProfileSchema,
    update: updateSettlementProfileSchema,
  }),
  settlementschedule: /* @__PURE__ */ resource(settlementScheduleSchema, {
    create: createSettlementScheduleSchema,
    update: updateSettlementScheduleSchema,
  }),
  oneoff: /* @__PURE__ */ resource(oneOffSchema, { create: createOneOffSchema, update: updateOneOffSchema }),
  settlementline: /* @__PURE__ */ resource(settlementLineSchema),
};

/** Fails to compile when a resource is missing from the map (a `satisfies` would widen the entries' types). */
type EveryResource<T extends { [N in ResourceName]: ResourceSchemas }> = T;
type Schemas = EveryResource<typeof RESOURCE_SCHEMAS>;
type Nullable<V, T> = null extends V ? T | null : T;
type IdOf<V> = string extends NonNullable<V> ? string : NonNullable<V>;

/** The references of resource N that `_populate` may fill, each with the resource it references. */
export type PopulateOf<N extends ResourceName> = Schemas[N]['populate'];
export type PopulateKeyOf<N extends ResourceName> = keyof PopulateOf<N> & string;

/** What every row has, also where N is generic. */
type Identified = { id: string };

/** A row of resource N as the API answers it unpopulated: references are ids. */
export type RowOf<N extends ResourceName> = Identified & {
  [K in keyof z.output<Schemas[N]['row']>]: K extends PopulateKeyOf<N>
    ? Nullable<z.output<Schemas[N]['row']>[K], IdOf<Exclude<z.output<Schemas[N]['row']>[K], object>>>
    : z.output<Schemas[N]['row']>[K];
};

/**
 * A row with the references P populated: each the referenced row, or its id when the caller may not
 * read that resource or the record lies outside the caller's scope.
 */
export type PopulatedRowOf<N extends ResourceName, P extends PopulateKeyOf<N> = never> = Identified & {
  [K in keyof RowOf<N>]: K extends P
    ? Nullable<RowOf<N>[K], RowOf<PopulateOf<N>[K] & ResourceName> | string>
    : RowOf<N>[K];
};

type BodyOf<S> = S extends z.ZodType ? z.input<S> : never;
/** The body of a create of resource N (never when the API creates none). */
export type CreateOf<N extends ResourceName> = BodyOf<Schemas[N]['create']>;
/** The body of an update of resource N (never when the API updates none). */
export type UpdateOf<N extends ResourceName> = BodyOf<Schemas[N]['update']>;
/** The fields a list of resource N filters on (`field`, `field>`, `field<`, `field[]`). */
export type FilterKeyOf<N extends ResourceName> = Schemas[N]['filters'][number];
/** The fields a list of resource N sorts on (`_sort=field` or `-field`). */
export type SortKeyOf<N extends ResourceName> = Schemas[N]['sorts'][number];
