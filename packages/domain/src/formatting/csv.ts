/** Characters a spreadsheet reads as the start of a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A plain decimal number, negative ones too: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell: a value that a spreadsheet would run as a formula gets a leading single quote (a
 * negative amount such as `-0.37` stays a number: nothing in it can run), and a value with a separator,
 * quote or line break is quoted.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}
