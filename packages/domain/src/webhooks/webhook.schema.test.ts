import { describe, expect, it } from 'vitest';
import { canTransition, PRODUCT_TRANSACTION_STATUSES } from '../statuses/lifecycle.js';
import { WEBHOOK_STATUSES_BY_TYPE } from './webhook.schema.js';

describe('webhook test send statuses', () => {
  it('offers a payment the statuses the product gives it, not every spelling of the catalogue', () => {
    expect(WEBHOOK_STATUSES_BY_TYPE.transaction).toEqual(PRODUCT_TRANSACTION_STATUSES);
    expect(WEBHOOK_STATUSES_BY_TYPE.transaction).not.toContain('SETTLING');
    // Each is one the lifecycle takes a new payment to (INITIATED itself aside).
    const reached = PRODUCT_TRANSACTION_STATUSES.filter(
      (status) =>
        status === 'INITIATED' ||
        canTransition('transaction', 'INITIATED', status) ||
        PRODUCT_TRANSACTION_STATUSES.some((from) => canTransition('transaction', from, status)),
    );
    expect(reached).toEqual(PRODUCT_TRANSACTION_STATUSES);
  });
});
