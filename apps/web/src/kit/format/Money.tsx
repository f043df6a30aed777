import { formatMoney, LANGUAGE_LOCALES } from '@psp/domain';
import { useLanguage } from './useLanguage';

interface MoneyProps {
  /** Integer minor units (cents). */
  amount: number;
  currency: string;
}

/** An amount held in minor units, written in the interface language's locale. */
export function Money({ amount, currency }: MoneyProps) {
  const language = useLanguage();
  return <span className="tabular-nums">{formatMoney(amount, currency, LANGUAGE_LOCALES[language])}</span>;
}
