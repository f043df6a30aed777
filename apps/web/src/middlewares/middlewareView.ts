import { createMiddlewareSchema, MIDDLEWARE_TYPES } from '@psp/domain';
import type { TFunction } from 'i18next';
import { formFieldsOf } from '../kit/fields/formFieldsOf';
import type { FilterOption } from '../kit/list/FilterDefinition';
import { MIDDLEWARE_FIELDS } from './middlewareFields';

/** The organisation is the scope's: the viewed merchant, or the provider's own under /psp. */
export const middlewareFormSchema = createMiddlewareSchema.omit({ organisation: true });

export const typeOptions = (t: TFunction): FilterOption[] =>
  MIDDLEWARE_TYPES.map((value) => ({ value, label: t(`middlewares.type.${value}`) }));

/** The inputs of the middleware form. */
export const middlewareFormFields = (t: TFunction) =>
  formFieldsOf(MIDDLEWARE_FIELDS, ['name', 'type', 'active'], t);
