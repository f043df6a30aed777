import type { Organisation, Processor } from '@psp/domain';
import type { TFunction } from 'i18next';

/**
 * What tells processors of the same name apart: gateway, organisation where known, and whether it is
 * inactive, e.g. "Adyen · Acme · inactive".
 */
export function processorDistinction(
  processor: Processor,
  organisations: readonly Pick<Organisation, 'id' | 'name'>[],
  t: TFunction,
): string {
  return [
    t(`shareCredentials.option.${processor.gateway}`, { defaultValue: processor.gateway }),
    organisations.find((organisation) => organisation.id === processor.organisation)?.name,
    !processor.active && t('paymentProfiles.inactive'),
  ]
    .filter(Boolean)
    .join(' · ');
}
