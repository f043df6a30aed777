import { createPackageSchema, type SchemeType, updatePackageSchema } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { useResourceWrites } from '../kit/api/useResourceWrites';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { SidePanel } from '../kit/detail/SidePanel';
import { defineFields } from '../kit/fields/defineFields';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import type { FormField } from '../kit/form/FormField';
import { ListPage } from '../kit/list/ListPage';

const PACKAGE_FIELDS = defineFields(
  'package',
  [
    { name: 'name', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'description', kind: 'text', list: {}, detail: true },
    { name: 'revenue_scheme', kind: 'reference', list: {}, detail: true },
    { name: 'reserve_scheme', kind: 'reference', list: {}, detail: true },
    { name: 'partner_scheme', kind: 'reference', list: { hiddenByDefault: true }, detail: true },
    { name: 'partner_organisation', kind: 'reference', list: {}, detail: true },
    { name: 'active', kind: 'boolean', list: { sortable: true }, detail: true },
    { name: 'updated_at', kind: 'dateTime', list: { sortable: true }, detail: true },
    { name: 'id', kind: 'id', detail: true },
  ],
  { populate: ['revenue_scheme', 'reserve_scheme', 'partner_scheme', 'partner_organisation'] },
);

type PackageField =
  | 'name'
  | 'description'
  | 'revenue_scheme'
  | 'reserve_scheme'
  | 'partner_scheme'
  | 'partner_organisation'
  | 'active';
const byName = (record: { name: string }) => record.name;

/** The form of a package: each scheme slot offers the active schemes of its type, the partner any merchant. */
function usePackageFormFields(): FormField<PackageField>[] {
  const schemes = (type: SchemeType) => ({ type, active: 'true', _sort: 'name', _limit: 500 });
  const revenue = useResourceOptions('pricingscheme', schemes('REVENUE'), byName);
  const reserve = useResourceOptions('pricingscheme', schemes('RESERVE'), byName);
  const partner = useResourceOptions('pricingscheme', schemes('PARTNER'), byName);
  const organisations = useResourceOptions(
    'organisation',
    { kind: 'merchant', _sort: 'name', _limit: 1000 },
    byName,
  );
  return [
    { name: 'name', labelKey: 'fields:package.name', kind: 'text', required: true },
    { name: 'description', labelKey: 'fields:package.description', kind: 'textarea' },
    {
      name: 'revenue_scheme',
      labelKey: 'fields:package.revenue_scheme',
      kind: 'select',
      required: true,
      options: revenue.options,
    },
    {
      name: 'reserve_scheme',
      labelKey: 'fields:package.reserve_scheme',
      kind: 'select',
      options: reserve.options,
    },
    {
      name: 'partner_scheme',
      labelKey: 'fields:package.partner_scheme',
      kind: 'select',
      options: partner.options,
    },
    {
      name: 'partner_organisation',
      labelKey: 'fields:package.partner_organisation',
      kind: 'select',
      searchable: true,
      options: organisations.options,
    },
    { name: 'active', labelKey: 'fields:package.active', kind: 'checkbox' },
  ];
}

function PackageDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useResourceWrites('package');
  const fields = usePackageFormFields();
  const idOf = (reference: unknown) =>
    typeof reference === 'object' && reference
      ? (reference as { id: string }).id
      : ((reference as string | null) ?? null);
  return (
    <RecordDrawer
      resource="package"
      id={id}
      fields={PACKAGE_FIELDS}
      onClose={onClose}
      title={(record) => record?.name ?? t('routes.packages')}
      edit={
        may('package.update')
          ? (record, done) => (
              <EntityForm
                schema={updatePackageSchema}
                defaultValues={{
                  name: record.name,
                  description: record.description,
                  revenue_scheme: idOf(record.revenue_scheme) ?? '',
                  reserve_scheme: idOf(record.reserve_scheme),
                  partner_scheme: idOf(record.partner_scheme),
                  partner_organisation: idOf(record.partner_organisation),
                  active: record.active,
                }}
                fields={fields}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async (values) => {
                  await writes.update(record.id, values);
                  done();
                }}
              />
            )
          : undefined
      }
    />
  );
}

function PackageCreate({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const writes = useResourceWrites('package');
  const fields = usePackageFormFields();
  return (
    <SidePanel title={t('pricing.createPackage')} onClose={onClose}>
      <EntityForm
        schema={createPackageSchema}
        defaultValues={{ name: '', revenue_scheme: '', active: true }}
        fields={fields}
        submitLabelKey="form.create"
        successMessageKey="pricing.packageCreated"
        onSubmit={async (values) => {
          await writes.create(values);
          onClose();
        }}
      />
    </SidePanel>
  );
}

/** 001 §2.10 finance/packages: what merchants are priced by (ADR 0015). */
export function PackagesPage() {
  const { t } = useTranslation();
  const { me } = useAccess();
  const may = usePermission();
  return (
    <ListPage
      title={t('routes.packages')}
      resource="package"
      tableId="packages"
      fields={PACKAGE_FIELDS}
      fixedQuery={{ organisation: me.organisation.id }}
      defaultSort="name"
      renderDetail={(id, close) => <PackageDetail id={id} onClose={close} />}
      {...(may('package.create') && {
        create: { labelKey: 'pricing.createPackage', render: (close) => <PackageCreate onClose={close} /> },
      })}
    />
  );
}
