import { randomUUID } from 'node:crypto';
import type { Executor } from '../platform/resource/executor.js';

/** What the processor is asked to do after an authorisation. */
export type ProcessorOperation = 'capture' | 'void' | 'refund';

export type GatewayResult =
  | { ok: true; reference: string }
  | { ok: false; reason: string; retryable: boolean };

/**
 * Capture, void and refund at the payment's processor. Until the payment pipeline's processor adapter
 * takes these over, the simulated processors answer: the outcome an operator forced on the processor
 * row (`simulated_outcome` processor_error, declined ...) refuses, anything else succeeds with a
 * reference of the processor.
 */
export interface ProcessorGateway {
  request(
    trx: Executor,
    operation: ProcessorOperation,
    call: { processorId: string | null; amount: number; currency: string },
  ): Promise<GatewayResult>;
}

const REFUSING_OUTCOMES: Record<string, { reason: string; retryable: boolean }> = {
  processor_error: { reason: 'Processor unavailable', retryable: true },
  declined: { reason: 'Declined by the processor', retryable: false },
  insufficient_funds: { reason: 'Insufficient funds at the processor', retryable: false },
  expired_card: { reason: 'The card has expired', retryable: false },
};

export const simulatedGateway: ProcessorGateway = {
  async request(trx, operation, { processorId }) {
    const processor = processorId
      ? await trx
          .selectFrom('processors')
          .select('simulated_outcome')
          .where('id', '=', processorId)
          .executeTakeFirst()
      : undefined;
    const refusal = processor?.simulated_outcome ? REFUSING_OUTCOMES[processor.simulated_outcome] : undefined;
    if (refusal) return { ok: false, ...refusal };
    return { ok: true, reference: `sim_${operation}_${randomUUID().replaceAll('-', '')}` };
  },
};
