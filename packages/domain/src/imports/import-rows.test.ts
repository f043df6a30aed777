import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS } from './import.schema.js';
import { requiredImportColumns, TOO_MANY_ROWS, validateImportFile } from './import-rows.js';

const MERCHANT_HEADER = 'name,country_code,email,user_name,user_email,user_language,user_roles';

describe('validateImportFile', () => {
  it('parses valid merchant rows with the defaults of the shared schemas', () => {
    const file = validateImportFile(
      'merchants',
      `${MERCHANT_HEADER}\r\nBakkerij Jansen,NL,info@jansen.nl,Piet Jansen,piet@jansen.nl,nl,\r\n"Fiets, Co",BE,,An Peeters,an@fiets.be,,TAG_ALL|CUSTOMER_LIST\r\n`,
    );
    expect(file.file_errors).toEqual([]);
    expect(file.invalid_rows).toBe(0);
    expect(file.rows.map((row) => row.data)).toEqual([
      expect.objectContaining({
        name: 'Bakkerij Jansen',
        country_code: 'NL',
        user_email: 'piet@jansen.nl',
        user_language: 'nl',
        user_roles: ['USER_ALL'],
      }),
      expect.objectContaining({
        name: 'Fiets, Co',
        user_language: 'en',
        user_roles: ['TAG_ALL', 'CUSTOMER_LIST'],
      }),
    ]);
    expect(file.rows[1]!.values.email).toBe('');
  });

  it('names the row and the field of every bad cell, and keeps the good rows', () => {
    const file = validateImportFile(
      'merchants',
      `${MERCHANT_HEADER}\nGood,NL,,A,a@a.nl,,\nBad,Netherlands,not-an-email,,b@b.nl,fr,PSP_ALL\n`,
    );
    expect(file.invalid_rows).toBe(1);
    expect(file.rows[0]!.errors).toEqual([]);
    const bad = file.rows[1]!;
    expect(bad.row).toBe(3);
    expect(bad.data).toBeUndefined();
    expect(bad.errors.find((error) => error.field === 'country_code')?.message).toMatch(
      /^Not an allowed value \(such as \w\w, \w\w, \w\w\)$/,
    );
    expect(bad.errors.map((error) => [error.field, error.code])).toEqual(
      expect.arrayContaining([
        ['country_code', 'invalid_value'],
        ['email', 'invalid_format'],
        ['user_name', 'required'],
        ['user_language', 'invalid_value'],
        ['user_roles', 'invalid_value'],
      ]),
    );
  });

  it('flags an e-mail used twice in one file on the later row, case-insensitively', () => {
    const file = validateImportFile(
      'customers',
      'email_address,first_name\nann@x.nl,Ann\nbob@x.nl,Bob\nANN@x.nl,Ann again\n',
    );
    expect(file.rows.map((row) => row.errors)).toEqual([
      [],
      [],
      [{ field: 'email_address', code: 'duplicate', message: 'Also in row 2' }],
    ]);
  });

  it('reports unknown, duplicate and missing columns as file errors', () => {
    const file = validateImportFile('customers', 'first_name,Shoe_size,first_name\nAnn,38,Ann\n');
    expect(file.file_errors.map((error) => [error.field, error.code])).toEqual([
      ['shoe_size', 'unknown_column'],
      ['first_name', 'duplicate_column'],
      ['email_address', 'missing_column'],
    ]);
  });

  it('reads semicolon files, skips blank rows but keeps spreadsheet row numbers', () => {
    const file = validateImportFile('customers', 'email_address;city\n\nann@x.nl;Delft\n;\nbob@x.nl;Gouda');
    expect(file.rows.map((row) => [row.row, row.values.city])).toEqual([
      [3, 'Delft'],
      [5, 'Gouda'],
    ]);
  });

  it('reports a row with more cells than the header has columns', () => {
    const file = validateImportFile('customers', 'email_address\nann@x.nl,extra\n');
    expect(file.rows[0]!.errors).toEqual([expect.objectContaining({ field: 'row', code: 'too_many_cells' })]);
  });

  it('reports unreadable, empty and oversized files', () => {
    expect(validateImportFile('customers', 'email_address\n"open').file_errors[0]).toMatchObject({
      code: 'invalid_csv',
      message: expect.stringContaining('line 2'),
    });
    expect(validateImportFile('customers', 'email_address\n').file_errors[0]!.code).toBe('empty');
    const big = `email_address\n${Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, i) => `c${i}@x.nl`).join('\n')}`;
    const file = validateImportFile('customers', big);
    expect(file.file_errors.map((error) => error.code)).toEqual([TOO_MANY_ROWS]);
    expect(file.rows).toEqual([]);
  });

  it('derives the required columns from the schemas', () => {
    expect(requiredImportColumns('merchants')).toEqual(['name', 'country_code', 'user_name', 'user_email']);
    expect(requiredImportColumns('customers')).toEqual(['email_address']);
  });
});
