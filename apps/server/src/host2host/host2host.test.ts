import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger-check.js';
import { completeDuePayouts } from '../settlements/settlement-jobs.js';
import { executeSettlementRun } from '../settlements/settlement-run.js';
import { DEMO } from '../test/demo.js';
import { startTestApp, type TestApp } from '../test/test-app.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A bank's pain.002 answer to a file: one TxInfAndSts per [reference, status, reason]. */
function statusReport(file: string, lines: [string, string, string?][], groupStatus?: string): string {
  const transactions = lines
    .map(
      ([reference, status, reason]) =>
        `<TxInfAndSts><OrgnlEndToEndId>${reference}</OrgnlEndToEndId><TxSts>${status}</TxSts>${
          reason ? `<StsRsnInf><Rsn><Cd>${reason}</Cd></Rsn></StsRsnInf>` : ''
        }</TxInfAndSts>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt>
<GrpHdr><MsgId>STS-${file}-${lines.length}</MsgId><CreDtTm>2026-11-25T10:00:00Z</CreDtTm></GrpHdr>
<OrgnlGrpInfAndSts><OrgnlMsgId>${file}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>${
    groupStatus ? `<GrpSts>${groupStatus}</GrpSts>` : ''
  }</OrgnlGrpInfAndSts>
${lines.length ? `<OrgnlPmtInfAndSts><OrgnlPmtInfId>${file}-1</OrgnlPmtInfId>${transactions}</OrgnlPmtInfAndSts>` : ''}
</CstmrPmtStsRpt></Document>`;
}

/** The elements of an XML text by local name, each with its text and attributes (the test's reader). */
function elements(xml: string) {
  const found: { name: string; text: string; attributes: Record<string, string>; path: string }[] = [];
  const stack: (typeof found)[number][] = [];
  const parser = new SaxesParser({ xmlns: true });
  let namespace = '';
  parser.on('opentag', (tag) => {
    namespace ||= tag.uri;
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map((attribute) => [attribute.local, attribute.value]),
    );
    const element = {
      name: tag.local,
      text: '',
      attributes,
      path: [...stack.map((parent) => parent.name), tag.local].join('/'),
    };
    found.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  return { namespace, all: (name: string) => found.filter((element) => element.name === name) };
}

describe('host2host (optional module): payout files and the bank status report', () => {
  it('is for PSP finance roles of a provider with the module: 403 without the role, 409 without the module', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const seeded = await psp.get('/api/payoutfile');
    expect(seeded.statusCode, seeded.body).toBe(200);
    const files = seeded.json<{ data: { status: string; failed_count: number }[] }>().data;
    expect(files.map((file) => file.status)).toEqual(['ACKNOWLEDGED', 'ACKNOWLEDGED']);
    expect(files.map((file) => file.failed_count)).toEqual([1, 0]);

    for (const email of [DEMO.pspSupport, DEMO.bakeryOwner]) {
      const other = await app.as(email);
      expect((await other.get('/api/payoutfile')).statusCode).toBe(403);
      expect((await other.post('/api/payoutfile', {})).statusCode).toBe(403);
      expect((await other.post('/api/payoutfile/import', { content: '<x/>' })).statusCode).toBe(403);
    }

    await app.query(
      "UPDATE organisations SET modules = array_remove(modules, 'host2host') WHERE kind = 'provider'",
    );
    try {
      const without = await app.as(DEMO.pspAdmin);
      const list = await without.get('/api/payoutfile');
      expect(list.statusCode).toBe(409);
      expect(list.json().error).toBe('module_disabled');
      expect((await without.post('/api/payoutfile', {})).json().error).toBe('module_disabled');
    } finally {
      await app.query(
        "UPDATE organisations SET modules = array_append(modules, 'host2host') WHERE kind = 'provider'",
      );
    }
  });

  it('makes a pain.001 file of the payouts on their way, once; the bank report moves them, once', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    // A settlement run now: payouts on their way, which the date job leaves to the bank's report.
    const run = (await psp.post('/api/settlement', {})).json<{ id: string }>();
    expect(await executeSettlementRun(app.server.database, run.id)).toBeGreaterThan(0);
    const far = new Date('2030-01-01');
    expect(await app.server.database.db.transaction().execute((trx) => completeDuePayouts(trx, far))).toBe(0);
    // The payout the seeded report returned is a line of its merchant's new settlement.
    const [carried] = await app.query<{ amount: string; payout_amount: string }>(
      `SELECT l.amount, p.amount AS payout_amount FROM settlement_lines l
         JOIN ledger_entries e ON e.id = l.ledger_entry_id JOIN payouts p ON p.id = e.source_id
        WHERE l.kind = 'PAYOUT_RETURNED'`,
    );
    expect(Number(carried!.amount)).toBe(Number(carried!.payout_amount));

    const pending = (await psp.get('/api/payoutfile')).json<{
      pending: { currency_code: string; count: number; amount: number }[];
    }>().pending;
    expect(pending.length).toBeGreaterThan(0);
    const created = await psp.post('/api/payoutfile', {});
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json<{
      id: string;
      message_id: string;
      status: string;
      payout_count: number;
      totals: { currency_code: string; count: number; amount: number }[];
    }>();
    expect(file.status).toBe('CREATED');
    expect(file.totals).toEqual(pending);
    expect(file.payout_count).toBe(pending.reduce((sum, total) => sum + total.count, 0));
    // Every payout is in one live file: nothing is left for a second one.
    const again = await psp.post('/api/payoutfile', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('nothing_to_pay');
    // What the screen reads to disable "Make payout file": nothing is waiting.
    expect((await psp.get('/api/payoutfile')).json<{ pending: unknown[] }>().pending).toEqual([]);
    expect((await psp.post('/api/payoutfile', { extra: 1 })).statusCode).toBe(400);

    // The XML: namespace, header, one PmtInf per debtor account and currency, control sums exact.
    const download = await psp.get(`/api/payoutfile/${file.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/xml');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${file.message_id}.xml"`);
    const xml = elements(download.body);
    expect(xml.namespace).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(xml.all('MsgId').map((element) => element.text)).toEqual([file.message_id]);
    const batches = xml.all('PmtInf');
    expect(batches).toHaveLength(file.totals.length);
    const transfers = xml.all('CdtTrfTxInf');
    expect(transfers).toHaveLength(file.payout_count);
    expect(xml.all('NbOfTxs')[0]!.text).toBe(String(file.payout_count));
    const amounts = xml.all('InstdAmt');
    for (const total of file.totals) {
      const inCurrency = amounts.filter((amount) => amount.attributes.Ccy === total.currency_code);
      const minor = inCurrency.reduce((sum, amount) => sum + Math.round(Number(amount.text) * 100), 0);
      expect(minor).toBe(total.amount);
      expect(xml.all('CtrlSum').map((sum) => sum.text)).toContain((total.amount / 100).toFixed(2));
    }
    const references = xml.all('EndToEndId').map((element) => element.text);
    const payouts = await app.query<{ reference: string; amount: string }>(
      `SELECT p.reference, p.amount FROM payouts p JOIN payout_file_payouts f ON f.payout_id = p.id
        WHERE f.payout_file_id = $1 ORDER BY p.reference`,
      [file.id],
    );
    expect([...references].sort()).toEqual(payouts.map((payout) => payout.reference));
    expect(xml.all('IBAN').every((iban) => /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban.text))).toBe(true);

    // Mark as sent, once.
    expect((await psp.post(`/api/payoutfile/${file.id}/sent`)).json().status).toBe('SENT');
    const twice = await psp.post(`/api/payoutfile/${file.id}/sent`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('invalid_transition');

    // The bank's report: one booked, one rejected (wrong IBAN), one that is not ours.
    const [booked, rejected] = payouts;
    const report = statusReport(file.message_id, [
      [booked!.reference, 'ACSC'],
      [rejected!.reference, 'RJCT', 'AC01'],
      ['STL-NOTOURS0', 'ACSC'],
    ]);
    const imported = await psp.post('/api/payoutfile/import', { content: report });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      payout_file: file.id,
      file_status: 'ACKNOWLEDGED',
      lines: [
        { reference: booked!.reference, outcome: 'paid' },
        { reference: rejected!.reference, outcome: 'failed', reason: 'AC01' },
        { reference: 'STL-NOTOURS0', outcome: 'unknown', payout: null },
      ],
    });
    const [failed] = await app.query<{ status: string; failure_reason: string; settlement_status: string }>(
      `SELECT p.status, p.failure_reason, s.status AS settlement_status, s.failure_reason AS settlement_reason
         FROM payouts p JOIN settlements s ON s.id = p.settlement_id WHERE p.reference = $1`,
      [rejected!.reference],
    );
    expect(failed).toMatchObject({ status: 'FAILED', failure_reason: 'AC01', settlement_status: 'FAILED' });
    const [paid] = await app.query<{ status: string; paid_at: Date | null }>(
      'SELECT status, paid_at FROM payouts WHERE reference = $1',
      [booked!.reference],
    );
    expect(paid!.status).toBe('PAID');
    const entries = async () =>
      (
        await app.query<{ count: string }>(
          "SELECT count(*) FROM ledger_entries WHERE kind IN ('PAYOUT_PAID', 'PAYOUT_RETURNED')",
        )
      )[0]!.count;
    const before = await entries();
    const [event] = await app.query<{ count: string }>(
      "SELECT count(*) FROM events WHERE type = 'payout.failed' AND after->>'failure_reason' = 'AC01'",
    );
    expect(Number(event!.count)).toBe(1);

    // The same report again changes nothing.
    const replay = await psp.post('/api/payoutfile/import', { content: report });
    expect(replay.json().lines.map((line: { outcome: string }) => line.outcome)).toEqual([
      'unchanged',
      'unchanged',
      'unknown',
    ]);
    expect(await entries()).toBe(before);

    // Paid, then returned by the merchant's bank (closed account): a return from the bank, not a reversal.
    const returned = await psp.post('/api/payoutfile/import', {
      content: statusReport(file.message_id, [[booked!.reference, 'RJCT', 'AC04']]),
    });
    expect(returned.json().lines[0]).toMatchObject({ outcome: 'returned', reason: 'AC04' });
    const postings = await app.query<{ account: string; amount: string }>(
      `SELECT lp.account, lp.amount FROM ledger_postings lp JOIN ledger_entries e ON e.id = lp.entry_id
         JOIN payouts p ON p.id = e.source_id
        WHERE e.kind = 'PAYOUT_RETURNED' AND p.reference = $1 ORDER BY lp.account`,
      [booked!.reference],
    );
    expect(postings.map((posting) => [posting.account, Math.sign(Number(posting.amount))])).toEqual([
      ['merchant_available', -1],
      ['psp_bank', 1],
    ]);
    expect(Number(await entries())).toBe(Number(before) + 1);
    const check = await checkLedger(app.server.database.pool);
    expect(check.differences).toEqual([]);
    expect(check.ok).toBe(true);
  });

  it('refuses what is not a pain.002 report with a 400 naming why, and never expands entities', async () => {
    const psp = await app.as(DEMO.pspAdmin);
    const xxe = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]>
      <Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt><GrpHdr><MsgId>&x;</MsgId></GrpHdr></CstmrPmtStsRpt></Document>`;
    const cases: [string, string][] = [
      ['not xml at all', 'not well-formed'],
      [xxe, 'DOCTYPE'],
      ['<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"/>', 'pain.002'],
      [statusReport('', []), 'OrgnlMsgId'],
      [statusReport('PSP-X', [['STL-1', 'DONE']]), 'TxSts'],
    ];
    for (const [content, message] of cases) {
      const response = await psp.post('/api/payoutfile/import', { content });
      expect(response.statusCode, content).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalid_status_report',
        details: [{ path: 'body.content', code: 'invalidStatusReport' }],
      });
      expect(response.json().message).toContain(message);
    }
    expect((await psp.post('/api/payoutfile/import', { content: '' })).statusCode).toBe(400);
    expect((await psp.post('/api/payoutfile/import', { content: 'x', other: 1 })).statusCode).toBe(400);
  });
});
