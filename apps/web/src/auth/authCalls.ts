import type { LoginRequest, LoginResponse, Me, MFA_TYPES } from '@psp/domain';
import { apiRequest } from '../kit/api/apiRequest';

type MfaType = (typeof MFA_TYPES)[number];

type LoggedIn = { status: 'success'; me: Me };

/** The QR code (an SVG document) and manual key of an authenticator app set-up; nothing for e-mail. */
export interface MfaSetupAnswer {
  type: MfaType;
  secret?: string;
  otpauth_url?: string;
  qr_svg?: string;
}

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', 'auth/login', { body: credentials });
}

export function logout(): Promise<void> {
  return apiRequest<void>('POST', 'auth/logout');
}

export function verifyMfa(body: { code: string; remember: boolean; username: string; token: string }) {
  return apiRequest<LoggedIn>('POST', 'auth/mfa', { body });
}

export function startMfaSetup(body: { token: string; type: MfaType }) {
  return apiRequest<MfaSetupAnswer>('POST', 'auth/mfa/setup', { body });
}

export function confirmMfaSetup(body: { token: string; code: string }) {
  return apiRequest<LoggedIn>('POST', 'auth/mfa/setup/confirm', { body });
}

export function requestPasswordReset(email: string) {
  return apiRequest<{ status: 'sent' }>('POST', 'auth/forgot-password', { body: { email } });
}

export function updatePassword(body: { token: string; password: string }) {
  return apiRequest<{ status: 'updated' }>('POST', 'auth/update-password', { body });
}

export function updateEmail(body: { token: string; email: string }) {
  return apiRequest<{ status: 'updated' }>('POST', 'auth/update-email', { body });
}
