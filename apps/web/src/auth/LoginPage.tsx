import { Alert, Anchor } from '@mantine/core';
import { loginRequestSchema } from '@psp/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EntityForm } from '../kit/form/EntityForm';
import { Icon } from '../kit/icons/Icon';
import { AuthCard } from './AuthCard';
import { login } from './authCalls';
import { meQuery } from './meQuery';
import { takeRememberedUrl } from './rememberedUrl';

const RESET_BANNERS = { password: 'login.passwordChanged', email: 'login.emailChanged' } as const;

/** 000 §2 login: e-mail and password; success, an MFA step or a forced MFA set-up. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const reset = params.get('reset');
  const banner = reset === 'password' || reset === 'email' ? RESET_BANNERS[reset] : undefined;

  useEffect(() => {
    document.title = `${t('routes.login')} · ${t('app.name')}`;
  }, [t]);

  return (
    <AuthCard title={t('login.title')}>
      {banner && (
        <Alert color="green" icon={<Icon name="check" />} mb="md" role="status">
          {t(banner)}
        </Alert>
      )}
      <EntityForm
        schema={loginRequestSchema}
        defaultValues={{ username: '', password: '' }}
        fields={[
          {
            name: 'username',
            labelKey: 'login.email',
            kind: 'email',
            autoComplete: 'username',
            required: true,
          },
          {
            name: 'password',
            labelKey: 'login.password',
            kind: 'password',
            autoComplete: 'current-password',
            required: true,
          },
        ]}
        submitLabelKey="login.submit"
        notifyFailure={false}
        footer={
          <Anchor component={Link} to="/forgotPassword" size="sm">
            {t('login.forgotPassword')}
          </Anchor>
        }
        onSubmit={async (credentials) => {
          const answer = await login(credentials);
          switch (answer.status) {
            case 'success':
              queryClient.setQueryData(meQuery.queryKey, answer.me);
              await navigate(takeRememberedUrl(answer.me.user.id) ?? '/', { replace: true });
              return;
            case 'mfa_required': {
              const query = new URLSearchParams({
                username: answer.username,
                mfa_token: answer.mfa_token,
                mfa_type: answer.mfa_type,
              });
              await navigate(`/mfa?${query}`);
              return;
            }
            case 'mfa_setup_required': {
              const query = new URLSearchParams({
                token: answer.token,
                required_type: answer.required_type ?? '',
              });
              await navigate(`/mfa/setup?${query}`);
              return;
            }
          }
        }}
      />
    </AuthCard>
  );
}
