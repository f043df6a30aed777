import { isProviderRole, type Role } from './role-catalogue.js';

/**
 * A requirement is an ANY-of list; an entry may combine roles with `&&` (all of them needed).
 * `PSP` is not a role but the fact of belonging to the provider organisation.
 * An empty list means: logged in is enough.
 */
export type RequirementEntry = Role | 'PSP' | `${string} && ${string}`;
export type Requirement = readonly RequirementEntry[];

export interface Principal {
  roles: readonly Role[];
  /** The user belongs to the provider organisation. */
  isProvider: boolean;
}

/**
 * Whether the principal holds `role`, directly or through an umbrella role:
 * `{AREA}_ALL` covers the other actions of its area, USER_ALL every merchant-side role,
 * PSP_ALL every provider-side role but PSP_SUPER and, as the provider's own all-access role,
 * everything USER_ALL covers; PSP_SUPER covers everything.
 */
export function holdsRole(principal: Principal, role: Role): boolean {
  const held = principal.roles;
  if (held.includes(role) || held.includes('PSP_SUPER')) return true;
  const provider = isProviderRole(role);
  if (provider && !principal.isProvider) return false;
  if (role === 'PSP_SUPER') return false;
  if (held.includes('PSP_ALL') && principal.isProvider) return true;
  if (!provider && held.includes('USER_ALL')) return true;
  const area = role.slice(0, role.lastIndexOf('_'));
  return role !== `${area}_ALL` && held.includes(`${area}_ALL` as Role);
}

function satisfiesEntry(principal: Principal, entry: RequirementEntry): boolean {
  return entry.split('&&').every((part) => {
    const name = part.trim();
    if (name === 'PSP') return principal.isProvider;
    return holdsRole(principal, name as Role);
  });
}

export function satisfies(principal: Principal, requirement: Requirement): boolean {
  return requirement.length === 0 || requirement.some((entry) => satisfiesEntry(principal, entry));
}
