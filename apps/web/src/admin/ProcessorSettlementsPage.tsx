import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterDefinition } from '../kit/list/FilterDefinition';
import { ListPage } from '../kit/list/ListPage';
import { yesNoOptions } from '../payment-links/linkFilters';
import { ProcessorSettlementDetail } from './ProcessorSettlementDetail';
import { PROCESSOR_SETTLEMENT_FIELDS } from './processorSettlementFields';

/**
 * 002 route table: processor settlements, opened with active=true. A row opens its details and its
 * reconciliation (what the processor reported against what we settled).
 */
export function ProcessorSettlementsPage() {
  const { t } = useTranslation();
  const filters = useMemo<FilterDefinition<'processorsettlement'>[]>(
    () => [
      {
        kind: 'select',
        field: 'active',
        labelKey: 'fields:processorsettlement.active',
        options: yesNoOptions(t),
      },
      { kind: 'dateRange', field: 'last_run', labelKey: 'fields:processorsettlement.last_run' },
    ],
    [t],
  );
  return (
    <ListPage
      title={t('routes.processorSettlements')}
      resource="processorsettlement"
      tableId="processor-settlements"
      fields={PROCESSOR_SETTLEMENT_FIELDS}
      filters={filters}
      defaultSort="name"
      renderDetail={(id, close) => <ProcessorSettlementDetail id={id} onClose={close} />}
    />
  );
}
