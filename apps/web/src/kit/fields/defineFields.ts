import type { PopulateKeyOf, ResourceName } from '@psp/domain';
import type { FieldDefinition, FieldList } from './FieldDefinition';

/**
 * The field list of resource N: one declaration per field drives the list columns, the detail rows
 * and the form fields. `populate` names the references the fields read into (`customer.email_address`)
 * or show by name; the list and the record panel ask the API to populate them.
 */
export function defineFields<N extends ResourceName, P extends PopulateKeyOf<N> = never>(
  resource: N,
  fields: readonly FieldDefinition<N, P>[],
  options: { populate?: readonly P[] } = {},
): FieldList<N, P> {
  return { resource, populate: options.populate ?? [], fields };
}

/** A field's label: its own key, else `fields:{resource}.{name}`. */
export function labelKeyOf<N extends ResourceName, P extends PopulateKeyOf<N>>(
  list: FieldList<N, P>,
  field: FieldDefinition<N, P>,
): string {
  return field.labelKey ?? `fields:${list.resource}.${field.name}`;
}
