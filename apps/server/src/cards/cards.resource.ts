import { cardSchema } from '@psp/domain';
import { defineResource } from '../platform/resource/resource-definition.js';

/** Stored cards, read-only (002 §7): what `_populate=card` of refunds and chargebacks reads. */
export const cardResource = defineResource({
  name: 'card',
  table: 'cards',
  schema: cardSchema,
  tenancy: 'owned',
  search: [{ field: 'id', match: 'exact' }],
});
