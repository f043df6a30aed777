import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/ApiError';
import { resourceClient } from '../api/resourceClient';
import { exportList } from './exportList';

afterEach(() => vi.unstubAllGlobals());

/** A document whose links record the download they were clicked for. */
function stubDocument() {
  const clicked: { href: string; download: string }[] = [];
  vi.stubGlobal('document', {
    createElement: () => {
      const link = {
        href: '',
        download: '',
        click: () => clicked.push({ href: link.href, download: link.download }),
      };
      return link;
    },
  });
  return clicked;
}

describe('exportList', () => {
  it('asks the server for every row of the filter: the columns as field paths, the headers in order, the scope header', async () => {
    const clicked = stubDocument();
    const fetch = vi.fn(async (url: string) =>
      url.includes('/export')
        ? new Response('\ufeffId,Bedrag\r\n', { headers: { 'content-type': 'text/csv' } })
        : new Response(JSON.stringify({ count: 12_345 })),
    );
    vi.stubGlobal('fetch', fetch);
    const count = await exportList({
      client: resourceClient('m1'),
      organisation: 'm1',
      resource: 'transaction',
      query: { 'created_at>': '2026-10-24', 'status[]': ['FAILED', 'DECLINED'], _sort: '-created_at' },
      columns: [{ id: 'id' }, { id: 'amount' }, { id: 'customer.email_address' }],
      header: ['Id', 'Bedrag', 'E-mail, klant'],
      currencyHeader: 'Valuta',
      fileName: 'transaction-2026-11-24.csv',
    });
    expect(count).toBe(12_345);
    const [url, init] = fetch.mock.calls.find(([called]) => called.includes('/export')) as unknown as [
      string,
      RequestInit,
    ];
    const params = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/api/transaction/export?')).toBe(true);
    expect(params.get('_columns')).toBe('id,amount,customer.email_address');
    expect(params.getAll('_header')).toEqual(['Id', 'Bedrag', 'E-mail, klant']);
    expect(params.get('_currency_header')).toBe('Valuta');
    expect(params.getAll('status[]')).toEqual(['FAILED', 'DECLINED']);
    expect(params.get('_sort')).toBe('-created_at');
    expect(params.has('_limit')).toBe(false);
    expect(init.headers).toEqual({ 'X-Organisation': 'm1' });
    expect(clicked).toEqual([
      { href: expect.stringMatching(/^blob:/), download: 'transaction-2026-11-24.csv' },
    ]);
  });

  it('turns a refused export into an ApiError and downloads nothing', async () => {
    const clicked = stubDocument();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.includes('/export')
          ? new Response(JSON.stringify({ error: 'validation_failed', message: 'bad' }), { status: 400 })
          : new Response(JSON.stringify({ count: 1 })),
      ),
    );
    await expect(
      exportList({
        client: resourceClient(),
        organisation: undefined,
        resource: 'refund',
        query: {},
        columns: [{ id: 'nope' }],
        header: ['Nope'],
        currencyHeader: 'Currency',
        fileName: 'refund.csv',
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(clicked).toEqual([]);
  });
});
