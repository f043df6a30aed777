import { PROCESSOR_LIST_LIMIT } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { createdAtColumn, organisationColumn } from '../kit/list/commonColumns';
import type { ListColumn } from '../kit/list/ListColumn';
import type { FailoverRow } from './failoverView';

type NamedRecord = { id: string; name: string };
const byName = (record: NamedRecord) => record.name;

/** A payment method by its name. */
export function ProductText({ product }: { product: string }) {
  const { t } = useTranslation();
  return <>{t(`shareCredentials.option.${product}`)}</>;
}

/** Every row reads the same cached list of processors (one request, at most the list limit of 000 §9). */
const ALL_PROCESSORS = { _sort: 'name', _limit: PROCESSOR_LIST_LIMIT } as const;

/** The processors of a list, by name and in order (an unknown one by the start of its id). */
export function ProcessorNames({ ids }: { ids: readonly string[] }) {
  const { options } = useResourceOptions('processor', ALL_PROCESSORS, byName);
  const names = new Map(options.map((option) => [option.value, option.label]));
  return <>{ids.map((id) => names.get(id) ?? id.slice(0, 8)).join(' → ')}</>;
}

export const FAILOVER_COLUMNS: readonly ListColumn<FailoverRow>[] = [
  {
    id: 'payment_product',
    labelKey: 'fields:failover.payment_product',
    sortField: 'payment_product',
    render: (row) => <ProductText product={row.payment_product} />,
    csv: (row) => row.payment_product,
  },
  organisationColumn('failover'),
  {
    id: 'processors',
    labelKey: 'fields:failover.processors',
    render: (row) => <ProcessorNames ids={row.processors} />,
    csv: (row) => row.processors.join(' '),
  },
  {
    id: 'max_attempts',
    labelKey: 'fields:failover.max_attempts',
    sortField: 'max_attempts',
    align: 'right',
    render: (row) => row.max_attempts,
    csv: (row) => String(row.max_attempts),
  },
  createdAtColumn('failover'),
];
