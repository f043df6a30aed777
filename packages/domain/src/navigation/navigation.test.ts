import { describe, expect, it } from 'vitest';
import type { OptionalModule } from '../auth/auth.schema.js';
import type { Principal } from '../roles/evaluate-requirement.js';
import type { Role } from '../roles/role-catalogue.js';
import { authRouteOfPath } from './auth-routes.js';
import { downloadRedirectPath } from './download-redirect.js';
import { resolveInitialQuery } from './initial-query.js';
import { MERCHANT_MENU, PROVIDER_MENU } from './menus.js';
import { MERCHANT_ROUTES } from './merchant-routes.js';
import { PROVIDER_ROUTES } from './provider-routes.js';
import { type AccessContext, canAccessRoute } from './route-access.js';
import { scopeOfPath } from './scope.js';
import { currentMenuPath, type VisibleMenuGroup, visibleMenu } from './visible-menu.js';

const merchant = (...roles: Role[]): Principal => ({ roles, isProvider: false });
const provider = (...roles: Role[]): Principal => ({ roles, isProvider: true });
const context = (
  principal: Principal,
  extra: { modules?: OptionalModule[]; collecting?: boolean } = {},
): AccessContext => ({
  principal,
  modules: extra.modules ?? [],
  collecting: extra.collecting ?? true,
});
const route = (id: string) => {
  const found = [...MERCHANT_ROUTES, ...PROVIDER_ROUTES].find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
};
const labels = (groups: VisibleMenuGroup[]) =>
  groups.flatMap((group) =>
    group.items.flatMap((item) =>
      item.kind === 'section' ? item.items.map((child) => child.labelKey) : [item.labelKey],
    ),
  );

describe('menus', () => {
  it('points Developers › Documentation at the API documentation', () => {
    const external = [...MERCHANT_MENU, ...PROVIDER_MENU].flatMap((group) =>
      group.items.filter((item) => item.kind === 'external'),
    );
    expect(external.length).toBeGreaterThan(0);
    for (const item of external) expect(item.href).toBe('/api/docs');
  });
});

describe('route table', () => {
  it('has unique ids over both tables and unique paths within each', () => {
    const all = [...MERCHANT_ROUTES, ...PROVIDER_ROUTES];
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    for (const table of [MERCHANT_ROUTES, PROVIDER_ROUTES]) {
      expect(new Set(table.map((entry) => entry.path)).size).toBe(table.length);
    }
  });

  it('marks every provider route provider-only', () => {
    expect(PROVIDER_ROUTES.filter((entry) => !entry.flags?.providerOnly)).toEqual([]);
  });

  it('has every menu link point at a route of its own table', () => {
    const everything = context(provider('PSP_SUPER'), { modules: ['sap', 'host2host'] });
    expect(() => visibleMenu(MERCHANT_MENU, MERCHANT_ROUTES, everything)).not.toThrow();
    expect(() => visibleMenu(PROVIDER_MENU, PROVIDER_ROUTES, everything)).not.toThrow();
  });
});

describe('canAccessRoute (the route guards)', () => {
  it.each([
    [
      'role: TRANSACTION_LIST opens transactions',
      'transactions',
      context(merchant('TRANSACTION_LIST')),
      true,
    ],
    ['role: without it transactions stay closed', 'transactions', context(merchant('CUSTOMER_LIST')), false],
    ['role: USER_ALL opens organisations', 'organisations', context(merchant('USER_ALL')), true],
    ['&&: TAG_LIST alone is not enough for fraud rules', 'fraudRules', context(merchant('TAG_LIST')), false],
    [
      '&&: TAG_LIST with VALIDATION_RULESET_LIST opens fraud rules',
      'fraudRules',
      context(merchant('TAG_LIST', 'VALIDATION_RULESET_LIST')),
      true,
    ],
    [
      '&&: mixed ALL and LIST pairs do not combine',
      'fraudRules',
      context(merchant('TAG_ALL', 'VALIDATION_RULESET_LIST')),
      true,
    ],
    ['provider-only: USER_ALL does not open processors', 'processors', context(merchant('USER_ALL')), false],
    ['provider-only: PSP_ALL opens processors', 'processors', context(provider('PSP_ALL')), true],
    [
      'provider-only: audit trail needs a provider role',
      'pspAuditTrail',
      context(provider('PSP_AUDITTRAIL_LIST')),
      true,
    ],
    ['super-only: PSP_ALL does not open the cache', 'adminCache', context(provider('PSP_ALL')), false],
    ['super-only: PSP_SUPER opens the cache', 'adminCache', context(provider('PSP_SUPER')), true],
    ['module: sap closed without the module', 'pspSap', context(provider('PSP_ALL')), false],
    ['module: sap open with the module', 'pspSap', context(provider('PSP_ALL'), { modules: ['sap'] }), true],
    [
      'collecting: settlements closed without it',
      'settlementReport',
      context(merchant('USER_ALL'), { collecting: false }),
      false,
    ],
    ['collecting: settlements open with it', 'settlementReport', context(merchant('USER_ALL')), true],
    [
      'collecting: pricing closed without it',
      'revenuePricing',
      context(provider('PSP_ALL'), { collecting: false }),
      false,
    ],
    ['login only: the profile opens for anyone', 'profile', context(merchant()), true],
    [
      'PSP: the provider dashboard needs the provider organisation',
      'pspDashboard',
      context(merchant('USER_ALL')),
      false,
    ],
  ])('%s', (_, id, access, expected) => {
    expect(canAccessRoute(route(id), access)).toBe(expected);
  });
});

