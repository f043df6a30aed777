import type { Import, ImportEvent, ImportPreview, ImportPreviewRequest, ImportRequest } from '@psp/domain';
import { ApiError } from '../kit/api/ApiError';
import { apiRequest, toApiError } from '../kit/api/apiRequest';

/** Step 1: the server reads and checks the file; nothing is written. */
export function previewImport(request: ImportPreviewRequest): Promise<ImportPreview> {
  return apiRequest<ImportPreview>('POST', 'import/preview', { body: request });
}

/**
 * Step 2: the import, answered as JSON lines read as they arrive: progress, then the finished import.
 * A failed line (nothing was written) or a cut connection rejects; repeating the same request is safe.
 */
export async function runImport(
  request: ImportRequest,
  onProgress: (done: number, total: number) => void,
): Promise<Import> {
  const response = await fetch('/api/import', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    credentials: 'same-origin',
    body: JSON.stringify(request),
  });
  if (!response.ok) throw await toApiError(response);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).trim();
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
      if (!line) continue;
      const event = JSON.parse(line) as ImportEvent;
      switch (event.type) {
        case 'progress':
          onProgress(event.done, event.total);
          break;
        case 'done':
          return event.import;
        case 'failed':
          throw new ApiError(500, event.error, event.message);
      }
    }
  }
  throw new ApiError(0, 'network', 'The connection ended before the import finished');
}
