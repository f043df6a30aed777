import { describe, expect, it } from 'vitest';
import { PAIN_001_NAMESPACE, pain001Xml, xmlText } from './pain001.js';

const debtor = { name: 'Lighthouse Payments B.V.', iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A' };

function file(batches: Parameters<typeof pain001Xml>[0]['batches']) {
  return pain001Xml({
    messageId: 'PSP-20261125-ABCDE12345',
    createdAt: '2026-11-25T10:00:00.000Z',
    initiatingParty: 'Lighthouse & Co <PSP>',
    executionDate: '2026-11-25',
    batches,
  });
}

describe('pain.001.001.09 payout files', () => {
  it('writes the header, one PmtInf per debtor account and currency, and exact control sums', () => {
    const xml = file([
      {
        debtor,
        currency: 'EUR',
        transfers: [
          {
            reference: 'STL-AAAA0001',
            amount: 10,
            creditor: { name: 'Bakkerij', iban: 'NL02RABO0123456789', bic: null },
            remittance: 'Settlement STL-AAAA0001',
          },
          {
            reference: 'STL-AAAA0002',
            amount: 123_456_789_01,
            creditor: { name: 'Atelier', iban: 'NL02RABO0123456789', bic: 'RABONL2U' },
            remittance: 'x',
          },
        ],
      },
      {
        debtor,
        currency: 'JPY',
        transfers: [
          {
            reference: 'STL-AAAA0003',
            amount: 5000,
            creditor: { name: 'Tokyo', iban: 'NL02RABO0123456789', bic: null },
            remittance: 'y',
          },
        ],
      },
    ]);
    expect(xml).toContain(`<Document xmlns="${PAIN_001_NAMESPACE}">`);
    expect(xml).toContain('<NbOfTxs>3</NbOfTxs>');
    // Two currencies: no group control sum (never a sum across currencies); each PmtInf has its own.
    expect(xml.match(/<CtrlSum>[^<]*<\/CtrlSum>/g)).toEqual([
      '<CtrlSum>123456789.11</CtrlSum>',
      '<CtrlSum>5000</CtrlSum>',
    ]);
    expect(xml).toContain('<InstdAmt Ccy="EUR">0.10</InstdAmt>');
    expect(xml).toContain('<InstdAmt Ccy="JPY">5000</InstdAmt>');
    expect(xml).toContain('<IBAN>NL91ABNA0417164300</IBAN>');
    expect(xml).toContain('<EndToEndId>STL-AAAA0002</EndToEndId>');
    // No BIC: the agent is NOTPROVIDED (IBAN-only SEPA).
    expect(xml).toContain('<CdtrAgt><FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId></CdtrAgt>');
    expect(xml).toContain('<PmtInfId>PSP-20261125-ABCDE12345-2</PmtInfId>');
  });

  it('writes a group control sum for one currency, and escapes every name', () => {
    const xml = file([
      {
        debtor,
        currency: 'EUR',
        transfers: [
          {
            reference: 'STL-1',
            amount: 1999,
            creditor: { name: `Café "De Kroon" & <Zn>'s`, iban: 'NL02RABO0123456789', bic: null },
            remittance: 'r',
          },
        ],
      },
    ]);
    expect(xml.match(/<CtrlSum>[^<]*<\/CtrlSum>/g)).toEqual([
      '<CtrlSum>19.99</CtrlSum>',
      '<CtrlSum>19.99</CtrlSum>',
    ]);
    expect(xml).toContain('<Nm>Café &quot;De Kroon&quot; &amp; &lt;Zn&gt;&apos;s</Nm>');
    expect(xml).toContain('<InitgPty><Nm>Lighthouse &amp; Co &lt;PSP&gt;</Nm></InitgPty>');
  });

  it('cuts texts to their maximum length and drops characters XML cannot hold', () => {
    expect(xmlText('a'.repeat(200))).toHaveLength(140);
    expect(xmlText('ab\u0001c\u0000', 35)).toBe('abc');
    expect(xmlText('&&', 1)).toBe('&amp;');
  });
});
