import type { RulesetAction } from '@psp/domain';
import type { ScreenTable } from './screenTable';

/** The ruleset screens, one module for the three actions, loaded through one import. */
const rulesetScreen = (action: RulesetAction) => () =>
  import('../../../rulesets/RulesetsPage').then((module) => module.RULESET_SCREENS[action]);

/** Risk (002 §2): rulesets and intelligent routing, merchant and provider. */
export const SCREENS: ScreenTable = {
  // Rulesets (fraud rules: block, business rules: tag, dynamic 3-D Secure), merchant and /psp.
  fraudRules: rulesetScreen('block'),
  businessRules: rulesetScreen('tag'),
  threeDSecure: rulesetScreen('3dSecure'),
  pspFraudRules: rulesetScreen('block'),
  pspBusinessRules: rulesetScreen('tag'),
  pspThreeDSecure: rulesetScreen('3dSecure'),
  // Intelligent routing (helper "routing"): the list of routings and the tree editor.
  intelligentRouting: () =>
    import('../../../routing/RoutingListPage').then((module) => module.RoutingListPage),
  routingNew: () => import('../../../routing/RoutingEditorPage').then((module) => module.RoutingNewPage),
  routingEdit: () => import('../../../routing/RoutingEditorPage').then((module) => module.RoutingEditPage),
};
