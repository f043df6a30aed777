import { createPricingSchemeSchema, pricingSchemeSchema, updatePricingSchemeSchema } from '@psp/domain';
import { badRequest } from '../platform/http/errors.js';
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
  /** An update keeps a reserve scheme's days and names a gateway on a cost scheme only (create checks both in its schema). */
  beforeWrite(input, { existing }) {
    if (existing?.type === 'RESERVE' && input.reserve_days === null) {
      throw badRequest([
        { path: 'body.reserve_days', code: 'reserveDaysRequired', message: 'reserveDaysRequired' },
      ]);
    }
    if (existing && existing.type !== 'COST' && input.gateway != null) {
      throw badRequest([{ path: 'body.gateway', code: 'gatewayOnlyForCost', message: 'gatewayOnlyForCost' }]);
    }
    return input;
  },
});
