import type { OptionalModule } from '../auth/auth.schema.js';
import { holdsRole, type Principal, satisfies } from '../roles/evaluate-requirement.js';
import type { AccessFlags, RouteDefinition } from './route-definition.js';

/** Who is asking, and the capabilities of the organisation in scope (own, or the merchant viewed). */
export interface AccessContext {
  principal: Principal;
  modules: readonly OptionalModule[];
  collecting: boolean;
}

export function flagsAllow(flags: AccessFlags | undefined, context: AccessContext): boolean {
  if (!flags) return true;
  const { principal } = context;
  if (flags.providerOnly && !principal.isProvider) return false;
  if (flags.merchantOnly && principal.isProvider) return false;
  if (flags.superOnly && !holdsRole(principal, 'PSP_SUPER')) return false;
  if (flags.module && !context.modules.includes(flags.module)) return false;
  if (flags.collecting && !context.collecting) return false;
  return true;
}

/** The route guard: roles (ANY-of, &&) plus the route's flags. */
export function canAccessRoute(route: RouteDefinition, context: AccessContext): boolean {
  return satisfies(context.principal, route.requirement) && flagsAllow(route.flags, context);
}
