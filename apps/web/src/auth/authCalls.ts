import type { LoginRequest, LoginResponse } from '@psp/domain';
import { apiRequest } from '../kit/api/apiRequest';

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', 'auth/login', { body: credentials });
}

export function logout(): Promise<void> {
  return apiRequest<void>('POST', 'auth/logout');
}
