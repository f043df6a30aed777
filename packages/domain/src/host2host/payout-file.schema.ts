import { z } from 'zod';
import { statusesOf } from '../statuses/status-catalogue.js';

/**
 * A payout file's life (ADR 0019): CREATED (made, downloadable), SENT (the operator delivered it to the
 * bank), ACKNOWLEDGED (a status report of the bank named it) or REJECTED (the bank refused the whole file;
 * its payouts go into the next one).
 */
export const PAYOUT_FILE_STATUSES = statusesOf('payout_file');
export type PayoutFileStatus = (typeof PAYOUT_FILE_STATUSES)[number];

/** A file's payouts in one currency: never summed across currencies. */
export const payoutFileTotalSchema = z.object({
  currency_code: z.string(),
  count: z.int().min(1),
  /** Minor units. */
  amount: z.int().min(1),
});
export type PayoutFileTotal = z.infer<typeof payoutFileTotalSchema>;

/** A payout file as the provider's host2host screen lists it. */
export const payoutFileSchema = z.object({
  id: z.uuid(),
  organisation: z.uuid(),
  /** GrpHdr/MsgId: how the bank's status report names the file. */
  message_id: z.string(),
  status: z.enum(PAYOUT_FILE_STATUSES),
  payout_count: z.int(),
  totals: z.array(payoutFileTotalSchema),
  created_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
  acknowledged_at: z.iso.datetime({ offset: true }).nullable(),
  /** The last status report (its MsgId) that named the file. */
  status_report_id: z.string().nullable(),
  /** Payouts of the file the bank returned or rejected. */
  failed_count: z.int(),
});
export type PayoutFile = z.infer<typeof payoutFileSchema>;

export const payoutFileListSchema = z.object({
  data: z.array(payoutFileSchema),
  /** Payouts on their way that no live file holds yet: what "make a file" would take. */
  pending: z.array(payoutFileTotalSchema),
});
export type PayoutFileList = z.infer<typeof payoutFileListSchema>;

/** Making a file takes no input: every IN_TRANSIT payout of the provider that no live file holds. */
export const createPayoutFileSchema = z.strictObject({});
