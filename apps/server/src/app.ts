import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { registerAdminRoutes } from './admin/admin.routes.js';
import { importAfterSettlementUpdate } from './admin/processor-settlement-import.js';
import { authenticateApiKey } from './api-keys/api-key-auth.js';
import { registerApiKeyRoutes } from './api-keys/api-keys.routes.js';
import { startAuditRetention } from './audit-trail/audit-retention.js';
import { registerAuditTrailRoutes } from './audit-trail/audit-trail.routes.js';
import { AuditTrailWriter } from './audit-trail/audit-trail-writer.js';
import { registerAuthRoutes } from './auth/auth.routes.js';
import { registerAuthFlowRoutes } from './auth/auth-flows.routes.js';
import { registerProfileRoutes } from './auth/profile.routes.js';
import { sealClearTotpSecrets } from './auth/totp-secrets.js';
import { registerBacktestRoutes } from './backtest/backtest.routes.js';
import { registerCustomerPaymentsApi } from './customers/customers.v1.routes.js';
import { countDecisionHits, startDecisionHitsRetention } from './decisions/decision-hits.js';
import { registerDecisionVersionRoutes } from './decisions/decision-versions.routes.js';
import { registerFinancialReportRoutes } from './financial-reports/financial-reports.routes.js';
import { registerHealthRoutes } from './health/health.routes.js';
import { registerHost2HostRoutes } from './host2host/host2host.routes.js';
import { deriveLegacyLinkTokens } from './hosted-page/hosted-link-url.js';
import { registerHostedPageRoutes } from './hosted-page/hosted-page.routes.js';
import { settlePaymentLink } from './hosted-page/link-state.js';
import { registerImportRoutes } from './imports/imports.routes.js';
import { bookLedgerEvents, LEDGER_EVENT_TYPES } from './ledger/ledger.subscriber.js';
import { startLifecycleJobs } from './lifecycle/lifecycle-jobs.js';
import { processorGateway } from './lifecycle/processor-gateway.js';
import { registerMailboxRoutes } from './mail/mailbox.routes.js';
import { startMailer } from './mail/mailer.js';
import { registerMerchantRoutes } from './merchants/merchants.routes.js';
import { registerLinkRoutes } from './payment-links/link.routes.js';
import { paymentLinkClaims } from './payment-links/link-claim.js';
import { registerChallengeRoutes } from './payments/challenge.routes.js';
import { PaymentEngine } from './payments/create-payment.js';
import { registerIdempotency } from './payments/idempotency.js';
import { simulatedProcessor } from './payments/processor-adapter.js';
import { registerAuthentication } from './platform/auth/authenticate.js';
import { startCacheGenerations } from './platform/cache/process-cache.js';
import { CommandRunner } from './platform/commands/command.js';
import type { Config } from './platform/config.js';
import { openSecretBox, type SecretBox } from './platform/crypto/secret-box.js';
import type { Database } from './platform/db/database.js';
import { EventBus } from './platform/events/event-bus.js';
import { registerCallRecording } from './platform/http/call-recording.js';
import { createHttpServer, type RegisteredRoute, registerWebApp } from './platform/http/http-server.js';
import { registerOpenApi, sendOpenApiDocument } from './platform/http/openapi.js';
import type { JobQueue } from './platform/jobs/job-queue.js';
import type { Mailer } from './platform/mail/mailer.js';
import { registerResourceRoutes } from './platform/resource/resource-routes.js';
import { ResourceService } from './platform/resource/resource-service.js';
import { startReportJobs } from './reports/report-jobs.js';
import { registerReportRoutes } from './reports/reports.routes.js';
import { RESOURCES } from './resources.js';
import { registerRoutingRoutes } from './routing/routing.routes.js';
import { startSettlementJobs } from './settlements/settlement-jobs.js';
import { registerSettlementRoutes } from './settlements/settlements.routes.js';
import { startCustomerScoring } from './statistics/customer-scores.js';
import { registerStatisticsRoutes } from './statistics/statistics.routes.js';
import { applyRollupEvents, ROLLUP_EVENT_TYPES, ROLLUP_SUBSCRIBER } from './statistics/statistics-rollups.js';
import { BillingRun } from './subscriptions/billing-run.js';
import { registerSubscriptionRoutes } from './subscriptions/subscription.routes.js';
import {
  askPaypalCustomer,
  chargeOnLinkCard,
  startBillingJobs,
  subscriptionNotices,
} from './subscriptions/subscription-jobs.js';
import { registerTransactionActionRoutes } from './transactions/transaction-actions.v1.routes.js';
import { registerTransactionHistoryRoutes } from './transactions/transaction-history.routes.js';
import { registerTransactionPaymentsApi } from './transactions/transactions.v1.routes.js';
import { registerUserRoutes } from './users/users.routes.js';
import { WebhookDelivery } from './webhooks/webhook-delivery.js';
import {
  manualMessageRecorder,
  WEBHOOK_EVENT_TYPES,
  webhookMessageRecorder,
} from './webhooks/webhook-messages.js';
import { startReplayWorker } from './webhooks/webhook-replay.js';
import { registerWebhookRoutes } from './webhooks/webhooks.routes.js';
import { registerWelcomeMailRoutes } from './welcome-mails/welcome-mails.routes.js';

