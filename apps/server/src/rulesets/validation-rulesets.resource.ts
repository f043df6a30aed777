import {
  createValidationRulesetSchema,
  updateValidationRulesetSchema,
  validationRulesetSchema,
} from '@psp/domain';
import { nextVersion, writeVersion } from '../decisions/decision-versions.js';
import { defineResource } from '../platform/resource/resource-definition.js';

export const validationRulesetResource = defineResource({
  name: 'validationruleset',
  table: 'validation_rulesets',
  schema: validationRulesetSchema,
  createSchema: createValidationRulesetSchema,
  updateSchema: updateValidationRulesetSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  maxLimit: 1000,
  beforeWrite: (input, { existing }) => ({ ...input, ...nextVersion(existing) }),
  /** Every save is a version, written with the change. */
  afterWrite: (id, input, { trx, actor }) => writeVersion(trx, 'validationruleset', id, actor, input),
});
