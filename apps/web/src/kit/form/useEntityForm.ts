import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api/ApiError';
import { errorMessage } from '../api/errorMessage';
import { notificationStore } from '../feedback/notificationStore';
import { placeFieldErrors } from './placeFieldErrors';
import { encodeMessage, issueMessage, serverDetailMessage, type ValidationIssue } from './validationMessage';

export interface EntityFormOptions<S extends z.ZodType<FieldValues, FieldValues>> {
  /** A shared schema of the domain package: the same rules the server applies. */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * The fields the form shows (nested ones by path, `details.then.if.2.value`): a server error is shown
   * on its field or the nearest declared parent, others above the buttons.
   */
  fieldNames: readonly string[];
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** Notifications after saving; a login, for example, answers on the form itself instead. */
  successMessageKey?: string;
  notifyFailure?: boolean;
}

/**
 * react-hook-form over a shared zod schema: translated messages for every rule, server field errors on
 * their fields, other server errors as `formError`, notifications. Screens with their own layout (tabs,
 * lists of rows) use it directly; simple ones use EntityForm.
 */
export function useEntityForm<S extends z.ZodType<FieldValues, FieldValues>>(options: EntityFormOptions<S>) {
  const { schema, defaultValues, fieldNames, onSubmit, successMessageKey, notifyFailure = true } = options;
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string>();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, {
      error: (issue) => encodeMessage(issueMessage(issue as ValidationIssue)),
    }),
    defaultValues,
  });

  const fail = (error: unknown) => {
    const details = error instanceof ApiError ? error.details : [];
    const { placed, unplaced } = placeFieldErrors(details, fieldNames);
    for (const [name, detail] of placed) {
      form.setError(name as Path<z.input<S>>, {
        type: 'server',
        message: encodeMessage(serverDetailMessage(detail)),
      });
    }
    if (details.length === 0 || unplaced.length > 0) {
      const text = errorMessage(t, error);
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

  return { form, submit, formError };
}
