import type { ApiKey } from '@psp/domain';

type Named = { id: string; name: string };

export type ApiKeyRow = ApiKey & {
  organisation: string | Named;
  payment_profile: string | Named | null;
  created_by: string | (Named & { email: string }) | null;
};

export const API_KEY_POPULATE = ['organisation', 'payment_profile', 'created_by'] as const;

/** A populated reference's name; its id when the caller may not read the referenced record. */
export function nameOf(value: string | Named): string {
  return typeof value === 'string' ? value : value.name;
}
