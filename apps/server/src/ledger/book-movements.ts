import {
  CARD_BRANDS,
  type CardBrand,
  type FeeLine,
  feeRegionOf,
  type LedgerEntryDraft,
  lostChargebackEntries,
  type PaymentForBooking,
  type PricingForBooking,
  processedRefundEntries,
  type SchemeForBooking,
  settledPaymentEntries,
} from '@psp/domain';
import { sql } from 'kysely';
import type { Executor } from '../platform/resource/executor.js';
import { writeLedgerEntries } from './ledger.repository.js';

/** A money movement to book: a payment settled, a refund processed, a chargeback lost; when, and why. */
export type Movement = { event_id: string | null; effective_at: string } & (
  | { kind: 'payment'; transaction: string }
  | { kind: 'refund'; refund: string }
  | { kind: 'chargeback'; chargeback: string }
);

interface PaymentFacts extends PaymentForBooking {
  package_id: string | null;
  gateway: string | null;
}

const BRANDS: ReadonlySet<string> = new Set(CARD_BRANDS);

async function paymentsOf(trx: Executor, ids: readonly string[]): Promise<Map<string, PaymentFacts>> {
  const { rows } = await sql<{
    id: string;
    organisation_id: string;
    amount: string;
    currency_code: string;
    payment_product: string;
    processor_id: string | null;
    country_code: string | null;
    brand: string | null;
    merchant_country: string;
    package_id: string | null;
    gateway: string | null;
  }>`
    SELECT t.id, t.organisation_id, t.amount, t.currency_code, t.payment_product, t.processor_id, t.country_code,
           c.brand, o.country_code AS merchant_country, o.package_id, p.gateway
      FROM transactions t
      JOIN organisations o ON o.id = t.organisation_id
      LEFT JOIN cards c ON c.id = t.card_id
      LEFT JOIN processors p ON p.id = t.processor_id
     WHERE t.id = ANY(${ids}::uuid[]) AND o.collecting`.execute(trx);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        organisation: row.organisation_id,
        amount: Number(row.amount),
        currency_code: row.currency_code,
        payment_product: row.payment_product,
        processor: row.processor_id,
        card_brand: row.brand && BRANDS.has(row.brand) ? (row.brand as CardBrand) : null,
        region: feeRegionOf(row.merchant_country, row.country_code),
        package_id: row.package_id,
        gateway: row.gateway,
      },
    ]),
  );
}

/**
 * The pricing of the payments' packages and gateways: each package's schemes as they are now, and per
 * gateway the active cost scheme changed last.
 */
async function pricingOf(
  trx: Executor,
  payments: Iterable<PaymentFacts>,
): Promise<(payment: PaymentFacts) => PricingForBooking> {
  const packageIds = new Set<string>();
  const gateways = new Set<string>();
  for (const payment of payments) {
    if (payment.package_id) packageIds.add(payment.package_id);
    if (payment.gateway) gateways.add(payment.gateway);
  }
  const packages = await sql<{
    id: string;
    revenue_id: string;
    revenue_fees: FeeLine[];
    reserve_id: string | null;
    reserve_fees: FeeLine[] | null;
    reserve_days: number | null;
    partner_id: string | null;
    partner_fees: FeeLine[] | null;
    partner_organisation_id: string | null;
  }>`
    SELECT k.id, r.id AS revenue_id, r.fees AS revenue_fees, s.id AS reserve_id, s.fees AS reserve_fees,
           s.reserve_days, p.id AS partner_id, p.fees AS partner_fees, k.partner_organisation_id
      FROM packages k
      JOIN pricing_schemes r ON r.id = k.revenue_scheme_id
      LEFT JOIN pricing_schemes s ON s.id = k.reserve_scheme_id
      LEFT JOIN pricing_schemes p ON p.id = k.partner_scheme_id
     WHERE k.id = ANY(${[...packageIds]}::uuid[])`.execute(trx);
  const costs = await sql<{ gateway: string; id: string; fees: FeeLine[] }>`
    SELECT DISTINCT ON (gateway) gateway, id, fees FROM pricing_schemes
     WHERE type = 'COST' AND active AND gateway = ANY(${[...gateways]}::text[])
     ORDER BY gateway, updated_at DESC, id`.execute(trx);
  const costByGateway = new Map(costs.rows.map((row) => [row.gateway, { id: row.id, fees: row.fees }]));
  const byPackage = new Map(
    packages.rows.map((row) => [
      row.id,
      {
        revenue: { id: row.revenue_id, fees: row.revenue_fees },
        reserve:
          row.reserve_id && row.reserve_fees
            ? { id: row.reserve_id, fees: row.reserve_fees, reserve_days: row.reserve_days ?? 0 }
            : null,
        partner:
          row.partner_id && row.partner_fees && row.partner_organisation_id
            ? { id: row.partner_id, fees: row.partner_fees, partner_id: row.partner_organisation_id }
            : null,
      },
    ]),
  );
  return (payment) => {
    const bundle = payment.package_id ? byPackage.get(payment.package_id) : undefined;
    const cost: SchemeForBooking | null = (payment.gateway && costByGateway.get(payment.gateway)) || null;
    return {
      revenue: bundle?.revenue ?? null,
      reserve: bundle?.reserve ?? null,
      partner: bundle?.partner ?? null,
      cost,
    };
  };
}

