import type { Me, OptionalModule, Principal, Role } from '@psp/domain';

/** Who is calling and which organisations they may see; set on every authenticated request. */
export interface RequestPrincipal extends Principal {
  sessionId: string;
  userId: string;
  email: string;
  name: string;
  language: 'en' | 'nl';
  roles: Role[];
  mfaType: 'email' | 'google' | null;
  organisation: {
    id: string;
    name: string;
    kind: 'provider' | 'merchant';
    baseCurrency: string;
    collecting: boolean;
    modules: OptionalModule[];
  };
  sessionIdleMinutes: number;
  /**
   * Organisation ids the request may read and write: the user's organisation subtree, or the subtree
   * of the merchant a provider user works in (X-Organisation). null: all organisations (provider view).
   */
  scope: string[] | null;
  /** The root organisation of the scope: the default owner of records created in this request. */
  scopeRoot: string;
}

export function toMe(principal: RequestPrincipal): Me {
  return {
    user: {
      id: principal.userId,
      email: principal.email,
      name: principal.name,
      language: principal.language,
      roles: principal.roles,
      mfa_type: principal.mfaType,
    },
    organisation: {
      id: principal.organisation.id,
      name: principal.organisation.name,
      kind: principal.organisation.kind,
      base_currency: principal.organisation.baseCurrency,
      collecting: principal.organisation.collecting,
      modules: principal.organisation.modules,
    },
    is_provider: principal.isProvider,
    session_idle_minutes: principal.sessionIdleMinutes,
  };
}

/** Whether an organisation id lies inside the principal's scope. */
export function inScope(principal: RequestPrincipal, organisationId: string): boolean {
  return principal.scope === null || principal.scope.includes(organisationId);
}
