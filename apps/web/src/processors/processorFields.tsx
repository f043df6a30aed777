import { GATEWAYS, PAYMENT_PRODUCTS } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { defineFields } from '../kit/fields/defineFields';
import { ActiveBadge } from './ActiveBadge';

/** The forced outcome, or "by test card". */
function OutcomeText({ outcome }: { outcome: string | null }) {
  const { t } = useTranslation();
  return <>{t(outcome ? `processors.outcome.${outcome}` : 'processors.byTestCard')}</>;
}

/** The fields of a processor's list and detail (its form is processorFormFields). */
export const PROCESSOR_FIELDS = defineFields(
  'processor',
  [
    { name: 'id', kind: 'id', detail: true },
    { name: 'name', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'organisation', kind: 'reference', list: {}, detail: true },
    {
      name: 'payment_product',
      kind: 'enum',
      labelPrefix: 'paymentProducts.',
      values: PAYMENT_PRODUCTS,
      list: { sortable: true },
      detail: true,
    },
    {
      name: 'gateway',
      kind: 'enum',
      labelPrefix: 'shareCredentials.option.',
      values: GATEWAYS,
      list: { sortable: true },
      detail: true,
    },
    {
      name: 'active',
      kind: 'custom',
      render: (processor) => <ActiveBadge active={processor.active} />,
      text: (processor) => String(processor.active),
      list: { sortable: true },
      detail: true,
    },
    {
      name: 'simulated_outcome',
      kind: 'custom',
      render: (processor) => <OutcomeText outcome={processor.simulated_outcome} />,
      // No forced outcome is a value too ("by test card"), not an empty field.
      text: (processor) => processor.simulated_outcome ?? 'by test card',
      list: {},
      detail: true,
    },
    {
      name: 'simulated_latency_ms',
      kind: 'number',
      list: { sortable: true, align: 'right', hiddenByDefault: true },
      detail: true,
    },
    {
      name: 'settlement_delay_days',
      kind: 'number',
      list: { align: 'right', hiddenByDefault: true },
      detail: true,
    },
    { name: 'created_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'updated_at', kind: 'dateTime', detail: true },
  ],
  { populate: ['organisation'] },
);
