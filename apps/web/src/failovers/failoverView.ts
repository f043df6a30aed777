import type { PopulatedRowOf } from '@psp/domain';
import { createFailoverSchema } from '@psp/domain';

export type FailoverRow = PopulatedRowOf<'failover', (typeof FAILOVER_POPULATE)[number]>;

export const FAILOVER_POPULATE = ['organisation'] as const;

/** The organisation is the scope's: the viewed merchant, or the provider's own under /psp. */
export const failoverFormSchema = createFailoverSchema.omit({ organisation: true });