describe('visibleMenu', () => {
  it('shows a finance merchant user only the entries of its roles', () => {
    const finance = context(
      merchant(
        'TRANSACTION_LIST',
        'REFUND_ALL',
        'SETTLEMENT_LIST',
        'REPORT_ALL',
        'STATISTICS_LIST',
        'CUSTOMER_LIST',
      ),
    );
    const groups = visibleMenu(MERCHANT_MENU, MERCHANT_ROUTES, finance);
    expect(groups.map((group) => group.id)).toEqual(['payments', 'insights', 'finance', 'developers']);
    expect(labels(groups)).toContain('menu.transactions');
    expect(labels(groups)).toContain('menu.settlements');
    expect(labels(groups)).not.toContain('menu.settlementReport');
    expect(labels(groups)).not.toContain('menu.chargebacks');
    expect(labels(groups)).not.toContain('menu.oneOffs');
  });

  it('keeps the daily report for an organisation without collecting, and drops the rest of finance', () => {
    const groups = visibleMenu(
      MERCHANT_MENU,
      MERCHANT_ROUTES,
      context(merchant('USER_ALL'), { collecting: false }),
    );
    const finance = groups.find((group) => group.id === 'finance');
    expect(finance?.items.map((item) => item.labelKey)).toEqual(['menu.dailyReport']);
  });

  it('gives a merchant owner share requests but not the PSP group', () => {
    const groups = visibleMenu(MERCHANT_MENU, MERCHANT_ROUTES, context(merchant('USER_ALL')));
    expect(groups.map((group) => group.id)).not.toContain('psp');
    expect(labels(groups)).toContain('menu.shareRequests');
    expect(labels(groups)).toContain('menu.documentation');
  });

  it('gives a provider user viewing a merchant the PSP group and no share requests', () => {
    const groups = visibleMenu(MERCHANT_MENU, MERCHANT_ROUTES, context(provider('PSP_ALL')));
    expect(groups.map((group) => group.id)).toContain('psp');
    expect(labels(groups)).not.toContain('menu.shareRequests');
  });

  it('marks the entry a page lies under: a new or edited routing belongs to the routing list', () => {
    const groups = visibleMenu(MERCHANT_MENU, MERCHANT_ROUTES, context(merchant('USER_ALL')));
    expect(currentMenuPath(groups, '/', '/intelligent-routing')).toBe('intelligent-routing');
    expect(currentMenuPath(groups, '/', '/intelligent-routing/new')).toBe('intelligent-routing');
    expect(currentMenuPath(groups, '/', '/intelligent-routing/4f20-3484')).toBe('intelligent-routing');
    expect(currentMenuPath(groups, '/', '/riskrules')).toBe('riskrules');
    expect(currentMenuPath(groups, '/', '/intelligent-routingx')).toBeUndefined();
    expect(currentMenuPath(groups, '/', '/nowhere')).toBeUndefined();
  });

  it('shows the Admin group to super users only', () => {
    const ids = (principal: Principal) =>
      visibleMenu(PROVIDER_MENU, PROVIDER_ROUTES, context(principal)).map((group) => group.id);
    expect(ids(provider('PSP_SUPER'))).toContain('admin');
    expect(ids(provider('PSP_ALL'))).not.toContain('admin');
  });

  it('shows SAP in the provider settings only with the module', () => {
    const settings = (modules: OptionalModule[]) =>
      labels(visibleMenu(PROVIDER_MENU, PROVIDER_ROUTES, context(provider('PSP_ALL'), { modules })));
    expect(settings([])).not.toContain('menu.pspSap');
    expect(settings(['sap'])).toContain('menu.pspSap');
  });

  it('gives the provider support user merchants, transactions and the audit trail', () => {
    const support = context(
      provider('PSP_MERCHANT_LIST', 'TRANSACTION_LIST', 'REFUND_LIST', 'PSP_AUDITTRAIL_LIST'),
    );
    const groups = visibleMenu(PROVIDER_MENU, PROVIDER_ROUTES, support);
    expect(groups.map((group) => group.id)).toEqual(['merchants', 'compliance']);
    expect(labels(groups)).toEqual(['menu.merchants', 'menu.pspTransactions', 'menu.pspAuditTrail']);
  });
});

