import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { useScopedApi } from '../kit/api/useScopedApi';

const byName = (record: { name: string }) => record.name;

/**
 * What the routing screens choose from and name: the processors of the chosen payment product of the
 * routing's organisation (a routing routes to its own organisation's processors only: another shop's
 * namesake is no choice), every processor's name for the endpoints shown, and the organisations a
 * routing can belong to. With the organisation's payment profiles, which processors a payment can
 * really be routed to (`routable`: active processors of the product on a profile, the engine's rule) and
 * which profiles use the routing (`usedBy`). Each only with the role to read it.
 */
export function useRoutingSources(paymentProduct: string, organisation = '', routingId?: string) {
  const may = usePermission();
  const { client, scopeKey } = useScopedApi();
  const canListProcessors = may('processor.list');
  const all = useResourceOptions('processor', { _limit: '2000', _sort: 'name' }, byName, canListProcessors);
  const forProduct = useQuery({
    queryKey: [scopeKey, 'processor', 'routing', paymentProduct, organisation],
    queryFn: ({ signal }) =>
      client.list(
        'processor',
        { payment_product: paymentProduct, organisation, _limit: '2000', _sort: 'name' },
        { signal },
      ),
    enabled: canListProcessors && paymentProduct !== '' && organisation !== '',
  });
  const canListProfiles = may('paymentprofile.list');
  const profiles = useQuery({
    queryKey: [scopeKey, 'paymentprofile', 'routing', organisation],
    queryFn: ({ signal }) => client.list('paymentprofile', { organisation, _limit: '500' }, { signal }),
    enabled: canListProfiles && organisation !== '',
  });
  const organisations = useResourceOptions(
    'organisation',
    { _limit: '2000', _sort: 'name' },
    byName,
    may('organisation.list'),
  );
  const names = useMemo(
    () => new Map(all.options.map((option) => [option.value, option.label])),
    [all.options],
  );
  const processorName = useCallback((id: string) => names.get(id) ?? id, [names]);
  const processorOptions = useMemo(
    () => (forProduct.data ?? []).map((processor) => ({ value: processor.id, label: processor.name })),
    [forProduct.data],
  );
  const routable = useMemo(() => {
    if (!forProduct.data || !profiles.data) return undefined;
    const onProfiles = new Set(profiles.data.flatMap((profile) => profile.processors));
    return new Set(
      forProduct.data
        .filter((processor) => processor.active && onProfiles.has(processor.id))
        .map((processor) => processor.id),
    ) as ReadonlySet<string>;
  }, [forProduct.data, profiles.data]);
  const usedBy = useMemo(
    () =>
      profiles.data && routingId
        ? profiles.data
            .filter((profile) => profile.intelligent_routing && profile.routing[paymentProduct] === routingId)
            .map((profile) => profile.name)
        : undefined,
    [profiles.data, routingId, paymentProduct],
  );
  return {
    processorOptions,
    processorName,
    organisationOptions: organisations.options,
    loading: forProduct.isLoading,
    routable,
    usedBy,
  };
}
