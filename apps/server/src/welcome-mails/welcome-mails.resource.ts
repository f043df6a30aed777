import {
  createWelcomeMailSchema,
  richTextHasText,
  updateWelcomeMailSchema,
  WELCOME_MAIL_DEFAULT_FLAGS,
  welcomeMailSchema,
} from '@psp/domain';
import { sql } from 'kysely';
import { badRequest } from '../platform/http/errors.js';
import { defineResource, writtenOrganisation } from '../platform/resource/resource-definition.js';
import { sanitizeWelcomeMailContent } from './sanitize-content.js';

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
  /**
   * Content is stored sanitised. Setting a default flag takes it from the row that held it, in the
   * write's transaction, so each side keeps at most one default.
   */
  async beforeWrite(input, { trx, existing }) {
    if (typeof input.content === 'string') {
      const content = sanitizeWelcomeMailContent(input.content);
      input.content = content;
      if (!richTextHasText(content)) {
        throw badRequest([
          { path: 'body.content', code: 'required', message: 'Content has no text once sanitised' },
        ]);
      }
    }
    const organisationId = writtenOrganisation(input, existing);
    for (const flag of WELCOME_MAIL_DEFAULT_FLAGS) {
      if (input[flag] !== true) continue;
      await sql`UPDATE welcome_mails SET ${sql.ref(flag)} = false, updated_at = now()
        WHERE organisation_id = ${organisationId} AND ${sql.ref(flag)}
        ${existing ? sql`AND id <> ${existing.id}` : sql``}`.execute(trx);
    }
    return input;
  },
});
