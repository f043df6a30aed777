import {
  createPlanSchema,
  PLAN_NOTIFY_RULE,
  planNotifiable,
  planSchema,
  updatePlanSchema,
} from '@psp/domain';
import { badRequest } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

export const planResource = defineResource({
  name: 'plan',
  table: 'plans',
  schema: planSchema,
  createSchema: createPlanSchema,
  updateSchema: updatePlanSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  beforeWrite(input, { existing }) {
    // An update is judged on the plan it leaves: statuses alone are fine when a webhook is stored.
    if (existing && !planNotifiable({ ...existing, ...input })) {
      throw badRequest([
        { path: `body.${PLAN_NOTIFY_RULE.path[0]}`, code: 'custom', message: PLAN_NOTIFY_RULE.message },
      ]);
    }
    return input;
  },
});
