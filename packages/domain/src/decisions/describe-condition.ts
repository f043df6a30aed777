import type { Language } from '../auth/auth.schema.js';
import { LANGUAGE_LOCALES } from '../formatting/date-format.js';
import { formatMoney } from '../money/money.js';
import { RULE_KINDS, RULE_NAMES, type RuleName, type RuleOperator } from './conditions.js';
import { MERCHANT_CATEGORY_CODES } from './merchant-category-codes.js';

/** The words of a condition in each interface language: the rules and the operators. */
const WORDS: Record<Language, { rules: Record<RuleName, string>; operators: Record<RuleOperator, string> }> =
  {
    en: {
      rules: {
        '3ds': '3-D Secure',
        amount: 'Amount',
        card: 'Card ID',
        card_brand: 'Card brand',
        card_bin: 'Card BIN',
        country_code: 'Country',
        currency_code: 'Currency',
        customer: 'Customer ID',
        customer_status: 'Customer status',
        mcc: 'Merchant category code',
        random: 'Random (%)',
        recurring: 'Recurring',
      },
      operators: {
        '==': 'equals',
        '!=': 'does not equal',
        '>': 'is greater than',
        '<': 'is less than',
        '>=': 'is at least',
        '<=': 'is at most',
        IN: 'is one of',
        NOT_IN: 'is not one of',
      },
    },
    nl: {
      rules: {
        '3ds': '3-D Secure',
        amount: 'Bedrag',
        card: 'Kaart-ID',
        card_brand: 'Kaartmerk',
        card_bin: 'Kaart-BIN',
        country_code: 'Land',
        currency_code: 'Valuta',
        customer: 'Klant-ID',
        customer_status: 'Klantstatus',
        mcc: 'Merchant category code',
        random: 'Willekeurig (%)',
        recurring: 'Terugkerend',
      },
      operators: {
        '==': 'is gelijk aan',
        '!=': 'is niet gelijk aan',
        '>': 'is groter dan',
        '<': 'is kleiner dan',
        '>=': 'is minstens',
        '<=': 'is hoogstens',
        IN: 'is een van',
        NOT_IN: 'is geen van',
      },
    },
  };

const YES_NO: Record<Language, { true: string; false: string }> = {
  en: { true: 'Yes', false: 'No' },
  nl: { true: 'Ja', false: 'Nee' },
};

const isRuleName = (name: string): name is RuleName => (RULE_NAMES as readonly string[]).includes(name);

export interface DescribeOptions {
  /** The currency amounts are read in: a minor-unit amount is shown as money in it. */
  currency?: string | undefined;
  /** Words the app keeps for a value (customer statuses); undefined leaves the describer's own. */
  valueWord?: ((name: RuleName, value: string) => string | undefined) | undefined;
}

/**
 * How conditions read in a language (002 §4): the rule names, operators and values a person reads,
 * one describer for the rule lists, the editors and the decision trace: 'Country equals Iceland (IS)',
 * 'Amount is greater than €10.00'.
 */
export function conditionDescriber(language: Language) {
  const words = WORDS[language];
  const locale = LANGUAGE_LOCALES[language];
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const currencies = new Intl.DisplayNames([locale], { type: 'currency' });
  const ruleLabel = (name: string): string => (isRuleName(name) ? words.rules[name] : name);
  const operatorLabel = (operator: string): string => words.operators[operator as RuleOperator] ?? operator;
  /** A value of a select rule: countries by name, currencies and merchant category codes with their titles. */
  const optionLabel = (name: RuleName, value: string): string => {
    switch (name) {
      case 'country_code':
        return `${regions.of(value) ?? value} (${value})`;
      case 'currency_code':
        return `${value} - ${currencies.of(value) ?? value}`;
      case 'mcc':
        return `${value} - ${MERCHANT_CATEGORY_CODES[value as keyof typeof MERCHANT_CATEGORY_CODES] ?? ''}`;
      default:
        return value;
    }
  };
  const valueLabel = (name: string, value: string, options: DescribeOptions = {}): string => {
    if (!isRuleName(name) || value === '') return value;
    const word = options.valueWord?.(name, value);
    if (word !== undefined) return word;
    switch (RULE_KINDS[name]) {
      case 'boolean':
        return value === 'true' || value === 'false' ? YES_NO[language][value] : value;
      case 'amount':
        return options.currency && /^\d+$/.test(value)
          ? formatMoney(Number(value), options.currency, locale)
          : value;
      case 'percentage':
        return `${value} %`;
      case 'select':
        return optionLabel(name, value);
      case 'number':
      case 'text':
        return value;
    }
  };
  const valueText = (
    name: string,
    value: string | number | boolean | null | readonly string[],
    options: DescribeOptions = {},
  ): string => {
    if (value === null) return '—';
    if (typeof value === 'object') return value.map((item) => valueLabel(name, item, options)).join(', ');
    return valueLabel(name, String(value), options);
  };
  return {
    ruleLabel,
    operatorLabel,
    optionLabel,
    valueText,
    /** A whole condition as a sentence: 'Country equals Iceland (IS)'. */
    describe: (
      condition: { name: string; operator: string; value: string | number | boolean | readonly string[] },
      options: DescribeOptions = {},
    ): string =>
      `${ruleLabel(condition.name)} ${operatorLabel(condition.operator)} ${valueText(condition.name, condition.value, options)}`,
  };
}
export type ConditionDescriber = ReturnType<typeof conditionDescriber>;
