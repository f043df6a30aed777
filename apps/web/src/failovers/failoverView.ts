import { createFailoverSchema, type Failover } from '@psp/domain';

export type FailoverRow = Failover & { organisation: string | { id: string; name: string } };

export const FAILOVER_POPULATE = ['organisation'] as const;

/** The organisation is the scope's: the viewed merchant, or the provider's own under /psp. */
export const failoverFormSchema = createFailoverSchema.omit({ organisation: true });
