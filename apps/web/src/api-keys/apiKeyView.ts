import type { ApiKey } from '@psp/domain';

type Named = { id: string; name: string };

export type ApiKeyRow = ApiKey & {
  organisation: string | Named;
  payment_profile: string | Named | null;
  created_by: string | (Named & { email: string }) | null;
};

export const API_KEY_POPULATE = ['organisation', 'payment_profile', 'created_by'] as const;
