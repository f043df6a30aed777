import { createWelcomeMailSchema, updateWelcomeMailSchema, welcomeMailSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const welcomeMailResource = defineResource({
  name: 'welcomemail',
  table: 'welcome_mails',
  schema: welcomeMailSchema,
  createSchema: createWelcomeMailSchema,
  updateSchema: updateWelcomeMailSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
});
