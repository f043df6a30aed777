import { type Change, diffContent } from '../decisions/decision-versions.js';
import type { RoutingContent } from './routing.schema.js';

/** What changed between two versions of a routing: `name`, `details.else.then.if.0.value`, `details.then`... */
export function diffRoutingContent(before: RoutingContent, after: RoutingContent): Change[] {
  return diffContent(before, after);
}
