import { createTerminalSchema, TERMINAL_MODELS, TERMINAL_STATUSES, type Terminal } from '@psp/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../kit/api/useResourceOptions';
import { EntityForm } from '../kit/form/EntityForm';
import { PROFILES_QUERY, profileName } from '../payment-links/linkFilters';

const formSchema = createTerminalSchema.omit({ organisation: true });

/** A terminal's form, new or existing: name, serial number, model, status and payment profile. */
export function TerminalForm({
  terminal,
  submitLabelKey,
  secondary,
  onSubmit,
}: {
  terminal?: Terminal;
  submitLabelKey: string;
  secondary?: ReactNode;
  onSubmit: (values: ReturnType<typeof formSchema.parse>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const profiles = useResourceOptions('paymentprofile', PROFILES_QUERY, profileName);
  const profile = terminal?.payment_profile;
  return (
    <EntityForm
      schema={formSchema}
      defaultValues={{
        name: terminal?.name ?? '',
        serial_number: terminal?.serial_number ?? '',
        model: (terminal?.model as (typeof TERMINAL_MODELS)[number] | undefined) ?? TERMINAL_MODELS[0],
        status: terminal?.status ?? 'ACTIVE',
        payment_profile: typeof profile === 'string' ? profile : (profile?.id ?? null),
      }}
      fields={[
        { name: 'name', labelKey: 'fields:terminal.name', kind: 'text', required: true },
        { name: 'serial_number', labelKey: 'fields:terminal.serial_number', kind: 'text', required: true },
        {
          name: 'model',
          labelKey: 'fields:terminal.model',
          kind: 'select',
          required: true,
          options: TERMINAL_MODELS.map((value) => ({ value, label: value })),
        },
        {
          name: 'status',
          labelKey: 'fields:terminal.status',
          kind: 'select',
          required: true,
          options: TERMINAL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        },
        {
          name: 'payment_profile',
          labelKey: 'fields:terminal.payment_profile',
          kind: 'select',
          options: profiles.options,
        },
      ]}
      submitLabelKey={submitLabelKey}
      successMessageKey="form.saved"
      {...(secondary && { secondary })}
      onSubmit={onSubmit}
    />
  );
}
