import { describe, expect, it } from 'vitest';
import { rulesetFormSchema, ruleToSend } from './rulesetView';

const form = (
  rules: { name: string; operator: string; value: string | string[] }[],
  tag: string | null = null,
) => ({
  name: 'Large payments',
  organisation: '4f203484-487a-4cb6-b29a-fb04a48bcefb',
  tag,
  webhook_url: '',
  email: '',
  payment_profile: null,
  rules,
});

/** The paths of the problems the form shows, with the message key of the form's own rules (zod's code otherwise). */
function problems(action: 'tag' | 'block' | '3dSecure', values: ReturnType<typeof form>) {
  const parsed = rulesetFormSchema(action).safeParse(values);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => [
    issue.path.join('.'),
    issue.message.startsWith('{') ? (JSON.parse(issue.message) as { key: string }).key : issue.code,
  ]);
}

describe('the ruleset form (002 §5)', () => {
  it('sends an empty amount as 0, values as text and lists as they are', () => {
    expect(ruleToSend({ name: 'amount', operator: '>=', value: ' ' })).toEqual({
      name: 'amount',
      operator: '>=',
      value: '0',
    });
    expect(ruleToSend({ name: 'country_code', operator: 'IN', value: ['NL', 'BE'] }).value).toEqual([
      'NL',
      'BE',
    ]);
    expect(ruleToSend({ name: 'customer', operator: '==', value: '' }).value).toBe('');
  });

  it('places each problem on the rule part that has it, as the engine reads the rule', () => {
    expect(
      problems(
        'block',
        form([
          { name: '', operator: '', value: '' },
          { name: 'card_brand', operator: '', value: '' },
          { name: 'customer', operator: '==', value: '' },
          { name: 'random', operator: '<', value: '101' },
          { name: 'card_brand', operator: '>', value: 'visa' },
          { name: 'amount', operator: '>', value: '' },
        ]),
      ),
    ).toEqual([
      ['rules.0.name', 'form_validation.required'],
      ['rules.1.operator', 'form_validation.required'],
      ['rules.2.value', 'form_validation.required'],
      ['rules.3.value', 'form_validation.invalid'],
      ['rules.4.operator', 'form_validation.required'],
    ]);
  });

  it('asks the tag of a tag ruleset only, and at least one rule', () => {
    const rule = { name: 'amount', operator: '>', value: '100' };
    expect(problems('tag', form([rule]))).toEqual([['tag', 'form_validation.required']]);
    expect(problems('tag', form([rule], '0a7c91ec-f85e-42e7-9af3-f79964f87bf7'))).toEqual([]);
    expect(problems('block', form([rule]))).toEqual([]);
    expect(problems('block', form([]))).toEqual([['rules', 'too_small']]);
  });
});
