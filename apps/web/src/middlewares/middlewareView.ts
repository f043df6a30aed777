import type { PopulatedRowOf } from '@psp/domain';
import { createMiddlewareSchema, MIDDLEWARE_TYPES } from '@psp/domain';
import type { TFunction } from 'i18next';
import type { FormField } from '../kit/form/FormField';
import type { FilterOption } from '../kit/list/FilterDefinition';

export type MiddlewareRow = PopulatedRowOf<'middleware', (typeof MIDDLEWARE_POPULATE)[number]>;

export const MIDDLEWARE_POPULATE = ['organisation'] as const;

/** The organisation is the scope's: the viewed merchant, or the provider's own under /psp. */
export const middlewareFormSchema = createMiddlewareSchema.omit({ organisation: true });

export const typeOptions = (t: TFunction): FilterOption[] =>
  MIDDLEWARE_TYPES.map((value) => ({ value, label: t(`middlewares.type.${value}`) }));

export function middlewareFields(t: TFunction): FormField<'name' | 'type' | 'active'>[] {
  return [
    { name: 'name', labelKey: 'fields:middleware.name', kind: 'text', required: true },
    {
      name: 'type',
      labelKey: 'fields:middleware.type',
      kind: 'select',
      options: typeOptions(t),
      required: true,
    },
    { name: 'active', labelKey: 'fields:middleware.active', kind: 'checkbox' },
  ];
}
