import type { PopulatedRowOf } from '@psp/domain';
import {
  CURRENCIES,
  type Organisation,
  PAYMENT_PRODUCTS,
  type Processor,
  type paymentProfileFormSchema,
  type Routing,
  refId,
} from '@psp/domain';
import type { z } from 'zod';
import type { FormField } from '../kit/form/FormField';
import { maxAmountInput } from './MaxAmountInput';

/** A payment profile as listed: its organisation populated (000 §2). */
/** A payment profile as its panel reads it: the organisation populated (its base currency). */
export type PaymentProfileRecord = PopulatedRowOf<'paymentprofile', 'organisation'>;

export type PaymentProfileFormValues = z.input<typeof paymentProfileFormSchema>;
export type PaymentProfileFormOutput = z.output<typeof paymentProfileFormSchema>;

type Name = keyof PaymentProfileFormValues & string;
const label = (name: Name) => `fields:paymentprofile.${name}`;

/** The tabs of the form and read view (000 §2); the middle three need the roles of their sources. */
export const PAYMENT_PROFILE_TABS = ['details', 'processors', 'middlewares', 'routing', 'webhooks'] as const;
export type PaymentProfileTab = (typeof PAYMENT_PROFILE_TABS)[number];

/** The plain inputs of the details tab; organisation and currency are fixed once the profile exists. */
export function detailFields(
  existing: boolean,
  organisations: readonly Pick<Organisation, 'id' | 'name'>[],
  /** The profile's currency: its maximum payment is typed in it. */
  currency = 'EUR',
): FormField<Name>[] {
  return [
    { name: 'name', labelKey: label('name'), kind: 'text', required: true },
    { name: 'display_name', labelKey: label('display_name'), kind: 'text', required: true },
    { name: 'website', labelKey: label('website'), kind: 'text' },
    { name: 'description', labelKey: label('description'), kind: 'textarea' },
    {
      name: 'organisation',
      labelKey: label('organisation'),
      kind: 'select',
      required: true,
      disabled: existing,
      options: organisations.map((organisation) => ({ value: organisation.id, label: organisation.name })),
    },
    {
      name: 'currency_code',
      labelKey: label('currency_code'),
      kind: 'select',
      required: true,
      disabled: existing,
      options: CURRENCIES.map((code) => ({ value: code, label: code })),
    },
    {
      name: 'max_amount',
      labelKey: label('max_amount'),
      kind: 'custom',
      descriptionKey: 'paymentProfiles.maxAmountHint',
      render: (input) => maxAmountInput(input, currency),
    },
  ];
}

export const WEBHOOK_FIELDS: readonly FormField<Name>[] = [
  { name: 'webhook_transaction_update', labelKey: label('webhook_transaction_update'), kind: 'text' },
  { name: 'webhook_refund_update', labelKey: label('webhook_refund_update'), kind: 'text' },
  { name: 'webhook_chargeback_update', labelKey: label('webhook_chargeback_update'), kind: 'text' },
  { name: 'webhook_failed_email', labelKey: label('webhook_failed_email'), kind: 'email' },
];

/** Where the server may name a problem: every field, and each product's route. */
export const PAYMENT_PROFILE_ERROR_PATHS: readonly string[] = [
  ...detailFields(false, []).map((field) => field.name),
  ...WEBHOOK_FIELDS.map((field) => field.name),
  'processors',
  'middlewares',
  'intelligent_routing',
  'routing',
  ...PAYMENT_PRODUCTS.map((product) => `routing.${product}`),
];

/** The tab that shows a field (or a product's route). */
export function tabOf(path: string): PaymentProfileTab {
  const name = path.split('.')[0];
  if (name === 'processors' || name === 'middlewares') return name;
  if (name === 'routing' || name === 'intelligent_routing') return 'routing';
  if (name?.startsWith('webhook_')) return 'webhooks';
  return 'details';
}

const text = (value: string | null) => value ?? '';

/** The form's values for a stored profile. */
export function formValuesOf(profile: PaymentProfileRecord): PaymentProfileFormValues {
  return {
    organisation: refId(profile.organisation) ?? '',
    name: profile.name,
    display_name: profile.display_name,
    website: text(profile.website),
    description: text(profile.description),
    currency_code: profile.currency_code as PaymentProfileFormValues['currency_code'],
    processors: profile.processors,
    middlewares: profile.middlewares,
    intelligent_routing: profile.intelligent_routing,
    routing: profile.routing,
    max_amount: profile.max_amount,
    webhook_chargeback_update: text(profile.webhook_chargeback_update),
    webhook_refund_update: text(profile.webhook_refund_update),
    webhook_transaction_update: text(profile.webhook_transaction_update),
    webhook_failed_email: text(profile.webhook_failed_email),
  };
}

/** A new profile: the organisation in view and its base currency (000 §3). */
export function newFormValues(
  organisation: Pick<Organisation, 'id' | 'base_currency'>,
): PaymentProfileFormValues {
  return {
    organisation: organisation.id,
    name: '',
    display_name: '',
    website: '',
    description: '',
    currency_code: organisation.base_currency as PaymentProfileFormValues['currency_code'],
    processors: [],
    middlewares: [],
    intelligent_routing: false,
    routing: {},
    max_amount: null,
    webhook_chargeback_update: '',
    webhook_refund_update: '',
    webhook_transaction_update: '',
    webhook_failed_email: '',
  };
}

/** The inputs of the routing check from the form's sources. */
export function routingSources(
  processors: readonly Processor[],
  routings: Readonly<Record<string, readonly Routing[]>>,
) {
  return {
    processorProducts: Object.fromEntries(
      processors.map((processor) => [processor.id, processor.payment_product]),
    ),
    routeProcessors: Object.fromEntries(
      Object.values(routings)
        .flat()
        .map((routing) => [routing.id, routing.processors.split(',').filter(Boolean)]),
    ),
  };
}
