import {
  type ConditionValue,
  conditionDescriber,
  RULE_KINDS,
  RULE_NAMES,
  type RuleName,
  ruleOptions,
} from '@psp/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../kit/format/useLanguage';

export interface ConditionOption {
  value: string;
  label: string;
}

/**
 * The words for conditions in the user's language, for the editors, the rule lists and the decision
 * trace alike: the domain's describer (`conditionDescriber`: rule names, operators, countries by name,
 * amounts as money), with the app's words for customer statuses.
 */
export function useConditionLabels() {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(() => {
    const describer = conditionDescriber(language);
    const valueWord = (name: RuleName, value: string) =>
      name === 'customer_status' ? t(`status.${value}`, { defaultValue: value }) : undefined;
    const booleanOptions: ConditionOption[] = [
      { value: 'true', label: t('common.yes') },
      { value: 'false', label: t('common.no') },
    ];
    /** The choices of a rule with a fixed set of values; undefined for free values. */
    const valueOptions = (name: RuleName): ConditionOption[] | undefined => {
      if (RULE_KINDS[name] === 'boolean') return booleanOptions;
      return ruleOptions(name)?.map((value) => ({
        value,
        label: valueWord(name, value) ?? describer.optionLabel(name, value),
      }));
    };
    /** One value or a list as a person reads it: money for amounts (in `currency` when known), names for codes. */
    const valueText = (name: string, value: ConditionValue | null, currency?: string): string =>
      describer.valueText(name, value, { currency, valueWord });
    return {
      ruleLabel: describer.ruleLabel,
      operatorLabel: describer.operatorLabel,
      valueOptions,
      valueText,
      /** A whole condition as one sentence: 'Country equals Iceland (IS)'. */
      describe: (condition: { name: string; operator: string; value: ConditionValue }, currency?: string) =>
        describer.describe(condition, { currency, valueWord }),
      ruleNameOptions: RULE_NAMES.map((name) => ({ value: name, label: describer.ruleLabel(name) })),
    };
  }, [t, language]);
}
