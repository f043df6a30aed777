import type { Requirement } from './evaluate-requirement.js';

/**
 * Which requirement each API operation has. The server refuses to register a route whose
 * operation is missing here, and checks every request against its entry before the handler runs.
 * `X_ALL` covers `X_LIST`/`X_CREATE`/..., so requirements name the narrowest role.
 */
export const RESOURCE_ACTIONS = ['list', 'count', 'get', 'create', 'update', 'delete'] as const;
export type ResourceAction = (typeof RESOURCE_ACTIONS)[number];

export interface ResourceAccess {
  read: Requirement;
  create?: Requirement;
  update?: Requirement;
  delete?: Requirement;
}

function crud(...areas: readonly string[]): Required<ResourceAccess> {
  const of = (action: string) => areas.map((area) => `${area}_${action}`) as unknown as Requirement;
  return { read: of('LIST'), create: of('CREATE'), update: of('UPDATE'), delete: of('DELETE') };
}

function readOnly(...areas: readonly string[]): ResourceAccess {
  return { read: crud(...areas).read };
}

const apiKeyRoles = crud('API_KEY', 'PSP_APIKEY');

/** Access per resource of the generic layer, by the resource names the spec's calls use. */
export const RESOURCE_ACCESS = {
  organisation: { ...crud('ORGANISATION'), read: ['ORGANISATION_LIST', 'PSP_MERCHANT_LIST'] },
  user: crud('PLATFORMUSER', 'PSP_USER'),
  paymentprofile: crud('PAYMENT_PROFILE'),
  processor: { ...crud('PSP_PROCESSOR'), read: ['PROCESSOR_LIST', 'PSP_PROCESSOR_LIST'] },
  middleware: { ...crud('PSP_MIDDLEWARE'), read: ['MIDDLEWARE_LIST', 'PSP_MIDDLEWARE_LIST'] },
  failover: crud('PSP_FAILOVER'),
  routing: crud('ROUTING'),
  validationruleset: crud('VALIDATION_RULESET'),
  tag: crud('TAG'),
  customer: crud('CUSTOMER'),
  transaction: readOnly('TRANSACTION'),
  refund: readOnly('REFUND'),
  chargeback: readOnly('CHARGEBACK'),
  /** A stored card (brand, BIN, last 4, expiry), read with the records that name it (002 §7). */
  card: { read: ['TRANSACTION_LIST', 'REFUND_LIST', 'CHARGEBACK_LIST', 'CUSTOMER_LIST'] },
  paymentlink: crud('PAYMENT_LINK'),
  cardaddlink: crud('CARD_ADD'),
  scheduledtransaction: crud('SCHEDULED_TRANSACTION'),
  plan: crud('PLAN'),
  subscriptiondiscount: crud('SUBSCRIPTION_DISCOUNT'),
  subscription: crud('SUBSCRIPTION'),
  /** Creating settlements is a settlement run (POST /api/settlement, a command; ADR 0015). */
  settlement: { read: readOnly('SETTLEMENT', 'PSP_SETTLEMENT').read, create: ['PSP_SETTLEMENT_CREATE'] },
  /** The lines of a settlement, each one ledger entry (ADR 0015). */
  settlementline: readOnly('SETTLEMENT', 'PSP_SETTLEMENT'),
  processorsettlement: crud('PSP_PROCESSOR_SETTLEMENT'),
  settlementupdate: { read: ['PSP_SUPER'], create: ['PSP_SUPER'] },
  statusupdate: { read: ['PSP_SUPER'], create: ['PSP_SUPER'] },
  /**
   * Reports are made by their own route (a generation job), retried with the create role and downloaded
   * with the read role (reports/reports.routes.ts); never edited; deleted when PROCESSED.
   */
  report: { read: ['REPORT_LIST'], create: ['REPORT_CREATE'], delete: ['REPORT_DELETE'] },
  reportschedule: crud('REPORT_SCHEDULE'),
  webhook: crud('WEBHOOK'),
  audittrail: readOnly('PSP_AUDITTRAIL'),
  /** The user-action audit: changes from the event outbox, read with the audit trail's roles. */
  auditchange: readOnly('PSP_AUDITTRAIL'),
  welcomemail: crud('PSP_WELCOME_MAIL'),
  checkoutdesign: crud('CHECKOUT'),
  bankaccount: crud('BANK_ACCOUNT', 'PSP_BANK_ACCOUNT'),
  sharecredential: crud('SHARE'),
  /**
   * Keys are revoked, never deleted, so the audit trail keeps naming the key of each call; revoking
   * (the update) takes the update or the delete role.
   */
  apikey: {
    read: apiKeyRoles.read,
    create: apiKeyRoles.create,
    update: [...apiKeyRoles.update, ...apiKeyRoles.delete],
  },
  /** Finished imports; created by the import route, never edited. */
  import: { read: ['PSP_IMPORT_LIST'], create: ['PSP_IMPORT_CREATE'] },
  /** A merchant's payment terminals (001 §2.10, TERMINAL_LIST). */
  terminal: crud('TERMINAL'),
  /** The optional SAP module's onboardings (000 §1), provider staff only. */
  saponboarding: crud('PSP_SAP'),
  pricingscheme: crud('PSP_REVENUESCHEME', 'PSP_RESERVESCHEME', 'PSP_COSTSCHEME', 'PSP_PARTNERSCHEME'),
  // Issue 15, money (ADR 0015): pricing packages, settlement set-up and what settlement makes
  package: crud('PSP_PACKAGE'),
  settlementprofile: crud('PSP_SETTLEMENT_PROFILE'),
  settlementschedule: crud('PSP_SETTLEMENT_SCHEDULE'),
  oneoff: crud('PSP_ONE_OFF'),
} as const satisfies Record<string, ResourceAccess>;

