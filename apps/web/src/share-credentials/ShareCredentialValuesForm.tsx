import { Button, Stack } from '@mantine/core';
import type { PopulatedRowOf } from '@psp/domain';
import { type ShareCredentialValues, shareCredentialValuesSchema } from '@psp/domain';
import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { DETAIL_FIELD_NAMES } from './detailFieldNames';
import { ShareCredentialDetailRows } from './ShareCredentialDetailRows';

interface ShareCredentialValuesFormProps {
  share: PopulatedRowOf<'sharecredential', 'organisation' | 'user'>;
  /** 000 §7: the save sends the id and the details only. */
  onSubmit: (values: ShareCredentialValues) => Promise<unknown>;
  secondary?: ReactNode;
}

/** A merchant user fills in the values the provider asked for; names and descriptions stay as asked. */
export function ShareCredentialValuesForm({ share, onSubmit, secondary }: ShareCredentialValuesFormProps) {
  const { t } = useTranslation();
  const { form, submit, formError } = useEntityForm({
    schema: shareCredentialValuesSchema,
    defaultValues: {
      id: share.id,
      details: share.details.map(({ name, description, value }) => ({
        name,
        description: description ?? '',
        value: value ?? '',
      })),
    },
    fieldNames: DETAIL_FIELD_NAMES,
    onSubmit,
    successMessageKey: 'form.saved',
  });
  const { fields: rows } = useFieldArray({ control: form.control, name: 'details' });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ShareCredentialDetailRows
          control={form.control}
          rows={rows}
          editable="values"
          choice={share}
          valueRequired
        />
        <FormFooter formError={formError}>
          {secondary}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('form.save')}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
