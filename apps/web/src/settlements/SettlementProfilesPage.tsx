import {
  CURRENCIES,
  createSettlementProfileSchema,
  type PopulatedRowOf,
  updateSettlementProfileSchema,
} from '@psp/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../app/access/useAccess';
import { resourceClient } from '../kit/api/resourceClient';
import { usePermission } from '../kit/api/usePermission';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { RecordDrawer } from '../kit/detail/RecordDrawer';
import { SidePanel } from '../kit/detail/SidePanel';
import { defineFields } from '../kit/fields/defineFields';
import { CancelButton } from '../kit/form/CancelButton';
import { EntityForm } from '../kit/form/EntityForm';
import type { FormField } from '../kit/form/FormField';
import { ListPage } from '../kit/list/ListPage';
import { useProviderWrites } from './useProviderWrites';

const PROFILE_FIELDS = defineFields(
  'settlementprofile',
  [
    { name: 'name', kind: 'text', list: { sortable: true }, detail: true },
    { name: 'currency_code', kind: 'text', list: { sortable: true }, detail: true },
    {
      name: 'bank_account',
      kind: 'reference',
      label: (row) => (typeof row.bank_account === 'object' ? row.bank_account?.iban : null),
      list: {},
      detail: true,
    },
    { name: 'settlement_schedule', kind: 'reference', list: {}, detail: true },
    { name: 'delay_days', kind: 'number', list: { align: 'right' }, detail: true },
    {
      name: 'minimum_payout',
      kind: 'money',
      currency: 'currency_code',
      list: { align: 'right' },
      detail: true,
    },
    { name: 'active', kind: 'boolean', list: { sortable: true }, detail: true },
    { name: 'organisation', kind: 'reference', detail: true },
    { name: 'updated_at', kind: 'dateTime', detail: true },
    { name: 'id', kind: 'id', detail: true },
  ],
  { populate: ['bank_account', 'settlement_schedule', 'organisation'] },
);

type ProfileField =
  | 'name'
  | 'currency_code'
  | 'bank_account'
  | 'settlement_schedule'
  | 'delay_days'
  | 'minimum_payout'
  | 'active';

/**
 * The form: the merchant's bank accounts, and the provider's schedules (read in the provider's own
 * scope: they are not the merchant's records). The currency is set once, at creation: an edit types the
 * minimum payout in the profile's own.
 */
function useProfileFormFields(): FormField<ProfileField>[] {
  const accounts = useResourceOptions(
    'bankaccount',
    { _sort: 'holder_name', _limit: 500 },
    (account: PopulatedRowOf<'bankaccount'>) => `${account.iban} (${account.currency_code})`,
  );
  const schedules = useQuery({
    queryKey: ['own', 'settlementschedule', 'options'],
    queryFn: ({ signal }) =>
      resourceClient().list('settlementschedule', { active: 'true', _limit: 500 }, { signal }),
  });
  return [
    { name: 'name', labelKey: 'fields:settlementprofile.name', kind: 'text', required: true },
    {
      name: 'currency_code',
      labelKey: 'fields:settlementprofile.currency_code',
      kind: 'select',
      required: true,
      options: CURRENCIES.map((currency) => ({ value: currency, label: currency })),
    },
    {
      name: 'bank_account',
      labelKey: 'fields:settlementprofile.bank_account',
      kind: 'select',
      required: true,
      options: accounts.options,
    },
    {
      name: 'settlement_schedule',
      labelKey: 'fields:settlementprofile.settlement_schedule',
      kind: 'select',
      required: true,
      options: (schedules.data ?? []).map((schedule) => ({ value: schedule.id, label: schedule.name })),
    },
    {
      name: 'delay_days',
      labelKey: 'fields:settlementprofile.delay_days',
      kind: 'number',
      descriptionKey: 'settlements.delayHint',
    },
    {
      name: 'minimum_payout',
      labelKey: 'fields:settlementprofile.minimum_payout',
      kind: 'money',
      currency: { field: 'currency_code' },
      descriptionKey: 'settlements.minimumHint',
    },
    { name: 'active', labelKey: 'fields:settlementprofile.active', kind: 'checkbox' },
  ];
}

const idOf = (reference: string | { id: string }) =>
  typeof reference === 'string' ? reference : reference.id;

function ProfileDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const may = usePermission();
  const writes = useProviderWrites();
  const fields = useProfileFormFields().filter(
    (field): field is FormField<Exclude<ProfileField, 'currency_code'>> => field.name !== 'currency_code',
  );
  return (
    <RecordDrawer
      resource="settlementprofile"
      id={id}
      fields={PROFILE_FIELDS}
      onClose={onClose}
      title={(profile) => profile?.name ?? t('routes.settlementProfiles')}
      edit={
        may('settlementprofile.update')
          ? (profile, done) => (
              <EntityForm
                schema={updateSettlementProfileSchema}
                defaultValues={{
                  name: profile.name,
                  bank_account: idOf(profile.bank_account),
                  settlement_schedule: idOf(profile.settlement_schedule),
                  delay_days: profile.delay_days,
                  minimum_payout: profile.minimum_payout,
                  active: profile.active,
                }}
                fields={fields.map((field) => ({ ...field, currency: profile.currency_code }))}
                submitLabelKey="form.save"
                successMessageKey="form.saved"
                secondary={<CancelButton onClick={done} />}
                onSubmit={async (values) => {
                  await writes.update(profile.id, values);
                  done();
                }}
              />
            )
          : undefined
      }
    />
  );
}

/**
 * 001 §2.10 finance/settlement-profiles, inside a merchant (provider staff only): how the merchant is paid
 * in each currency (ADR 0015). Written in the provider's scope, as the schedules are the provider's.
 */
export function SettlementProfilesPage() {
  const { t } = useTranslation();
  const { scope, me } = useAccess();
  const may = usePermission();
  const writes = useProviderWrites();
  const fields = useProfileFormFields();
  const merchant = scope.kind === 'merchantAsProvider' ? scope.merchantId : me.organisation.id;
  return (
    <ListPage
      title={t('routes.settlementProfiles')}
      resource="settlementprofile"
      tableId="settlement-profiles"
      fields={PROFILE_FIELDS}
      defaultSort="name"
      renderDetail={(id, close) => <ProfileDetail id={id} onClose={close} />}
      {...(may('settlementprofile.create') && {
        create: {
          labelKey: 'settlements.createProfile',
          render: (close) => (
            <SidePanel title={t('settlements.createProfile')} onClose={close}>
              <EntityForm
                schema={createSettlementProfileSchema}
                defaultValues={{
                  organisation: merchant,
                  name: '',
                  currency_code: 'EUR',
                  bank_account: '',
                  settlement_schedule: '',
                  delay_days: 2,
                  minimum_payout: 0,
                  active: true,
                }}
                fields={fields}
                submitLabelKey="form.create"
                successMessageKey="settlements.profileCreated"
                onSubmit={async (values) => {
                  await writes.create(values);
                  close();
                }}
              />
            </SidePanel>
          ),
        },
      })}
    />
  );
}
