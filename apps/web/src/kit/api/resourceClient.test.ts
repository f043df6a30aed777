import type { CreateOf } from '@psp/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { resourceClient } from './resourceClient';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(status === 204 ? null : JSON.stringify(body), { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('resourceClient', () => {
  it('sends an update (a PUT in the conventions) as POST to /{resource}/{id}', async () => {
    const fetch = answer(200, { id: 'p1' });
    vi.stubGlobal('fetch', fetch);
    await resourceClient().update('plan', 'p1', { name: 'Gold' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/plan/p1',
      expect.objectContaining({ method: 'POST', body: '{"name":"Gold"}' }),
    );
  });

  it('carries the merchant scope header and the abort signal on list calls', async () => {
    const fetch = answer(200, []);
    vi.stubGlobal('fetch', fetch);
    const signal = new AbortController().signal;
    await resourceClient('m1').list('transaction', { _limit: 25, _search: '' }, { signal });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/transaction?_limit=25');
    expect(init.headers).toMatchObject({ 'X-Organisation': 'm1' });
    expect(init.signal).toBe(signal);
  });

  it('turns an error answer into an ApiError with its details', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: 'validation_error',
        message: 'bad',
        details: [{ path: ['name'], code: 'too_small', message: 'x' }],
      }),
    );
    const error = await resourceClient()
      .create('plan', {} as CreateOf<'plan'>)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_error', details: [{ path: ['name'] }] });
  });

  it('answers a delete (204) with nothing', async () => {
    vi.stubGlobal('fetch', answer(204, null));
    await expect(resourceClient().remove('tag', 't1')).resolves.toBeUndefined();
  });
});
