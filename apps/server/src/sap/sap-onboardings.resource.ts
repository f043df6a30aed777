import {
  createSapOnboardingSchema,
  SAP_NEXT_STATUSES,
  sapOnboardingSchema,
  updateSapOnboardingSchema,
} from '@psp/domain';
import { conflict, HttpError } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

/**
 * The optional SAP module (000 §1): a merchant's onboarding in the provider's SAP system, CREATED, then
 * ONBOARDED with the customer number SAP gave, then DELETED. Only an organisation with the sap module
 * has one (409 `module_disabled`); a step the statuses do not allow is 409 `invalid_transition`.
 */
export const sapOnboardingResource = defineResource({
  name: 'saponboarding',
  table: 'sap_onboardings',
  schema: sapOnboardingSchema,
  createSchema: createSapOnboardingSchema,
  updateSchema: updateSapOnboardingSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'sap_customer_number', match: 'contains' },
  ],
  async beforeWrite(input, { trx, existing }) {
    if (!existing) {
      const organisation = await trx
        .selectFrom('organisations')
        .select('modules')
        .where('id', '=', input.organisation!)
        .executeTakeFirstOrThrow();
      if (!organisation.modules.includes('sap'))
        throw conflict('module_disabled', 'This organisation does not have the SAP module');
      return { ...input, status: 'CREATED' };
    }
    const to = input.status;
    if (to === undefined || to === existing.status) return input;
    if (!SAP_NEXT_STATUSES[existing.status].includes(to))
      throw conflict('invalid_transition', `A ${existing.status} SAP onboarding cannot become ${to}`);
    const number = input.sap_customer_number ?? existing.sap_customer_number;
    if (to === 'ONBOARDED' && !number) {
      const message = 'Onboarding needs the customer number SAP gave';
      throw new HttpError(400, 'validation_failed', message, [
        { path: 'body.sap_customer_number', code: 'too_small', message },
      ]);
    }
    return input;
  },
});
