import type { PopulatedRowOf } from '@psp/domain';

export type ApiKeyRow = PopulatedRowOf<'apikey', (typeof API_KEY_POPULATE)[number]>;

export const API_KEY_POPULATE = ['organisation', 'payment_profile', 'created_by'] as const;
