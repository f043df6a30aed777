import { LANGUAGE_LOCALES } from '@psp/domain';
import { useAccess } from '../app/access/useAccess';
import { Money } from '../kit/format/Money';
import { useLanguage } from '../kit/format/useLanguage';

/**
 * A discount's amount: a percentage (stored as a fraction) as a percent with 2 decimals, a fixed one as
 * money. A discount has no currency of its own (it takes the plan's, in minor units): it is read in the
 * base currency of the organisation the screen is for, the currency its plans are priced in.
 */
export function DiscountAmount({ type, amount }: { type: 'percentage' | 'fixed_cents'; amount: number }) {
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const currency = useDiscountCurrency();
  if (type === 'percentage') {
    return (
      <>
        {new Intl.NumberFormat(locale, {
          style: 'percent',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        }).format(amount)}
      </>
    );
  }
  return <Money amount={amount} currency={currency} />;
}

/** The currency a discount's fixed amount is typed and read in: the screen's organisation's base currency. */
export function useDiscountCurrency(): string {
  const { me, viewed } = useAccess();
  return (viewed ?? me.organisation).base_currency;
}
