import {
  createValidationRulesetSchema,
  updateValidationRulesetSchema,
  validationRulesetSchema,
} from '@psp/domain';
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
});
