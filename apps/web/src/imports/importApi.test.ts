import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../kit/api/ApiError';
import { runImport } from './importApi';

/** An answer whose body arrives in the given pieces, as a slow connection delivers it. */
function streamed(pieces: string[], status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
      controller.close();
    },
  });
  return vi.fn(async () => new Response(body, { status }));
}

const REQUEST = { id: '00000000-0000-4000-8000-000000000001', kind: 'customers', csv: 'x' } as const;
const DONE = { type: 'done', import: { id: REQUEST.id, row_count: 200 } };

afterEach(() => vi.unstubAllGlobals());

describe('runImport', () => {
  it('reports each progress line, also when lines are split across chunks, and answers the import', async () => {
    vi.stubGlobal(
      'fetch',
      streamed([
        '{"type":"progress","done":100,',
        '"total":200}\n{"type":"progress","done":200,"total":200}\n',
        `${JSON.stringify(DONE)}\n`,
      ]),
    );
    const progress = vi.fn();
    await expect(runImport(REQUEST, progress)).resolves.toEqual(DONE.import);
    expect(progress.mock.calls).toEqual([
      [100, 200],
      [200, 200],
    ]);
  });

  it('rejects with the code of a failed line', async () => {
    vi.stubGlobal(
      'fetch',
      streamed(['{"type":"failed","error":"import_failed","message":"Nothing was written"}\n']),
    );
    await expect(runImport(REQUEST, () => {})).rejects.toMatchObject({ code: 'import_failed' });
  });

  it('rejects when the connection ends before the import is done, so the user retries', async () => {
    vi.stubGlobal('fetch', streamed(['{"type":"progress","done":100,"total":200}\n']));
    await expect(runImport(REQUEST, () => {})).rejects.toMatchObject({ code: 'network' });
  });

  it('turns a refused file (400) into an ApiError with its details', async () => {
    const details = [{ path: 'body.csv.3.email_address', code: 'invalid_format', message: 'Row 3' }];
    vi.stubGlobal(
      'fetch',
      streamed([JSON.stringify({ error: 'validation_failed', message: 'x', details })], 400),
    );
    const error = await runImport(REQUEST, () => {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, details });
  });
});
