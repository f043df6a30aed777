import { holdsRole, type Principal } from './evaluate-requirement.js';
import type { Role } from './role-catalogue.js';

/** The columns of the permission grid: the umbrella of an area, then its actions. */
export const ROLE_GRID_ACTIONS = ['ALL', 'LIST', 'CREATE', 'UPDATE', 'DELETE', 'STATISTICS'] as const;
export type RoleGridAction = (typeof ROLE_GRID_ACTIONS)[number];

/** One area of the grid (e.g. TAG) and its role per action; USER_ALL, PSP_ALL and PSP_SUPER are rows of their own. */
export interface RoleGridRow {
  area: string;
  cells: Partial<Record<RoleGridAction, Role>>;
}

/** The cell of a role: `{AREA}_{ACTION}`; PSP_SUPER is the ALL of a row of its own. */
export function roleCell(role: Role): { area: string; action: RoleGridAction } {
  if (role === 'PSP_SUPER') return { area: role, action: 'ALL' };
  const cut = role.lastIndexOf('_');
  const action = role.slice(cut + 1) as RoleGridAction;
  if (!ROLE_GRID_ACTIONS.includes(action)) throw new Error(`role ${role} has no column in the grid`);
  return { area: role.slice(0, cut), action };
}

/** The roles as a grid of areas by action, in the order of the catalogue. */
export function roleGrid(roles: readonly Role[]): RoleGridRow[] {
  const rows = new Map<string, RoleGridRow>();
  for (const role of roles) {
    const { area, action } = roleCell(role);
    const row = rows.get(area) ?? { area, cells: {} };
    row.cells[action] = role;
    rows.set(area, row);
  }
  return [...rows.values()];
}

/**
 * A role that the chosen ones grant without naming it (TAG_LIST under TAG_ALL, every merchant role under
 * USER_ALL): by the same rule the server applies.
 */
export function impliedRole(chosen: readonly Role[], role: Role, isProvider: boolean): boolean {
  const principal: Principal = { roles: chosen, isProvider };
  return !chosen.includes(role) && holdsRole(principal, role);
}

/** The chosen roles after one is switched on or off; switching on an area's ALL drops the roles it covers. */
export function toggleRole(chosen: readonly Role[], role: Role, on: boolean, isProvider: boolean): Role[] {
  if (!on) return chosen.filter((other) => other !== role);
  const next = [...chosen, role];
  return next.filter((other) => other === role || !impliedRole([role], other, isProvider));
}
