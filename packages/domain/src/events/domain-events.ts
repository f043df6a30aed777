import type { ResourceName } from '../roles/api-operations.js';

/** Who made a change, as events name it: the user, the API key or the job. */
export const EVENT_ACTOR_KINDS = ['user', 'apiKey', 'system'] as const;
export interface EventActor {
  kind: (typeof EVENT_ACTOR_KINDS)[number];
  /** The user id, the API key id or the job's name. */
  id: string;
}

type Snapshot = Record<string, unknown>;

/** What the generic resource layer records for every create, update and delete. */
export const RESOURCE_EVENT_ACTIONS = ['created', 'updated', 'deleted'] as const;
export type ResourceEventAction = (typeof RESOURCE_EVENT_ACTIONS)[number];
export type ResourceEventType = `${ResourceName}.${ResourceEventAction}`;

/**
 * The events commands record, by type: the resource they change and what `before` and `after` hold.
 * A command adds its event here, so subscribers are typed by it.
 */
export interface CommandEvents {
  'user.mfa_reset': {
    resource: 'user';
    before: { mfa_type: string | null };
    after: { mfa_type: null };
  };
  /** A payment moved along its lifecycle (statuses/lifecycle.ts); one per status history entry. */
  'transaction.status_changed': {
    resource: 'transaction';
    before: { status: string };
    after: { status: string; status_reason: string | null };
  };
  'refund.status_changed': {
    resource: 'refund';
    before: { status: string };
    after: { status: string; status_reason: string | null };
  };
  'chargeback.status_changed': {
    resource: 'chargeback';
    before: { status: string };
    after: { status: string; status_reason: string | null };
  };
  /** A payment link moved (002 §4): opened or paid by the customer, deactivated, expired. */
  'paymentlink.status_changed': {
    resource: 'paymentlink';
    before: { status: string; active: boolean };
    after: { status: string; active: boolean; transaction: string | null };
  };
  /** A card-add link moved (002 §4): opened by the customer, card stored, expired or cancelled. */
  'cardaddlink.status_changed': {
    resource: 'cardaddlink';
    before: { status: string };
    after: { status: string; card: string | null };
  };
  /** A merchant was activated or deactivated by provider staff (001 §4): its API keys and links follow. */
  'organisation.activated': {
    resource: 'organisation';
    before: { active: false };
    after: { active: true };
  };
  'organisation.deactivated': {
    resource: 'organisation';
    before: { active: true };
    /** The reason the provider gave, told to the merchant's users. */
    after: { active: false; reason: string | null };
  };
  /** A subscription moved (statuses/lifecycle.ts): paid, past due, expired, cancelled, completed. */
  'subscription.status_changed': {
    resource: 'subscription';
    before: { status: string };
    after: { status: string; status_reason: string | null; billing_cycle: number };
  };
  /** A settlement run was started on demand (ADR 0015); its settlements follow in its job. */
  'settlementrun.started': {
    resource: 'settlementrun';
    before: { status: null };
    after: { status: 'RUNNING'; cutoff: string; organisation: string };
  };
  /** The bank rejected or returned a payout (host2host, ADR 0019): its money is the merchant's again. */
  'payout.failed': {
    resource: 'payout';
    before: { status: 'IN_TRANSIT' | 'PAID' };
    after: {
      status: 'FAILED';
      failure_reason: string;
      settlement: string;
      amount: number;
      currency_code: string;
    };
  };
  'validationruleset.rolled_back': RolledBack<'validationruleset'>;
  'routing.rolled_back': RolledBack<'routing'>;
}

/**
 * A rollback of a ruleset or routing to an earlier version, written as a new version (its rows before
 * and after are in the `{resource}.updated` event of the same transaction).
 */
interface RolledBack<R extends 'validationruleset' | 'routing'> {
  resource: R;
  before: { version: number };
  after: { version: number; rolled_back_from: number };
}

export type EventType = ResourceEventType | keyof CommandEvents;

interface EventBase {
  /** The organisation the changed record belongs to; subscribers deliver to it (webhooks, statistics). */
  organisation: string | null;
  resource_id: string;
  actor: EventActor;
}

type ResourceEvent<T extends ResourceEventType> = EventBase & {
  type: T;
  resource: ResourceName;
  before: Snapshot | null;
  after: Snapshot | null;
};

type CommandEvent<T extends keyof CommandEvents> = {
  [K in T]: EventBase & { type: K } & CommandEvents[K];
}[T];

/** A change as a command or resource write records it, in the write's transaction. */
export type DomainEvent<T extends EventType = EventType> =
  | ([Extract<T, ResourceEventType>] extends [never] ? never : ResourceEvent<Extract<T, ResourceEventType>>)
  | CommandEvent<Extract<T, keyof CommandEvents>>;

/** An event as stored: with its id (what subscribers are idempotent on) and time. */
export type RecordedEvent<T extends EventType = EventType> = DomainEvent<T> & {
  id: string;
  created_at: string;
};

/** The action part of an event type: `customer.created` → `created`, `user.mfa_reset` → `mfa_reset`. */
export function eventAction(type: EventType): string {
  return type.slice(type.indexOf('.') + 1);
}
