import type { Me, OptionalModule, Principal, Role } from '@psp/domain';
import { type RawBuilder, sql } from 'kysely';
import { forbidden, HttpError } from '../http/errors.js';

/** The organisation an actor belongs to. */
export interface ActorOrganisation {
  id: string;
  name: string;
  kind: 'provider' | 'merchant';
  baseCurrency: string;
  collecting: boolean;
  modules: OptionalModule[];
  /** False for a deactivated merchant (or a shop of one): its users see why, its API keys are refused. */
  active: boolean;
}

/**
 * What every actor has, and all that tenancy and role checks read: `satisfies(actor, requirement)`,
 * the resource service's scope filter and the owner of records it creates.
 */
interface ActorBase extends Principal {
  roles: Role[];
  organisation: ActorOrganisation;
  /**
   * Organisation ids the actor may read and write: its organisation subtree, or the subtree of the
   * merchant a provider user works in (X-Organisation). null: all organisations (provider view).
   */
  scope: string[] | null;
  /** The root organisation of the scope: the default owner of records created in this request. */
  scopeRoot: string;
}

/** A person logged in with a session cookie (the back-office). */
export interface UserActor extends ActorBase {
  kind: 'user';
  sessionId: string;
  userId: string;
  email: string;
  name: string;
  language: 'en' | 'nl';
  mfaType: 'email' | 'google' | null;
  sessionIdleMinutes: number;
}

/** A merchant system calling /v1 with an API key: its organisation's subtree, API_KEY_ROLES. */
export interface ApiKeyActor extends ActorBase {
  kind: 'apiKey';
  apiKeyId: string;
  /** Set when the key may act for this payment profile only. */
  paymentProfileId: string | null;
}

/** A job acting on its own (lifecycle jobs, subscribers): named, for the events it records. */
export interface SystemActor extends ActorBase {
  kind: 'system';
  job: string;
}

/** Who is calling: set on every authenticated request, and given to every command and resource write. */
export type Actor = UserActor | ApiKeyActor | SystemActor;
export type ActorKind = Actor['kind'];

/** The actor as events and audit name it: its kind and the id of the user, key or job. */
export function actorReference(actor: Actor): { kind: ActorKind; id: string } {
  switch (actor.kind) {
    case 'user':
      return { kind: 'user', id: actor.userId };
    case 'apiKey':
      return { kind: 'apiKey', id: actor.apiKeyId };
    case 'system':
      return { kind: 'system', id: actor.job };
  }
}

/** The actor of an operation only a person may do (their profile, sessions, users): 403 for any other. */
export function asUser(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw forbidden('Only a logged-in user may do this');
  return actor;
}

/** The user id an actor stands for, if it is a user: what `created_by` columns record. */
export function userIdOf(actor: Actor): string | null {
  return actor.kind === 'user' ? actor.userId : null;
}

/** The `me` answer of a user; `deactivationReason` tells an inactive organisation's users why. */
export function toMe(actor: UserActor, deactivationReason: string | null): Me {
  return {
    user: {
      id: actor.userId,
      email: actor.email,
      name: actor.name,
      language: actor.language,
      roles: actor.roles,
      mfa_type: actor.mfaType,
    },
    organisation: {
      id: actor.organisation.id,
      name: actor.organisation.name,
      kind: actor.organisation.kind,
      base_currency: actor.organisation.baseCurrency,
      collecting: actor.organisation.collecting,
      modules: actor.organisation.modules,
      organisations: actor.scope?.length ?? null,
      active: actor.organisation.active,
      deactivation_reason: actor.organisation.active ? null : deactivationReason,
    },
    is_provider: actor.isProvider,
    session_idle_minutes: actor.sessionIdleMinutes,
  };
}

/** Whether an organisation id lies inside the actor's scope. */
export function inScope(actor: Actor, organisationId: string): boolean {
  return actor.scope === null || actor.scope.includes(organisationId);
}

/**
 * The one payment profile an actor is limited to (an API key made for one), or null: any profile in its
 * scope. Records of other profiles lie outside its scope as other organisations' do (resource-sql's
 * `scopeConditions`), and it names no other profile in what it creates ({@link assertMayUsePaymentProfile}).
 */
export function paymentProfileLimit(actor: Actor): string | null {
  return actor.kind === 'apiKey' ? actor.paymentProfileId : null;
}

/**
 * A write that names a payment profile (a payment, a link, a charge) may name only the profile an actor
 * is limited to (403); every other actor may use any profile in its scope. The resource service calls it
 * for every reference to a profile a write carries, the payments engine for the profile it pays on.
 */
export function assertMayUsePaymentProfile(actor: Actor, paymentProfileId: string): void {
  const limit = paymentProfileLimit(actor);
  if (limit !== null && limit !== paymentProfileId) {
    throw new HttpError(
      403,
      'payment_profile_not_allowed',
      'This API key may act for another payment profile only',
    );
  }
}

/** A raw query's tenancy filter: `column` is one of the actor's organisations (anything for the provider view). */
export function scopeFilter(actor: Actor, column: string): RawBuilder<unknown> {
  return actor.scope === null ? sql`true` : sql`${sql.ref(column)} = ANY(${actor.scope}::uuid[])`;
}
