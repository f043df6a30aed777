import type { RowOf } from '@psp/domain';
import {
  CHECKOUT_DESIGN_DEFAULTS,
  type CheckoutDesignForm,
  HEADER_PAYMENT_DESCRIPTIONS,
  NUMBER_FORMATS,
} from '@psp/domain';
import type { TFunction } from 'i18next';
import type { FormField } from '../kit/form/FormField';

type FieldName = keyof CheckoutDesignForm & string;

const field = (
  name: FieldName,
  kind: FormField['kind'],
  extra: Omit<Partial<FormField>, 'name'> = {},
): FormField<FieldName> => ({ name, labelKey: `fields:checkoutdesign.${name}`, kind, ...extra });

/** The fields of 000 §3 the form shows as plain inputs, grouped as on the page. */
export function checkoutDesignGeneralFields(t: TFunction): readonly FormField<FieldName>[] {
  return [
    field('name', 'text', { required: true }),
    field('description', 'textarea'),
    field('header_payment_description', 'select', {
      options: HEADER_PAYMENT_DESCRIPTIONS.map((value) => ({
        value,
        label: t(`checkoutDesigns.headerPaymentDescription.${value}`),
      })),
    }),
    field('number_format', 'select', {
      options: NUMBER_FORMATS.map((value) => ({ value, label: t(`checkoutDesigns.numberFormat.${value}`) })),
    }),
    field('show_language_switch', 'checkbox'),
  ];
}

export const CHECKOUT_DESIGN_LOOK_FIELDS: readonly FormField<FieldName>[] = [
  field('header_color', 'color'),
  field('header_text_color', 'color'),
  field('button_color', 'color'),
  field('button_text_color', 'color'),
  field('background_color', 'color'),
  field('logo_url', 'text', { descriptionKey: 'checkoutDesigns.urlHint' }),
  field('background_image_url', 'text', { descriptionKey: 'checkoutDesigns.urlHint' }),
];

/** Every field name the form shows, for placing server errors. */
export const CHECKOUT_DESIGN_FIELD_NAMES: readonly FieldName[] = [
  'name',
  'description',
  'header_payment_description',
  'number_format',
  'show_language_switch',
  ...CHECKOUT_DESIGN_LOOK_FIELDS.map((spec) => spec.name),
  'payment_product_order',
  'css',
];

/** A new design: the defaults the server would fill in, shown so the preview starts from them. */
export const NEW_CHECKOUT_DESIGN: CheckoutDesignForm = {
  name: '',
  description: '',
  header_payment_description: CHECKOUT_DESIGN_DEFAULTS.header_payment_description,
  number_format: CHECKOUT_DESIGN_DEFAULTS.number_format,
  show_language_switch: CHECKOUT_DESIGN_DEFAULTS.show_language_switch,
  header_color: CHECKOUT_DESIGN_DEFAULTS.header_color,
  header_text_color: CHECKOUT_DESIGN_DEFAULTS.header_text_color,
  button_color: CHECKOUT_DESIGN_DEFAULTS.button_color,
  button_text_color: CHECKOUT_DESIGN_DEFAULTS.button_text_color,
  background_color: '',
  logo_url: '',
  background_image_url: '',
  payment_product_order: '',
  css: '',
};

/** A stored design as form values. */
export function checkoutDesignFormValues(design: RowOf<'checkoutdesign'>): CheckoutDesignForm {
  return {
    name: design.name,
    description: design.description ?? '',
    header_payment_description:
      design.header_payment_description as CheckoutDesignForm['header_payment_description'],
    number_format: design.number_format as CheckoutDesignForm['number_format'],
    show_language_switch: design.show_language_switch,
    header_color: design.header_color ?? '',
    header_text_color: design.header_text_color ?? '',
    button_color: design.button_color ?? '',
    button_text_color: design.button_text_color ?? '',
    background_color: design.background_color ?? '',
    logo_url: design.logo_url ?? '',
    background_image_url: design.background_image_url ?? '',
    payment_product_order: design.payment_product_order ?? '',
    css: design.css ?? '',
  };
}
