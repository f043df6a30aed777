import { createOrganisationSchema, organisationSchema, updateOrganisationSchema } from '@psp/domain';
import { HttpError } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

/** Capabilities only the provider decides about. */
const PROVIDER_FIELDS = ['collecting', 'active', 'modules', 'mfa_required', 'base_currency'] as const;

export const organisationResource = defineResource({
  name: 'organisation',
  table: 'organisations',
  schema: organisationSchema,
  createSchema: createOrganisationSchema,
  updateSchema: updateOrganisationSchema,
  tenancy: 'self',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
    { field: 'email', match: 'contains' },
  ],
  maxLimit: 2000,
  beforeWrite(input, { principal, existing }) {
    if (!principal.isProvider) {
      const field = PROVIDER_FIELDS.find(
        (name) => input[name] !== undefined && input[name] !== existing?.[name],
      );
      if (field) throw new HttpError(403, 'forbidden', `Only the provider can change ${field}`);
    }
    if (existing && input.parent !== undefined && input.parent === existing.id) {
      throw new HttpError(400, 'validation_failed', 'An organisation cannot be its own parent', [
        {
          path: 'body.parent',
          code: 'invalid_reference',
          message: 'An organisation cannot be its own parent',
        },
      ]);
    }
    return input;
  },
});
