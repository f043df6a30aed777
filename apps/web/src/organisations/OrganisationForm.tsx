import { createOrganisationSchema, refId, updateOrganisationSchema } from '@psp/domain';
import type { ReactNode } from 'react';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
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

const byName = (record: { name: string }) => record.name;

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
  // The provider prices a merchant by a package (ADR 0015); only the provider's view offers them.
  const { scope } = useAccess();
  const may = usePermission();
  const pricing = scope.kind === 'provider' && may('package.list') && node?.organisation.kind === 'merchant';
  const packages = useResourceOptions(
    'package',
    { active: 'true', _sort: 'name', _limit: 1000 },
    byName,
    pricing,
  );
  const fields = [
    ...organisationFields(countries, parents),
    ...(pricing
      ? [
          {
            name: 'package' as const,
            labelKey: 'fields:organisation.package',
            kind: 'select' as const,
            options: packages.options,
          },
        ]
      : []),
  ];

  if (node) {
    const { parent: current, ...values } = organisationFormValues(node.organisation);
    return (
      <EntityForm
        schema={updateOrganisationSchema}
        defaultValues={{
          ...(isRoot ? values : { ...values, parent: current }),
          ...(pricing && { package: refId(node.organisation.package) ?? null }),
        }}
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
