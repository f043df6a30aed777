import { Writable } from 'node:stream';
import type { ReportFormat } from '@psp/domain';
import ExcelJS from 'exceljs';
import { csvLine } from '../platform/resource/resource-export.js';

/**
 * A report file written row page by row page. The bytes produced so far are taken out with `take()`
 * and stored as a chunk, so the file never sits whole in memory.
 */
export interface ReportFileWriter {
  /** Writes the header row and rows; an amount column's cells are numbers in a workbook. */
  write(rows: readonly (readonly string[])[]): void;
  /** Ends the file (a workbook's central directory). */
  finish(): Promise<void>;
  /** The bytes written since the last call. */
  take(): Buffer;
}

export const REPORT_CONTENT_TYPES: Readonly<Record<ReportFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Bytes collected from a writer until they are taken. */
class Collected {
  private parts: Buffer[] = [];
  add(part: Buffer): void {
    this.parts.push(part);
  }
  take(): Buffer {
    const taken = Buffer.concat(this.parts);
    this.parts = [];
    return taken;
  }
}

/** CSV as RFC 4180 in UTF-8, with a byte-order mark so spreadsheets read its accents right. */
function csvWriter(): ReportFileWriter {
  const collected = new Collected();
  collected.add(Buffer.from('\ufeff'));
  return {
    write: (rows) => collected.add(Buffer.from(rows.map(csvLine).join(''))),
    finish: async () => {},
    take: () => collected.take(),
  };
}

/**
 * An Excel workbook from exceljs's streaming writer: each row is committed as it is added, so the
 * sheet is zipped as it grows. Amounts (`numeric` columns) are numbers, everything else text (never a
 * formula: a text cell is not evaluated).
 */
function xlsxWriter(numeric: readonly boolean[]): ReportFileWriter {
  const collected = new Collected();
  const sink = new Writable({
    write(part: Buffer, _encoding, done) {
      collected.add(part);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: sink,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Report');
  let header = true;
  return {
    write(rows) {
      for (const cells of rows) {
        const values = header
          ? [...cells]
          : cells.map((cell, index) => (numeric[index] && cell !== '' ? Number(cell) : cell));
        header = false;
        sheet.addRow(values).commit();
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
    take: () => collected.take(),
  };
}

export function reportFileWriter(format: ReportFormat, numeric: readonly boolean[]): ReportFileWriter {
  switch (format) {
    case 'csv':
      return csvWriter();
    case 'xlsx':
      return xlsxWriter(numeric);
  }
}
