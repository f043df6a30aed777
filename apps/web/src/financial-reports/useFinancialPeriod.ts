import { useSearchParams } from 'react-router';

/**
 * The period of a financial report screen, kept in the URL as days (`from`, `to`, YYYY-MM-DD, both
 * included); empty: the server's default (the last 28 days, or twelve months for the monthly report).
 */
export function useFinancialPeriod() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const update = (values: { from: string; to: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { from, to, query: { ...(from && { from }), ...(to && { to }) }, update, search: params.toString() };
}
