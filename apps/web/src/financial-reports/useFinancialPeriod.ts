import { useUrlValues } from '../kit/url/useUrlValues';

/**
 * The period of a financial report screen, kept in the URL as days (`from`, `to`, YYYY-MM-DD, both
 * included); empty: the server's default (the last 28 days, or twelve months for the monthly report).
 */
export function useFinancialPeriod() {
  const [params, update] = useUrlValues();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return { from, to, query: { ...(from && { from }), ...(to && { to }) }, update, search: params.toString() };
}
