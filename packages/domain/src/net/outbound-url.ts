import { z } from 'zod';
import { fieldMeta } from '../resources/resource-schema.js';
import { httpUrlProblem, httpUrlSchema, parsedUrl } from './http-url.js';
import { embeddedIpv4, type IpAddress, parseIpAddress } from './ip-address.js';
import { type AddressBlock, specialPurposeBlock } from './special-purpose-addresses.js';

/**
 * Rules for a URL the server calls on someone's behalf (webhooks now, payment return URLs later), so a
 * merchant cannot point it at the server's own network (SSRF). One rule, applied when the URL is saved
 * and again when it is called:
 *
 * - http or https, no credentials: the shared schemas check this, in the browser too;
 * - the host: not localhost, a name under .localhost or .internal, an address literal of IANA's
 *   special-purpose or reserved space (special-purpose-addresses.ts) or an address of the server itself,
 *   unless the operator allowed that host (WEBHOOK_ALLOWED_HOSTS). This depends on where the server runs,
 *   so the server checks it when it saves (the generic resource layer, on every field built here) and
 *   when it sends.
 *
 * A host *name* may still resolve to such an address: the sender checks every resolved address with
 * outboundAddressProblem before it connects, and connects to the address it checked.
 */
const NOT_A_URL = 'Not a valid URL';
const NOT_PUBLIC = 'The host must be reachable on the internet';
const THIS_SERVER = 'The host must not be this server';

/** What the host rule needs to know about the server that applies it. */
export interface OutboundPolicy {
  /** WEBHOOK_ALLOWED_HOSTS: host or host:port (an IPv6 address in brackets) allowed although internal. */
  allowedHosts: readonly string[];
  /** Every address of the server's network interfaces: a request to one would reach the server itself. */
  ownAddresses: readonly string[];
}

/** The whole rule: why the server must not call `value`, or undefined. */
export function outboundUrlProblem(value: string, policy: OutboundPolicy): string | undefined {
  const url = parsedUrl(value);
  return url ? (httpUrlProblem(url) ?? outboundHostProblem(url, policy)) : NOT_A_URL;
}

/** The part of the rule about the host of an http(s) URL, which depends on the server applying it. */
function outboundHostProblem(url: URL, policy: OutboundPolicy): string | undefined {
  if (isAllowedOutboundHost(url, policy.allowedHosts)) return undefined;
  const host = url.hostname.replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return NOT_PUBLIC;
  const address = parseIpAddress(url.hostname);
  const refusal = address && refusalOf(address, policy);
  if (!refusal) return undefined;
  return 'own' in refusal ? THIS_SERVER : NOT_PUBLIC;
}

/**
 * Why a request must not go to an address a host name resolved to (the DNS answer, as text), as the
 * end of a sentence `host resolves to address, …`; undefined when it may. An allowed host skips this.
 */
export function outboundAddressProblem(address: string, policy: OutboundPolicy): string | undefined {
  const parsed = parseIpAddress(address);
  if (!parsed) return 'not an IP address';
  const refusal = refusalOf(parsed, policy);
  if (!refusal) return undefined;
  return 'own' in refusal
    ? 'an address of this server'
    : `an internal address (${refusal.internal.name}, ${refusal.internal.block})`;
}

/** The registry entry that makes an address internal, or that it is one of the server's own. */
function refusalOf(
  address: IpAddress,
  policy: OutboundPolicy,
): { internal: AddressBlock } | { own: true } | undefined {
  const entry = specialPurposeBlock(address);
  // A translation prefix reaches the IPv4 address inside it: that address is judged, as internal or own.
  if (entry?.embedsIpv4) return refusalOf(embeddedIpv4(address), policy);
  if (entry) return { internal: entry };
  const own = policy.ownAddresses.some((text) => {
    const ownAddress = parseIpAddress(text);
    return (
      ownAddress?.version === address.version &&
      ownAddress.bytes.every((byte, index) => byte === address.bytes[index])
    );
  });
  return own ? { own: true } : undefined;
}

/**
 * Whether an operator allowed the URL's host (WEBHOOK_ALLOWED_HOSTS): an entry names the host as the URL
 * parser writes it (so `10.0.0.5` also allows `0x0a000005`), and its port, when it has one, must be the
 * URL's (the scheme's default when the URL names none).
 */
export function isAllowedOutboundHost(url: URL, allowedHosts: readonly string[]): boolean {
  const host = url.hostname.replace(/\.$/, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowedHosts.some((entry) => {
    const allowed = parseAllowedHost(entry);
    return allowed?.hostname === host && (allowed.port === undefined || allowed.port === port);
  });
}

/**
 * An entry of WEBHOOK_ALLOWED_HOSTS, `host` or `host:port` (an IPv6 address in brackets, `[fd00::5]:8443`),
 * with the host as the URL parser writes it; undefined when it is neither.
 */
export function parseAllowedHost(entry: string): { hostname: string; port: string | undefined } | undefined {
  const [, host, port] = /^(\[[\da-f:.]+\]|[\w.-]+)(?::(\d{1,5}))?$/i.exec(entry) ?? [];
  const hostname = host && parsedUrl(`http://${host}/`)?.hostname.replace(/\.$/, '');
  return hostname && (port === undefined || Number(port) <= 65535) ? { hostname, port } : undefined;
}

/**
 * A URL the server may call (see outboundUrlProblem): every URL field's rules ({@link httpUrlSchema}:
 * http(s), no credentials, a bounded length). The host is the server's to judge when it saves: the field
 * is marked for it.
 */
export const outboundUrlSchema = () => outboundField(httpUrlSchema());

/** An optional outbound URL of a form: empty means none. */
export const optionalOutboundUrl = () =>
  outboundField(
    outboundUrlSchema()
      .nullish()
      .or(z.literal('').transform(() => null)),
  );

function outboundField<T extends z.ZodType>(schema: T): T {
  fieldMeta.add(schema, { outboundUrl: true });
  return schema;
}
