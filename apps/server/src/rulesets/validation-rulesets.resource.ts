import {
  createValidationRulesetSchema,
  parseCondition,
  updateValidationRulesetSchema,
  validationRulesetSchema,
} from '@psp/domain';
import { nextVersion, writeVersion } from '../decisions/decision-versions.js';
import { badRequest, type FieldError } from '../platform/http/errors.js';
import { defineResource } from '../platform/resource/resource-definition.js';
import { idsOutsideMerchant } from '../platform/resource/scoped-ids.js';

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
  /**
   * Rules the engine can evaluate only (the catalogue's `parseCondition`, each wrong part named), a tag
   * for the tag action and none for the others, no webhook for 3-D Secure (002 §5).
   */
  async beforeWrite(input, { trx, existing }) {
    const action = input.action ?? existing?.action;
    const tag = input.tag === undefined ? existing?.tag : input.tag;
    const errors: FieldError[] = (input.rules ?? []).flatMap((rule, index) => {
      const parsed = parseCondition(rule, 'ruleset');
      if (!('issue' in parsed)) return [];
      const { path, ...issue } = parsed.issue;
      return [{ path: `body.rules.${index}.${path}`, ...issue, actual: rule[path] }];
    });
    if (action === 'tag' && !tag && (!existing || input.tag !== undefined)) {
      errors.push({ path: 'body.tag', code: 'required', message: 'A tag ruleset needs the tag it adds' });
    }
    if (action !== 'tag' && input.tag) {
      errors.push({
        path: 'body.tag',
        code: 'not_allowed',
        message: 'Only a tag ruleset adds a tag',
        actual: input.tag,
      });
    }
    if (action === '3dSecure' && input.webhook_url) {
      errors.push({
        path: 'body.webhook_url',
        code: 'not_allowed',
        message: 'A 3-D Secure ruleset has no webhook',
        actual: input.webhook_url,
      });
    }
    // The tag and profile of this merchant (or the provider), even for a caller who sees other merchants.
    const organisation = (input.organisation ?? existing?.organisation) as string;
    for (const [field, table] of [
      ['tag', 'tags'],
      ['payment_profile', 'payment_profiles'],
    ] as const) {
      const id = input[field];
      if (typeof id !== 'string' || id === existing?.[field]) continue;
      if ((await idsOutsideMerchant(trx, organisation, table, [id])).length > 0) {
        errors.push({
          path: `body.${field}`,
          code: 'invalid_reference',
          message: `The ${field.replace('_', ' ')} belongs to another merchant`,
          actual: id,
        });
      }
    }
    if (errors.length) throw badRequest(errors);
    return { ...input, ...nextVersion(existing) };
  },
  /** Every save is a version, written with the change. */
  afterWrite: (id, input, { trx, actor }) => writeVersion(trx, 'validationruleset', id, actor, input),
});
