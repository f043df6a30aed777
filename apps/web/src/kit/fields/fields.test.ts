import type { PopulatedRowOf } from '@psp/domain';
import { describe, expect, it } from 'vitest';
import { TAG_FIELDS } from '../../tags/tagFields';
import { TRANSACTION_FIELDS } from '../../transactions/transactionFields';
import type { FilterDefinition } from '../list/FilterDefinition';
import { columnsOf } from './columnsOf';
import { defineFields } from './defineFields';
import { fieldText, isEmptyField, valueAt } from './fieldValue';
import { formFieldsOf } from './formFieldsOf';

type Row = PopulatedRowOf<'transaction', 'payment_profile' | 'customer'>;
const transaction = {
  id: '0b6c2f8e-0000-4000-8000-000000000001',
  amount: 1999,
  currency_code: 'USD',
  status: 'SUCCESS',
  payment_profile: { id: 'p1', currency_code: 'EUR' },
  customer: { id: 'c1', first_name: 'Ada', last_name: null, email_address: 'ada@example.com' },
  created_at: '2026-11-24T10:00:00.000Z',
  blocked: false,
  decision: { rules: [] },
  country_code: null,
  tags: [],
} as unknown as Row;
const field = (name: string) => TRANSACTION_FIELDS.fields.find((candidate) => candidate.name === name)!;

describe('field declarations', () => {
  it('read a dotted path into a populated reference, and nothing while it is an id', () => {
    expect(valueAt(transaction, 'customer.email_address')).toBe('ada@example.com');
    expect(valueAt({ customer: 'c1' }, 'customer.email_address')).toBeUndefined();
  });

  it('write each kind as a CSV cell: money in major units of its currency, references by name', () => {
    expect(fieldText(field('amount'), transaction)).toBe('19.99 EUR');
    expect(fieldText(field('amount'), { ...transaction, payment_profile: 'p1' })).toBe('19.99 USD');
    expect(fieldText(field('customer'), transaction)).toBe('Ada');
    expect(fieldText(field('customer'), { ...transaction, customer: 'c1' })).toBe('c1');
    expect(fieldText(field('status'), transaction)).toBe('SUCCESS');
    expect(fieldText(field('created_at'), transaction)).toBe('2026-11-24T10:00:00.000Z');
    expect(fieldText(field('country_code'), transaction)).toBe('');
  });

  it('write a card as brand, BIN and last 4, and JSON and tags as text', () => {
    const fields = defineFields(
      'transaction',
      [
        { name: 'decision', kind: 'json' },
        { name: 'tags', kind: 'tags' },
        { name: 'metadata', kind: 'card' },
      ],
      { populate: ['payment_profile', 'customer'] },
    ).fields;
    const row = {
      ...transaction,
      tags: ['t1', 't2'],
      metadata: { brand: 'visa', bin: '411111', last4: '1111' },
    } as unknown as Row;
    expect(fieldText(fields[0]!, row)).toBe('{"rules":[]}');
    expect(fieldText(fields[1]!, row)).toBe('t1, t2');
    expect(fieldText(fields[2]!, row)).toBe('visa 411111…1111');
    expect(isEmptyField(fields[1]!, transaction)).toBe(true);
  });

  it('make the list columns: id is the API field, sortable ones sort by it, amounts align right', () => {
    const columns = columnsOf(TRANSACTION_FIELDS);
    expect(columns.map((column) => column.id)).toEqual([
      'id',
      'created_at',
      'merchant_reference',
      'amount',
      'status',
      'status_reason',
      'payment_product',
      'payment_product_type',
      'card_details',
      'customer',
      'customer.email_address',
      'processor',
      'country_code',
      'platform',
      'browser',
      'recurring_type',
      'subscription_cycle',
      'description',
      'organisation',
    ]);
    const amount = columns.find((column) => column.id === 'amount')!;
    expect(amount).toMatchObject({
      sortField: 'amount',
      align: 'right',
      labelKey: 'fields:transaction.amount',
    });
    expect(columns.find((column) => column.id === 'customer')!.sortField).toBeUndefined();
    expect(columns.find((column) => column.id === 'description')!.hiddenByDefault).toBe(true);
    // Issue 29: the list fits 1440 px; the id is behind the table settings.
    expect(columns.find((column) => column.id === 'id')!.hiddenByDefault).toBe(true);
  });

  it('sort and filter only on what the API sorts and filters on', () => {
    const fields = defineFields('transaction', [
      { name: 'amount', kind: 'number', list: { sortable: true } },
      // @ts-expect-error a JSON document is neither sorted nor filtered on
      { name: 'decision', kind: 'json', list: { sortable: true } },
    ]);
    const filters: FilterDefinition<'transaction'>[] = [
      { kind: 'numberRange', field: 'amount', labelKey: 'fields:transaction.amount' },
      // @ts-expect-error not a filter of transactions
      { kind: 'text', field: 'decision', labelKey: 'fields:transaction.decision' },
    ];
    expect(columnsOf(fields)[0]!.sortField).toBe('amount');
    expect(filters).toHaveLength(2);
  });

  it('make the form fields in the order asked, each with its input kind', () => {
    expect(formFieldsOf(TAG_FIELDS, ['color', 'text'])).toEqual([
      { kind: 'color', required: true, name: 'color', labelKey: 'fields:tag.color' },
      { kind: 'text', required: true, name: 'text', labelKey: 'fields:tag.text' },
    ]);
  });
});
