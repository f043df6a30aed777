import { Button, Stack } from '@mantine/core';
import { changePasswordRequestSchema, DEFAULT_PASSWORD_REQUIREMENTS, meetsRequirements } from '@psp/domain';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordRequirementList } from '../auth/PasswordRequirementList';
import type { FormField } from '../kit/form/FormField';
import { FormFieldInput } from '../kit/form/FormFieldInput';
import { FormFooter } from '../kit/form/FormFooter';
import { useEntityForm } from '../kit/form/useEntityForm';
import { encodeMessage } from '../kit/form/validationMessage';
import { profileCalls } from './profileCalls';

const schema = changePasswordRequestSchema
  .extend({ confirm: z.string().min(1) })
  .refine((values) => meetsRequirements(values.password, DEFAULT_PASSWORD_REQUIREMENTS), {
    path: ['password'],
    message: encodeMessage({ key: 'password.policy' }),
  })
  .refine((values) => values.confirm === values.password, {
    path: ['confirm'],
    message: encodeMessage({ key: 'password.mismatch' }),
  });

type Field = FormField<'current_password' | 'password' | 'confirm'>;

const FIELDS: readonly [Field, Field, Field] = [
  {
    name: 'current_password',
    labelKey: 'password.current',
    kind: 'password',
    required: true,
    autoComplete: 'current-password',
  },
  {
    name: 'password',
    labelKey: 'password.new',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
  },
  {
    name: 'confirm',
    labelKey: 'password.confirm',
    kind: 'password',
    required: true,
    autoComplete: 'new-password',
  },
];

/** A new password under the default policy (000 §5), confirmed with the current one; ends other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const { form, submit, formError } = useEntityForm({
    schema,
    defaultValues: { current_password: '', password: '', confirm: '' },
    fieldNames: FIELDS.map((field) => field.name),
    successMessageKey: 'profile.passwordChanged',
    onSubmit: async ({ current_password, password }) => {
      await profileCalls.changePassword({ current_password, password });
      form.reset();
    },
  });
  const [currentField, passwordField, confirmField] = FIELDS;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <FormFieldInput field={currentField} control={form.control} />
        <FormFieldInput field={passwordField} control={form.control} />
        <PasswordRequirementList
          id="profile-password-rules"
          password={form.watch('password') ?? ''}
          requirements={DEFAULT_PASSWORD_REQUIREMENTS}
        />
        <FormFieldInput field={confirmField} control={form.control} />
        <FormFooter formError={formError}>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('profile.changePassword')}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
