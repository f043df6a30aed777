import { createFailoverSchema } from '@psp/domain';

/** The organisation is the scope's: the viewed merchant, or the provider's own under /psp. */
export const failoverFormSchema = createFailoverSchema.omit({ organisation: true });
