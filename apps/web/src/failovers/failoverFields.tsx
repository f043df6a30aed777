import { PAYMENT_PRODUCTS, PROCESSOR_LIST_LIMIT } from '@psp/domain';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { defineFields } from '../kit/fields/defineFields';

type NamedRecord = { id: string; name: string };
const byName = (record: NamedRecord) => record.name;

/** Every row reads the same cached list of processors (one request, at most the list limit of 000 §9). */
const ALL_PROCESSORS = { _sort: 'name', _limit: PROCESSOR_LIST_LIMIT } as const;

/** The processors of a list, by name and in order (an unknown one by the start of its id). */
function ProcessorNames({ ids }: { ids: readonly string[] }) {
  const { options } = useResourceOptions('processor', ALL_PROCESSORS, byName);
  const names = new Map(options.map((option) => [option.value, option.label]));
  return <>{ids.map((id) => names.get(id) ?? id.slice(0, 8)).join(' → ')}</>;
}

/** The fields of a failover list's list and detail (its form orders processors: FailoverForm). */
export const FAILOVER_FIELDS = defineFields(
  'failover',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'organisation', kind: 'reference', detail: true },
    {
      name: 'payment_product',
      kind: 'enum',
      labelPrefix: 'paymentProducts.',
      values: PAYMENT_PRODUCTS,
      list: { sortable: true },
      detail: true,
    },
    { name: 'organisation', kind: 'reference', list: {} },
    {
      name: 'processors',
      kind: 'custom',
      render: (failover) => <ProcessorNames ids={failover.processors} />,
      text: (failover) => failover.processors.join(' '),
      list: {},
      detail: true,
    },
    { name: 'max_attempts', kind: 'number', list: { sortable: true, align: 'right' }, detail: true },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'updated_at', kind: 'dateTime', detail: true },
  ],
  { populate: ['organisation'] },
);
