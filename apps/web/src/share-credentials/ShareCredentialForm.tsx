import { Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  addConfiguration,
  GATEWAYS,
  PAYMENT_PRODUCTS,
  PROCESSOR_SETTLEMENT_TYPES,
  SHARE_CREDENTIAL_PROVIDER_FIELDS,
  SHARE_TYPES,
  type ShareCredentialForm as ShareCredentialFormValues,
  shareCredentialFormSchema,
} from '@psp/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../kit/form/FormField';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { useFieldMessage } from '../kit/form/useFieldMessage';
import { paymentProductName } from '../kit/format/paymentProductName';
import { Icon } from '../kit/icons/Icon';
import { DETAIL_FIELD_NAMES } from './detailFieldNames';
import { ShareCredentialDetailRows } from './ShareCredentialDetailRows';
import { useShareCredentialOptions } from './useShareCredentialOptions';

/** The provider may leave values for the merchant to fill in (000 §5). */
const schema = shareCredentialFormSchema(false);
type Name = keyof ShareCredentialFormValues & string;

interface ShareCredentialFormProps {
  defaultValues: Partial<ShareCredentialFormValues>;
  submitLabelKey: string;
  successMessageKey: string;
  onSubmit: (values: ShareCredentialFormValues) => Promise<unknown>;
  secondary?: ReactNode;
}

const select = (
  name: Name,
  options: readonly string[],
  label: (value: string) => string,
): FormField<Name> => ({
  name,
  labelKey: `fields:sharecredential.${name}`,
  kind: 'select',
  required: true,
  options: options.map((value) => ({ value, label: label(value) })),
});

/** 000 §2 share credentials, every field, as the provider (a merchant viewed as PSP) edits it. */
export function ShareCredentialForm(props: ShareCredentialFormProps) {
  const { t } = useTranslation();
  const option = (value: string) => t(`shareCredentials.option.${value}`);
  const message = useFieldMessage();
  const { form, submit, formError } = useEntityForm({
    schema,
    defaultValues: { details: [], ...props.defaultValues },
    fieldNames: [...SHARE_CREDENTIAL_PROVIDER_FIELDS, ...DETAIL_FIELD_NAMES],
    onSubmit: props.onSubmit,
    successMessageKey: props.successMessageKey,
  });
  const { fields: rows, append, remove, replace } = useFieldArray({ control: form.control, name: 'details' });
  const values = useWatch({ control: form.control });
  const { organisationOptions, userOptions } = useShareCredentialOptions(values.organisation || undefined);
  const organisationValid = organisationOptions.some((option) => option.value === values.organisation);

  // 000 §4: the user is reset whenever the organisation changes (and disabled while it is invalid).
  const previousOrganisation = useRef(values.organisation);
  useEffect(() => {
    if (previousOrganisation.current !== values.organisation) {
      previousOrganisation.current = values.organisation;
      form.setValue('user', '');
    }
  }, [values.organisation, form]);

  const text = (name: Name, kind: 'text' | 'textarea'): FormField<Name> => ({
    name,
    labelKey: `fields:sharecredential.${name}`,
    kind,
    required: true,
  });
  const choice = {
    gateway: values.gateway ?? null,
    type: values.type ?? null,
    payment_product: values.payment_product ?? null,
    processor_settlement_type: values.processor_settlement_type ?? null,
  };
  const addRows = () => {
    const current = form.getValues('details') ?? [];
    replace(addConfiguration(current, choice));
  };
  const canAddConfiguration =
    !!values.gateway &&
    (values.type === 'processor' ? !!values.payment_product : !!values.processor_settlement_type);
  const detailsError = form.formState.errors.details?.message ?? form.formState.errors.details?.root?.message;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormFieldInput field={text('name', 'text')} control={form.control} />
        <Controller
          name="organisation"
          control={form.control}
          render={({ field, fieldState }) => (
            <Select
              label={t('fields:sharecredential.organisation')}
              required
              searchable
              clearable
              // Mantine hides its clear button from assistive technology; here it is a real, focusable control.
              clearButtonProps={{
                'aria-label': t('shareCredentials.clearOrganisation'),
                'aria-hidden': false,
                tabIndex: 0,
              }}
              data={organisationOptions}
              name={field.name}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <FormFieldInput field={text('description', 'textarea')} control={form.control} />
        <FormFieldInput field={select('type', SHARE_TYPES, option)} control={form.control} />
        <FormFieldInput field={select('gateway', GATEWAYS, option)} control={form.control} />
        {values.type === 'processor' && (
          <FormFieldInput
            field={select('payment_product', PAYMENT_PRODUCTS, (value) => paymentProductName(t, value))}
            control={form.control}
          />
        )}
        {values.type === 'processorsettlement' && (
          <FormFieldInput
            field={select('processor_settlement_type', PROCESSOR_SETTLEMENT_TYPES, option)}
            control={form.control}
          />
        )}
        <Controller
          name="user"
          control={form.control}
          render={({ field, fieldState }) => (
            <Select
              label={t('fields:sharecredential.user')}
              description={organisationValid ? undefined : t('shareCredentials.userNeedsOrganisation')}
              required
              searchable
              disabled={!organisationValid}
              data={userOptions}
              name={field.name}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={message(fieldState.error?.message)}
            />
          )}
        />
        <Group justify="space-between" mt="xs">
          <Text fw={600}>{t('shareCredentials.configuration')}</Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<Icon name="plus" size={14} />}
              onClick={() => append({ name: '', description: '', value: '' })}
            >
              {t('shareCredentials.addRow')}
            </Button>
            <Button size="xs" variant="light" disabled={!canAddConfiguration} onClick={addRows}>
              {t('shareCredentials.addConfiguration')}
            </Button>
          </Group>
        </Group>
        {detailsError && (
          <Text c="var(--mantine-color-error)" size="sm" role="alert">
            {message(detailsError)}
          </Text>
        )}
        <ShareCredentialDetailRows
          control={form.control}
          rows={rows}
          editable="all"
          choice={choice}
          onRemove={remove}
          valueRequired={false}
        />
        <FormFooter formError={formError}>
          {props.secondary}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(props.submitLabelKey)}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
