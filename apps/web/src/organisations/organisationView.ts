import { COUNTRY_CODES, type Organisation, refId } from '@psp/domain';
import type { TFunction } from 'i18next';
import type { ApiError } from '../kit/api/ApiError';
import type { FormField } from '../kit/form/FormField';
import type { FilterOption } from '../kit/list/FilterDefinition';

/** The organisation fields of 000 §3 the form edits, in the order it shows them. */
export const ORGANISATION_FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'street',
  'street_number',
  'extended_address',
  'postal_code',
  'locality',
  'region',
  'country_code',
  'tax_number',
  'parent',
] as const;
export type OrganisationFormField = (typeof ORGANISATION_FORM_FIELDS)[number];
export type OrganisationFormValues = Pick<Organisation, Exclude<OrganisationFormField, 'parent'>> & {
  parent: string | undefined;
};

/** Countries by their name in the interface language. */
export function countryOptions(language: string): FilterOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
    a.label.localeCompare(b.label, language),
  );
}

export function countryName(code: string, language: string): string {
  return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
}

const REQUIRED: ReadonlySet<OrganisationFormField> = new Set(['name', 'country_code', 'parent']);

/**
 * The inputs of the organisation form. Without parent options the parent is not shown: the organisation
 * a user works from keeps the parent the provider gave it.
 */
export function organisationFields(
  countries: readonly FilterOption[],
  parents: readonly FilterOption[] | undefined,
): FormField<OrganisationFormField>[] {
  return ORGANISATION_FORM_FIELDS.filter((name) => name !== 'parent' || parents).map((name) => {
    const base = { name, labelKey: `fields:organisation.${name}`, required: REQUIRED.has(name) };
    switch (name) {
      case 'country_code':
        return { ...base, kind: 'select', options: countries, searchable: true };
      case 'parent':
        return { ...base, kind: 'select', options: parents ?? [], searchable: true };
      case 'email':
        return { ...base, kind: 'email', autoComplete: 'off' };
      default:
        return { ...base, kind: 'text' };
    }
  });
}

/** The form's values of an existing organisation. */
export function organisationFormValues(organisation: Organisation): OrganisationFormValues {
  const parent = organisation.parent;
  return {
    ...Object.fromEntries(
      ORGANISATION_FORM_FIELDS.map((name) => [name, (organisation[name] as string | null) ?? null]),
    ),
    parent: refId(parent),
  } as OrganisationFormValues;
}

/** A refused delete in words: what the organisation still holds, or that it is the user's own. */
export function organisationRefusal(t: TFunction, error: ApiError, name: string): string | undefined {
  switch (error.code) {
    case 'organisation_in_use': {
      const holdings = error.details.map((detail) => {
        const table = String(detail.path);
        return t(`organisations.holdings.${table}`, { defaultValue: table.replaceAll('_', ' ') });
      });
      return t('organisations.inUse', { name, holdings: holdings.join(', ') });
    }
    case 'own_organisation':
      return t('organisations.ownOrganisation');
    default:
      return undefined;
  }
}
