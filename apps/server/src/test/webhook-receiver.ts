import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** What a test receiver got: the headers and body of each request, verified or not. */
export interface Received {
  id: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  path: string;
}

/** What the receiver answers a request with: a status, headers and a body, after an optional delay. */
export type Answer = { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };

/**
 * A local webhook receiver for tests: records every request and answers what `answer` says (200 by
 * default); `verify` checks one with the `standardwebhooks` library, the reference verifier.
 */
export async function startReceiver(
  answer: (request: Received, count: number) => Answer = () => ({ status: 200 }),
) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        id: String(request.headers['webhook-id']),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '/',
      };
      received.push(entry);
      const reply = answer(entry, received.length);
      const send = () => {
        response.writeHead(reply.status, { 'content-type': 'text/plain', ...reply.headers });
        response.end(reply.body ?? 'ok');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path = '/hooks') => `http://127.0.0.1:${port}${path}`,
    received,
    /** The payload, when the request carries a signature of `secret` the reference library accepts. */
    verify(entry: Received, secret: string): unknown {
      return new Webhook(secret).verify(entry.body, {
        'webhook-id': String(entry.headers['webhook-id']),
        'webhook-timestamp': String(entry.headers['webhook-timestamp']),
        'webhook-signature': String(entry.headers['webhook-signature']),
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
