import type { PopulatedRowOf, PopulateKeyOf, ResourceName } from '@psp/domain';
import type { DetailField } from '../detail/DetailFields';
import { labelKeyOf } from './defineFields';
import type { FieldList } from './FieldDefinition';
import { FieldValue } from './FieldValue';
import { isEmptyField } from './fieldValue';

/** The detail rows of a record: the fields placed in the detail, in their order; an empty one shows a dash. */
export function detailOf<N extends ResourceName, P extends PopulateKeyOf<N>>(
  list: FieldList<N, P>,
  row: PopulatedRowOf<N, P>,
): DetailField[] {
  return list.fields
    .filter((field) => field.detail)
    .map((field) => ({
      labelKey: labelKeyOf(list, field),
      value: isEmptyField(field, row) ? null : <FieldValue field={field} row={row} />,
    }));
}
