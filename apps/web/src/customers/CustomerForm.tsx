import { LANGUAGE_LOCALES } from '@psp/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '../kit/form/EntityForm';
import { useLanguage } from '../kit/format/useLanguage';
import {
  type CustomerRow,
  customerCreateSchema,
  customerEditSchema,
  customerFormFields,
} from './customerView';

/**
 * A customer's form (002 §3/§5): a new one in one of the scope's organisations, or an existing one
 * without its organisation. Editing shows the stored values; the social security number is typed anew
 * or left empty to keep the stored one (the server shows only its last four characters).
 */
export function CustomerForm({
  customer,
  organisations,
  submitLabelKey,
  successMessageKey,
  secondary,
  onSubmit,
}: {
  customer?: CustomerRow;
  /** The organisations a new customer may belong to and the default one; none when editing. */
  organisations?: { options: readonly { value: string; label: string }[]; owner: string | undefined };
  submitLabelKey: string;
  successMessageKey: string;
  secondary?: ReactNode;
  onSubmit: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fields = useMemo(
    () =>
      customerFormFields(
        t,
        new Intl.DisplayNames([LANGUAGE_LOCALES[language]], { type: 'region' }),
        organisations?.options ?? null,
      ).map((field) =>
        field.name === 'social_security_number' && customer?.social_security_number
          ? { ...field, descriptionKey: 'customers.ssnStored' }
          : field,
      ),
    [t, language, organisations, customer?.social_security_number],
  );
  const common = {
    submitLabelKey,
    successMessageKey,
    ...(secondary ? { secondary } : {}),
    onSubmit,
  };
  if (!customer) {
    return (
      <EntityForm
        {...common}
        fields={fields}
        schema={customerCreateSchema}
        defaultValues={{
          organisation: organisations?.owner,
          type: 'person',
          email_address: '',
          status: 'UNKNOWN',
        }}
      />
    );
  }
  const { id: _id, organisation: _organisation, cards: _cards, created_at: _created, ...stored } = customer;
  return (
    <EntityForm
      {...common}
      fields={fields.filter(
        (
          field,
        ): field is (typeof fields)[number] & { name: Exclude<(typeof field)['name'], 'organisation'> } =>
          field.name !== 'organisation',
      )}
      schema={customerEditSchema}
      defaultValues={{
        ...Object.fromEntries(
          Object.entries(stored).filter(([name]) => fields.some((field) => field.name === name)),
        ),
        social_security_number: '',
      }}
    />
  );
}
