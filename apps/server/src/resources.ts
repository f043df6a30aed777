import { adminResources } from './admin/admin.resources.js';
import { apiKeyResource } from './api-keys/api-keys.resource.js';
import { auditChangeResource } from './audit-trail/audit-change.resource.js';
import { auditTrailResource } from './audit-trail/audit-trail.resource.js';
import { bankAccountResource } from './bank-accounts/bank-accounts.resource.js';
import { cardAddLinkResource } from './card-add-links/card-add-links.resource.js';
import { cardResource } from './cards/cards.resource.js';
import { chargebackResource } from './chargebacks/chargebacks.resource.js';
import { checkoutDesignResource } from './checkout-designs/checkout-designs.resource.js';
import { customerResource } from './customers/customers.resource.js';
import { failoverResource } from './failovers/failovers.resource.js';
import { importResource } from './imports/imports.resource.js';
import { middlewareResource } from './middlewares/middlewares.resource.js';
import { organisationResource } from './organisations/organisations.resource.js';
import { paymentLinkResource } from './payment-links/payment-links.resource.js';
import { paymentProfileResource } from './payment-profiles/payment-profiles.resource.js';
import { planResource } from './plans/plans.resource.js';
import type { Resource } from './platform/resource/resource-definition.js';
import { packageResource } from './pricing/packages.resource.js';
import { pricingSchemeResource } from './pricing/pricing-schemes.resource.js';
import { processorResource } from './processors/processors.resource.js';
import { refundResource } from './refunds/refunds.resource.js';
import { reportScheduleResource } from './reports/report-schedules.resource.js';
import { reportResource } from './reports/reports.resource.js';
import { routingResource } from './routing/routings.resource.js';
import { validationRulesetResource } from './rulesets/validation-rulesets.resource.js';
import { sapOnboardingResource } from './sap/sap-onboardings.resource.js';
import { scheduledTransactionResource } from './scheduled-transactions/scheduled-transactions.resource.js';
import { oneOffResource } from './settlements/one-offs.resource.js';
import { settlementLineResource } from './settlements/settlement-lines.resource.js';
import { settlementProfileResource } from './settlements/settlement-profiles.resource.js';
import { settlementScheduleResource } from './settlements/settlement-schedules.resource.js';
import { settlementResource } from './settlements/settlements.resource.js';
import { shareCredentialResource } from './share-credentials/share-credentials.resource.js';
import { subscriptionDiscountResource } from './subscriptions/subscription-discounts.resource.js';
import { subscriptionResource } from './subscriptions/subscriptions.resource.js';
import { tagResource } from './tags/tags.resource.js';
import { terminalResource } from './terminals/terminals.resource.js';
import { transactionResource } from './transactions/transactions.resource.js';
import { userResource } from './users/users.resource.js';
import { webhookResource } from './webhooks/webhooks.resource.js';
import { welcomeMailResource } from './welcome-mails/welcome-mails.resource.js';

/** Every resource of the generic layer; each feature's definition lives in its own folder. */
export const RESOURCES: readonly Resource[] = [
  organisationResource,
  userResource,
  paymentProfileResource,
  processorResource,
  middlewareResource,
  failoverResource,
  routingResource,
  validationRulesetResource,
  tagResource,
  customerResource,
  transactionResource,
  refundResource,
  chargebackResource,
  cardResource,
  paymentLinkResource,
  cardAddLinkResource,
  scheduledTransactionResource,
  planResource,
  subscriptionDiscountResource,
  subscriptionResource,
  settlementResource,
  ...adminResources,
  terminalResource,
  sapOnboardingResource,
  reportResource,
  reportScheduleResource,
  webhookResource,
  auditTrailResource,
  auditChangeResource,
  welcomeMailResource,
  checkoutDesignResource,
  bankAccountResource,
  shareCredentialResource,
  apiKeyResource,
  importResource,
  pricingSchemeResource,
  // Issue 15, money (ADR 0015)
  packageResource,
  settlementProfileResource,
  settlementScheduleResource,
  oneOffResource,
  settlementLineResource,
];