/**
 * Books movements into the ledger (ADR 0015), for merchants whose money the PSP collects (a merchant
 * without the collecting capability is paid by its processors directly): reads the payments they are about, their merchants'
 * packages and their gateways' costs in three queries, prices them with the domain's pure booking
 * functions and writes the entries once each (idempotency keys). Answers the number of new entries.
 */
export async function bookMovements(trx: Executor, movements: readonly Movement[]): Promise<number> {
  if (movements.length === 0) return 0;
  const refundIds = movements.flatMap((movement) => (movement.kind === 'refund' ? [movement.refund] : []));
  const chargebackIds = movements.flatMap((movement) =>
    movement.kind === 'chargeback' ? [movement.chargeback] : [],
  );
  const refunds = refundIds.length
    ? (
        await sql<{ id: string; transaction_id: string; amount: string }>`
          SELECT id, transaction_id, amount FROM refunds WHERE id = ANY(${refundIds}::uuid[])`.execute(trx)
      ).rows
    : [];
  const chargebacks = chargebackIds.length
    ? (
        await sql<{ id: string; transaction_id: string; amount: string }>`
          SELECT id, transaction_id, amount FROM chargebacks WHERE id = ANY(${chargebackIds}::uuid[])`.execute(
          trx,
        )
      ).rows
    : [];
  const refundById = new Map(refunds.map((row) => [row.id, row]));
  const chargebackById = new Map(chargebacks.map((row) => [row.id, row]));
  const transactionIds = new Set<string>([
    ...movements.flatMap((movement) => (movement.kind === 'payment' ? [movement.transaction] : [])),
    ...refunds.map((row) => row.transaction_id),
    ...chargebacks.map((row) => row.transaction_id),
  ]);
  const payments = await paymentsOf(trx, [...transactionIds]);
  const pricingFor = await pricingOf(trx, payments.values());

  const drafts: LedgerEntryDraft[] = [];
  for (const movement of movements) {
    const cause = { event_id: movement.event_id, effective_at: movement.effective_at };
    switch (movement.kind) {
      case 'payment': {
        const payment = payments.get(movement.transaction);
        if (payment) drafts.push(...settledPaymentEntries(payment, pricingFor(payment), cause));
        break;
      }
      case 'refund': {
        const refund = refundById.get(movement.refund);
        const payment = refund && payments.get(refund.transaction_id);
        if (refund && payment) {
          drafts.push(
            ...processedRefundEntries(
              payment,
              { id: refund.id, amount: Number(refund.amount) },
              pricingFor(payment),
              cause,
            ),
          );
        }
        break;
      }
      case 'chargeback': {
        const chargeback = chargebackById.get(movement.chargeback);
        const payment = chargeback && payments.get(chargeback.transaction_id);
        if (chargeback && payment) {
          drafts.push(
            ...lostChargebackEntries(
              payment,
              { id: chargeback.id, amount: Number(chargeback.amount) },
              pricingFor(payment),
              cause,
            ),
          );
        }
        break;
      }
    }
  }
  return writeLedgerEntries(trx, drafts);
}