export interface AppDependencies {
  config: Config;
  database: Database;
  jobs: JobQueue;
  /** Where logs go; stdout when not given. */
  logStream?: DestinationStream;
}

export interface App {
  fastify: FastifyInstance;
  resources: ResourceService;
  /** Records domain events and delivers them to subscribers (`events.subscribe`). */
  events: EventBus;
  /** Runs commands for any actor (routes, jobs, tests). */
  commands: CommandRunner;
  mailer: Mailer;
  /** Seals and opens secrets at rest (share-credential values, TOTP secrets). */
  secrets: SecretBox;
  /** Every route registered, with its operation: what the access tests walk. */
  routes: readonly RegisteredRoute[];
  /** Writes the calls recorded so far to the audit trail now (tests; otherwise within 100 ms). */
  flushAuditTrail(): Promise<void>;
  /** Calls this process recorded and could not store in the audit trail: 0, or an alarm. */
  auditTrailLost(): number;
  /** Webhook attempts, run by its jobs; tests call `attempt` and `sweep` directly. */
  webhookDelivery: WebhookDelivery;
  /** The subscription billing run, worked by its job; tests and benchmarks run it directly. */
  billing: BillingRun;
}

/**
 * The composition root: the platform's HTTP edge, authentication, resource layer, events and commands,
 * and each feature's resources, routes, workers and subscribers plugged into them. The platform knows no
 * feature (architecture.test.ts): what it needs of one (mail, API key lookup) it names as an interface,
 * and this file passes the feature's implementation.
 */
