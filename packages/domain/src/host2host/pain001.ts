import { toDecimalString } from '../money/money.js';

/** The namespace of the payout files (ISO 20022 customer credit transfer initiation, version 9). */
export const PAIN_001_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09';

export interface Pain001Account {
  name: string;
  iban: string;
  /** Null when the account has none: the agent is then `NOTPROVIDED` (SEPA allows IBAN-only). */
  bic: string | null;
}

export interface Pain001Transfer {
  /** The payout's reference: the EndToEndId the bank's status report names it by. */
  reference: string;
  /** Minor units, positive. */
  amount: number;
  creditor: Pain001Account;
  /** What the merchant reads on its statement. */
  remittance: string;
}

/** One PmtInf: the transfers from one debtor account in one currency. */
export interface Pain001Batch {
  debtor: Pain001Account;
  currency: string;
  transfers: readonly Pain001Transfer[];
}

export interface Pain001Input {
  messageId: string;
  /** ISO date-time of creation. */
  createdAt: string;
  initiatingParty: string;
  /** The requested execution date (ISO date). */
  executionDate: string;
  batches: readonly Pain001Batch[];
}

// XML 1.0 forbids these control characters even escaped; a name never needs them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to remove them
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text content or attribute value, escaped, cut to the schema's maximum length. */
export function xmlText(value: string, maxLength = 140): string {
  return [...value.replace(FORBIDDEN, '')]
    .slice(0, maxLength)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

function agent(bic: string | null): string {
  return bic
    ? `<FinInstnId><BICFI>${xmlText(compact(bic), 11)}</BICFI></FinInstnId>`
    : '<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>';
}

/** The sum of minor units of a batch, as the decimal of major units the schema wants (exact). */
function controlSum(transfers: readonly Pain001Transfer[], currency: string): string {
  return toDecimalString(
    transfers.reduce((sum, transfer) => sum + transfer.amount, 0),
    currency,
  );
}

/**
 * A pain.001.001.09 SEPA credit transfer file: a group header, then one PmtInf per debtor account and
 * currency with a CdtTrfTxInf per payout. Amounts go from minor to major units by the currency's
 * exponent without floating point; every text is XML-escaped and cut to its maximum length. The group's
 * control sum is written only when the file holds one currency (never a sum across currencies; it is
 * optional in the schema), each PmtInf always has its own.
 */
export function pain001Xml(input: Pain001Input): string {
  const transfers = input.batches.flatMap((batch) => batch.transfers);
  const currencies = new Set(input.batches.map((batch) => batch.currency));
  const only = currencies.size === 1 ? [...currencies][0]! : null;
  const batches = input.batches.map((batch, index) =>
    [
      '<PmtInf>',
      `<PmtInfId>${xmlText(`${input.messageId}-${index + 1}`, 35)}</PmtInfId>`,
      '<PmtMtd>TRF</PmtMtd>',
      '<BtchBookg>false</BtchBookg>',
      `<NbOfTxs>${batch.transfers.length}</NbOfTxs>`,
      `<CtrlSum>${controlSum(batch.transfers, batch.currency)}</CtrlSum>`,
      '<PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>',
      `<ReqdExctnDt><Dt>${input.executionDate}</Dt></ReqdExctnDt>`,
      `<Dbtr><Nm>${xmlText(batch.debtor.name)}</Nm></Dbtr>`,
      `<DbtrAcct><Id><IBAN>${xmlText(compact(batch.debtor.iban), 34)}</IBAN></Id><Ccy>${xmlText(batch.currency, 3)}</Ccy></DbtrAcct>`,
      `<DbtrAgt>${agent(batch.debtor.bic)}</DbtrAgt>`,
      '<ChrgBr>SLEV</ChrgBr>',
      ...batch.transfers.map((transfer) =>
        [
          '<CdtTrfTxInf>',
          `<PmtId><InstrId>${xmlText(transfer.reference, 35)}</InstrId><EndToEndId>${xmlText(transfer.reference, 35)}</EndToEndId></PmtId>`,
          `<Amt><InstdAmt Ccy="${xmlText(batch.currency, 3)}">${toDecimalString(transfer.amount, batch.currency)}</InstdAmt></Amt>`,
          `<CdtrAgt>${agent(transfer.creditor.bic)}</CdtrAgt>`,
          `<Cdtr><Nm>${xmlText(transfer.creditor.name)}</Nm></Cdtr>`,
          `<CdtrAcct><Id><IBAN>${xmlText(compact(transfer.creditor.iban), 34)}</IBAN></Id></CdtrAcct>`,
          `<RmtInf><Ustrd>${xmlText(transfer.remittance)}</Ustrd></RmtInf>`,
          '</CdtTrfTxInf>',
        ].join(''),
      ),
      '</PmtInf>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="${PAIN_001_NAMESPACE}">`,
    '<CstmrCdtTrfInitn>',
    '<GrpHdr>',
    `<MsgId>${xmlText(input.messageId, 35)}</MsgId>`,
    `<CreDtTm>${input.createdAt}</CreDtTm>`,
    `<NbOfTxs>${transfers.length}</NbOfTxs>`,
    ...(only ? [`<CtrlSum>${controlSum(transfers, only)}</CtrlSum>`] : []),
    `<InitgPty><Nm>${xmlText(input.initiatingParty)}</Nm></InitgPty>`,
    '</GrpHdr>',
    ...batches,
    '</CstmrCdtTrfInitn>',
    '</Document>',
    '',
  ].join('\n');
}
