import { Select } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { CustomFieldInput, FormField } from '../kit/form/FormField';
import type { FilterOption } from '../kit/list/FilterDefinition';
import {
  BY_TEST_CARD,
  gatewayOptions,
  outcomeOptions,
  type ProcessorField,
  productOptions,
} from './processorView';

/** The forced outcome, or "by test card" for none (null). */
function OutcomeSelect({
  value,
  onChange,
  options,
  ...texts
}: CustomFieldInput & { options: FilterOption[] }) {
  return (
    <Select
      {...texts}
      data={options}
      allowDeselect={false}
      value={(value as string | null) ?? BY_TEST_CARD}
      onChange={(chosen) => onChange(chosen === BY_TEST_CARD ? null : chosen)}
    />
  );
}

/** The form of a processor; the payment product is fixed once it exists (failover lists and routings name it). */
export function processorFormFields(t: TFunction, editing: boolean): FormField<ProcessorField>[] {
  const field = (name: ProcessorField) => `fields:processor.${name}`;
  return [
    { name: 'name', labelKey: field('name'), kind: 'text', required: true },
    {
      name: 'payment_product',
      labelKey: field('payment_product'),
      kind: 'select',
      options: productOptions(t),
      required: true,
      disabled: editing,
    },
    {
      name: 'gateway',
      labelKey: field('gateway'),
      kind: 'select',
      options: gatewayOptions(t),
      required: true,
    },
    { name: 'active', labelKey: field('active'), kind: 'checkbox' },
    {
      name: 'simulated_outcome',
      labelKey: field('simulated_outcome'),
      kind: 'custom',
      descriptionKey: 'processors.outcomeHint',
      render: (input) => <OutcomeSelect {...input} options={outcomeOptions(t)} />,
    },
    {
      name: 'simulated_latency_ms',
      labelKey: field('simulated_latency_ms'),
      kind: 'number',
      required: true,
    },
    {
      name: 'settlement_delay_days',
      labelKey: field('settlement_delay_days'),
      kind: 'number',
      required: true,
    },
  ];
}