export type ResourceName = keyof typeof RESOURCE_ACCESS;
export const RESOURCE_NAMES = /* @__PURE__ */ Object.keys(RESOURCE_ACCESS) as ResourceName[];

/**
 * The payments API (/v1), called with an API key (whose roles are API_KEY_ROLES): each operation has
 * the requirement of its /api twin.
 */
// Built in a pure function: the web bundle reads none of it and drops the reads of RESOURCE_ACCESS too.
export const PAYMENTS_API_OPERATIONS = /* @__PURE__ */ (() =>
  ({
    'v1.customer.list': RESOURCE_ACCESS.customer.read,
    'v1.customer.get': RESOURCE_ACCESS.customer.read,
    'v1.customer.create': RESOURCE_ACCESS.customer.create,
    'v1.transaction.get': RESOURCE_ACCESS.transaction.read,
    'v1.transaction.list': RESOURCE_ACCESS.transaction.read,
    /** Payments are made through the engine only (POST /v1/transactions), never as plain records. */
    'v1.transaction.create': crud('TRANSACTION').create,
    'v1.transaction.capture': ['TRANSACTION_UPDATE'],
    'v1.transaction.void': ['TRANSACTION_UPDATE'],
    'v1.refund.create': ['REFUND_CREATE'],
    'v1.refund.get': RESOURCE_ACCESS.refund.read,
    /** Links a merchant's systems send their customers (issue 12), as in the back office. */
    'v1.paymentlink.list': RESOURCE_ACCESS.paymentlink.read,
    'v1.paymentlink.get': RESOURCE_ACCESS.paymentlink.read,
    'v1.paymentlink.create': RESOURCE_ACCESS.paymentlink.create,
    'v1.paymentlink.deactivate': ['PAYMENT_LINK_UPDATE'],
    'v1.cardaddlink.list': RESOURCE_ACCESS.cardaddlink.read,
    'v1.cardaddlink.get': RESOURCE_ACCESS.cardaddlink.read,
    'v1.cardaddlink.create': RESOURCE_ACCESS.cardaddlink.create,
    'v1.cardaddlink.cancel': ['CARD_ADD_UPDATE'],
    /** One-off charges on a customer's stored card (issue 14), cancellable before they run. */
    'v1.scheduledtransaction.list': RESOURCE_ACCESS.scheduledtransaction.read,
    'v1.scheduledtransaction.get': RESOURCE_ACCESS.scheduledtransaction.read,
    'v1.scheduledtransaction.create': RESOURCE_ACCESS.scheduledtransaction.create,
    'v1.scheduledtransaction.cancel': ['SCHEDULED_TRANSACTION_UPDATE'],
  }) as const satisfies Record<`v1.${string}`, Requirement>)();

/**
 * Provider administration reads the web app never asks about (its screens sit behind their routes'
 * requirements): only the server checks them (`routeRequirement`), so the shell does not carry them.
 */
