import {
  formatMoney,
  LANGUAGE_LOCALES,
  MERCHANT_CATEGORY_CODES,
  RULE_KINDS,
  RULE_NAMES,
  type RuleName,
  type RuleOperator,
  ruleOptions,
} from '@psp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../kit/format/useLanguage';

export interface ConditionOption {
  value: string;
  label: string;
}

const isRuleName = (name: string): name is RuleName => (RULE_NAMES as readonly string[]).includes(name);

/**
 * The words for conditions in the user's language, for the editor and for reading rules back: rule
 * names, operators, and the options of select rules (countries by name, merchant category codes as
 * 'number - title', customer statuses translated).
 */
export function useConditionLabels() {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(() => {
    const locale = LANGUAGE_LOCALES[language];
    const regions = new Intl.DisplayNames([locale], { type: 'region' });
    const currencies = new Intl.DisplayNames([locale], { type: 'currency' });
    const ruleLabel = (name: string): string => (isRuleName(name) ? t(`decisions.rule.${name}`) : name);
    const operatorLabel = (operator: string): string =>
      t(`decisions.operator.${operator as RuleOperator}`, { defaultValue: operator });
    const optionLabel = (name: RuleName, value: string): string => {
      switch (name) {
        case 'country_code':
          return `${regions.of(value) ?? value} (${value})`;
        case 'currency_code':
          return `${value} - ${currencies.of(value) ?? value}`;
        case 'customer_status':
          return t(`status.${value}`, { defaultValue: value });
        case 'mcc':
          return `${value} - ${MERCHANT_CATEGORY_CODES[value as keyof typeof MERCHANT_CATEGORY_CODES] ?? ''}`;
        default:
          return value;
      }
    };
    const booleanOptions: ConditionOption[] = [
      { value: 'true', label: t('common.yes') },
      { value: 'false', label: t('common.no') },
    ];
    /** The choices of a rule with a fixed set of values; undefined for free values. */
    const valueOptions = (name: RuleName): ConditionOption[] | undefined => {
      if (RULE_KINDS[name] === 'boolean') return booleanOptions;
      return ruleOptions(name)?.map((value) => ({ value, label: optionLabel(name, value) }));
    };
    /** One value as a person reads it: money for amounts (in `currency` when known), names for codes. */
    const valueLabel = (name: string, value: string, currency?: string): string => {
      if (!isRuleName(name) || value === '') return value;
      switch (RULE_KINDS[name]) {
        case 'boolean':
          return value === 'true' ? t('common.yes') : value === 'false' ? t('common.no') : value;
        case 'amount':
          return currency && /^\d+$/.test(value)
            ? formatMoney(Number(value), currency, locale)
            : t('decisions.minorUnitsValue', { value });
        case 'percentage':
          return `${value} %`;
        case 'select':
          return optionLabel(name, value);
        case 'number':
        case 'text':
          return value;
      }
    };
    const valueText = (name: string, value: string | readonly string[], currency?: string): string =>
      typeof value === 'string'
        ? valueLabel(name, value, currency)
        : value.map((item) => valueLabel(name, item, currency)).join(', ');
    return {
      ruleLabel,
      operatorLabel,
      valueOptions,
      valueText,
      ruleNameOptions: RULE_NAMES.map((name) => ({ value: name, label: ruleLabel(name) })),
    };
  }, [t, language]);
}
