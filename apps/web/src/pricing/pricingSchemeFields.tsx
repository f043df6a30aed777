import { GATEWAYS, type SchemeType } from '@psp/domain';
import { defineFields } from '../kit/fields/defineFields';
import type { FormField } from '../kit/form/FormField';
import { FeeLinesInput } from './FeeLinesInput';

/** A scheme in lists and its detail: name, flags, how many fee lines, the type's own setting. */
export const PRICING_SCHEME_FIELDS = defineFields('pricingscheme', [
  { name: 'name', kind: 'text', list: { sortable: true }, detail: true },
  { name: 'description', kind: 'text', detail: true },
  { name: 'active', kind: 'boolean', list: { sortable: true }, detail: true },
  { name: 'visible', kind: 'boolean', list: { sortable: true }, detail: true },
  {
    name: 'fees',
    kind: 'custom',
    render: (scheme) => scheme.fees.length,
    text: (scheme) => String(scheme.fees.length),
    list: { align: 'right' },
  },
  { name: 'reserve_days', kind: 'number', list: { hiddenByDefault: true }, detail: true },
  {
    name: 'gateway',
    kind: 'enum',
    labelPrefix: 'shareCredentials.option.',
    values: GATEWAYS,
    list: { hiddenByDefault: true },
    detail: true,
  },
  { name: 'updated_at', kind: 'dateTime', list: { sortable: true }, detail: true },
  { name: 'id', kind: 'id', detail: true },
]);

type SchemeFormField = 'name' | 'description' | 'active' | 'visible' | 'reserve_days' | 'gateway' | 'fees';

/** The form of a scheme of one type: a reserve scheme asks its days, a cost scheme its gateway. */
export function pricingSchemeFormFields(type: SchemeType): FormField<SchemeFormField>[] {
  return [
    { name: 'name', labelKey: 'fields:pricingscheme.name', kind: 'text', required: true },
    { name: 'description', labelKey: 'fields:pricingscheme.description', kind: 'textarea' },
    { name: 'active', labelKey: 'fields:pricingscheme.active', kind: 'checkbox' },
    { name: 'visible', labelKey: 'fields:pricingscheme.visible', kind: 'checkbox' },
    ...(type === 'RESERVE'
      ? [
          {
            name: 'reserve_days',
            labelKey: 'fields:pricingscheme.reserve_days',
            kind: 'number',
            required: true,
          } as const,
        ]
      : []),
    ...(type === 'COST'
      ? [
          {
            name: 'gateway',
            labelKey: 'fields:pricingscheme.gateway',
            kind: 'select',
            options: GATEWAYS.map((gateway) => ({ value: gateway, label: gateway })),
          } as const,
        ]
      : []),
    {
      name: 'fees',
      labelKey: 'fields:pricingscheme.fees',
      kind: 'custom',
      render: (input) => <FeeLinesInput {...input} />,
    },
  ];
}