export const PROVIDER_ADMIN_OPERATIONS = {
  'merchant.list': ['PSP_MERCHANT_LIST'],
  /** What a processor reported it settled against our settled payments (issue 15). */
  'processorsettlement.reconciliation': ['PSP_PROCESSOR_SETTLEMENT_LIST'],
  /** 001 §2.9 admin/cache: the server's in-process caches and their clear, for the super user. */
  'cache.list': ['PSP_SUPER'],
  'cache.clear': ['PSP_SUPER'],
  /**
   * The optional host2host module (ADR 0019): payout files for the bank and its status reports, by the
   * PSP's settlement roles: read to list and download, create to make a file, update to mark it sent and
   * to import what the bank answered.
   */
  'payoutfile.list': ['PSP_SETTLEMENT_LIST'],
  'payoutfile.download': ['PSP_SETTLEMENT_LIST'],
  'payoutfile.create': ['PSP_SETTLEMENT_CREATE'],
  'payoutfile.send': ['PSP_SETTLEMENT_UPDATE'],
  'payoutfile.import': ['PSP_SETTLEMENT_UPDATE'],
} as const satisfies Record<string, Requirement>;

/**
 * Operations that need no session: the customer's pages (a payment's challenge, a link's hosted page;
 * their unguessable token is the credential), logging in, health and the API documentation. Only the
 * server asks for these (`routeRequirement`), so the web app does not carry them.
 */
export const PUBLIC_OPERATIONS = {
  /** The simulated 3-D Secure / redirect page a payment's next_action sends the customer to (its token). */
  'v1.challenge.show': 'public',
  'v1.challenge.answer': 'public',
  /** The hosted page of a payment or card-add link (issue 12). */
  'hostedPage.show': 'public',
  'hostedPage.pay': 'public',
  'hostedPage.storeCard': 'public',
  /** The simulated 3-D Secure page of a card a card-add link verifies. */
  'hostedPage.verifyCard': 'public',
  'hostedPage.answerVerification': 'public',
  'health.get': 'public',
  'docs.get': 'public',
  'auth.login': 'public',
  'auth.mfa': 'public',
  'auth.mfaSetup': 'public',
  'auth.mfaSetupConfirm': 'public',
  'auth.forgotPassword': 'public',
  'auth.updatePassword': 'public',
  'auth.updateEmail': 'public',
} as const;

