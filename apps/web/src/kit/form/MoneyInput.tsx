import { NumberInput, type NumberInputProps } from '@mantine/core';
import { currencyExponent, LANGUAGE_LOCALES, toMajorUnits, toMinorUnits } from '@psp/domain';
import { separatorsOf } from '../format/numberSeparators';
import { useLanguage } from '../format/useLanguage';

type Passed = Omit<NumberInputProps, 'value' | 'onChange' | 'decimalScale' | 'min' | 'allowNegative'>;

export interface MoneyInputProps extends Passed {
  /** The amount in minor units of `currency`, as the API takes it; null when empty. */
  value: number | null | undefined;
  onChange: (minor: number | null) => void;
  currency: string;
}

/**
 * Money typed in major units of its currency (12,50 for €12.50, with the user's separators and the
 * currency's decimals, 0 for yen) while the value stays in minor units, as the API keeps money: for
 * amounts stored in minor units everywhere a person types one (fees, limits, rule values). An empty
 * input is null.
 */
export function MoneyInput({ value, onChange, currency, ...props }: MoneyInputProps) {
  const language = useLanguage();
  const digits = currencyExponent(currency);
  return (
    <NumberInput
      {...props}
      {...separatorsOf(LANGUAGE_LOCALES[language])}
      min={0}
      allowNegative={false}
      decimalScale={digits}
      leftSection={props.leftSection ?? currencySymbol(currency, LANGUAGE_LOCALES[language])}
      value={value === null || value === undefined ? '' : toMajorUnits(value, currency)}
      onChange={(next) =>
        onChange(next === '' || Number.isNaN(Number(next)) ? null : toMinorUnits(Number(next), currency))
      }
    />
  );
}

/** The currency's sign in a locale (€, $, kr, ¥). */
function currencySymbol(currency: string, locale: string): string {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}
