/**
 * The complete role catalogue of the three specification documents. Role strings follow
 * `{AREA}_{ACTION}`; USER_ALL, PSP_ALL and PSP_SUPER are the umbrella roles.
 */

const CRUD = ['ALL', 'LIST', 'CREATE', 'UPDATE', 'DELETE'] as const;
const CRUD_STATS = [...CRUD, 'STATISTICS'] as const;

/** Merchant-side areas: granted by USER_ALL. */
export const MERCHANT_AREAS = {
  ORGANISATION: CRUD,
  PAYMENT_PROFILE: CRUD,
  BANK_ACCOUNT: CRUD,
  CHECKOUT: CRUD,
  PLATFORMUSER: CRUD,
  TAG: CRUD,
  SHARE: CRUD,
  TRANSACTION: CRUD_STATS,
  REFUND: CRUD_STATS,
  CHARGEBACK: CRUD,
  CUSTOMER: CRUD_STATS,
  SCHEDULED_TRANSACTION: CRUD,
  PAYMENT_LINK: CRUD,
  CARD_ADD: CRUD,
  SUBSCRIPTION: CRUD,
  PLAN: CRUD,
  SUBSCRIPTION_DISCOUNT: CRUD,
  VALIDATION_RULESET: CRUD,
  ROUTING: CRUD,
  PROCESSOR: CRUD,
  MIDDLEWARE: CRUD,
  STATISTICS: CRUD,
  SETTLEMENT: CRUD,
  REPORT: CRUD,
  REPORT_SCHEDULE: CRUD,
  WEBHOOK: CRUD,
  TERMINAL: CRUD,
  API_KEY: CRUD,
} as const;

/** Provider-side areas: granted by PSP_ALL. */
export const PROVIDER_AREAS = {
  PSP_USER: CRUD,
  PSP_WELCOME_MAIL: CRUD,
  PSP_IMPORT: CRUD,
  PSP_APIKEY: CRUD,
  PSP_MERCHANT: CRUD,
  PSP_REPORT: CRUD,
  PSP_SETTLEMENT: CRUD,
  PSP_ONE_OFF: CRUD,
  PSP_SETTLEMENT_PROFILE: CRUD,
  PSP_PACKAGE: CRUD,
  PSP_SETTLEMENT_SCHEDULE: CRUD,
  PSP_BANK_ACCOUNT: CRUD,
  PSP_REVENUESCHEME: CRUD,
  PSP_RESERVESCHEME: CRUD,
  PSP_COSTSCHEME: CRUD,
  PSP_PARTNERSCHEME: CRUD,
  PSP_PROCESSOR: CRUD,
  PSP_PROCESSOR_SETTLEMENT: CRUD,
  PSP_FAILOVER: CRUD,
  PSP_MIDDLEWARE: CRUD,
  PSP_SAP: CRUD,
  PSP_AUDITTRAIL: CRUD,
  PSP_STATUS_UPDATE: CRUD,
  PSP_SETTLEMENT_UPDATE: CRUD,
} as const;

type AreaRoles<T extends Record<string, readonly string[]>> = {
  [A in keyof T & string]: `${A}_${T[A][number]}`;
}[keyof T & string];

export type MerchantRole = 'USER_ALL' | AreaRoles<typeof MERCHANT_AREAS>;
export type ProviderRole = 'PSP_ALL' | 'PSP_SUPER' | AreaRoles<typeof PROVIDER_AREAS>;
export type Role = MerchantRole | ProviderRole;

function expand(areas: Record<string, readonly string[]>): string[] {
  return Object.entries(areas).flatMap(([area, actions]) => actions.map((action) => `${area}_${action}`));
}

export const MERCHANT_ROLES = ['USER_ALL', ...expand(MERCHANT_AREAS)] as readonly MerchantRole[];
export const PROVIDER_ROLES = ['PSP_ALL', 'PSP_SUPER', ...expand(PROVIDER_AREAS)] as readonly ProviderRole[];
export const ROLES: readonly Role[] = [...MERCHANT_ROLES, ...PROVIDER_ROLES];

const roleSet: ReadonlySet<string> = new Set(ROLES);
const providerRoleSet: ReadonlySet<string> = new Set(PROVIDER_ROLES);

export function isRole(value: string): value is Role {
  return roleSet.has(value);
}

export function isProviderRole(role: Role): role is ProviderRole {
  return providerRoleSet.has(role);
}
