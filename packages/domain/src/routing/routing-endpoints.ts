import type { RoutingNode } from './routing.schema.js';

/** Processor ids a routing tree can end at, in the order they first appear. */
export function routingEndpoints(node: RoutingNode | string): string[] {
  if (typeof node === 'string') return [node];
  return [...new Set([...routingEndpoints(node.then), ...routingEndpoints(node.else)])];
}
