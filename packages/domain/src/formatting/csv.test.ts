import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV export', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+31 6 1234', "'+31 6 1234"],
    ['-10+cmd', "'-10+cmd"],
    ['-1-1', "'-1-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
  ])('neutralises formula start %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves a negative amount a number', () => {
    expect(csvCell('-10')).toBe('-10');
    expect(csvCell('-0.37')).toBe('-0.37');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('joins cells with commas and rows with CRLF', () => {
    expect(
      toCsv(
        ['id', 'amount'],
        [
          ['t1', '12.5 EUR'],
          ['t2', '=1+1'],
        ],
      ),
    ).toBe("id,amount\r\nt1,12.5 EUR\r\nt2,'=1+1");
  });
});
