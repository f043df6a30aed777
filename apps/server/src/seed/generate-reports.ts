import { toDecimalString } from '@psp/domain';
import { csvLine } from '../platform/resource/resource-export.js';
import type { Row } from './bulk.js';
import { type SampleTransaction, samplesOf } from './generate-transactions.js';
import type { Random } from './random.js';
import { DAY_MS, HOUR_MS } from './rhythm.js';
import { addRows, type World } from './world.js';

/** The columns of the seeded reports: what the samples know of a payment. */
const COLUMNS = [
  'id',
  'created_at',
  'merchant_reference',
  'amount',
  'currency_code',
  'status',
  'payment_product',
];

/** A report file as the generator writes it: a byte-order mark, then RFC 4180 lines. */
function reportCsv(samples: readonly SampleTransaction[]): Buffer {
  const lines = [csvLine(COLUMNS)];
  for (const sample of samples) {
    lines.push(
      csvLine([
        sample.id,
        new Date(sample.createdAt).toISOString(),
        sample.reference,
        toDecimalString(sample.amount, sample.currency),
        sample.currency,
        sample.status,
        sample.product,
      ]),
    );
  }
  return Buffer.from(`\ufeff${lines.join('')}`);
}

/**
 * Monthly transaction reports of four merchants, each with its file in one chunk, and three schedules:
 * De Gouden Korst's weekly workbook and monthly daily report (a financial one), and Brightside's
 * monthly settled payments.
 */
export function buildReports(world: World, samples: readonly SampleTransaction[], random: Random): void {
  const scheduleRows: Row[] = [];
  const reportRows: Row[] = [];
  const chunkRows: Row[] = [];
  const monthStart = (offset: number) => {
    const date = new Date(world.anchor);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - offset, 1);
  };
  const anchorMonth = new Date(world.anchor);
  for (const key of ['goudenkorst', 'ateliernoord', 'stroopwafel', 'brightside']) {
    const organisation = world.merchants.find((candidate) => candidate.merchant!.key === key);
    if (!organisation) continue;
    const author = organisation.users.at(1) ?? organisation.users[0];
    const dutch = organisation.country === 'NL';
    const own = samplesOf(samples, organisation);
    const weekly = key === 'goudenkorst';
    if (weekly || key === 'brightside') {
      const nextMonday =
        (Math.floor((world.anchor - 4 * DAY_MS) / (7 * DAY_MS)) + 1) * 7 * DAY_MS + 4 * DAY_MS;
      const anchor = new Date(world.anchor);
      const nextMonth = Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() + 1, 1);
      scheduleRows.push({
        id: random.uuid(),
        organisation_id: organisation.id,
        name: weekly ? 'Wekelijks transactieoverzicht' : 'Monthly settled payments',
        frequency: weekly ? 'weekly' : 'monthly',
        filters: weekly ? {} : { 'status[]': ['SETTLEMENT_REQUESTED', 'SETTLEMENT_COMPLETED'] },
        columns: COLUMNS,
        format: weekly ? 'xlsx' : 'csv',
        time_of_day: weekly ? '06:00' : '07:30',
        time_zone: weekly ? 'Europe/Amsterdam' : 'Europe/London',
        language: weekly ? 'nl' : 'en',
        active: true,
        recipients: [author?.email ?? `finance@${organisation.domain}`],
        // The owner set it up: a schedule runs with its creator's roles, which must include schedules.
        created_by: organisation.users[0]?.id ?? null,
        // 06:00 in Amsterdam in winter is 05:00 UTC; 07:30 in London is 07:30 UTC.
        next_run_at: new Date(weekly ? nextMonday + 5 * HOUR_MS : nextMonth + 7.5 * HOUR_MS),
        created_at: new Date(world.anchor - 200 * DAY_MS),
        updated_at: new Date(world.anchor - 200 * DAY_MS),
      });
    }
    if (weekly) {
      // And the month's daily report for the bookkeeper: a financial report on a schedule.
      scheduleRows.push({
        id: random.fork('financial-schedule').uuid(),
        organisation_id: organisation.id,
        name: 'Dagrapport van de maand',
        category: 'financial_daily',
        frequency: 'monthly',
        filters: {},
        columns: [],
        format: 'xlsx',
        time_of_day: '07:00',
        time_zone: 'Europe/Amsterdam',
        language: 'nl',
        active: true,
        recipients: [`boekhouding@${organisation.domain}`],
        created_by: organisation.users[0]?.id ?? null,
        // 07:00 in Amsterdam in winter is 06:00 UTC.
        next_run_at: new Date(Date.UTC(anchorMonth.getUTCFullYear(), anchorMonth.getUTCMonth() + 1, 1, 6)),
        created_at: new Date(world.anchor - 60 * DAY_MS),
        updated_at: new Date(world.anchor - 60 * DAY_MS),
      });
    }
    for (let offset = 3; offset >= 1; offset--) {
      const from = monthStart(offset);
      const to = monthStart(offset - 1);
      const inMonth = own.filter((sample) => sample.createdAt >= from && sample.createdAt < to);
      const month = new Date(from).toLocaleString(dutch ? 'nl-NL' : 'en-GB', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const created = to + random.int(1, 3) * DAY_MS + random.int(8, 11) * HOUR_MS;
      if (created > world.anchor) continue;
      const id = random.uuid();
      const file = reportCsv(inMonth);
      reportRows.push({
        id,
        organisation_id: organisation.id,
        name: `${dutch ? 'Transacties' : 'Transactions'} ${month}`,
        category: 'transactions',
        filters: {
          'created_at>': new Date(from).toISOString(),
          'created_at<': new Date(to - 1).toISOString(),
        },
        columns: COLUMNS,
        format: 'csv',
        status: 'PROCESSED',
        count: inMonth.length,
        rows_done: inMonth.length,
        size_bytes: file.length,
        created_by: author?.id ?? null,
        started_at: new Date(created + 1000),
        processed_at: new Date(created + random.int(5, 90) * 1000),
        created_at: new Date(created),
      });
      chunkRows.push({ report_id: id, seq: 0, data: file });
    }
  }
  addRows(world.tables, 'report_schedules', scheduleRows);
  addRows(world.tables, 'reports', reportRows);
  addRows(world.tables, 'report_chunks', chunkRows);
}
