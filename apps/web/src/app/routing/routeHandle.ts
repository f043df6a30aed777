import type { RouteDefinition } from '@psp/domain';
import type { UIMatch } from 'react-router';

/** What every screen route carries in its `handle`: its definition from the domain route table. */
export interface RouteHandle {
  route: RouteDefinition;
}

/** The deepest matched route definition. */
export function currentRouteOf(matches: readonly UIMatch[]): RouteHandle['route'] | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
