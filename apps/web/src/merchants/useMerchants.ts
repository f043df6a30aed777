import type { Merchant } from '@psp/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../kit/api/apiRequest';

export type MerchantListParams = {
  active: 'true' | 'false' | undefined;
  _sort: string;
  _search: string | undefined;
  currency_code: string;
  _limit: number;
  _skip: number;
};

const KEY = ['own', 'psp-merchant'] as const;

/** One page of the provider's merchants (001 §2.2) with the total of the same filters. */
export function useMerchants(params: MerchantListParams) {
  return useQuery({
    queryKey: [...KEY, params],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      let total = 0;
      const rows = await apiRequest<Merchant[]>('GET', 'psp/merchant', {
        query: params,
        signal,
        onResponse: (response) => {
          total = Number(response.headers.get('X-Total-Count') ?? 0);
        },
      });
      return { rows, total };
    },
  });
}

/** Activate or deactivate a merchant (with the reason); the new state is the answer's (001 §4), and the list reads again. */
export function useMerchantToggle() {
  const queries = useQueryClient();
  return async (merchant: Pick<Merchant, 'id' | 'active'>, reason: string) => {
    const action = merchant.active ? 'deactivate' : 'activate';
    const answer = await apiRequest<{ id: string; active: boolean }>(
      'POST',
      `psp/merchant/${encodeURIComponent(merchant.id)}/${action}`,
      // A deactivation says why; its users are told (001 §4, issue 29).
      merchant.active ? { body: { reason } } : {},
    );
    await queries.invalidateQueries({ queryKey: KEY });
    return answer;
  };
}
