import { z } from 'zod';
import { httpUrlSchema, parsedUrl } from './http-url.js';

/**
 * Rules for a URL the server will call on someone's behalf (webhooks), so a merchant cannot point it at
 * the server's own network (SSRF): an http(s) URL without credentials ({@link httpUrlSchema}) whose host
 * is no loopback, private, link-local, shared, multicast or cloud-metadata address literal, nor
 * localhost or a name under .localhost or .internal.
 *
 * The WHATWG URL parser turns every IPv4 spelling (decimal `2852039166`, octal `0251.0376.0251.0376`,
 * hex `0xa9fea9fe`, short `127.1`) into dotted decimal first, so the checks below see one form.
 * A host *name* can still resolve to such an address: the sender checks the resolved address at delivery
 * time (issue 13); this check only refuses what is visible in the URL itself.
 */
export function outboundUrlProblem(value: string): string | undefined {
  const url = parsedUrl(value);
  if (!url) return 'Not a valid URL';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Only http and https URLs are allowed';
  if (url.username || url.password) return 'A URL may not contain a user name or password';
  return internalHostProblem(url);
}

/** Why a URL's host is one the server must not call on someone's behalf, or undefined. */
function internalHostProblem(url: URL): string | undefined {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
    return 'The host must be reachable on the internet';
  }
  const ipv6 = /^\[(.+)\]$/.exec(host)?.[1];
  const blocked = ipv6 !== undefined ? isInternalIpv6(ipv6) : isIpv4(host) && isInternalIpv4(parseIpv4(host));
  return blocked ? 'The host must be reachable on the internet' : undefined;
}

/**
 * A URL the server may call (see outboundUrlProblem): every URL field's rules ({@link httpUrlSchema}),
 * then a host outside the server's network (a `custom` issue naming the problem).
 */
export const outboundUrlSchema = () =>
  httpUrlSchema().superRefine((value, context) => {
    const url = parsedUrl(value);
    const problem = url && internalHostProblem(url);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
  });

/** An optional outbound URL of a form: empty means none. */
export const optionalOutboundUrl = () =>
  outboundUrlSchema()
    .nullish()
    .or(z.literal('').transform(() => null));

/**
 * Whether a resolved address (dotted IPv4 or IPv6, as DNS answers it) is one a request on someone's
 * behalf must not reach: the same ranges as a literal in a URL.
 */
export function isInternalAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIpv4(bare)) return isInternalIpv4(parseIpv4(bare));
  return bare.includes(':') ? isInternalIpv6(bare.toLowerCase()) : true;
}

function isIpv4(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

function parseIpv4(host: string): number[] {
  return host.split('.').map(Number);
}

/** 0/8, 10/8, 100.64/10 (shared, e.g. a cloud's metadata), 127/8, 169.254/16, 172.16/12, 192.0.0/24, 192.168/16, 198.18/15, 224/3. */
function isInternalIpv4([a = 0, b = 0, c = 0]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    a >= 224 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && c === 0) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19))
  );
}

/** The eight 16-bit groups of an IPv6 literal (as the URL parser writes it), or undefined. */
function ipv6Groups(literal: string): number[] | undefined {
  let text = literal;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = parseIpv4(dotted);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s ? s.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : undefined;
}

/**
 * ::/96 (incl. :: and ::1), fc00::/7 (unique local, incl. fd00:ec2::254), fe80::/10, ff00::/8, and the
 * IPv4 forms inside IPv6 (::ffff:a.b.c.d mapped, 64:ff9b::/96 NAT64) by their IPv4 address.
 */
function isInternalIpv6(literal: string): boolean {
  const groups = ipv6Groups(literal);
  if (!groups) return true;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const embedded = [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff];
  const prefixZero = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (prefixZero && g5 === 0) return true; // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
  if (prefixZero && g5 === 0xffff) return isInternalIpv4(embedded);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isInternalIpv4(embedded);
  }
  return (g0 & 0xfe00) === 0xfc00 || (g0 & 0xffc0) === 0xfe80 || (g0 & 0xff00) === 0xff00;
}
