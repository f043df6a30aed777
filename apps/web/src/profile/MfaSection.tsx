import { Alert, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { Profile } from '@psp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthenticatorSecret } from '../auth/AuthenticatorSecret';
import { errorMessageKey } from '../auth/errorMessageKey';
import { ApiError } from '../kit/api/ApiError';
import { notificationStore } from '../kit/feedback/notificationStore';
import { profileCalls } from './profileCalls';

type Step =
  | { kind: 'idle' }
  | { kind: 'choose' }
  | { kind: 'confirm'; token: string; secret?: string; qrSvg?: string }
  | { kind: 'disable' };

/**
 * Multi factor authentication of the user: turning it on with the password (e-mail or authenticator app,
 * confirmed with a code), turning it off with the password, unless the organisation requires it.
 */
export function MfaSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const run = async (action: () => Promise<Step | undefined>, doneKey?: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const next = await action();
      setValue('');
      setStep(next ?? { kind: 'idle' });
      if (doneKey) {
        notificationStore.show({ color: 'green', message: t(doneKey) });
        await queryClient.invalidateQueries({ queryKey: profileCalls.query.queryKey });
      }
    } catch (error) {
      const wrongPassword =
        error instanceof ApiError && error.details.some((detail) => detail.code === 'wrong_password');
      setFailure(wrongPassword ? 'password.wrongCurrent' : errorMessageKey(error));
    } finally {
      setBusy(false);
    }
  };
  const start = (type: 'email' | 'google') => {
    if (!value) return setFailure('form_validation.required');
    return run(async () => {
      const answer = await profileCalls.startMfa(type, value);
      return {
        kind: 'confirm',
        token: answer.token,
        ...(answer.secret && { secret: answer.secret }),
        ...(answer.qr_svg && { qrSvg: answer.qr_svg }),
      };
    });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step.kind === 'confirm') {
      if (!/^\d{6}$/.test(value)) return setFailure('mfa.codeFormat');
      void run(
        () => profileCalls.confirmMfa({ token: step.token, code: value }).then(() => undefined),
        'profile.mfa.enabled',
      );
    } else if (step.kind === 'disable') {
      void run(() => profileCalls.disableMfa(value).then(() => undefined), 'profile.mfa.disabled');
    }
  };
  const cancel = () => {
    setStep({ kind: 'idle' });
    setFailure(undefined);
    setValue('');
  };
  const failureText = failure && t(failure, { defaultValue: t('errors.unknown') });
  // Setting up and turning off MFA both ask for the current password first.
  const currentPassword = (
    <PasswordInput
      label={t('password.current')}
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      error={failureText}
    />
  );

  return (
    <Stack gap="sm">
      <Text>
        {profile.mfa_type
          ? t('profile.mfa.on', { method: t(`mfaSetup.${profile.mfa_type}`) })
          : t('profile.mfa.off')}
      </Text>
      {profile.mfa_required && <Text c="dimmed">{t('profile.mfa.required')}</Text>}
      {step.kind === 'idle' && (
        <Group>
          {!profile.mfa_type && (
            <Button onClick={() => setStep({ kind: 'choose' })}>{t('profile.mfa.enable')}</Button>
          )}
          {profile.mfa_type && !profile.mfa_required && (
            <Button variant="light" color="red" onClick={() => setStep({ kind: 'disable' })}>
              {t('profile.mfa.disable')}
            </Button>
          )}
        </Group>
      )}
      {step.kind === 'choose' && (
        <Stack gap="sm" maw={420}>
          {currentPassword}
          <Group role="group" aria-label={t('mfaSetup.choose')}>
            <Button loading={busy} onClick={() => start('email')}>
              {t('mfaSetup.email')}
            </Button>
            <Button loading={busy} onClick={() => start('google')}>
              {t('mfaSetup.google')}
            </Button>
            <Button variant="subtle" onClick={cancel}>
              {t('profile.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
      {(step.kind === 'confirm' || step.kind === 'disable') && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm" maw={420}>
            {step.kind === 'confirm' &&
              (step.qrSvg && step.secret ? (
                <AuthenticatorSecret qrSvg={step.qrSvg} secret={step.secret} />
              ) : (
                <Text>{t('mfaSetup.emailSent')}</Text>
              ))}
            {step.kind === 'confirm' ? (
              <TextInput
                label={t('mfa.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                value={value}
                onChange={(event) => setValue(event.currentTarget.value.trim())}
                error={failureText}
              />
            ) : (
              currentPassword
            )}
            <Group>
              <Button type="submit" loading={busy} color={step.kind === 'disable' ? 'red' : undefined}>
                {t(step.kind === 'confirm' ? 'mfaSetup.confirm' : 'profile.mfa.disable')}
              </Button>
              <Button variant="subtle" onClick={cancel}>
                {t('profile.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      {failureText && step.kind === 'idle' && (
        <Alert color="red" role="alert">
          {failureText}
        </Alert>
      )}
    </Stack>
  );
}
