import { useMemo } from 'react';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';

const byName = (record: { name: string }) => record.name;

/**
 * What the routing screens choose from and name: the processors of the chosen payment product (as the
 * spec's call: processors filtered by payment_product), every processor's name for the endpoints shown,
 * and the organisations a routing can belong to. Each only with the role to read it.
 */
export function useRoutingSources(paymentProduct: string) {
  const may = usePermission();
  const canListProcessors = may('processor.list');
  const all = useResourceOptions('processor', { _limit: '2000', _sort: 'name' }, byName, canListProcessors);
  const forProduct = useResourceOptions(
    'processor',
    { payment_product: paymentProduct, _limit: '2000', _sort: 'name' },
    byName,
    canListProcessors && paymentProduct !== '',
  );
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
  return {
    processorOptions: forProduct.options,
    processorName: (id: string) => names.get(id) ?? id,
    organisationOptions: organisations.options,
    loading: forProduct.loading,
  };
}
