import { LANGUAGE_LOCALES } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../kit/format/useLanguage';

/**
 * A discount's amount: a percentage (stored as a fraction) as a percent with 2 decimals, a fixed one in
 * cents as the number of cents (a discount has no currency of its own: it takes the plan's).
 */
export function DiscountAmount({ type, amount }: { type: 'percentage' | 'fixed_cents'; amount: number }) {
  const { t } = useTranslation();
  const locale = LANGUAGE_LOCALES[useLanguage()];
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
  return (
    <>
      {t('subscriptions.discounts.cents', {
        formatted: new Intl.NumberFormat(locale).format(amount),
      })}
    </>
  );
}
