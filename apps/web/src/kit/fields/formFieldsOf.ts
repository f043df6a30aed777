import type { PopulateKeyOf, ResourceName, RowOf } from '@psp/domain';
import type { TFunction } from 'i18next';
import type { FormField } from '../form/FormField';
import { labelKeyOf } from './defineFields';
import type { FieldDefinition, FieldKind, FieldList } from './FieldDefinition';

/** How a field of each kind is entered unless its `form` says otherwise (a custom input names `custom`). */
function inputKind(kind: FieldKind): FormField['kind'] {
  switch (kind) {
    case 'number':
    case 'money':
      return 'number';
    case 'boolean':
      return 'checkbox';
    case 'enum':
    case 'country':
    case 'reference':
    case 'status':
      return 'select';
    case 'tags':
      return 'multiSelect';
    case 'date':
      return 'date';
    case 'custom':
    case 'text':
    case 'dateTime':
    case 'card':
    case 'id':
    case 'json':
      return 'text';
  }
}

type FormFieldName<N extends ResourceName> = keyof RowOf<N> & string;

/**
 * The form fields of the fields placed in the form, in their order; `names` picks and orders them
 * (a create form may ask for more than an edit form). Only fields of the row itself are entered. An
 * enum field offers its values, labelled by `t`, unless its `form` gives the options.
 */
export function formFieldsOf<N extends ResourceName, P extends PopulateKeyOf<N>, F extends FormFieldName<N>>(
  list: FieldList<N, P>,
  names?: readonly F[],
  t?: TFunction,
): FormField<F>[] {
  const placed = list.fields.filter(
    (field): field is FieldDefinition<N, P> & { name: F } =>
      field.form !== undefined && !field.name.includes('.'),
  );
  const picked = names ? names.flatMap((name) => placed.filter((field) => field.name === name)) : placed;
  return picked.map((field) => ({
    kind: inputKind(field.kind),
    ...(field.kind === 'enum' &&
      field.values &&
      t && { options: field.values.map((value) => ({ value, label: t(`${field.labelPrefix}${value}`) })) }),
    ...field.form,
    name: field.name,
    labelKey: labelKeyOf(list, field),
  }));
}
