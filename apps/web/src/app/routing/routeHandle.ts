import type { AuthRouteDefinition, RouteDefinition } from '@psp/domain';
import type { UIMatch } from 'react-router';

/** What every route of the app carries in its `handle`: its definition from the domain route table. */
export interface RouteHandle {
  route: RouteDefinition | AuthRouteDefinition;
}

/** The deepest matched route definition. */
export function currentRouteOf(matches: readonly UIMatch[]): RouteHandle['route'] | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]!.handle as RouteHandle | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
