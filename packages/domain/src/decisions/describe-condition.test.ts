import { describe, expect, it } from 'vitest';
import { conditionDescriber } from './describe-condition.js';

describe('conditions as a person reads them (one describer for rule lists, editors and traces)', () => {
  it('says a country condition with the country by name, in English and in Dutch', () => {
    const condition = { name: 'country_code', operator: '==', value: 'IS' };
    expect(conditionDescriber('en').describe(condition)).toBe('Country equals Iceland (IS)');
    expect(conditionDescriber('nl').describe(condition)).toBe('Land is gelijk aan IJsland (IS)');
  });

  it('says an amount as money in its currency, a list item by item, a yes or no in words', () => {
    const en = conditionDescriber('en');
    const nl = conditionDescriber('nl');
    const amount = { name: 'amount', operator: '>', value: '1000' };
    expect(en.describe(amount, { currency: 'EUR' })).toBe('Amount is greater than €10.00');
    expect(nl.describe(amount, { currency: 'EUR' }).replace(/\s/g, ' ')).toBe('Bedrag is groter dan € 10,00');
    expect(en.describe({ name: 'country_code', operator: 'IN', value: ['NL', 'BE'] })).toBe(
      'Country is one of Netherlands (NL), Belgium (BE)',
    );
    expect(nl.describe({ name: '3ds', operator: '==', value: 'true' })).toBe('3-D Secure is gelijk aan Ja');
    // English is written as in the EU (en-GB), which names the yen JP¥.
    expect(en.valueText('amount', 250, { currency: 'JPY' })).toBe('JP¥250');
  });

  it('takes the words the app keeps for a value, and leaves what it does not know as it is', () => {
    const en = conditionDescriber('en');
    expect(
      en.describe(
        { name: 'customer_status', operator: '==', value: 'BLOCKED' },
        { valueWord: (_name, value) => (value === 'BLOCKED' ? 'Blocked' : undefined) },
      ),
    ).toBe('Customer status equals Blocked');
    expect(en.describe({ name: 'unknown_rule', operator: '~', value: 'x' })).toBe('unknown_rule ~ x');
  });
});
