import { Button, Center, Input, Loader, Stack } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { useFieldMessage } from '../kit/form/useFieldMessage';
import { welcomeMailFormSchema } from './welcomeMailView';

// The editor (tiptap, ProseMirror) is loaded when a form opens, not with the list.
const ContentEditor = lazy(() =>
  import('./ContentEditor').then((module) => ({ default: module.ContentEditor })),
);

type Values = z.output<typeof welcomeMailFormSchema>;

interface WelcomeMailFormProps {
  defaultValues: Values;
  submitLabelKey: string;
  successMessageKey: string;
  secondary?: ReactNode;
  onSubmit: (values: Values) => Promise<unknown>;
}

/** Name and rich-text content of a welcome mail (000 §2, §5: both required). */
export function WelcomeMailForm({
  defaultValues,
  submitLabelKey,
  successMessageKey,
  secondary,
  onSubmit,
}: WelcomeMailFormProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const labelId = useId();
  const { form, submit, formError } = useEntityForm({
    schema: welcomeMailFormSchema,
    defaultValues,
    fieldNames: ['name', 'content'],
    successMessageKey,
    onSubmit,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormFieldInput
          field={{ name: 'name', labelKey: 'fields:welcomeMail.name', kind: 'text', required: true }}
          control={form.control}
        />
        <Controller
          name="content"
          control={form.control}
          render={({ field, fieldState }) => (
            <Input.Wrapper
              label={t('fields:welcomeMail.content')}
              labelProps={{ id: labelId }}
              description={t('welcomeMails.variablesHint')}
              required
              error={message(fieldState.error?.message)}
            >
              <Suspense
                fallback={
                  <Center py="lg">
                    <Loader size="sm" aria-label={t('common.loading')} />
                  </Center>
                }
              >
                <ContentEditor
                  value={field.value}
                  onChange={field.onChange}
                  labelledBy={labelId}
                  invalid={fieldState.invalid}
                />
              </Suspense>
            </Input.Wrapper>
          )}
        />
        <FormFooter formError={formError}>
          {secondary}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(submitLabelKey)}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
