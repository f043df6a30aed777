import { z } from 'zod';

/**
 * The largest amount a caller may send, in minor units: 999,999,999.99 in a two-decimal currency, far
 * below Number.MAX_SAFE_INTEGER, so sums of many amounts stay exact.
 */
export const MAX_AMOUNT = 99_999_999_999;

/**
 * Every amount a caller sends (a payment, link, plan, scheduled charge, capture, refund, discount,
 * one-off, fee): whole minor units up to {@link MAX_AMOUNT}, from 1, or from 0 where nothing is an
 * answer (a free fee line, no minimum payout). Stored amounts the server computes are read with
 * `minorUnits`.
 */
export const amountSchema = (least: 0 | 1 = 1) => z.int().min(least).max(MAX_AMOUNT);
