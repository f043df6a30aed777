import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { ProcessorCreate } from './ProcessorCreate';
import { ProcessorDetail } from './ProcessorDetail';
import { PROCESSOR_FIELDS } from './processorFields';
import { gatewayOptions, productOptions } from './processorView';

/**
 * Issue 9 processors (002 route table): under /psp every merchant's simulated processors; inside
 * /psp/merchants/{id} that merchant's, where new ones are created.
 */
export function ProcessorsPage() {
  const { t } = useTranslation();
  const may = usePermission();
  // A merchant's engine is set up inside that merchant; the provider-wide list creates none.
  const inMerchant = useAccess().scope.kind !== 'provider';
  const filters: FilterDefinition<'processor'>[] = [
    {
      kind: 'multiSelect',
      field: 'payment_product',
      labelKey: 'fields:processor.payment_product',
      options: productOptions(t),
    },
    {
      kind: 'multiSelect',
      field: 'gateway',
      labelKey: 'fields:processor.gateway',
      options: gatewayOptions(t),
    },
    {
      kind: 'select',
      field: 'active',
      labelKey: 'fields:processor.active',
      options: [
        { value: 'true', label: t('processors.active') },
        { value: 'false', label: t('processors.inactive') },
      ],
    },
  ];
  return (
    <ListPage
      title={t('routes.processors')}
      resource="processor"
      tableId="processors"
      fields={PROCESSOR_FIELDS}
      filters={filters}
      renderDetail={(id, close) => <ProcessorDetail id={id} onClose={close} />}
      {...(inMerchant &&
        may('processor.create') && {
          create: { labelKey: 'processors.create', render: (close) => <ProcessorCreate onClose={close} /> },
        })}
    />
  );
}
