import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api/ApiError';
import { notificationStore } from '../feedback/notificationStore';
import { Icon } from '../icons/Icon';
import { ConfirmDialog } from './ConfirmDialog';
import type { FormField } from './FormField';
import { FormFieldInput } from './FormFieldInput';
import { encodeMessage, issueMessage, serverDetailMessage, type ValidationIssue } from './validationMessage';

interface DeleteAction {
  titleKey: string;
  messageKey: string;
  confirmKey: string;
  action: () => Promise<unknown>;
}

interface EntityFormProps<S extends z.ZodType<FieldValues, FieldValues>> {
  /** A shared schema of the domain package: the same rules the server applies. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  fields: readonly FormField<Path<z.input<S>> & string>[];
  submitLabelKey: string;
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** Notifications after saving; a login, for example, answers on the form itself instead. */
  successMessageKey?: string;
  notifyFailure?: boolean;
  onDelete?: DeleteAction;
  /** Beside the submit button (for example a 'forgot your password' link). */
  footer?: ReactNode;
}

function fieldPath(path: string[] | string): string {
  return (Array.isArray(path) ? path.join('.') : path).replace(/^body\./, '');
}

/**
 * A form over a shared zod schema: translated messages for every rule, server field errors on their
 * fields, other server errors above the buttons, notifications, and a confirmed delete.
 */
export function EntityForm<S extends z.ZodType<FieldValues, FieldValues>>(props: EntityFormProps<S>) {
  const {
    schema,
    defaultValues,
    fields,
    submitLabelKey,
    onSubmit,
    successMessageKey,
    notifyFailure = true,
  } = props;
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, {
      error: (issue) => encodeMessage(issueMessage(issue as ValidationIssue)),
    }),
    defaultValues,
  });
  const names = new Set<string>(fields.map((field) => field.name));

  const fail = (error: unknown) => {
    const details = error instanceof ApiError ? error.details : [];
    const unplaced = details.filter((detail) => !names.has(fieldPath(detail.path)));
    for (const detail of details) {
      const name = fieldPath(detail.path);
      if (names.has(name)) {
        form.setError(name as Path<z.input<S>>, {
          type: 'server',
          message: encodeMessage(serverDetailMessage(detail)),
        });
      }
    }
    if (details.length === 0 || unplaced.length > 0) {
      const key = error instanceof ApiError ? `errors.${error.code}` : 'errors.network';
      const text = t(key, { defaultValue: t('errors.unknown') });
      setFormError(text);
      if (notifyFailure) notificationStore.show({ color: 'red', message: text });
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSubmit(values);
      if (successMessageKey) notificationStore.show({ color: 'green', message: t(successMessageKey) });
    } catch (error) {
      fail(error);
    }
  });

  const remove = async () => {
    if (!props.onDelete) return;
    setDeleting(true);
    try {
      await props.onDelete.action();
      setConfirming(false);
      notificationStore.show({ color: 'green', message: t('form.deleted') });
    } catch (error) {
      setConfirming(false);
      fail(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {fields.map((field) => (
          <FormFieldInput key={field.name} field={field} control={form.control} />
        ))}
        {formError && (
          <Alert color="red" icon={<Icon name="alert" />} role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="space-between" align="center">
          {props.footer ?? <span />}
          <Group gap="xs">
            {props.onDelete && (
              <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                {t('form.delete')}
              </Button>
            )}
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t(submitLabelKey)}
            </Button>
          </Group>
        </Group>
      </Stack>
      {props.onDelete && (
        <ConfirmDialog
          opened={confirming}
          title={t(props.onDelete.titleKey)}
          message={t(props.onDelete.messageKey)}
          confirmLabel={t(props.onDelete.confirmKey)}
          busy={deleting}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  );
}
