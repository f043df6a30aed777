import { randomUUID } from 'node:crypto';
import { OUTCOME_INFO, TRANSACTION_STATUS_REASONS } from '@psp/domain';
import type { ProcessorAdapter } from '../payments/processor-adapter.js';
import type { Executor } from '../platform/resource/executor.js';

/** What the processor is asked to do after an authorisation. */
export type ProcessorOperation = 'capture' | 'void' | 'refund';

export type GatewayResult =
  | { ok: true; reference: string }
  | { ok: false; reason: string; retryable: boolean };

/**
 * Capture, void and refund at a payment's processor, by the processor's id inside the caller's
 * transaction: what the commands and the lifecycle jobs call. The processor answers through its
 * adapter (the simulated one in the demo), the same adapter that authorised the payment.
 */
export interface ProcessorGateway {
  request(
    trx: Executor,
    operation: ProcessorOperation,
    call: { processorId: string | null; amount: number; currency: string },
  ): Promise<GatewayResult>;
}

export function processorGateway(adapter: ProcessorAdapter): ProcessorGateway {
  return {
    async request(trx, operation, { processorId, amount, currency }) {
      const reference = `psp_${operation}_${randomUUID().replaceAll('-', '')}`;
      const processor = processorId
        ? await trx
            .selectFrom('processors')
            .select(['id', 'gateway', 'payment_product', 'simulated_latency_ms', 'simulated_outcome'])
            .where('id', '=', processorId)
            .executeTakeFirst()
        : undefined;
      // A payment from before the engine, without a processor, is settled by the PSP itself.
      if (!processor) return { ok: true, reference };
      const request = { reference, external_id: reference, amount, currency_code: currency };
      const result =
        operation === 'void'
          ? await adapter.void(processor, request)
          : await adapter[operation](processor, request);
      const info = OUTCOME_INFO[result.outcome];
      return info.approved
        ? { ok: true, reference: result.external_id }
        : {
            ok: false,
            reason: info.reason ?? TRANSACTION_STATUS_REASONS.refusedByProcessor,
            retryable: info.retryable,
          };
    },
  };
}
