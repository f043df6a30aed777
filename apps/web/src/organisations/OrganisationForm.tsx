import { createOrganisationSchema, updateOrganisationSchema } from '@psp/domain';
import type { ReactNode } from 'react';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { EntityForm } from '../kit/form/EntityForm';
import { useLanguage } from '../kit/format/useLanguage';
import { flattenTree, type OrganisationNode, subtreeIds } from './organisationTree';
import { countryOptions, organisationFields, organisationFormValues } from './organisationView';

interface OrganisationFormProps {
  /** The tree of the scope: the parents to choose from. */
  tree: readonly OrganisationNode[];
  /** The organisation to edit; without it the form creates one under `parent`. */
  node?: OrganisationNode;
  parent?: string;
  onSaved: () => void;
  secondary?: ReactNode;
}

/** Creates or edits an organisation on the shared schemas (000 §5). */
export function OrganisationForm({ tree, node, parent, onSaved, secondary }: OrganisationFormProps) {
  const language = useLanguage();
  const writes = useResourceWrites('organisation');
  const countries = countryOptions(language);
  const isRoot = node !== undefined && tree.includes(node);
  const excluded = new Set(node ? subtreeIds(node) : []);
  const parents = isRoot
    ? undefined
    : flattenTree(tree)
        .filter((candidate) => !excluded.has(candidate.organisation.id))
        .map(({ organisation }) => ({ value: organisation.id, label: organisation.name }));
  const fields = organisationFields(countries, parents);

  if (node) {
    const { parent: current, ...values } = organisationFormValues(node.organisation);
    return (
      <EntityForm
        schema={updateOrganisationSchema}
        defaultValues={isRoot ? values : { ...values, parent: current }}
        fields={fields}
        submitLabelKey="form.save"
        successMessageKey="form.saved"
        secondary={secondary}
        onSubmit={async (changes) => {
          await writes.update(node.organisation.id, changes);
          onSaved();
        }}
      />
    );
  }
  return (
    <EntityForm
      schema={createOrganisationSchema}
      defaultValues={{ name: '', email: '', street_number: '', parent }}
      fields={fields}
      submitLabelKey="form.create"
      successMessageKey="organisations.created"
      secondary={secondary}
      onSubmit={async (values) => {
        await writes.create(values);
        onSaved();
      }}
    />
  );
}
