import type { ScreenTable } from './screenTable';

/** Risk (002 §2): rulesets and intelligent routing, merchant and provider. */
export const SCREENS: ScreenTable = {
  // Intelligent routing (helper "routing"): the list of routings and the tree editor.
  intelligentRouting: () =>
    import('../../../routing/RoutingListPage').then((module) => module.RoutingListPage),
  routingNew: () => import('../../../routing/RoutingEditorPage').then((module) => module.RoutingNewPage),
  routingEdit: () => import('../../../routing/RoutingEditorPage').then((module) => module.RoutingEditPage),
};
