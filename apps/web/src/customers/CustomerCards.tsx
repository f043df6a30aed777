import type { CardDetails } from '@psp/domain';

/** The customer's stored cards, one a line: brand, BIN and last 4 (never the number) and the expiry. */
export function CustomerCards({ cards }: { cards: readonly CardDetails[] }) {
  if (cards.length === 0) return '—';
  return (
    <ul>
      {cards.map((card) => (
        <li key={`${card.bin}${card.last4}${card.expiry_month}${card.expiry_year}`} className="tabular-nums">
          {card.brand} {card.bin}•• •••• {card.last4} · {String(card.expiry_month).padStart(2, '0')}/
          {card.expiry_year}
        </li>
      ))}
    </ul>
  );
}
