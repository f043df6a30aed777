import type { ReactNode } from 'react';

/** A column of a ListPage: how it renders, how it exports, and the API field it sorts by. */
export interface ListColumn<T> {
  id: string;
  /** Translation key of the header (usually `fields:{entity}.{field}`). */
  labelKey: string;
  render: (row: T) => ReactNode;
  /** The cell's text in a CSV export. */
  csv: (row: T) => string;
  sortField?: string;
  align?: 'right';
  /** Hidden until the user shows it in the table settings. */
  hiddenByDefault?: true;
}
