import { NumberInput } from '@mantine/core';
import { currencyExponent, LANGUAGE_LOCALES } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { separatorsOf } from '../format/numberSeparators';
import { useLanguage } from '../format/useLanguage';
import type { CustomFieldInput } from './FormField';

/**
 * An amount typed in major units of a currency, with the user's separators and the currency's decimals;
 * disabled until the currency is known (for example until a payment profile is chosen).
 */
export function AmountInput({
  input,
  currency,
  hint,
}: {
  input: CustomFieldInput;
  currency: string | undefined;
  /** Shown while there is no currency yet. */
  hint?: string | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <NumberInput
      label={currency ? t('links.amountIn', { currency }) : input.label}
      description={currency ? undefined : hint}
      required
      min={0}
      decimalScale={currency ? currencyExponent(currency) : 2}
      fixedDecimalScale
      {...separatorsOf(LANGUAGE_LOCALES[language])}
      disabled={!currency}
      value={(input.value as number | undefined) ?? ''}
      onChange={input.onChange}
      error={input.error}
    />
  );
}
