import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { ndjsonRequest } from './ndjsonRequest';

afterEach(() => vi.unstubAllGlobals());

/** An answer whose body arrives in the given chunks, cut wherever they are cut. */
function streamed(chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return vi.fn(async () => new Response(body, { status: 200 }));
}

describe('ndjsonRequest', () => {
  it('gives each line as it is complete, across chunk boundaries, with the scope header', async () => {
    const fetch = streamed([
      '{"type":"progress","do',
      'ne":1}\n{"type":"progress","done":2}\n{"type":"res',
      'ult"}',
    ]);
    vi.stubGlobal('fetch', fetch);
    const lines = [];
    for await (const line of ndjsonRequest('POST', 'routing/backtest', {
      body: { days: 7 },
      organisation: 'm1',
    }))
      lines.push(line);
    expect(lines).toEqual([{ type: 'progress', done: 1 }, { type: 'progress', done: 2 }, { type: 'result' }]);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/routing/backtest');
    expect(init.headers).toMatchObject({ 'X-Organisation': 'm1', Accept: 'application/x-ndjson' });
  });

  it('throws the ApiError of an answer refused before the stream', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'forbidden', message: 'no' }), { status: 403 })),
    );
    const run = async () => {
      for await (const _line of ndjsonRequest('POST', 'routing/backtest')) void _line;
    };
    await expect(run()).rejects.toEqual(new ApiError(403, 'forbidden', 'no'));
  });
});
