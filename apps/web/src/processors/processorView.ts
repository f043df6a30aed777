import { createProcessorSchema, GATEWAYS, PAYMENT_PRODUCTS, PROCESSOR_OUTCOMES } from '@psp/domain';
import type { TFunction } from 'i18next';
import { paymentProductName } from '../kit/format/paymentProductName';
import type { FilterOption } from '../kit/list/FilterDefinition';

export type ProcessorField =
  | 'name'
  | 'payment_product'
  | 'gateway'
  | 'active'
  | 'simulated_latency_ms'
  | 'simulated_outcome'
  | 'settlement_delay_days';

/** The select value that stands for no override (null): the outcome of the test card or amount. */
export const BY_TEST_CARD = 'by_test_card';

/** The organisation is the scope's: the viewed merchant, or the provider's own under /psp. */
export const processorFormSchema = createProcessorSchema.omit({ organisation: true });

export const productOptions = (t: TFunction): FilterOption[] =>
  PAYMENT_PRODUCTS.map((value) => ({ value, label: paymentProductName(t, value) }));
export const gatewayOptions = (t: TFunction): FilterOption[] =>
  GATEWAYS.map((value) => ({ value, label: t(`shareCredentials.option.${value}`) }));
export const outcomeOptions = (t: TFunction): FilterOption[] => [
  { value: BY_TEST_CARD, label: t('processors.byTestCard') },
  ...PROCESSOR_OUTCOMES.map((value) => ({ value, label: t(`processors.outcome.${value}`) })),
];
