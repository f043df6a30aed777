import { type IpAddress, parseIpAddress } from './ip-address.js';

/** An entry of IANA's address registries: its block as IANA writes it, and IANA's name for it. */
export interface AddressBlock {
  block: string;
  name: string;
  /**
   * A translation prefix: an address in it stands for the IPv4 address in its last 32 bits, and is only
   * as public as that address.
   */
  embedsIpv4?: true;
}

/**
 * Every address a request on someone's behalf must not reach unless an operator allows it, as data:
 *
 * - the whole IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890; as published with the
 *   IPv6 registry's Dummy IPv6 Prefix of 2025-04, RFC 9780, its newest entry). Every entry counts,
 *   whatever its "Globally Reachable" column says: the ones marked True are anycast relays and sinks
 *   (PCP, TURN, AMT, AS112, DNS-SD) and identifier spaces (ORCHIDv2, DETs), never a merchant's receiver.
 *   The two translation prefixes are the exception: ::ffff:0:0/96 (IPv4-mapped) and 64:ff9b::/96 (NAT64)
 *   reach the IPv4 address inside them and are judged by it. 64:ff9b:1::/48 (local-use NAT64), 2002::/16
 *   (6to4) and 2001::/32 (Teredo) embed IPv4 too, but through relays a network may run anywhere, so they
 *   are refused whole;
 * - IPv4 multicast, 224.0.0.0/4, of the IANA IPv4 Address Space Registry (its own registry, not the
 *   special-purpose one);
 * - every block of the IANA IPv6 Address Space Registry outside Global Unicast 2000::/3 (the only space
 *   IANA assigns unicast addresses from): reserved space, including the deprecated IPv4-compatible
 *   ::/96 and site-local fec0::/10, and multicast. Unique Local fc00::/7 and Link-Scoped fe80::/10 are
 *   listed once, under their special-purpose names.
 */
