import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  canTransition,
  isCapturable,
  isFinal,
  isRefundable,
  isVoidable,
  refundCountsAgainstAmount,
  TRANSACTION_STAGE,
} from './lifecycle.js';
import { TRANSACTION_STATUSES, type TransactionStatus } from './status-catalogue.js';

describe('transaction lifecycle', () => {
  const allowed: [TransactionStatus, TransactionStatus][] = [
    ['INITIATED', 'PENDING'],
    ['INITIATED', 'AUTHORIZED'],
    ['INITIATED', 'FAILED'],
    ['INITIATED', 'DECLINED'],
    ['PENDING', 'AUTHORIZED'],
    ['PENDING', 'SETTLEMENT_COMPLETED'],
    ['PENDING', 'EXPIRED'],
    ['AUTHORIZED', 'SETTLEMENT_REQUESTED'],
    ['AUTHORIZED', 'AUTHORIZATION_VOIDED'],
    ['AUTHORIZED', 'AUTHORIZATION_EXPIRED'],
    ['AUTHORIZED', 'REAUTHORIZED'],
    ['SETTLEMENT_REQUESTED', 'SETTLEMENT_COMPLETED'],
    ['SETTLEMENT_REQUESTED', 'SETTLEMENT_FAILED'],
    ['SETTLEMENT_REQUESTED', 'SETTLEMENT_CANCELLED'],
    ['SETTLEMENT_COMPLETED', 'CHARGEBACK'],
    ['UNKNOWN', 'SETTLEMENT_COMPLETED'],
  ];
  it.each(allowed)('%s → %s is allowed', (from, to) => {
    expect(canTransition('transaction', from, to)).toBe(true);
  });

  const refused: [TransactionStatus, TransactionStatus][] = [
    ['AUTHORIZED', 'AUTHORIZED'],
    ['DECLINED', 'AUTHORIZED'],
    ['SETTLEMENT_COMPLETED', 'AUTHORIZATION_VOIDED'],
    ['SETTLEMENT_COMPLETED', 'SETTLEMENT_REQUESTED'],
    ['AUTHORIZATION_VOIDED', 'SETTLEMENT_REQUESTED'],
    ['AUTHORIZED', 'DECLINED'],
    ['CHARGEBACK', 'SETTLEMENT_COMPLETED'],
    ['INITIATED', 'SETTLEMENT_REQUESTED'],
  ];
  it.each(refused)('%s → %s is refused', (from, to) => {
    expect(canTransition('transaction', from, to)).toBe(false);
  });

  it('gives every status of the catalogue a stage', () => {
    expect(Object.keys(TRANSACTION_STAGE).sort()).toEqual([...TRANSACTION_STATUSES].sort());
  });

  it('reaches every status from INITIATED', () => {
    const reached = new Set<TransactionStatus>(['INITIATED']);
    const queue: TransactionStatus[] = ['INITIATED'];
    while (queue.length) {
      for (const next of allowedTransitions('transaction', queue.shift()!)) {
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    expect([...TRANSACTION_STATUSES].filter((status) => !reached.has(status))).toEqual(['IN_PROGRESS']);
  });

  it('knows final, capturable, voidable and refundable statuses', () => {
    expect(isFinal('transaction', 'DECLINED')).toBe(true);
    expect(isFinal('transaction', 'CHARGEBACK')).toBe(true);
    expect(isFinal('transaction', 'SETTLEMENT_COMPLETED')).toBe(false);
    expect(TRANSACTION_STATUSES.filter(isCapturable)).toEqual(['AUTHORIZED', 'REAUTHORIZED']);
    expect(TRANSACTION_STATUSES.filter(isVoidable)).toEqual(['AUTHORIZED', 'REAUTHORIZED']);
    expect(TRANSACTION_STATUSES.filter(isRefundable).sort()).toEqual(
      [
        'PAID',
        'SETTLED',
        'SETTLEMENT_COMPLETED',
        'SETTLEMENT_EXTERNALLY',
        'SETTLEMENT_REQUESTED',
        'SENT_FOR_SETTLEMENT',
        'SETTLING',
      ].sort(),
    );
  });
});

describe('refund and chargeback lifecycles', () => {
  it('moves a refund from pending to processed or failed, never back', () => {
    expect(canTransition('refund', 'PENDING', 'PROCESSED')).toBe(true);
    expect(canTransition('refund', 'PENDING', 'FAILED')).toBe(true);
    expect(canTransition('refund', 'PROCESSED', 'PENDING')).toBe(false);
    expect(isFinal('refund', 'PROCESSED')).toBe(true);
  });

  it('counts every refund but failed and cancelled ones against the amount', () => {
    expect(refundCountsAgainstAmount('PENDING')).toBe(true);
    expect(refundCountsAgainstAmount('PROCESSED')).toBe(true);
    expect(refundCountsAgainstAmount('FAILED')).toBe(false);
    expect(refundCountsAgainstAmount('CANCELLED')).toBe(false);
  });

  it('opens a chargeback, disputes it, and ends it won or lost', () => {
    expect(canTransition('chargeback', 'OPEN', 'IN_DISPUTE')).toBe(true);
    expect(canTransition('chargeback', 'IN_DISPUTE', 'WON')).toBe(true);
    expect(canTransition('chargeback', 'OPEN', 'WON')).toBe(false);
    expect(canTransition('chargeback', 'LOST', 'IN_DISPUTE')).toBe(false);
  });
});