export async function buildApp({ config, database, jobs, logStream }: AppDependencies): Promise<App> {
  const { fastify, routes, onRouterRefusal } = await createHttpServer(config, logStream);
  const mailer = await startMailer(database, jobs, config);

  // The audit trail (issue 13, ADR 0012): recording starts before authentication, so refused calls are kept too.
  const auditTrail = config.auditTrail ? await AuditTrailWriter.start(database, fastify.log) : undefined;
  if (auditTrail) {
    registerCallRecording(fastify, auditTrail, onRouterRefusal);
    fastify.addHook('onClose', () => auditTrail.flush());
  }
  const auditTrailLost = () => auditTrail?.lost ?? 0;
  await startAuditRetention(jobs, database, config.auditRetentionMonths, config.lifecycleSchedule);
  await startDecisionHitsRetention(jobs, database.db, config.lifecycleSchedule);

  await registerOpenApi(fastify, RESOURCES);

  registerAuthentication(fastify, database, config, authenticateApiKey);
  fastify.get(
    '/api/openapi.json',
    { config: { operation: 'docs.get' }, schema: { hide: true } },
    (request, reply) => sendOpenApiDocument(fastify.openApiDocument, request, reply),
  );
  registerHealthRoutes(fastify, database, jobs, auditTrailLost);
  registerAuthRoutes(fastify, database, config, mailer);
  const secrets = await openSecretBox(database.pool, config);
  await sealClearTotpSecrets(database, secrets);
  await deriveLegacyLinkTokens(database, secrets);
  registerAuthFlowRoutes(fastify, database, config, mailer, secrets);
  registerProfileRoutes(fastify, database, config, mailer, secrets);
  registerMailboxRoutes(fastify, database, config);

  const services = { mailer, config, secrets };
  const events = new EventBus(database, jobs);
  await events.start();
  const resources = new ResourceService(database, services, events);
  for (const resource of RESOURCES) resources.register(resource);
  registerIdempotency(fastify, database, secrets, config);
  registerRoutingRoutes(fastify, resources);
  registerBacktestRoutes(fastify, database, resources);
  registerApiKeyRoutes(fastify, database, resources, events);
  const commands = new CommandRunner(database, { ...services, resources }, events);
  registerUserRoutes(fastify, commands);
  registerDecisionVersionRoutes(fastify, database, resources, commands);
  registerLinkRoutes(fastify, commands, resources);
  events.subscribeBatch('decision-hits', ['transaction.created'], countDecisionHits);
  registerWelcomeMailRoutes(fastify, database, config, mailer, resources);
  registerImportRoutes(fastify, database, resources, services);
  for (const resource of RESOURCES) registerResourceRoutes(fastify, resources, resource);
  registerCustomerPaymentsApi(fastify, resources);
  const payments = new PaymentEngine({
    database,
    resources,
    events,
    secrets,
    config,
    processors: simulatedProcessor,
    // A payment of a link settles the link; a subscription's PayPal payment its customer answered, the cycle.
    onPaymentWritten: async (context, payment) => {
      await settlePaymentLink(context, payment);
      await billing.settleCustomerPayment(context, payment);
    },
    claimLink: paymentLinkClaims(database),
  });
  registerTransactionPaymentsApi(fastify, resources, payments);
  registerChallengeRoutes(fastify, payments);
  registerHostedPageRoutes(fastify, { database, commands, payments, config, secrets });
  const gateway = processorGateway(simulatedProcessor);
  registerTransactionActionRoutes(fastify, commands, resources, gateway);
  registerTransactionHistoryRoutes(fastify, database, resources);
  registerAuditTrailRoutes(fastify, database, resources);
  await startLifecycleJobs(jobs, { database, events, resources, gateway }, config.lifecycleSchedule);

  // Subscription billing (issue 14, ADR 0014): the run, its job, its routes, the link's card and notices.
  const billing = new BillingRun({ database, engine: payments, events, secrets });
  await startBillingJobs(jobs, billing, config.lifecycleSchedule);
  registerSubscriptionRoutes(fastify, {
    database,
    commands,
    resources,
    billing,
    testClocks: config.testClocks,
  });
  events.subscribe('subscription-link-card', ['cardaddlink.status_changed'], chargeOnLinkCard(jobs));
  events.subscribe('subscription-paypal-start', ['subscription.created'], askPaypalCustomer(jobs));
  events.subscribe(
    'subscription-notices',
    ['subscription.status_changed'],
    subscriptionNotices(jobs, mailer, config.productName),
  );

  // Webhooks: a message per event, written with it; signed, retried delivery; replay; secrets.
  events.onRecord(WEBHOOK_EVENT_TYPES, webhookMessageRecorder(jobs));
  events.onRecord(['webhook.created'], manualMessageRecorder(jobs));
  const webhookDelivery = new WebhookDelivery({
    database,
    jobs,
    secrets,
    mailer,
    config: config.webhooks,
    productName: config.productName,
  });
  await webhookDelivery.start();
  await startReplayWorker(database, jobs);
  registerWebhookRoutes(fastify, { database, jobs, resources, secrets });

  // Provider administration (issue 15, ADR 0016): merchants and their toggle, status and settlement updates.
  registerMerchantRoutes(fastify, database, commands);
  registerAdminRoutes(fastify, database, resources, commands);
  events.subscribe('processor-settlement-import', ['settlementupdate.created'], importAfterSettlementUpdate);
  const stopCacheGenerations = await startCacheGenerations(database);
  fastify.addHook('onClose', async () => stopCacheGenerations());
  // Reports (issue 17, ADR 0018): made by a route, generated by a job, scheduled, kept for a while.
  const reports = { database, resources, events, jobs, mailer, config };
  registerReportRoutes(fastify, reports);
  // Financial reports (issue 17, session 8): ledger and rollup sums per currency; files by the report job.
  registerFinancialReportRoutes(fastify, reports);
  await startReportJobs(reports, {
    schedule: config.lifecycleSchedule,
    retentionDays: config.reportRetentionDays,
  });
  // Statistics (issue 16, ADR 0017): rollups kept from the engine's events; the calls of 001 §7 read them.
  events.subscribeBatch(ROLLUP_SUBSCRIBER, ROLLUP_EVENT_TYPES, applyRollupEvents);
  registerStatisticsRoutes(fastify, database);
  await startCustomerScoring(jobs, database, config.lifecycleSchedule);
  // Money (issue 15, ADR 0015): the ledger books the status events; settlement runs by schedule and on demand.
  events.subscribeBatch('ledger', LEDGER_EVENT_TYPES, bookLedgerEvents);
  registerSettlementRoutes(fastify, { commands, jobs, database });
  await startSettlementJobs(database, jobs, config.lifecycleSchedule);
  // Host2host (ADR 0019): payout files for the provider's bank and the bank's status reports.
  registerHost2HostRoutes(fastify, database, commands);

  registerWebApp(fastify, config.webDir);
  const flushAuditTrail = async () => auditTrail?.flush();
  return {
    fastify,
    resources,
    events,
    commands,
    mailer,
    secrets,
    routes,
    flushAuditTrail,
    auditTrailLost,
    webhookDelivery,
    billing,
  };
}
