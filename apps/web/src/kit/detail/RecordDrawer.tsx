import type { ResourceName } from '@psp/domain';
import type { ReactNode } from 'react';
import type { Entity } from '../api/resourceClient';
import { useRecord } from '../api/useRecord';
import { DetailDrawer } from './DetailDrawer';

interface RecordDrawerProps<T extends Entity> {
  resource: ResourceName;
  id: string;
  populate?: readonly string[];
  onClose: () => void;
  /** The panel's title: of the record once loaded, the screen's until then. */
  title: (record: T | undefined) => string;
  /** The content of the Details tab. */
  details: (record: T) => ReactNode;
  /** Actions beside Edit (a DeleteButton...), when the user may take them. */
  actions?: (record: T) => ReactNode;
  /** The edit form, when the user may edit; `done` returns to the read view. */
  edit?: (record: T, done: () => void) => ReactNode;
}

/** The record panel of a list whose records have one Details tab: loads the record, then read view, actions and edit. */
export function RecordDrawer<T extends Entity>(props: RecordDrawerProps<T>) {
  const { resource, id, populate, onClose, title, details, actions, edit } = props;
  const { data, isLoading, error } = useRecord<T>(resource, id, populate);
  return (
    <DetailDrawer
      title={title(data)}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={data ? [{ value: 'details', labelKey: 'detail.details', content: details(data) }] : []}
      {...(data && actions && { actions: actions(data) })}
      {...(data && edit && { edit: (done: () => void) => edit(data, done) })}
    />
  );
}
