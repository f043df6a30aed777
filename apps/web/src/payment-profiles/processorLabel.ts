import type { Organisation, Processor } from '@psp/domain';
import type { TFunction } from 'i18next';
import type { PaymentProfileSources } from './usePaymentProfileSources';

/**
 * A processor as a choice: its name, then what tells processors of the same name apart (gateway,
 * organisation where known, and whether it is inactive), e.g. "Cards via Adyen (Adyen · Acme · inactive)".
 */
export function processorLabel(
  processor: Processor,
  organisations: readonly Pick<Organisation, 'id' | 'name'>[],
  t: TFunction,
): string {
  const parts = [
    t(`shareCredentials.option.${processor.gateway}`, { defaultValue: processor.gateway }),
    organisations.find((organisation) => organisation.id === processor.organisation)?.name,
    !processor.active && t('paymentProfiles.inactive'),
  ].filter(Boolean);
  return `${processor.name} (${parts.join(' · ')})`;
}

/** The label of a processor by id, among the form's sources; an id it does not know stays as it is. */
export function processorNamer(
  sources: Pick<PaymentProfileSources, 'processors' | 'organisations'>,
  t: TFunction,
) {
  return (id: string) => {
    const processor = sources.processors.find((candidate) => candidate.id === id);
    return processor ? processorLabel(processor, sources.organisations, t) : id;
  };
}
