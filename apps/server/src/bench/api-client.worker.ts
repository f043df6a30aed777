// The bench's HTTP client on a thread of its own, as a browser is: its request handling and the parse of
// the answer do not share the server's event loop. It times each call to the answer's last byte, then
// checks the answer (status 200, JSON) outside the time.
import { performance } from 'node:perf_hooks';
import { parentPort } from 'node:worker_threads';
import { loopbackRequest } from '../platform/http/loopback-client.js';

export interface ApiClientCall {
  url: string;
  cookie: string;
}
export type ApiClientReply = { ms: number } | { error: string };

parentPort!.on('message', async ({ url, cookie }: ApiClientCall) => {
  try {
    const start = performance.now();
    const answer = await loopbackRequest('GET', url, { cookie });
    const ms = performance.now() - start;
    if (answer.status !== 200) throw new Error(`API answered ${answer.status}: ${answer.body}`);
    JSON.parse(answer.body);
    parentPort!.postMessage({ ms } satisfies ApiClientReply);
  } catch (error) {
    parentPort!.postMessage({ error: String(error) } satisfies ApiClientReply);
  }
});
