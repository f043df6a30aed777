import type { ListColumn } from './ListColumn';

/** The column of a record's organisation (the field `organisation`). */
const ORGANISATION_COLUMN = 'organisation';

/**
 * The columns a list hides until the user shows them: those marked so, except the organisation column
 * where the list can hold rows of several organisations (it shows there, so identical rows differ).
 */
export function defaultHiddenColumns<T>(
  columns: readonly ListColumn<T>[],
  spansOrganisations: boolean,
): string[] {
  return columns
    .filter(
      (column) =>
        column.hiddenByDefault === true && !(column.id === ORGANISATION_COLUMN && spansOrganisations),
    )
    .map((column) => column.id);
}
