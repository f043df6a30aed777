import {
  createPlanSchema,
  PLAN_NOTIFY_RULE,
  planNotifiable,
  planSchema,
  updatePlanSchema,
} from '@psp/domain';
import { badRequest } from '../platform/http/errors.js';
import { defineResource, writtenOrganisation } from '../platform/resource/resource-definition.js';

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
  async beforeWrite(input, { trx, existing }) {
    // An update is judged on the plan it leaves: statuses alone are fine when a webhook is stored.
    if (existing && !planNotifiable({ ...existing, ...input })) {
      throw badRequest([
        { path: `body.${PLAN_NOTIFY_RULE.path[0]}`, code: 'custom', message: PLAN_NOTIFY_RULE.message },
      ]);
    }
    // Its subscriptions' pages show the design of the plan's own organisation (a shop's is the shop's),
    // as a link's do (the service checked only that the design is in the caller's scope).
    if (typeof input.checkout === 'string') {
      const design = await trx
        .selectFrom('checkout_designs')
        .select('id')
        .where('id', '=', input.checkout)
        .where('organisation_id', '=', writtenOrganisation(input, existing))
        .executeTakeFirst();
      if (!design) {
        throw badRequest([
          {
            path: 'body.checkout',
            code: 'invalid_reference',
            message: "The checkout design belongs to another organisation than the plan's",
            actual: input.checkout,
          },
        ]);
      }
    }
    return input;
  },
});
