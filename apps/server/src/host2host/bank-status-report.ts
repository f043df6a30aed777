import { SaxesParser } from 'saxes';
import { HttpError } from '../platform/http/errors.js';

/** The namespaces of the status reports we read: ISO 20022 pain.002, any version (ADR 0019). */
const PAIN_002 = /^urn:iso:std:iso:20022:tech:xsd:pain\.002\.001\.\d{2}$/;

/** ISO 20022 ExternalPaymentTransactionStatus1Code: what a report line may say. */
const TRANSACTION_STATUSES = new Set([
  'ACCC',
  'ACCP',
  'ACSC',
  'ACSP',
  'ACTC',
  'ACWC',
  'ACWP',
  'BLCK',
  'CANC',
  'PATC',
  'PDNG',
  'PRES',
  'RCVD',
  'RJCT',
]);
/** Accepted for execution or booked: the payout is paid. */
export const PAID_STATUSES: ReadonlySet<string> = new Set(['ACCC', 'ACCP', 'ACSC', 'ACSP', 'ACWC']);
/** Rejected or cancelled: the payout failed (or, paid before, came back). */
export const FAILED_STATUSES: ReadonlySet<string> = new Set(['RJCT', 'CANC']);

interface Element {
  name: string;
  text: string;
  children: Element[];
}

export interface StatusReportLine {
  /** OrgnlEndToEndId: the payout's reference. */
  reference: string;
  status: string;
  /** StsRsnInf/Rsn/Cd (or Prtry), null when the bank gave none. */
  reason: string | null;
}

export interface StatusReport {
  /** The report's GrpHdr/MsgId. */
  reportId: string;
  /** OrgnlGrpInfAndSts/OrgnlMsgId: the payout file it answers. */
  originalMessageId: string;
  /** OrgnlGrpInfAndSts/GrpSts, null when absent (the lines say it all). */
  groupStatus: string | null;
  groupReason: string | null;
  lines: StatusReportLine[];
}

function invalid(message: string, actual?: string): HttpError {
  return new HttpError(400, 'invalid_status_report', message, [
    { path: 'body.content', code: 'invalidStatusReport', message, ...(actual !== undefined && { actual }) },
  ]);
}

/**
 * Reads an XML document into elements by local name, with saxes (a maintained, non-validating parser
 * that does not read DTDs): a document with a DOCTYPE is refused outright, so no entity is ever
 * expanded (no XXE, no billion laughs). Only the ISO 20022 pain.002 namespace is accepted.
 */
function parseDocument(content: string): Element {
  const parser = new SaxesParser({ xmlns: true });
  const stack: Element[] = [];
  let root: Element | undefined;
  parser.on('doctype', () => {
    throw invalid('A status report may not have a DOCTYPE');
  });
  parser.on('opentag', (tag) => {
    if (stack.length === 0 && !PAIN_002.test(tag.uri))
      throw invalid('Not an ISO 20022 pain.002 payment status report', tag.uri || tag.name);
    const element: Element = { name: tag.local, text: '', children: [] };
    stack.at(-1)?.children.push(element);
    stack.push(element);
    root ??= element;
  });
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  try {
    parser.write(content).close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw invalid(`The file is not well-formed XML: ${(error as Error).message}`);
  }
  if (!root) throw invalid('The file is empty');
  return root;
}

const child = (element: Element | undefined, name: string) =>
  element?.children.find((candidate) => candidate.name === name);
const children = (element: Element | undefined, name: string) =>
  element?.children.filter((candidate) => candidate.name === name) ?? [];
const textAt = (element: Element | undefined, ...path: string[]): string | null => {
  let current = element;
  for (const name of path) current = child(current, name);
  const text = current?.text.trim();
  return text ? text : null;
};

/** The first reason code of a status: Rsn/Cd, else Rsn/Prtry. */
function reasonOf(element: Element | undefined): string | null {
  const reason = child(element, 'StsRsnInf');
  return textAt(reason, 'Rsn', 'Cd') ?? textAt(reason, 'Rsn', 'Prtry');
}

/**
 * A bank's pain.002 customer payment status report: the file it answers (OrgnlMsgId), the group's
 * status and one line per transaction status (OrgnlEndToEndId, TxSts, reason). Anything that is not
 * such a report is a 400 naming what is wrong.
 */
export function parseStatusReport(content: string): StatusReport {
  const document = parseDocument(content);
  const report = child(document, 'CstmrPmtStsRpt');
  if (document.name !== 'Document' || !report)
    throw invalid('The document holds no CstmrPmtStsRpt', document.name);
  const reportId = textAt(report, 'GrpHdr', 'MsgId');
  if (!reportId) throw invalid('The report has no GrpHdr/MsgId');
  const group = child(report, 'OrgnlGrpInfAndSts');
  const originalMessageId = textAt(group, 'OrgnlMsgId');
  if (!originalMessageId) throw invalid('The report has no OrgnlGrpInfAndSts/OrgnlMsgId');
  const groupStatus = textAt(group, 'GrpSts');
  const lines = children(report, 'OrgnlPmtInfAndSts').flatMap((batch) =>
    children(batch, 'TxInfAndSts').map((transaction, index) => {
      const reference = textAt(transaction, 'OrgnlEndToEndId');
      const status = textAt(transaction, 'TxSts');
      if (!reference) throw invalid(`Transaction status ${index + 1} has no OrgnlEndToEndId`);
      if (!status || !TRANSACTION_STATUSES.has(status))
        throw invalid(`Transaction ${reference} has no valid TxSts`, status ?? '');
      return { reference, status, reason: reasonOf(transaction) };
    }),
  );
  if (groupStatus && !TRANSACTION_STATUSES.has(groupStatus) && groupStatus !== 'PART')
    throw invalid('The report has no valid GrpSts', groupStatus);
  return { reportId, originalMessageId, groupStatus, groupReason: reasonOf(group), lines };
}
