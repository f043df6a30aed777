import { Agent, request } from 'node:http';

/**
 * A kept-alive HTTP client for the load tools (benchmarks, the crash test): `fetch` costs the process
 * that runs it more than some of the requests it measures, on a machine that also runs the server.
 */
const agent = new Agent({ keepAlive: true });

export interface LoopbackReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request; the answer's status, headers and body as text. */
export function loopbackRequest(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<LoopbackReply> {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        const chunks: string[] = [];
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: chunks.join('') }),
        );
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}
