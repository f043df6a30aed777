import { checkoutDesignSchema, createCheckoutDesignSchema, updateCheckoutDesignSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

export const checkoutDesignResource = defineResource({
  name: 'checkoutdesign',
  table: 'checkout_designs',
  schema: checkoutDesignSchema,
  createSchema: createCheckoutDesignSchema,
  updateSchema: updateCheckoutDesignSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
});
