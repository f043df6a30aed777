import type {
  Failover,
  Middleware,
  PaymentProfile,
  Processor,
  Routing,
  ValidationRuleset,
} from '@psp/domain';
import { routingEndpoints } from '@psp/domain';

type Named = { id: string; name: string };

/** A routing of a profile for one payment method, with the processors its tree can end at. */
export interface RouteSummary {
  product: string;
  routing?: Named;
  /** Processors the tree can reach, in the order they first appear; unknown ids by themselves. */
  reaches: Named[];
}

export interface ProfileSummary {
  profile: Named;
  processors: Named[];
  middlewares: Named[];
  routes: RouteSummary[];
}

export interface EngineData {
  profiles: readonly Pick<PaymentProfile, 'id' | 'name' | 'processors' | 'middlewares' | 'routing'>[];
  processors: readonly Pick<Processor, 'id' | 'name'>[];
  middlewares: readonly Pick<Middleware, 'id' | 'name'>[];
  routings: readonly Pick<Routing, 'id' | 'name' | 'details'>[];
}

/** Names the ids of records; one that is missing (deleted, out of reach) keeps its id as its name. */
function namer(records: readonly Named[]): (id: string) => Named {
  const byId = new Map(records.map((record) => [record.id, record]));
  return (id) => {
    const record = byId.get(id);
    return record ? { id, name: record.name } : { id, name: id };
  };
}

/**
 * A merchant's engine set-up per payment profile: its processors and middlewares in order, and per payment
 * method the routing and the processors its tree can reach.
 */
export function profileSummaries(data: EngineData): ProfileSummary[] {
  const processor = namer(data.processors);
  const middleware = namer(data.middlewares);
  const routings = new Map(data.routings.map((routing) => [routing.id, routing]));
  return data.profiles.map((profile) => ({
    profile: { id: profile.id, name: profile.name },
    processors: profile.processors.map(processor),
    middlewares: profile.middlewares.map(middleware),
    routes: Object.entries(profile.routing)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([product, routingId]) => {
        const routing = routings.get(routingId);
        return routing
          ? {
              product,
              routing: { id: routing.id, name: routing.name },
              reaches: routingEndpoints(routing.details).map(processor),
            }
          : { product, reaches: [] };
      }),
  }));
}

/** The rules a ruleset holds. */
export const ruleCount = (ruleset: Pick<ValidationRuleset, 'rules'>) => ruleset.rules.length;

/** The screen a ruleset is edited on, by its action (002 route table). */
export const RULESET_SCREENS: Record<ValidationRuleset['action'], string> = {
  block: 'riskrules',
  tag: 'tagrules',
  '3dSecure': '3dsecure',
};

/** A failover list's processors, named, in order. */
export function failoverProcessors(
  failover: Pick<Failover, 'processors'>,
  processors: readonly Named[],
): Named[] {
  return failover.processors.map(namer(processors));
}
