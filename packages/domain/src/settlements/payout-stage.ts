import type { PayoutFileStatus } from '../host2host/payout-file.schema.js';
import { type StatusOf, statusesOf } from '../statuses/status-catalogue.js';
import type { PayoutStatus } from './payout.schema.js';

/** Where a payout is: on its way (IN_TRANSIT, or the status of the bank file holding it), PAID or FAILED. */
export const PAYOUT_STAGES = statusesOf('payout');
export type PayoutStage = StatusOf<'payout'>;

/**
 * The one reading of a payout's state that every screen shows (issue 29): the payout's own status once
 * the bank settled it (PAID, or FAILED when it came back); while it is on its way, the status of the live
 * bank file that holds it, exactly as the host2host screen shows that file (a REJECTED file holds no
 * payout any more), or IN_TRANSIT when no file holds it (no host2host module, or not filed yet).
 */
export function payoutStage(status: PayoutStatus, file: PayoutFileStatus | null): PayoutStage {
  if (status !== 'IN_TRANSIT') return status;
  return file === null || file === 'REJECTED' ? 'IN_TRANSIT' : file;
}
