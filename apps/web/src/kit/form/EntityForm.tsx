import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FormField } from './FormField';
import { FormFieldInput } from './FormFieldInput';
import { FormFooter } from './FormFooter';
import { type EntityFormOptions, useEntityForm } from './useEntityForm';

interface EntityFormProps<S extends z.ZodType<FieldValues, FieldValues>>
  extends Omit<EntityFormOptions<S>, 'fieldNames'> {
  fields: readonly FormField<Path<z.input<S>> & string>[];
  submitLabelKey: string;
  /** Next to the submit button, e.g. cancel. */
  secondary?: ReactNode;
  /** At the left of the buttons (for example a 'forgot your password' link). */
  footer?: ReactNode;
}

/** A form of fields over a shared zod schema, with its errors and a submit button. */
export function EntityForm<S extends z.ZodType<FieldValues, FieldValues>>(props: EntityFormProps<S>) {
  const { fields, submitLabelKey, secondary, footer, ...options } = props;
  const { t } = useTranslation();
  const { form, submit, formError } = useEntityForm({
    ...options,
    fieldNames: fields.map((field) => field.name),
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {fields.map((field) => (
          <FormFieldInput key={field.name} field={field} control={form.control} />
        ))}
        <FormFooter formError={formError} footer={footer}>
          {secondary}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(submitLabelKey)}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
