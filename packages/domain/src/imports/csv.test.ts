import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, detectDelimiter, parseCsv } from './csv.js';

describe('parseCsv (RFC 4180)', () => {
  it.each([
    [
      'plain records with CRLF',
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'LF and a lone CR end records too',
      'a,b\nc,d\re,f',
      [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
      ],
    ],
    [
      'no line break at the end',
      'a,b\r\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['empty fields', ',a,,\r\n', [['', 'a', '', '']]],
    ['a blank line is a record of one empty field', 'a\r\n\r\nb', [['a'], [''], ['b']]],
    ['quoted delimiters', '"a,b",c', [['a,b', 'c']]],
    [
      'quoted line breaks',
      '"line 1\r\nline 2",x\r\ny,z',
      [
        ['line 1\r\nline 2', 'x'],
        ['y', 'z'],
      ],
    ],
    ['quotes written twice', '"say ""hi""",b', [['say "hi"', 'b']]],
    ['empty quoted fields', '"","",x', [['', '', 'x']]],
    ['a quoted field at the end of the file', 'a,"b"', [['a', 'b']]],
    ['a byte order mark is skipped', '\uFEFFname,email', [['name', 'email']]],
    ['a quote inside an unquoted field is kept', '5" screen,x', [['5" screen', 'x']]],
    ['spaces are data', ' a , b ', [[' a ', ' b ']]],
    ['an empty file has no records', '', []],
  ])('%s', (_name, text, expected) => {
    expect(parseCsv(text)).toEqual(expected);
  });

  it('reads semicolon-separated files when told', () => {
    expect(parseCsv('a;"b;c"\r\n1;2', ';')).toEqual([
      ['a', 'b;c'],
      ['1', '2'],
    ]);
  });

  it('names the line of a quoted field that is never closed', () => {
    const parse = () => parseCsv('a,b\r\nc,"d\r\ne,f\r\n');
    expect(parse).toThrow(CsvSyntaxError);
    expect(parse).toThrow(/line 2/);
  });

  it('refuses text after a closing quote, counting lines inside quoted fields', () => {
    try {
      parseCsv('"x\ny",1\n"a"b,c');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CsvSyntaxError);
      expect((error as CsvSyntaxError).line).toBe(3);
    }
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['name,email', ','],
    ['name;email;phone', ';'],
    ['name\temail', '\t'],
    ['"a;b",c\nx;y;z;w', ','],
    ['single', ','],
  ])('%j → %j', (text, expected) => {
    expect(detectDelimiter(text)).toBe(expected);
  });
});
