import { type CompiledRoutingNode, compileRouting, type StoredRoutingNode } from '@psp/domain';
import { badRequest } from '../platform/http/errors.js';

/**
 * A tree the engine can evaluate, or a 400 on the first condition it refuses, at `{at}.{node path}`
 * (`body.details.then.if.0.value`): one check for a saved routing and a backtest's draft.
 */
export function evaluableTree(details: StoredRoutingNode, at: string): CompiledRoutingNode {
  const compiled = compileRouting(details);
  if ('tree' in compiled) return compiled.tree;
  const { at: node, path: _part, code, message, expected } = compiled.issue;
  throw badRequest([
    { path: `${at}.${node}`, code, message, ...(expected === undefined ? {} : { expected }) },
  ]);
}

/** A 400 on `at` when a tree ends at processors the writer may not route to. */
export function refuseUnknownProcessors(unknown: readonly string[], at: string): void {
  if (unknown.length === 0) return;
  throw badRequest([
    {
      path: at,
      code: 'invalid_reference',
      message: `Unknown processors: ${unknown.join(', ')}`,
      actual: unknown.join(','),
    },
  ]);
}
