import type { CardDetails } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { cardText } from '../kit/format/paymentProductName';

/** The customer's stored cards, one a line: brand, BIN and last 4 (never the number) and the expiry. */
export function CustomerCards({ cards }: { cards: readonly CardDetails[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return '—';
  return (
    <ul>
      {cards.map((card) => (
        <li key={`${card.bin}${card.last4}${card.expiry_month}${card.expiry_year}`} className="tabular-nums">
          {cardText(t, card)}
        </li>
      ))}
    </ul>
  );
}
