import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import os from 'node:os';
import {
  isAllowedOutboundHost,
  type OutboundPolicy,
  outboundAddressProblem,
  outboundUrlProblem,
} from '@psp/domain';

/** What an outbound POST answered, or why it got no answer. */
export type OutboundResult =
  | { ok: true; status: number; headers: http.IncomingHttpHeaders; body: string; ms: number }
  | { ok: false; error: string; ms: number };

export interface OutboundPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Bytes of the answer's body kept; the rest is read and dropped. */
  maxBodyBytes: number;
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

export interface OutboundOptions {
  /** host or host:port an operator allows although it is internal (WEBHOOK_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** DNS, replaceable in tests. */
  resolve?: Resolver;
}

const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Thrown (and recorded as the attempt's error) when a URL or an address it resolves to is not allowed. */
export class OutboundRefused extends Error {}

/**
 * POSTs to a URL someone else chose (a merchant's webhook endpoint) without letting it reach the
 * server's own network (SSRF): the URL passes the rule it was saved under again (@psp/domain
 * outboundUrlProblem: IANA's special-purpose space in any spelling, this server's own addresses), then
 * every address its host resolves to passes it too, and the connection goes to the address that was
 * checked (a pinned `lookup`), so a DNS answer that changes between check and connect (rebinding) cannot
 * move it. Redirects are not followed: a 3xx is the answer. An allowed host (host or host:port) skips
 * the address checks, for a receiver an operator runs on the local network.
 */
export async function postOutbound(request: OutboundPost, options: OutboundOptions): Promise<OutboundResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const url = new URL(request.url);
    const address = await checkedAddress(url, options);
    return await new Promise<OutboundResult>((resolve) => {
      const send = url.protocol === 'https:' ? https.request : http.request;
      const outgoing = send(
        url,
        {
          method: 'POST',
          headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body).toString() },
          timeout: request.timeoutMs,
          lookup: (_host, _options, callback) => {
            // biome-ignore lint/suspicious/noExplicitAny: node's lookup callback is overloaded (all or one).
            const done = callback as any;
            if ((_options as { all?: boolean }).all) done(null, [address]);
            else done(null, address.address, address.family);
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          let kept = 0;
          response.on('data', (chunk: Buffer) => {
            if (kept < request.maxBodyBytes) {
              chunks.push(chunk);
              kept += chunk.length;
            }
          });
          response.on('end', () =>
            resolve({
              ok: true,
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).subarray(0, request.maxBodyBytes).toString('utf8'),
              ms: ms(),
            }),
          );
          response.on('error', (error) => resolve({ ok: false, error: error.message, ms: ms() }));
        },
      );
      const deadline = setTimeout(
        () => outgoing.destroy(new Error(`No answer within ${request.timeoutMs / 1000} s`)),
        request.timeoutMs,
      );
      outgoing.on('timeout', () =>
        outgoing.destroy(new Error(`No answer within ${request.timeoutMs / 1000} s`)),
      );
      outgoing.on('error', (error) => resolve({ ok: false, error: error.message, ms: ms() }));
      outgoing.on('close', () => clearTimeout(deadline));
      outgoing.end(request.body);
    });
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error), ms: ms() };
  }
}

/**
 * The outbound rule's facts about this server: the operator's allow-list, and the addresses of its
 * network interfaces, read at each check (they change: DHCP, containers), so that a request cannot reach
 * the server itself on an address that is not loopback.
 */
export function outboundPolicy(allowedHosts: readonly string[]): OutboundPolicy {
  const ownAddresses = Object.values(os.networkInterfaces()).flatMap((list) =>
    (list ?? []).map((entry) => entry.address),
  );
  return { allowedHosts, ownAddresses };
}

/**
 * The address to connect to, after the URL (the rule it was saved under) and every address its host
 * resolves to were checked.
 */
async function checkedAddress(
  url: URL,
  options: OutboundOptions,
): Promise<{ address: string; family: number }> {
  const policy = outboundPolicy(options.allowedHosts);
  const problem = outboundUrlProblem(url.href, policy);
  if (problem) throw new OutboundRefused(`${problem}: ${url.host}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  const addresses = family ? [{ address: host, family }] : await (options.resolve ?? systemResolver)(host);
  if (addresses.length === 0) throw new OutboundRefused(`${host} has no address`);
  if (!isAllowedOutboundHost(url, policy.allowedHosts)) {
    for (const { address } of addresses) {
      const refused = outboundAddressProblem(address, policy);
      if (refused) throw new OutboundRefused(`${host} resolves to ${address}, ${refused}`);
    }
  }
  return addresses[0]!;
}
