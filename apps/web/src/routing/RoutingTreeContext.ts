import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { BranchPath, RoutingDraft } from './routingDraft';
import type { DraftSimulation } from './routingSimulation';

/** What every node and endpoint of the tree needs, given once by the editor instead of through each level. */
export interface RoutingTreeState {
  editing: boolean;
  update: (change: (draft: RoutingDraft) => RoutingDraft) => void;
  processorOptions: readonly { value: string; label: string }[];
  processorName: (id: string) => string;
  /** Translated messages by form path (`details.else.then.if.0.value`). */
  errors: ReadonlyMap<string, string>;
  simulation: DraftSimulation | undefined;
  currency: string;
  collapsed: ReadonlySet<string>;
  toggle: (nodeId: string) => void;
}

export const RoutingTreeContext = createContext<RoutingTreeState | undefined>(undefined);

export function useRoutingTree(): RoutingTreeState {
  const state = useContext(RoutingTreeContext);
  if (!state) throw new Error('useRoutingTree is used outside a RoutingTreeContext');
  return state;
}

/** A branch's place in words, for labels a screen reader reads: 'Top node', 'Else → then'. */
export function branchWords(path: BranchPath, t: TFunction): string {
  if (path.length === 0) return t('routing.tree.top');
  const words = path.map((step) => t(`routing.tree.step.${step}`)).join(' → ');
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}
