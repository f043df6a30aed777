import { ORGANISATION_COLUMN } from './commonColumns';
import type { ListColumn } from './ListColumn';

/**
 * The columns a list hides until the user shows them: those marked so, and the organisation column
 * unless the list can hold rows of several organisations (then it shows, so identical rows differ).
 */
export function defaultHiddenColumns<T>(
  columns: readonly ListColumn<T>[],
  spansOrganisations: boolean,
): string[] {
  return columns
    .filter((column) =>
      column.id === ORGANISATION_COLUMN ? !spansOrganisations : column.hiddenByDefault === true,
    )
    .map((column) => column.id);
}
