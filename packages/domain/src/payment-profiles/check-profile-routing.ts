/** What a payment profile's processors and routing map must agree on (000 §5). */
export interface ProfileRoutingInput {
  /** Processor ids on the profile, in order. */
  processors: readonly string[];
  /** Payment product to the chosen routing id; a product without a route is absent or empty. */
  routing: Readonly<Partial<Record<string, string | null>>>;
  /** The payment product of each processor the caller knows. */
  processorProducts: Readonly<Record<string, string>>;
  /** The processor ids each routing the caller knows can end at. */
  routeProcessors: Readonly<Record<string, readonly string[]>>;
}

export interface ProfileRoutingCheck {
  /**
   * invalidRoute, per payment product: the route chosen for it uses processors that are not on the
   * profile; the value lists them in route order, so the form can offer to add them.
   */
  invalidRoutes: Partial<Record<string, readonly string[]>>;
  /**
   * unroutable, per processor (profile order): it shares its payment product with other processors on
   * the profile and the product's route does not reach it; with no route chosen, none is reached.
   */
  unroutable: readonly string[];
}

/**
 * Cross-checks the processors of a payment profile and its routing map. The same function runs in the
 * form (live, while either list changes) and on the server (before a write).
 */
export function checkProfileRouting(input: ProfileRoutingInput): ProfileRoutingCheck {
  const onProfile = [...new Set(input.processors)];
  const present = new Set(onProfile);
  const routeOf = (product: string) => input.routing[product] || undefined;

  const invalidRoutes: Record<string, readonly string[]> = {};
  for (const product of Object.keys(input.routing)) {
    const route = routeOf(product);
    if (!route) continue;
    const missing = (input.routeProcessors[route] ?? []).filter((id) => !present.has(id));
    if (missing.length) invalidRoutes[product] = missing;
  }

  const perProduct = new Map<string, number>();
  for (const id of onProfile) {
    const product = input.processorProducts[id];
    if (product !== undefined) perProduct.set(product, (perProduct.get(product) ?? 0) + 1);
  }
  const unroutable = onProfile.filter((id) => {
    const product = input.processorProducts[id];
    if (product === undefined || (perProduct.get(product) ?? 0) < 2) return false;
    const route = routeOf(product);
    return !(route && input.routeProcessors[route]?.includes(id));
  });

  return { invalidRoutes, unroutable };
}
