import type { TFunction } from 'i18next';
import type { FormField } from '../kit/form/FormField';
import type { FilterOption } from '../kit/list/FilterDefinition';
import { expiryOptions } from './linkExpiry';

type LinkResource = 'paymentlink' | 'cardaddlink';
type SharedField = 'checkout_design' | 'expires_in_days' | 'return_url';

/** The fields both link forms have alike: the checkout design, the lifetime and the return URL. */
export function sharedLinkFields(
  resource: LinkResource,
  designs: { options: readonly FilterOption[] },
  t: TFunction,
): Record<SharedField, FormField<SharedField>> {
  return {
    checkout_design: {
      name: 'checkout_design',
      labelKey: `fields:${resource}.checkout_design`,
      kind: 'select',
      options: designs.options,
      descriptionKey: 'links.designHint',
    },
    expires_in_days: {
      name: 'expires_in_days',
      labelKey: 'links.expiresAfter',
      kind: 'select',
      options: expiryOptions(t),
      required: true,
    },
    return_url: {
      name: 'return_url',
      labelKey: `fields:${resource}.return_url`,
      kind: 'text',
      descriptionKey: 'links.returnUrlHint',
    },
  };
}
