import { z } from 'zod';

/**
 * ISO 20022 external status reason codes a bank gives for a rejected or returned credit transfer (the
 * common ones; another code is kept as the bank wrote it).
 */
export const PAYOUT_RETURN_REASONS = [
  'AC01',
  'AC04',
  'AC06',
  'AG01',
  'AM04',
  'AM05',
  'BE04',
  'MD07',
  'MS02',
  'MS03',
  'RC01',
  'RR04',
] as const;
export type PayoutReturnReason = (typeof PAYOUT_RETURN_REASONS)[number];

/** What a status report line did to the payout it names. */
export const BANK_STATUS_OUTCOMES = [
  /** Accepted or booked: the payout is PAID. */
  'paid',
  /** Rejected before it was paid: FAILED, the money is back on the merchant's available balance. */
  'failed',
  /** Returned after it was paid: FAILED, a return entry brings the money back. */
  'returned',
  /** The report says what the payout already is (the same report imported twice). */
  'unchanged',
  /** Still pending at the bank: nothing changes. */
  'pending',
  /** No payout of a file of ours has this EndToEndId. */
  'unknown',
] as const;
export type BankStatusOutcome = (typeof BANK_STATUS_OUTCOMES)[number];

export const bankStatusLineSchema = z.object({
  /** OrgnlEndToEndId: the payout's reference. */
  reference: z.string(),
  /** The ISO 20022 transaction status (ACSC, RJCT, ...). */
  status: z.string(),
  reason: z.string().nullable(),
  outcome: z.enum(BANK_STATUS_OUTCOMES),
  payout: z.uuid().nullable(),
});
export type BankStatusLine = z.infer<typeof bankStatusLineSchema>;

/** The answer to a status report upload: the file it named and what each line did. */
export const bankStatusImportSchema = z.object({
  /** The report's own GrpHdr/MsgId. */
  report_id: z.string(),
  /** The payout file the report answers (OrgnlMsgId), null when it is not one of ours. */
  payout_file: z.uuid().nullable(),
  file_status: z.string().nullable(),
  lines: z.array(bankStatusLineSchema),
});
export type BankStatusImport = z.infer<typeof bankStatusImportSchema>;

/** An upload of the bank's status report: the XML as text (at most about 1 MB). */
export const importBankStatusSchema = z.strictObject({
  content: z.string().min(1).max(1_000_000),
});