export const SPECIAL_PURPOSE_BLOCKS: readonly AddressBlock[] = [
  // IANA IPv4 Special-Purpose Address Registry
  { block: '0.0.0.0/8', name: '"This network"' },
  { block: '0.0.0.0/32', name: '"This host on this network"' },
  { block: '10.0.0.0/8', name: 'Private-Use' },
  { block: '100.64.0.0/10', name: 'Shared Address Space' },
  { block: '127.0.0.0/8', name: 'Loopback' },
  { block: '169.254.0.0/16', name: 'Link Local' },
  { block: '172.16.0.0/12', name: 'Private-Use' },
  { block: '192.0.0.0/24', name: 'IETF Protocol Assignments' },
  { block: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix' },
  { block: '192.0.0.8/32', name: 'IPv4 dummy address' },
  { block: '192.0.0.9/32', name: 'Port Control Protocol Anycast' },
  { block: '192.0.0.10/32', name: 'Traversal Using Relays around NAT Anycast' },
  { block: '192.0.0.170/32', name: 'NAT64/DNS64 Discovery' },
  { block: '192.0.0.171/32', name: 'NAT64/DNS64 Discovery' },
  { block: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)' },
  { block: '192.31.196.0/24', name: 'AS112-v4' },
  { block: '192.52.193.0/24', name: 'AMT' },
  { block: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)' },
  { block: '192.88.99.2/32', name: '6a44-relay anycast address' },
  { block: '192.168.0.0/16', name: 'Private-Use' },
  { block: '192.175.48.0/24', name: 'Direct Delegation AS112 Service' },
  { block: '198.18.0.0/15', name: 'Benchmarking' },
  { block: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)' },
  { block: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)' },
  { block: '240.0.0.0/4', name: 'Reserved' },
  { block: '255.255.255.255/32', name: 'Limited Broadcast' },
  // IANA IPv4 Address Space Registry
  { block: '224.0.0.0/4', name: 'Multicast' },

  // IANA IPv6 Special-Purpose Address Registry
  { block: '::1/128', name: 'Loopback Address' },
  { block: '::/128', name: 'Unspecified Address' },
  { block: '::ffff:0:0/96', name: 'IPv4-mapped Address', embedsIpv4: true },
  { block: '64:ff9b::/96', name: 'IPv4-IPv6 Translat.', embedsIpv4: true },
  { block: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translat.' },
  { block: '100::/64', name: 'Discard-Only Address Block' },
  { block: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix' },
  { block: '2001::/23', name: 'IETF Protocol Assignments' },
  { block: '2001::/32', name: 'TEREDO' },
  { block: '2001:1::1/128', name: 'Port Control Protocol Anycast' },
  { block: '2001:1::2/128', name: 'Traversal Using Relays around NAT Anycast' },
  { block: '2001:1::3/128', name: 'DNS-SD Service Registration Protocol Anycast' },
  { block: '2001:2::/48', name: 'Benchmarking' },
  { block: '2001:3::/32', name: 'AMT' },
  { block: '2001:4:112::/48', name: 'AS112-v6' },
  { block: '2001:10::/28', name: 'Deprecated (previously ORCHID)' },
  { block: '2001:20::/28', name: 'ORCHIDv2' },
  { block: '2001:30::/28', name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix' },
  { block: '2001:db8::/32', name: 'Documentation' },
  { block: '2002::/16', name: '6to4' },
  { block: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service' },
  { block: '3fff::/20', name: 'Documentation' },
  { block: '5f00::/16', name: 'Segment Routing (SRv6) SIDs' },
  { block: 'fc00::/7', name: 'Unique-Local' },
  { block: 'fe80::/10', name: 'Link-Local Unicast' },
  // IANA IPv6 Address Space Registry: all but Global Unicast 2000::/3
  { block: '::/8', name: 'Reserved by IETF' },
  { block: '100::/8', name: 'Reserved by IETF' },
  { block: '200::/7', name: 'Reserved by IETF' },
  { block: '400::/6', name: 'Reserved by IETF' },
  { block: '800::/5', name: 'Reserved by IETF' },
  { block: '1000::/4', name: 'Reserved by IETF' },
  { block: '4000::/3', name: 'Reserved by IETF' },
  { block: '6000::/3', name: 'Reserved by IETF' },
  { block: '8000::/3', name: 'Reserved by IETF' },
  { block: 'a000::/3', name: 'Reserved by IETF' },
  { block: 'c000::/3', name: 'Reserved by IETF' },
  { block: 'e000::/4', name: 'Reserved by IETF' },
  { block: 'f000::/5', name: 'Reserved by IETF' },
  { block: 'f800::/6', name: 'Reserved by IETF' },
  { block: 'fe00::/9', name: 'Reserved by IETF' },
  { block: 'fec0::/10', name: 'Reserved by IETF' },
  { block: 'ff00::/8', name: 'Multicast' },
];

interface Prefix {
  entry: AddressBlock;
  address: IpAddress;
  length: number;
}

const PREFIXES: readonly Prefix[] = SPECIAL_PURPOSE_BLOCKS.map((entry) => {
  const [text = '', length = ''] = entry.block.split('/');
  const address = parseIpAddress(text);
  if (!address) throw new Error(`Not an address block: ${entry.block}`);
  return { entry, address, length: Number(length) };
});

/**
 * The registry entry an address falls in, the most specific one where entries nest (192.0.0.9 is Port
 * Control Protocol Anycast, not IETF Protocol Assignments), or undefined for a public address.
 */
export function specialPurposeBlock(address: IpAddress): AddressBlock | undefined {
  let found: Prefix | undefined;
  for (const prefix of PREFIXES) {
    if (prefix.address.version !== address.version || (found && found.length >= prefix.length)) continue;
    if (startsWith(address.bytes, prefix.address.bytes, prefix.length)) found = prefix;
  }
  return found?.entry;
}

/** Whether the first `bits` bits of `bytes` are those of `prefix`. */
function startsWith(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let index = 0; index * 8 < bits; index++) {
    const mask = (0xff << Math.max(0, 8 - (bits - index * 8))) & 0xff;
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}
