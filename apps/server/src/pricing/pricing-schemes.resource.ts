import { createPricingSchemeSchema, pricingSchemeSchema, updatePricingSchemeSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const pricingSchemeResource = defineResource({
  name: 'pricingscheme',
  table: 'pricing_schemes',
  schema: pricingSchemeSchema,
  createSchema: createPricingSchemeSchema,
  updateSchema: updatePricingSchemeSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
});
