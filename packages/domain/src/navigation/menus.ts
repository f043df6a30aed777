import type { AccessFlags } from './route-definition.js';

export interface MenuLink {
  kind: 'link';
  labelKey: string;
  routeId: string;
  flags?: AccessFlags;
  /** Shown even inside a group that needs the collecting capability. */
  collectingNotNeeded?: true;
}

export interface MenuExternalLink {
  kind: 'external';
  labelKey: string;
  href: string;
  flags?: AccessFlags;
}

export interface MenuSection {
  kind: 'section';
  labelKey: string;
  items: readonly (MenuLink | MenuExternalLink)[];
}

export type MenuEntry = MenuLink | MenuExternalLink | MenuSection;

export interface MenuGroup {
  id: string;
  labelKey: string;
  flags?: AccessFlags;
  items: readonly MenuEntry[];
}

function link(routeId: string, extra: Omit<MenuLink, 'kind' | 'routeId' | 'labelKey'> = {}): MenuLink {
  return { kind: 'link', routeId, labelKey: `menu.${routeId}`, ...extra };
}

function section(id: string, items: readonly (MenuLink | MenuExternalLink)[]): MenuSection {
  return { kind: 'section', labelKey: `menu.${id}`, items };
}

function group(id: string, items: readonly MenuEntry[], flags?: AccessFlags): MenuGroup {
  return { id, labelKey: `menu.groups.${id}`, items, ...(flags && { flags }) };
}

/** Merchant menu of 000 'Navigation menus'; links refer to MERCHANT_ROUTES. */
export const MERCHANT_MENU: readonly MenuGroup[] = [
  group('payments', [
    link('transactions'),
    link('transactionsMissed'),
    link('transactionsDeclined'),
    link('transactionsTagged'),
    link('transactionsBlocked'),
    link('refunds'),
    link('chargebacks'),
    link('paymentLinks'),
    link('cardAddLinks'),
    link('scheduledTransactions'),
    link('customers'),
    link('plans'),
    link('subscriptions'),
    link('discounts'),
  ]),
  group('insights', [
    section('dashboards', [
      link('dashboardTransactions'),
      link('dashboardRefunds'),
      link('dashboardCustomers'),
      link('customerSegments'),
      link('processorStatistics'),
      link('processorCompare'),
    ]),
    section('reports', [link('financialReport'), link('transactionReports'), link('reportSchedules')]),
  ]),
  group(
    'finance',
    [
      // The settlements with their lines and payouts; the settlement report is one of the financial report's.
      link('settlements'),
      link('dailyReport', { collectingNotNeeded: true }),
      link('oneOffs'),
      link('settlementProfiles'),
    ],
    { collecting: true },
  ),
  group('risk', [
    link('fraudRules'),
    link('businessRules'),
    link('threeDSecure'),
    link('intelligentRouting'),
  ]),
  group('developers', [
    link('apiSettings'),
    link('terminals'),
    { kind: 'external', labelKey: 'menu.documentation', href: '/api/docs' },
    link('webhookTesting'),
    link('webhooks'),
  ]),
  group(
    'psp',
    [
      link('processorSettlements'),
      link('processors'),
      link('failovers'),
      link('middlewares'),
      link('merchantConfiguration'),
      link('shareCredentials'),
    ],
    { providerOnly: true },
  ),
  group('settings', [
    link('organisations'),
    link('paymentProfiles'),
    link('bankAccounts'),
    link('checkoutDesigns'),
    link('users'),
    link('tags'),
    {
      kind: 'link',
      routeId: 'shareCredentials',
      labelKey: 'menu.shareRequests',
      flags: { merchantOnly: true },
    },
  ]),
];

/** Provider menu of 000 'Navigation menus'; links refer to PROVIDER_ROUTES. */
export const PROVIDER_MENU: readonly MenuGroup[] = [
  group('merchants', [link('merchants'), link('pspTransactions')]),
  group('insights', [link('dailyReports'), link('monthlyReports'), link('settlementReports')]),
  group(
    'finance',
    [
      link('revenuePricing'),
      link('costPricing'),
      link('reservePricing'),
      link('partnerPricing'),
      link('packages'),
      link('settlementSchedules'),
      link('pspBankAccounts'),
      link('host2host'),
    ],
    { collecting: true },
  ),
  group('compliance', [
    link('pspAuditTrail'),
    link('pspWebhooks'),
    link('pspFraudRules'),
    link('pspBusinessRules'),
    link('pspThreeDSecure'),
  ]),
  group('admin', [link('adminCache'), link('statusUpdates'), link('settlementUpdates')], { superOnly: true }),
  group('settings', [
    link('pspUsers'),
    link('welcomeMails'),
    link('apiKeys'),
    link('imports'),
    link('pspTags'),
    link('pspProcessors'),
    link('pspProcessorSettlements'),
    link('pspFailovers'),
    link('pspMiddlewares'),
    link('pspSap'),
  ]),
];
