import type { ReactNode } from 'react';
import { CopyableId } from '../kit/detail/CopyableId';
import { DetailDrawer } from '../kit/detail/DetailDrawer';
import { DetailFields } from '../kit/detail/DetailFields';
import { CancelButton } from '../kit/form/CancelButton';
import { DateTime } from '../kit/format/DateTime';
import { useLanguage } from '../kit/format/useLanguage';
import { OrganisationForm } from './OrganisationForm';
import type { OrganisationNode } from './organisationTree';
import { countryName } from './organisationView';

interface OrganisationDetailProps {
  node: OrganisationNode;
  /** The parent's name when it lies in the scope. */
  parentName: string | undefined;
  tree: readonly OrganisationNode[];
  /** The user may edit; `startEditing` opens the form straight away (the tree's update button). */
  editable: boolean;
  startEditing?: boolean;
  deleteControl?: ReactNode;
  onClose: () => void;
}

/** An organisation's read view (000 §3 fields) and its edit form. */
export function OrganisationDetail(props: OrganisationDetailProps) {
  const { node, parentName, tree, editable, startEditing = false, deleteControl, onClose } = props;
  const language = useLanguage();
  const organisation = node.organisation;
  const field = (name: string) => `fields:organisation.${name}`;
  const address = [organisation.street, organisation.street_number].filter(Boolean).join(' ');
  return (
    <DetailDrawer
      title={organisation.name}
      onClose={onClose}
      loading={false}
      error={null}
      startEditing={startEditing}
      tabs={[
        {
          value: 'details',
          labelKey: 'detail.details',
          content: (
            <DetailFields
              fields={[
                { labelKey: field('id'), value: <CopyableId value={organisation.id} /> },
                { labelKey: field('name'), value: organisation.name },
                { labelKey: field('email'), value: organisation.email },
                { labelKey: field('phone'), value: organisation.phone },
                { labelKey: 'organisations.address', value: address },
                { labelKey: field('extended_address'), value: organisation.extended_address },
                { labelKey: field('postal_code'), value: organisation.postal_code },
                { labelKey: field('locality'), value: organisation.locality },
                { labelKey: field('region'), value: organisation.region },
                { labelKey: field('country_code'), value: countryName(organisation.country_code, language) },
                { labelKey: field('tax_number'), value: organisation.tax_number },
                { labelKey: field('parent'), value: parentName },
                { labelKey: field('created_at'), value: <DateTime value={organisation.created_at} /> },
              ]}
            />
          ),
        },
      ]}
      {...(deleteControl !== undefined && { actions: deleteControl })}
      {...(editable && {
        edit: (done: () => void) => (
          <OrganisationForm
            tree={tree}
            node={node}
            onSaved={startEditing ? onClose : done}
            secondary={<CancelButton onClick={startEditing ? onClose : done} />}
          />
        ),
      })}
    />
  );
}
