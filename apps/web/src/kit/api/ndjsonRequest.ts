import { apiResponse, type HttpMethod, type RequestOptions } from './apiRequest';

/**
 * One call to /api answering NDJSON (`application/x-ndjson`: one JSON value per line), its values given
 * as they arrive, so a long answer can show its progress. Errors before the stream are an ApiError, as
 * for apiRequest; `options.signal` stops the reading.
 */
export async function* ndjsonRequest<Line>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): AsyncGenerator<Line> {
  const response = await apiResponse(method, path, options, 'application/x-ndjson');
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += value;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) yield JSON.parse(line) as Line;
    }
    if (pending.trim()) yield JSON.parse(pending) as Line;
  } finally {
    reader.releaseLock();
  }
}
