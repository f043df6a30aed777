import type { Language, MFA_TYPES, Profile } from '@psp/domain';
import { queryOptions } from '@tanstack/react-query';
import type { MfaSetupAnswer } from '../auth/authCalls';
import { apiRequest } from '../kit/api/apiRequest';

type MfaType = (typeof MFA_TYPES)[number];

/** The calls of /profile (the user's own account), grouped as one client. */
export const profileCalls = {
  query: queryOptions({
    queryKey: ['auth', 'profile'],
    queryFn: ({ signal }) => apiRequest<Profile>('GET', 'auth/profile', { signal }),
  }),
  update: (body: { name?: string; language?: Language }) =>
    apiRequest<void>('POST', 'auth/profile', { body }),
  changePassword: (body: { current_password: string; password: string }) =>
    apiRequest<void>('POST', 'auth/profile/password', { body }),
  requestEmailChange: () => apiRequest<void>('POST', 'auth/profile/email-change'),
  startMfa: (type: MfaType, password: string) =>
    apiRequest<MfaSetupAnswer & { token: string }>('POST', 'auth/profile/mfa/setup', {
      body: { type, password },
    }),
  confirmMfa: (body: { token: string; code: string }) =>
    apiRequest<void>('POST', 'auth/profile/mfa/confirm', { body }),
  disableMfa: (password: string) =>
    apiRequest<void>('POST', 'auth/profile/mfa/disable', { body: { password } }),
  endSession: (id: string) => apiRequest<void>('DELETE', `auth/profile/sessions/${encodeURIComponent(id)}`),
  revokeDevice: (id: string) =>
    apiRequest<void>('DELETE', `auth/profile/trusted-devices/${encodeURIComponent(id)}`),
};
