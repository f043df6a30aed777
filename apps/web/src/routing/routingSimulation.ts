import {
  compileRouting,
  evaluateRouting,
  type PaymentFacts,
  type RoutingStep,
  routedProcessor,
} from '@psp/domain';
import { type DraftNode, detailsOf } from './routingDraft';

/** A draft tree decided for one payment: the step taken at each node on the path, by node id. */
export interface DraftSimulation {
  /** The processor the tree reaches. */
  processor: string;
  /**
   * Whether a payment can go there, by the engine's rule (and the backtest's): the processor is an active
   * processor of the product on a payment profile of the organisation. Undefined while that is unknown.
   */
  routable: boolean | undefined;
  steps: ReadonlyMap<string, RoutingStep>;
  /** The id of the endpoint the payment reached. */
  endpoint: string;
}

/**
 * Decides a sample payment with the engine's own functions (compileRouting + evaluateRouting) on the
 * draft as it would be saved, and maps the path walked back onto the draft's nodes so the editor can
 * light it up. A draft the engine cannot compile yet answers the path of the first incomplete condition.
 * With the organisation's routable processors it says, as the backtest counts it, whether the payment
 * could go to the processor reached.
 */
export function simulateDraft(
  tree: DraftNode,
  facts: PaymentFacts,
  routable?: ReadonlySet<string>,
): DraftSimulation | { incomplete: string } {
  const compiled = compileRouting(detailsOf(tree));
  if ('issue' in compiled) return { incomplete: `details.${compiled.issue.at}` };
  const decision = evaluateRouting(compiled.tree, facts);
  const steps = new Map<string, RoutingStep>();
  let branch: DraftNode | DraftNode['then'] = tree;
  for (const step of decision.path) {
    if (branch.kind !== 'node') break;
    steps.set(branch.id, step);
    branch = branch[step.branch];
  }
  return {
    processor: decision.processor,
    routable: routable && routedProcessor(decision.processor, routable) !== null,
    steps,
    endpoint: branch.id,
  };
}
