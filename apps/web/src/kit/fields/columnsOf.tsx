import type { PopulatedRowOf, PopulateKeyOf, ResourceName } from '@psp/domain';
import type { ListColumn } from '../list/ListColumn';
import { labelKeyOf } from './defineFields';
import type { FieldList } from './FieldDefinition';
import { FieldValue } from './FieldValue';

/**
 * The list columns of the fields placed in the list, in their order. A column's id is the field's
 * name, the API field path that sorts it and that a CSV export reads; amounts align right.
 */
export function columnsOf<N extends ResourceName, P extends PopulateKeyOf<N>>(
  list: FieldList<N, P>,
): ListColumn<PopulatedRowOf<N, P>>[] {
  return list.fields.flatMap((field) => {
    const { list: placement } = field;
    if (!placement) return [];
    const align = placement.align ?? (field.kind === 'money' ? 'right' : undefined);
    return [
      {
        id: field.name,
        labelKey: labelKeyOf(list, field),
        render: (row) => <FieldValue field={field} row={row} context="list" />,
        ...(placement.sortable && { sortField: field.name }),
        ...(align && { align }),
        ...(placement.hiddenByDefault && { hiddenByDefault: true as const }),
      },
    ];
  });
}
