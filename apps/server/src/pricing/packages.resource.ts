import { createPackageSchema, packageSchema, type SchemeType, updatePackageSchema } from '@psp/domain';
import { badRequest } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';

const SLOTS = [
  ['revenue_scheme', 'REVENUE'],
  ['reserve_scheme', 'RESERVE'],
  ['partner_scheme', 'PARTNER'],
] as const satisfies readonly (readonly [string, SchemeType])[];

export const packageResource = defineResource({
  name: 'package',
  table: 'packages',
  schema: packageSchema,
  createSchema: createPackageSchema,
  updateSchema: updatePackageSchema,
  tenancy: 'owned',
  search: [
    { field: 'id', match: 'exact' },
    { field: 'name', match: 'contains' },
  ],
  /** Each slot holds a scheme of its type; a partner scheme comes with its partner and the other way round. */
  async beforeWrite(input, { trx, existing }) {
    for (const [slot, type] of SLOTS) {
      const id = input[slot];
      if (!id) continue;
      const scheme = await trx
        .selectFrom('pricing_schemes')
        .select('type')
        .where('id', '=', id)
        .executeTakeFirst();
      if (scheme && scheme.type !== type) {
        throw badRequest([
          {
            path: `body.${slot}`,
            code: 'schemeTypeMismatch',
            message: 'schemeTypeMismatch',
            expected: type,
            actual: scheme.type,
          },
        ]);
      }
    }
    const partnerScheme =
      input.partner_scheme !== undefined ? input.partner_scheme : existing?.partner_scheme;
    const partner =
      input.partner_organisation !== undefined ? input.partner_organisation : existing?.partner_organisation;
    if ((partnerScheme == null) !== (partner == null)) {
      throw badRequest([
        {
          path: 'body.partner_organisation',
          code: 'partnerAndSchemeTogether',
          message: 'partnerAndSchemeTogether',
        },
      ]);
    }
    return input;
  },
});
