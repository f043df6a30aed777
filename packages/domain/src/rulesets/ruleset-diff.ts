import { type Change, diffContent } from '../decisions/decision-versions.js';
import type { RulesetContent } from './validation-ruleset.schema.js';

/** What changed between two versions of a ruleset: `name`, `tag`, `rules.2.value`, `rules.3` added... */
export function diffRulesetContent(before: RulesetContent, after: RulesetContent): Change[] {
  return diffContent(before, after);
}
