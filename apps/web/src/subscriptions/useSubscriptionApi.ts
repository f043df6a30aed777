import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, type HttpMethod } from '../kit/api/apiRequest';
import { useScopedApi } from '../kit/api/useScopedApi';

/**
 * The subscription's own calls (002 §7 add-discount and remove-attached-discount, cancel), which
 * refresh the subscription's cached lists and records after they answer.
 */
export function useSubscriptionApi(id: string) {
  const { organisation, scopeKey } = useScopedApi();
  const queryClient = useQueryClient();
  const options = organisation ? { organisation } : {};
  const call = async (method: HttpMethod, path: string) => {
    const answer = await apiRequest<unknown>(method, `subscription/${id}/${path}`, options);
    await queryClient.invalidateQueries({ queryKey: [scopeKey, 'subscription'] });
    return answer;
  };
  return {
    scopeKey,
    get: <T>(path: string) => apiRequest<T>('GET', `subscription/${id}/${path}`, options),
    addDiscount: (discountId: string) => call('POST', `add-discount/${discountId}`),
    removeDiscount: (attachedId: string) => call('DELETE', `remove-attached-discount/${attachedId}`),
    cancel: () => call('POST', 'cancel'),
  };
}
