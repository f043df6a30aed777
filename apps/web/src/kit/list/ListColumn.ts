import type { ReactNode } from 'react';

/** A column of a ListPage: how it renders and the API field it sorts by; its id is the field path the export reads. */
export interface ListColumn<T> {
  id: string;
  /** Translation key of the header (usually `fields:{entity}.{field}`). */
  labelKey: string;
  render: (row: T) => ReactNode;
  sortField?: string;
  align?: 'right';
  /** Hidden until the user shows it in the table settings. */
  hiddenByDefault?: true;
  /** A column of controls (a button), not of data: left out of the CSV export. */
  controls?: true;
}
