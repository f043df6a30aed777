import type { Requirement } from '../roles/evaluate-requirement.js';
import { anyRoleOf, type InitialQuery, inArea, type RouteDefinition } from './route-definition.js';

/** 002 §9: transactions, refunds, chargebacks, customers and the audit trail open on the last month. */
export const LAST_MONTH_QUERY: InitialQuery = { 'created_at>': { startOfDay: { monthsAgo: 1 } } };

/** 001 §2.2, §9: statistics dashboards fall back to period=day over the last 28 days. */
const DASHBOARD_QUERY: InitialQuery = {
  period: 'day',
  'created_at>': { startOfDay: { daysAgo: 27 } },
  'created_at<': { endOfDay: 'today' },
};

/** 002 §6: TAG_ALL and VALIDATION_RULESET_ALL, or TAG_LIST and VALIDATION_RULESET_LIST. */
export const RULESET_REQUIREMENT: Requirement = [
  'TAG_ALL && VALIDATION_RULESET_ALL',
  'TAG_LIST && VALIDATION_RULESET_LIST',
];

const PROCESSOR_STATISTICS: Requirement = ['PROCESSOR_ALL && STATISTICS_ALL'];
const TRANSACTIONS: Requirement = ['TRANSACTION_ALL', 'TRANSACTION_LIST'];
const REPORTS: Requirement = ['REPORT_ALL', 'REPORT_LIST'];
const WEBHOOKS: Requirement = ['USER_ALL', 'WEBHOOK_LIST'];
/** 001 §6: the merchant's settlements, with the collecting capability (000 §6). */
const SETTLEMENTS: Requirement = ['USER_ALL', 'SETTLEMENT_LIST'];
const COLLECTING = { flags: { collecting: true } } as const;
const PROVIDER_FINANCE = { flags: { providerOnly: true, collecting: true } } as const;

function route(
  id: string,
  path: string,
  requirement: Requirement,
  extra: Pick<RouteDefinition, 'flags' | 'initialQuery'> = {},
): Omit<RouteDefinition, 'area'> {
  return { id, path, titleKey: `routes.${id}`, requirement, ...extra };
}

/**
 * Merchant routes of the three documents. A merchant user has them at the root; a provider user has
 * them again under /psp/merchants/{id}/ in that merchant's scope.
 */
