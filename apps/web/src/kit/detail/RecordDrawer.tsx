import type { PopulatedRowOf, PopulateKeyOf, ResourceName } from '@psp/domain';
import type { ReactNode } from 'react';
import { usePermission } from '../api/usePermission';
import { useRecord } from '../api/useRecord';
import { useResourceWrites } from '../api/useResourceWrites';
import { detailOf } from '../fields/detailOf';
import type { FieldList } from '../fields/FieldDefinition';
import { DeleteButton } from '../form/DeleteButton';
import { DetailDrawer } from './DetailDrawer';
import { DetailFields } from './DetailFields';

interface RecordDrawerProps<N extends ResourceName, P extends PopulateKeyOf<N>> {
  resource: N;
  id: string;
  /** The resource's field declarations: the fields placed in the detail are the Details tab. */
  fields?: FieldList<N, P>;
  /** References to populate besides those the field declarations name. */
  populate?: readonly P[];
  onClose: () => void;
  /** The panel's title: of the record once loaded, the screen's until then. */
  title: (record: PopulatedRowOf<N, P> | undefined) => string;
  /** The content of the Details tab, when not the declared fields. */
  details?: (record: PopulatedRowOf<N, P>) => ReactNode;
  /** Actions beside Edit, when the user may take them. */
  actions?: ((record: PopulatedRowOf<N, P>) => ReactNode) | undefined;
  /**
   * Delete, offered when the user holds `<resource>.delete`: the question's key and the values that name
   * the record in it ("Delete the tag 'VIP'?"). The panel closes once the record is gone.
   */
  remove?: { question: string; values: (record: PopulatedRowOf<N, P>) => Record<string, string> };
  /** The edit form, when the user may edit; `done` returns to the read view. */
  edit?: ((record: PopulatedRowOf<N, P>, done: () => void) => ReactNode) | undefined;
  /** Whether the record, as loaded, can be edited at all (e.g. only while open); by default it can. */
  editable?: (record: PopulatedRowOf<N, P>) => boolean;
}

/** The record panel of a list whose records have one Details tab: loads the record, then read view, actions and edit. */
export function RecordDrawer<N extends ResourceName, P extends PopulateKeyOf<N> = never>(
  props: RecordDrawerProps<N, P>,
) {
  const { resource, id, fields, onClose, title, actions, remove, edit, editable = () => true } = props;
  const populate = [...new Set([...(fields?.populate ?? []), ...(props.populate ?? [])])];
  const { data, isLoading, error } = useRecord(resource, id, populate);
  const may = usePermission();
  const writes = useResourceWrites(resource);
  const details = (record: PopulatedRowOf<N, P>) =>
    props.details ? props.details(record) : fields && <DetailFields fields={detailOf(fields, record)} />;
  const removal = data && remove && may(`${resource}.delete`) && (
    <DeleteButton
      messageKey={remove.question}
      messageValues={remove.values(data)}
      onDelete={() => writes.remove(id)}
      onDeleted={onClose}
    />
  );
  return (
    <DetailDrawer
      title={title(data)}
      onClose={onClose}
      loading={isLoading}
      error={error}
      tabs={data ? [{ value: 'details', labelKey: 'detail.details', content: details(data) }] : []}
      {...(data &&
        (actions || removal) && {
          actions: (
            <>
              {actions?.(data)}
              {removal}
            </>
          ),
        })}
      {...(data && edit && editable(data) && { edit: (done: () => void) => edit(data, done) })}
    />
  );
}