describe('scopeOfPath', () => {
  it('tells the merchant view, the provider view and a viewed merchant apart', () => {
    expect(scopeOfPath('/transactions')).toEqual({ kind: 'merchant', basePath: '/' });
    expect(scopeOfPath('/psp/merchants')).toEqual({ kind: 'provider', basePath: '/psp/' });
    expect(scopeOfPath('/psp/merchants/abc/transactions')).toEqual({
      kind: 'merchantAsProvider',
      basePath: '/psp/merchants/abc/',
      merchantId: 'abc',
    });
  });

  it('accepts an id with a :mode suffix and keeps it in the base path', () => {
    expect(scopeOfPath('/psp/merchants/abc:sap/refunds')).toEqual({
      kind: 'merchantAsProvider',
      basePath: '/psp/merchants/abc:sap/',
      merchantId: 'abc',
      mode: 'sap',
    });
  });
});

describe('authRouteOfPath', () => {
  it('finds authentication routes by their full path only', () => {
    expect(authRouteOfPath('/login')?.id).toBe('login');
    expect(authRouteOfPath('/mfa/setup/')?.id).toBe('mfaSetup');
    expect(authRouteOfPath('/mfa')?.access).toBe('public');
    expect(authRouteOfPath('/login/extra')).toBeUndefined();
    expect(authRouteOfPath('/transactions')).toBeUndefined();
    expect(authRouteOfPath('/')).toBeUndefined();
  });
});

describe('downloadRedirectPath', () => {
  const query = (search: string) => {
    const pairs = new Map(search.split('&').map((pair) => pair.split('=') as [string, string]));
    return { get: (name: string) => pairs.get(name) ?? null };
  };
  it('ignores URLs that are not download links', () => {
    expect(downloadRedirectPath('/', query('id=1'), false)).toBeUndefined();
    expect(downloadRedirectPath('/', query('_download=true'), false)).toBeUndefined();
  });

  it('sends a merchant user to the download page of the report', () => {
    expect(downloadRedirectPath('/', query('_download=true&id=r1'), false)).toBe(
      '/reports/transactions/r1/download',
    );
  });

  it('takes a provider user into the merchant named by _organisation', () => {
    expect(downloadRedirectPath('/psp', query('_download=true&id=r1&_organisation=m1'), true)).toBe(
      '/psp/merchants/m1/reports/transactions/r1/download',
    );
  });

  it('stays in the merchant scope a provider user is already in', () => {
    expect(
      downloadRedirectPath('/psp/merchants/m2/', query('_download=true&id=r1&_organisation=m1'), true),
    ).toBe('/psp/merchants/m2/reports/transactions/r1/download');
  });
});

describe('resolveInitialQuery', () => {
  const now = new Date(2026, 2, 31, 15, 30);
  it('puts transactions one month back, at the start of the day', () => {
    const query = resolveInitialQuery(route('transactions').initialQuery!, now);
    expect(new Date(query['created_at>']!)).toEqual(new Date(2026, 1, 31));
  });

  it('gives dashboards period=day over the last 28 days, today included', () => {
    const query = resolveInitialQuery(route('dashboardTransactions').initialQuery!, now);
    expect(query.period).toBe('day');
    expect(new Date(query['created_at>']!)).toEqual(new Date(2026, 2, 4));
    expect(new Date(query['created_at<']!)).toEqual(new Date(2026, 2, 31, 23, 59, 59, 999));
  });

  it('keeps fixed values: merchants by amount and active, pricing active and visible', () => {
    expect(resolveInitialQuery(route('merchants').initialQuery!, now)).toEqual({
      _sort: '-amount',
      active: 'true',
    });
    expect(resolveInitialQuery(route('costPricing').initialQuery!, now)).toEqual({
      active: 'true',
      visible: 'true',
    });
    expect(resolveInitialQuery(route('paymentLinks').initialQuery!, now)).toEqual({ active: 'true' });
  });
});