export const MERCHANT_ROUTES: readonly RouteDefinition[] = [
  ...inArea('home', [route('dashboard', '', [])]),
  // Insights (001 §2.2)
  ...inArea('insights', [
    route('dashboardTransactions', 'dashboards/transactions', ['TRANSACTION_ALL', 'TRANSACTION_STATISTICS'], {
      initialQuery: DASHBOARD_QUERY,
    }),
    route('dashboardRefunds', 'dashboards/refunds', ['REFUND_ALL', 'REFUND_STATISTICS'], {
      initialQuery: DASHBOARD_QUERY,
    }),
    route('dashboardCustomers', 'dashboards/customers', ['CUSTOMER_ALL', 'CUSTOMER_STATISTICS'], {
      initialQuery: DASHBOARD_QUERY,
    }),
    route('customerSegments', 'customers/rfm', []),
    route('processorStatistics', 'dashboards/processor-statistics', PROCESSOR_STATISTICS),
    route('processorCompare', 'insights/dashboards/processor-compare', PROCESSOR_STATISTICS),
    route('financialReport', 'report', [
      'TRANSACTION_ALL && SETTLEMENT_LIST',
      'TRANSACTION_LIST && SETTLEMENT_LIST',
    ]),
    route('transactionReports', 'reports/transactions', REPORTS),
    route('transactionReportDownload', 'reports/transactions/:reportId/download', REPORTS),
    route('reportSchedules', 'reports/schedules', ['REPORT_SCHEDULE_ALL', 'REPORT_SCHEDULE_LIST']),
  ]),
  // Finance (001 §2.7, §2.10): only for organisations with the collecting capability
  ...inArea('finance', [
    route('settlementReport', 'report/settlement', SETTLEMENTS, COLLECTING),
    route('dailyReport', 'report/daily', ['USER_ALL', 'TRANSACTION_LIST']),
    // ADR 0015: the merchant's settlements, each with every line, and their payouts
    route('settlements', 'finance/settlements', SETTLEMENTS, COLLECTING),
    route(
      'oneOffs',
      'finance/one-offs',
      ['PSP_ALL', 'PSP_ONE_OFF_ALL', 'PSP_ONE_OFF_LIST'],
      PROVIDER_FINANCE,
    ),
    route(
      'settlementProfiles',
      'finance/settlement-profiles',
      ['PSP_ALL', 'PSP_SETTLEMENT_PROFILE_ALL', 'PSP_SETTLEMENT_PROFILE_LIST'],
      PROVIDER_FINANCE,
    ),
  ]),
  // Payments (002 §2)
  ...inArea('payments', [
    route('transactions', 'transactions', TRANSACTIONS, { initialQuery: LAST_MONTH_QUERY }),
    route('scheduledTransactions', 'transactions/scheduled', anyRoleOf('SCHEDULED_TRANSACTION'), {
      initialQuery: { 'status[]': 'CREATED' },
    }),
    route('transactionsTagged', 'transactionsTagged', TRANSACTIONS),
    route('transactionsBlocked', 'transactionsBlocked', TRANSACTIONS),
    route('transactionsMissed', 'transactionsMissed', TRANSACTIONS),
    route('transactionsDeclined', 'transactionsDeclined', TRANSACTIONS),
    route('refunds', 'refunds', anyRoleOf('REFUND'), { initialQuery: LAST_MONTH_QUERY }),
    route('chargebacks', 'chargebacks', anyRoleOf('CHARGEBACK'), { initialQuery: LAST_MONTH_QUERY }),
    route('customers', 'customers', anyRoleOf('CUSTOMER'), { initialQuery: LAST_MONTH_QUERY }),
    route('paymentLinks', 'payment-links', anyRoleOf('PAYMENT_LINK'), { initialQuery: { active: 'true' } }),
    route('cardAddLinks', 'card-add-links', anyRoleOf('CARD_ADD')),
    route('subscriptions', 'subscriptions', anyRoleOf('SUBSCRIPTION')),
    route('plans', 'subscriptions/plans', anyRoleOf('PLAN')),
    route('discounts', 'subscriptions/discounts', anyRoleOf('SUBSCRIPTION_DISCOUNT')),
  ]),
  // Operator pages in a merchant's scope (002 §2, §6)
  ...inArea('operator', [
    route('merchantConfiguration', 'merchant-configuration', ['PSP_ALL'], { flags: { providerOnly: true } }),
    route('processors', 'processors', ['PSP_ALL', ...anyRoleOf('PSP_PROCESSOR')], {
      flags: { providerOnly: true },
    }),
    route('processorSettlements', 'processor-settlements', anyRoleOf('PSP_PROCESSOR_SETTLEMENT'), {
      flags: { providerOnly: true },
      initialQuery: { active: 'true' },
    }),
    route('failovers', 'failovers', anyRoleOf('PSP_FAILOVER'), { flags: { providerOnly: true } }),
    route('middlewares', 'middlewares', anyRoleOf('PSP_MIDDLEWARE'), { flags: { providerOnly: true } }),
    route('sap', 'sap', anyRoleOf('PSP_SAP'), { flags: { providerOnly: true, module: 'sap' } }),
    route('auditTrail', 'audit-trail', ['PSP_ALL', 'PSP_AUDITTRAIL_LIST'], {
      flags: { providerOnly: true },
      initialQuery: LAST_MONTH_QUERY,
    }),
  ]),
  // Risk
  ...inArea('risk', [
    route('fraudRules', 'riskrules', RULESET_REQUIREMENT),
    route('businessRules', 'tagrules', RULESET_REQUIREMENT),
    route('threeDSecure', '3dsecure', RULESET_REQUIREMENT),
    route('intelligentRouting', 'intelligent-routing', ['ROUTING_LIST']),
    route('routingNew', 'intelligent-routing/new', ['ROUTING_CREATE']),
    route('routingEdit', 'intelligent-routing/:routeId', ['ROUTING_UPDATE']),
  ]),
  // Developers
  ...inArea('developers', [
    route('apiSettings', 'apiSettings', anyRoleOf('API_KEY')),
    route('terminals', 'terminals', ['USER_ALL', 'TERMINAL_LIST']),
    route('webhookTesting', 'webhook-testing', WEBHOOKS),
    route('webhooks', 'webhooks', WEBHOOKS),
  ]),
  // Settings (000 §2)
  ...inArea('settings', [
    route('organisations', 'organisations', anyRoleOf('ORGANISATION')),
    route('paymentProfiles', 'paymentprofiles', anyRoleOf('PAYMENT_PROFILE')),
    route('bankAccounts', 'bank-accounts', anyRoleOf('BANK_ACCOUNT')),
    route('checkoutDesigns', 'checkout-designs', ['CHECKOUT_LIST', 'CHECKOUT_CREATE', 'CHECKOUT_UPDATE']),
    route('checkoutDesignNew', 'checkout-designs/new', [
      'CHECKOUT_LIST',
      'CHECKOUT_CREATE',
      'CHECKOUT_UPDATE',
    ]),
    route('checkoutDesignEdit', 'checkout-designs/:checkoutId', [
      'CHECKOUT_LIST',
      'CHECKOUT_CREATE',
      'CHECKOUT_UPDATE',
    ]),
    route('users', 'users', anyRoleOf('PLATFORMUSER')),
    route('tags', 'tags', anyRoleOf('TAG')),
    route('shareCredentials', 'share-credentials', anyRoleOf('SHARE')),
    route('profile', 'profile', []),
  ]),
];
