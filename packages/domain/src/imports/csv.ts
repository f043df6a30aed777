/** The separators a CSV file may use: comma (RFC 4180), and the semicolon and tab spreadsheets write. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** A file that is not CSV, with the line (1-based) where reading it failed. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`${message} (line ${line})`);
  }
}

const QUOTE = '"';

/**
 * The separator of a file: the one of CSV_DELIMITERS found most often in its first line outside quotes.
 * A spreadsheet set to a language with a decimal comma (Dutch Excel) saves with semicolons.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of text) {
    if (char === QUOTE) quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const delimiter of CSV_DELIMITERS) {
    if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  }
  return best;
}

/**
 * Reads CSV text as RFC 4180 describes it: records end with CRLF (LF or a lone CR accepted too), fields
 * are separated by the delimiter, a field in double quotes may hold delimiters, line breaks and quotes
 * written twice (""). A line break at the end of the file does not start a record. A byte order mark
 * is skipped. Lenient where spreadsheets are: a quote inside an unquoted field is kept as a character.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter = ','): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  /** Whether anything of the current record has been read: a line break then ends it. */
  let inRecord = false;
  let line = 1;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  while (index < text.length) {
    const char = text[index]!;
    if (char === '\r' || char === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      inRecord = false;
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
      line++;
      continue;
    }
    inRecord = true;
    if (char === delimiter) {
      record.push(field);
      field = '';
      index++;
    } else if (char === QUOTE && field === '') {
      const quoted = readQuoted(text, index + 1, line);
      field = quoted.value;
      line += quoted.lines;
      index = quoted.end;
      const next = text[index];
      if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') {
        throw new CsvSyntaxError('A closing quote must be followed by a separator or a line break', line);
      }
    } else {
      field += char;
      index++;
    }
  }
  if (inRecord) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** Reads a quoted field from just after its opening quote, up to just after its closing quote. */
function readQuoted(
  text: string,
  start: number,
  line: number,
): { value: string; lines: number; end: number } {
  let value = '';
  let lines = 0;
  let index = start;
  for (;;) {
    if (index >= text.length) throw new CsvSyntaxError('A quoted field is not closed', line);
    const char = text[index]!;
    if (char === QUOTE) {
      if (text[index + 1] !== QUOTE) break;
      value += QUOTE;
      index += 2;
      continue;
    }
    if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) lines++;
    value += char;
    index++;
  }
  return { value, lines, end: index + 1 };
}
