/**
 * The engine's rule for a routed processor (ADR 0008): the processor a routing tree reaches takes the
 * payment only when it is an active processor of the payment's product on the payment's profile;
 * otherwise the payment is unroutable (null). The engine, the backtest and the editor's simulation apply it.
 */
export function routedProcessor(reached: string, active: ReadonlySet<string> | undefined): string | null {
  return active?.has(reached) ? reached : null;
}

/**
 * The endpoints of a tree no payment can be routed to: those that are an active processor of the
 * product on none of the organisation's payment profiles (`routable`, their union).
 */
export function unroutableEndpoints(endpoints: readonly string[], routable: ReadonlySet<string>): string[] {
  return endpoints.filter((endpoint) => routedProcessor(endpoint, routable) === null);
}
