import { createWelcomeMailSchema } from '@psp/domain';

/** The form of a welcome mail (000 §2): name and content; the default flags are toggled in the list. */
export const welcomeMailFormSchema = createWelcomeMailSchema.pick({ name: true, content: true });
