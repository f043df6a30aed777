import { holdsRole, type Principal, type Requirement } from '../roles/evaluate-requirement.js';
import { MERCHANT_ROLES, ROLES, type Role } from '../roles/role-catalogue.js';

/** Whose users: the provider's staff or a merchant's users. */
export const USER_SIDES = ['provider', 'merchant'] as const;
export type UserSide = (typeof USER_SIDES)[number];

/** The role area that manages users of a side (000 §6: provider users PSP_USER_*, users PLATFORMUSER_*). */
const MANAGING_AREA: Record<UserSide, 'PSP_USER' | 'PLATFORMUSER'> = {
  provider: 'PSP_USER',
  merchant: 'PLATFORMUSER',
};

/** The requirement to act on users of a side. */
export function manageUsersRequirement(
  side: UserSide,
  action: 'LIST' | 'CREATE' | 'UPDATE' | 'DELETE',
): Requirement {
  return [`${MANAGING_AREA[side]}_${action}`];
}

/**
 * Roles a user of the side may hold: merchant users only merchant roles; provider staff every role,
 * since they also work inside merchants (a support desk reading transactions).
 */
export function assignableRoles(side: UserSide): readonly Role[] {
  return side === 'merchant' ? MERCHANT_ROLES : ROLES;
}

/** The roles a principal may grant to a user of the side: assignable ones it holds itself. */
export function grantableRoles(principal: Principal, side: UserSide): Role[] {
  return assignableRoles(side).filter((role) => holdsRole(principal, role));
}
