import { describe, expect, it } from 'vitest';
import { diffRulesetContent } from './ruleset-diff.js';
import type { RulesetContent } from './validation-ruleset.schema.js';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value));

const base: RulesetContent = {
  name: 'Large foreign',
  action: 'block',
  tag: null,
  webhook_url: null,
  email: null,
  payment_profile: null,
  rules: [
    { name: 'amount', operator: '>', value: '50000' },
    { name: 'country_code', operator: 'NOT_IN', value: ['NL', 'BE'] },
  ],
};

describe('diffRulesetContent', () => {
  it('finds nothing between equal versions', () => {
    expect(diffRulesetContent(base, copy(base))).toEqual([]);
  });

  it('names a changed field and a changed rule part by path', () => {
    const after = copy(base);
    after.name = 'Very large foreign';
    after.rules[0]!.value = '90000';
    expect(diffRulesetContent(base, after)).toEqual([
      { path: 'name', kind: 'changed', before: 'Large foreign', after: 'Very large foreign' },
      { path: 'rules.0.value', kind: 'changed', before: '50000', after: '90000' },
    ]);
  });

  it('reads an IN list as one value, and a rule added or removed at its position', () => {
    const after = copy(base);
    after.rules[1]!.value = ['NL', 'BE', 'DE'];
    after.rules.push({ name: 'recurring', operator: '==', value: 'false' });
    expect(diffRulesetContent(base, after)).toEqual([
      { path: 'rules.1.value', kind: 'changed', before: ['NL', 'BE'], after: ['NL', 'BE', 'DE'] },
      { path: 'rules.2', kind: 'added', after: { name: 'recurring', operator: '==', value: 'false' } },
    ]);
    expect(diffRulesetContent(after, base)).toContainEqual({
      path: 'rules.2',
      kind: 'removed',
      before: { name: 'recurring', operator: '==', value: 'false' },
    });
  });
});
