/** An IPv4 (4 bytes) or IPv6 (16 bytes) address. */
export interface IpAddress {
  version: 4 | 6;
  bytes: number[];
}

/**
 * The address an IP literal names, or undefined for anything else (a host name, a zone id, text around
 * an address). The literal is read by the WHATWG URL host parser, the one that reads a URL's host, so
 * every spelling a URL may carry means here what it means there: IPv4 as decimal `2852039166`, octal
 * `0251.0376.0251.0376`, hex `0xa9fea9fe`, short `127.1`; IPv6 compressed, in any case, with an embedded
 * dotted quad, with or without brackets.
 */
export function parseIpAddress(text: string): IpAddress | undefined {
  const bare = /^\[(.*)\]$/.exec(text)?.[1] ?? text;
  // Only the characters of a literal: the host parser would read a host out of `a@b` or `b/c` too, and
  // a zone id (`fe80::1%eth0`) names an interface of this machine, never a host of the internet.
  if (!/^[\d.:a-fx]+$/i.test(bare)) return undefined;
  let host: string;
  try {
    host = new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}/`).hostname;
  } catch {
    return undefined;
  }
  if (host.startsWith('[')) return { version: 6, bytes: ipv6Bytes(host.slice(1, -1)) };
  const parts = host.split('.');
  return parts.length === 4 && parts.every((part) => /^\d+$/.test(part))
    ? { version: 4, bytes: parts.map(Number) }
    : undefined;
}

/** The IPv4 address in the last 32 bits of an IPv6 address (mapped, NAT64). */
export function embeddedIpv4(address: IpAddress): IpAddress {
  return { version: 4, bytes: address.bytes.slice(12) };
}

/** The bytes of IPv6 text as the URL parser writes it: hex groups, at most one `::`, no dotted quad. */
function ipv6Bytes(text: string): number[] {
  const groups = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const [head = '', tail] = text.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.flatMap((group) => [group >> 8, group & 0xff]);
}
