import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../kit/api/errorMessage';
import { notificationStore } from '../kit/feedback/notificationStore';
import { PageHeader } from '../kit/PageHeader';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MfaSection } from './MfaSection';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { profileCalls } from './profileCalls';
import { SessionsSection } from './SessionsSection';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={id} maw={880}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** 000 §2 /profile: the user's own account, for every logged-in user. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: profile, isError } = useQuery(profileCalls.query);
  const requestEmailChange = async () => {
    try {
      await profileCalls.requestEmailChange();
      notificationStore.show({ color: 'green', message: t('profile.emailChangeSent') });
    } catch (error) {
      notificationStore.show({ color: 'red', message: errorMessage(t, error) });
    }
  };
  return (
    <Stack gap="lg">
      <PageHeader title={t('routes.profile')} />
      {isError && <Text c="red">{t('errors.unknown')}</Text>}
      {profile && (
        <>
          <Section id="profile-details" title={t('profile.details')}>
            <ProfileDetailsForm profile={profile} />
          </Section>
          <Section id="profile-email" title={t('profile.email')}>
            <Text mb="sm">{profile.email}</Text>
            <Button variant="light" onClick={requestEmailChange}>
              {t('profile.emailChange')}
            </Button>
          </Section>
          <Section id="profile-password" title={t('profile.password')}>
            <ChangePasswordForm />
          </Section>
          <Section id="profile-mfa" title={t('profile.mfa.title')}>
            <MfaSection profile={profile} />
          </Section>
          <Section id="profile-sessions" title={t('profile.sessions.title')}>
            <SessionsSection kind="sessions" profile={profile} />
          </Section>
          <Section id="profile-devices" title={t('profile.devices.title')}>
            <SessionsSection kind="devices" profile={profile} />
          </Section>
        </>
      )}
    </Stack>
  );
}
