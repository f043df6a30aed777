import type { OptionalModule } from '../auth/auth.schema.js';
import type { Requirement } from '../roles/evaluate-requirement.js';
import { LAST_MONTH_QUERY, RULESET_REQUIREMENT } from './merchant-routes.js';
import { anyRoleOf, inArea, type RouteDefinition } from './route-definition.js';

function route(
  id: string,
  path: string,
  requirement: Requirement,
  extra: Pick<RouteDefinition, 'initialQuery'> & {
    titleKey?: string;
    collecting?: true;
    superOnly?: true;
    module?: OptionalModule;
  } = {},
): Omit<RouteDefinition, 'area'> {
  const { titleKey, collecting, superOnly, module, initialQuery } = extra;
  return {
    id,
    path,
    titleKey: titleKey ?? `routes.${id}`,
    requirement,
    flags: {
      providerOnly: true,
      ...(collecting && { collecting }),
      ...(superOnly && { superOnly }),
      ...(module && { module }),
    },
    ...(initialQuery && { initialQuery }),
  };
}

/** 001 §2.10: pricing pages open with active and visible schemes when the URL has no query. */
const PRICING_QUERY = { active: 'true', visible: 'true' } as const;

/** Provider routes under /psp: the provider view of the platform. */
export const PROVIDER_ROUTES: readonly RouteDefinition[] = [
  ...inArea('home', [route('pspDashboard', '', ['PSP'], { titleKey: 'routes.dashboard' })]),
  ...inArea('merchants', [
    route('merchants', 'merchants', ['PSP_ALL', 'PSP_MERCHANT_ALL', 'PSP_MERCHANT_LIST'], {
      initialQuery: { _sort: '-amount', active: 'true' },
    }),
  ]),
  ...inArea('payments', [
    route('pspTransactions', 'transactions', ['PSP_ALL', 'TRANSACTION_ALL', 'TRANSACTION_LIST'], {
      titleKey: 'routes.transactions',
      initialQuery: LAST_MONTH_QUERY,
    }),
  ]),
  // Insights
  ...inArea('insights', [
    route('dailyReports', 'reports/daily', ['PSP_ALL', 'PSP_REPORT_LIST']),
    route('monthlyReports', 'reports/monthly', ['PSP_ALL', 'PSP_REPORT_LIST']),
    route('settlementReports', 'reports/settlement', ['PSP_ALL', 'PSP_SETTLEMENT_LIST']),
  ]),
  // Finance and pricing: only with the collecting capability
  ...inArea('finance', [
    route(
      'revenuePricing',
      'pricing/revenue',
      ['PSP_ALL', 'PSP_REVENUESCHEME_ALL', 'PSP_REVENUESCHEME_LIST'],
      {
        collecting: true,
        initialQuery: PRICING_QUERY,
      },
    ),
    route('costPricing', 'pricing/cost', ['PSP_ALL', 'PSP_COSTSCHEME_ALL', 'PSP_COSTSCHEME_LIST'], {
      collecting: true,
      initialQuery: PRICING_QUERY,
    }),
    route(
      'reservePricing',
      'pricing/reserve',
      ['PSP_ALL', 'PSP_RESERVESCHEME_ALL', 'PSP_RESERVESCHEME_LIST'],
      {
        collecting: true,
        initialQuery: PRICING_QUERY,
      },
    ),
    route(
      'partnerPricing',
      'pricing/partner',
      ['PSP_ALL', 'PSP_PARTNERSCHEME_ALL', 'PSP_PARTNERSCHEME_LIST'],
      {
        collecting: true,
        initialQuery: PRICING_QUERY,
      },
    ),
    route('packages', 'finance/packages', ['PSP_ALL', 'PSP_PACKAGE_ALL', 'PSP_PACKAGE_LIST'], {
      collecting: true,
    }),
    route(
      'settlementSchedules',
      'finance/settlement-schedules',
      ['PSP_ALL', 'PSP_SETTLEMENT_SCHEDULE_ALL', 'PSP_SETTLEMENT_SCHEDULE_LIST'],
      { collecting: true },
    ),
    route(
      'pspBankAccounts',
      'finance/settings/bank-accounts',
      ['PSP_ALL', 'PSP_BANK_ACCOUNT_ALL', 'PSP_BANK_ACCOUNT_LIST'],
      { titleKey: 'routes.bankAccounts', collecting: true },
    ),
    route('host2host', 'finance/host2host', ['PSP_ALL', ...anyRoleOf('PSP_SETTLEMENT')], {
      collecting: true,
      module: 'host2host',
    }),
  ]),
  // Compliance
  ...inArea('compliance', [
    route('pspAuditTrail', 'audit-trail', ['PSP_ALL', 'PSP_AUDITTRAIL_LIST'], {
      titleKey: 'routes.auditTrail',
      initialQuery: LAST_MONTH_QUERY,
    }),
    route('pspWebhooks', 'webhooks', ['PSP_ALL', 'WEBHOOK_LIST'], { titleKey: 'routes.webhooks' }),
  ]),
  ...inArea('risk', [
    route('pspFraudRules', 'riskrules', RULESET_REQUIREMENT, { titleKey: 'routes.fraudRules' }),
    route('pspBusinessRules', 'tagrules', RULESET_REQUIREMENT, { titleKey: 'routes.businessRules' }),
    route('pspThreeDSecure', '3dsecure', RULESET_REQUIREMENT, { titleKey: 'routes.threeDSecure' }),
  ]),
  // Admin (001 §2.9)
  ...inArea('admin', [
    route('adminCache', 'admin/cache', ['PSP_SUPER'], { superOnly: true }),
    route('statusUpdates', 'admin/status-updates', ['PSP_SUPER'], { superOnly: true }),
    route('settlementUpdates', 'admin/settlement-updates', ['PSP_SUPER'], { superOnly: true }),
  ]),
  // Settings (000 §2)
  ...inArea('settings', [
    route('pspUsers', 'users', anyRoleOf('PSP_USER')),
    route('welcomeMails', 'welcome-mails', anyRoleOf('PSP_WELCOME_MAIL')),
    route('apiKeys', 'api-keys', anyRoleOf('PSP_APIKEY')),
    route('imports', 'imports', anyRoleOf('PSP_IMPORT')),
    route('pspTags', 'tags', anyRoleOf('TAG'), { titleKey: 'routes.tags' }),
  ]),
  ...inArea('operator', [
    route('pspProcessors', 'processors', ['PSP_ALL', ...anyRoleOf('PSP_PROCESSOR')], {
      titleKey: 'routes.processors',
    }),
    route('pspProcessorSettlements', 'processor-settlements', anyRoleOf('PSP_PROCESSOR_SETTLEMENT'), {
      titleKey: 'routes.processorSettlements',
      initialQuery: { active: 'true' },
    }),
    route('pspFailovers', 'failovers', anyRoleOf('PSP_FAILOVER'), { titleKey: 'routes.failovers' }),
    route('pspMiddlewares', 'middlewares', anyRoleOf('PSP_MIDDLEWARE'), { titleKey: 'routes.middlewares' }),
    route('pspSap', 'sap', anyRoleOf('PSP_SAP'), { titleKey: 'routes.sap', module: 'sap' }),
  ]),
];
