import {
  createSettlementProfileSchema,
  settlementProfileSchema,
  updateSettlementProfileSchema,
} from '@psp/domain';
import { badRequest } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

export const settlementProfileResource = defineResource({
  name: 'settlementprofile',
  table: 'settlement_profiles',
  schema: settlementProfileSchema,
  createSchema: createSettlementProfileSchema,
  updateSchema: updateSettlementProfileSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  /** The bank account is the merchant's own and in the profile's currency: a payout can only go there. */
  async beforeWrite(input, { trx, existing }) {
    // Checked when the account is chosen (a later change of the account itself is the bank account's).
    const bankAccount = input.bank_account !== existing?.bank_account ? input.bank_account : undefined;
    const organisation = input.organisation ?? existing?.organisation;
    const currency = input.currency_code ?? existing?.currency_code;
    if (bankAccount) {
      const account = await trx
        .selectFrom('bank_accounts')
        .select(['organisation_id', 'currency_code'])
        .where('id', '=', bankAccount)
        .executeTakeFirst();
      if (account && account.organisation_id !== organisation) {
        throw badRequest([
          {
            path: 'body.bank_account',
            code: 'bankAccountOfAnotherOrganisation',
            message: 'bankAccountOfAnotherOrganisation',
          },
        ]);
      }
      if (account && account.currency_code !== currency) {
        throw badRequest([
          {
            path: 'body.bank_account',
            code: 'bankAccountCurrency',
            message: 'bankAccountCurrency',
            expected: currency,
            actual: account.currency_code,
          },
        ]);
      }
    }
    return input;
  },
});
