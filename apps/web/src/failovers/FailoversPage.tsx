import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { productOptions } from '../processors/processorView';
import { FailoverCreate } from './FailoverCreate';
import { FailoverDetail } from './FailoverDetail';
import { FAILOVER_FIELDS } from './failoverFields';

/** Issue 9 failover: per payment method an ordered list of processors a payment tries after a processor error. */
export function FailoversPage() {
  const { t } = useTranslation();
  const may = usePermission();
  // A merchant's engine is set up inside that merchant; the provider-wide list creates none.
  const inMerchant = useAccess().scope.kind !== 'provider';
  const filters: FilterDefinition<'failover'>[] = [
    {
      kind: 'multiSelect',
      field: 'payment_product',
      labelKey: 'fields:failover.payment_product',
      options: productOptions(t),
    },
  ];
  return (
    <ListPage
      title={t('routes.failovers')}
      resource="failover"
      tableId="failovers"
      fields={FAILOVER_FIELDS}
      filters={filters}
      renderDetail={(id, close) => <FailoverDetail id={id} onClose={close} />}
      {...(inMerchant &&
        may('failover.create') && {
          create: { labelKey: 'failovers.create', render: (close) => <FailoverCreate onClose={close} /> },
        })}
    />
  );
}