/** Operations of a logged-in user outside the generic resource layer. */
export const SPECIAL_OPERATIONS = {
  'auth.logout': [],
  'auth.me': [],
  'profile.get': [],
  'profile.update': [],
  'profile.password': [],
  'profile.emailChange': [],
  'profile.mfaSetup': [],
  'profile.mfaConfirm': [],
  'profile.mfaDisable': [],
  'profile.revokeSession': [],
  'profile.revokeDevice': [],
  'paymentprofile.routing': ['ROUTING_LIST'],
  /** Versions of a ruleset or routing (history, rollback) and how often each fired (issue 11). */
  'validationruleset.versions': ['VALIDATION_RULESET_LIST'],
  'validationruleset.rollback': ['VALIDATION_RULESET_UPDATE'],
  'validationruleset.hits': ['VALIDATION_RULESET_LIST'],
  'routing.versions': ['ROUTING_LIST'],
  'routing.rollback': ['ROUTING_UPDATE'],
  'routing.hits': ['ROUTING_LIST'],
  /** A draft replayed over past payments: reads the rulesets or routings and the payments. */
  'validationruleset.backtest': ['VALIDATION_RULESET_LIST && TRANSACTION_LIST'],
  'routing.backtest': ['ROUTING_LIST && TRANSACTION_LIST'],
  /** Capture or void an authorisation, refund a payment: commands shared with /v1 and the jobs. */
  'transaction.capture': ['TRANSACTION_UPDATE'],
  'transaction.void': ['TRANSACTION_UPDATE'],
  'transaction.refund': ['REFUND_CREATE'],
  /** One-way transitions of a link the merchant makes (002 §4); the customer's are the hosted page's. */
  'paymentlink.deactivate': ['PAYMENT_LINK_UPDATE'],
  'cardaddlink.cancel': ['CARD_ADD_UPDATE'],
  'user.resetMfa': ['PLATFORMUSER_UPDATE', 'PSP_USER_UPDATE'],
  'welcomemail.preview': ['PSP_WELCOME_MAIL_LIST'],
  /** Provider administration (issue 15): activating or deactivating a merchant. */
  'merchant.toggle': ['PSP_MERCHANT_UPDATE'],
  /**
   * Webhook delivery beyond the records: reading a message's attempts (001 §6: the history reload), a
   * replay's progress, the secret's state and the disabled endpoints; sending messages again (one or a
   * bulk replay); rotating the signing secret and re-enabling an endpoint.
   */
  'webhook.deliveries': ['WEBHOOK_LIST'],
  'webhook.resend': ['WEBHOOK_CREATE'],
  'webhook.manage': ['WEBHOOK_UPDATE'],
  /** Checks an import file and writes nothing; part of creating an import. */
  'import.preview': ['PSP_IMPORT_CREATE'],
  /**
   * Dashboards and statistics (001 §6, §7; issue 16), answered from the rollups: the revenue and overview
   * blocks, the provider's top merchants, processor revenue and compare, and the statistics dashboards of
   * payments, refunds and customers. Recent activity is `transaction.list` (001 §6: TRANSACTION_LIST).
   */
  'statistics.revenue': ['STATISTICS_LIST'],
  'statistics.merchants': ['PSP_MERCHANT_LIST'],
  'statistics.processors': ['PROCESSOR_ALL && STATISTICS_ALL'],
  'transaction.statistics': ['TRANSACTION_STATISTICS'],
  'refund.statistics': ['REFUND_STATISTICS'],
  'customer.statistics': ['CUSTOMER_STATISTICS'],
  /**
   * The financial reports (001 §6; issue 17): the merchant's financial report page (TRANSACTION_* AND
   * SETTLEMENT_LIST), `report/daily` and `report/settlement`; the provider's merchant report (daily or
   * monthly) and settlement report. A file of one is a report: REPORT_CREATE and the call's own roles.
   */
  'financialreport.summary': ['TRANSACTION_LIST && SETTLEMENT_LIST'],
  'financialreport.daily': ['TRANSACTION_LIST'],
  'financialreport.settlement': ['SETTLEMENT_LIST'],
  'financialreport.merchants': ['PSP_REPORT_LIST'],
  'financialreport.settlements': ['PSP_SETTLEMENT_LIST'],
  'financialreport.file': ['REPORT_CREATE'],
} as const satisfies Record<string, Requirement>;

export type SpecialOperation = keyof typeof SPECIAL_OPERATIONS;
export type ResourceOperation = `${ResourceName}.${ResourceAction}`;
/** What a logged-in user may be allowed to call: the web app asks about these. */
export type AppOperation = SpecialOperation | ResourceOperation;
export type Operation =
  | AppOperation
  | keyof typeof PAYMENTS_API_OPERATIONS
  | keyof typeof PUBLIC_OPERATIONS
  | keyof typeof PROVIDER_ADMIN_OPERATIONS;

function actionRequirement(access: ResourceAccess, action: ResourceAction): Requirement | undefined {
  switch (action) {
    case 'list':
    case 'count':
    case 'get':
      return access.read;
    case 'create':
      return access.create;
    case 'update':
      return access.update;
    case 'delete':
      return access.delete;
  }
}

/** The requirement of a user's operation, or undefined when there is no such operation. */
export function operationRequirement(operation: string): Requirement | undefined {
  if (operation in SPECIAL_OPERATIONS) return SPECIAL_OPERATIONS[operation as SpecialOperation];
  const [resource, action] = operation.split('.') as [string, string];
  if (!(resource in RESOURCE_ACCESS) || !(RESOURCE_ACTIONS as readonly string[]).includes(action))
    return undefined;
  return actionRequirement(RESOURCE_ACCESS[resource as ResourceName], action as ResourceAction);
}

/** The requirement of any route's operation (the /v1 API and the public ones too), or undefined. */
export function routeRequirement(operation: string): Requirement | 'public' | undefined {
  if (operation in PUBLIC_OPERATIONS) return 'public';
  if (operation in PAYMENTS_API_OPERATIONS)
    return PAYMENTS_API_OPERATIONS[operation as keyof typeof PAYMENTS_API_OPERATIONS];
  if (operation in PROVIDER_ADMIN_OPERATIONS)
    return PROVIDER_ADMIN_OPERATIONS[operation as keyof typeof PROVIDER_ADMIN_OPERATIONS];
  return operationRequirement(operation);
}
