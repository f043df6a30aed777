import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { ApiClientCall, ApiClientReply } from './api-client.worker.js';

/**
 * The benches' API client on a thread of its own (api-client.worker.ts), as a browser is: its requests
 * and the parse of the answers do not share the server's event loop. One call at a time.
 */
export function startApiClient() {
  const worker = new Worker(new URL('./api-client.worker.js', import.meta.url));
  return {
    /** GET `url` with the session `cookie`; the milliseconds to the answer's last byte. */
    async get(url: string, cookie: string): Promise<number> {
      worker.postMessage({ url, cookie } satisfies ApiClientCall);
      const [reply] = (await once(worker, 'message')) as [ApiClientReply];
      if ('error' in reply) throw new Error(reply.error);
      return reply.ms;
    },
    close: () => worker.terminate(),
  };
}
