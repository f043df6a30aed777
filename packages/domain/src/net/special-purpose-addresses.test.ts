import { describe, expect, it } from 'vitest';
import { type IpAddress, parseIpAddress } from './ip-address.js';
import { SPECIAL_PURPOSE_BLOCKS, specialPurposeBlock } from './special-purpose-addresses.js';

const address = (text: string): IpAddress => {
  const parsed = parseIpAddress(text);
  if (!parsed) throw new Error(`${text} is no address`);
  return parsed;
};

const MAX = 'ffff:ffff:ffff:ffff:ffff:ffff';

/**
 * Every entry of the registries, written out again from IANA's tables (so a slip in the module's table
 * shows): its name, addresses at its edges, and the addresses just outside it that are public. An entry
 * whose neighbours lie in other entries (a /32 inside a /24, IPv6 space outside 2000::/3) has none.
 */
const REGISTRY: [block: string, name: string, inside: string[], outside: string[]][] = [
  // IANA IPv4 Special-Purpose Address Registry
  ['0.0.0.0/8', '"This network"', ['0.0.0.1', '0.255.255.255'], ['1.0.0.0']],
  ['0.0.0.0/32', '"This host on this network"', ['0.0.0.0'], []],
  ['10.0.0.0/8', 'Private-Use', ['10.0.0.0', '10.255.255.255'], ['9.255.255.255', '11.0.0.0']],
  [
    '100.64.0.0/10',
    'Shared Address Space',
    ['100.64.0.0', '100.127.255.255'],
    ['100.63.255.255', '100.128.0.0'],
  ],
  ['127.0.0.0/8', 'Loopback', ['127.0.0.0', '127.255.255.255'], ['126.255.255.255', '128.0.0.0']],
  ['169.254.0.0/16', 'Link Local', ['169.254.0.0', '169.254.255.255'], ['169.253.255.255', '169.255.0.0']],
  ['172.16.0.0/12', 'Private-Use', ['172.16.0.0', '172.31.255.255'], ['172.15.255.255', '172.32.0.0']],
  [
    '192.0.0.0/24',
    'IETF Protocol Assignments',
    ['192.0.0.11', '192.0.0.169', '192.0.0.172', '192.0.0.255'],
    ['191.255.255.255', '192.0.1.0'],
  ],
  ['192.0.0.0/29', 'IPv4 Service Continuity Prefix', ['192.0.0.0', '192.0.0.7'], []],
  ['192.0.0.8/32', 'IPv4 dummy address', ['192.0.0.8'], []],
  ['192.0.0.9/32', 'Port Control Protocol Anycast', ['192.0.0.9'], []],
  ['192.0.0.10/32', 'Traversal Using Relays around NAT Anycast', ['192.0.0.10'], []],
  ['192.0.0.170/32', 'NAT64/DNS64 Discovery', ['192.0.0.170'], []],
  ['192.0.0.171/32', 'NAT64/DNS64 Discovery', ['192.0.0.171'], []],
  ['192.0.2.0/24', 'Documentation (TEST-NET-1)', ['192.0.2.0', '192.0.2.255'], ['192.0.1.255', '192.0.3.0']],
  ['192.31.196.0/24', 'AS112-v4', ['192.31.196.0', '192.31.196.255'], ['192.31.195.255', '192.31.197.0']],
  ['192.52.193.0/24', 'AMT', ['192.52.193.0', '192.52.193.255'], ['192.52.192.255', '192.52.194.0']],
  [
    '192.88.99.0/24',
    'Deprecated (6to4 Relay Anycast)',
    ['192.88.99.0', '192.88.99.1', '192.88.99.255'],
    ['192.88.98.255', '192.88.100.0'],
  ],
  ['192.88.99.2/32', '6a44-relay anycast address', ['192.88.99.2'], []],
  ['192.168.0.0/16', 'Private-Use', ['192.168.0.0', '192.168.255.255'], ['192.167.255.255', '192.169.0.0']],
  [
    '192.175.48.0/24',
    'Direct Delegation AS112 Service',
    ['192.175.48.0', '192.175.48.255'],
    ['192.175.47.255', '192.175.49.0'],
  ],
  ['198.18.0.0/15', 'Benchmarking', ['198.18.0.0', '198.19.255.255'], ['198.17.255.255', '198.20.0.0']],
  [
    '198.51.100.0/24',
    'Documentation (TEST-NET-2)',
    ['198.51.100.0', '198.51.100.255'],
    ['198.51.99.255', '198.51.101.0'],
  ],
  [
    '203.0.113.0/24',
    'Documentation (TEST-NET-3)',
    ['203.0.113.0', '203.0.113.255'],
    ['203.0.112.255', '203.0.114.0'],
  ],
  ['240.0.0.0/4', 'Reserved', ['240.0.0.0', '255.255.255.254'], []],
  ['255.255.255.255/32', 'Limited Broadcast', ['255.255.255.255'], []],
  // IANA IPv4 Address Space Registry
  ['224.0.0.0/4', 'Multicast', ['224.0.0.0', '239.255.255.255'], ['223.255.255.255']],

  // IANA IPv6 Special-Purpose Address Registry
  ['::1/128', 'Loopback Address', ['::1'], []],
  ['::/128', 'Unspecified Address', ['::'], []],
  ['::ffff:0:0/96', 'IPv4-mapped Address', ['::ffff:0.0.0.0', '::ffff:255.255.255.255'], []],
  ['64:ff9b::/96', 'IPv4-IPv6 Translat.', ['64:ff9b::', '64:ff9b::ffff:ffff'], []],
  ['64:ff9b:1::/48', 'IPv4-IPv6 Translat.', ['64:ff9b:1::', `64:ff9b:1:${MAX.slice(5)}`], []],
  ['100::/64', 'Discard-Only Address Block', ['100::', '100::ffff:ffff:ffff:ffff'], []],
  ['100:0:0:1::/64', 'Dummy IPv6 Prefix', ['100:0:0:1::', '100:0:0:1:ffff:ffff:ffff:ffff'], []],
  [
    '2001::/23',
    'IETF Protocol Assignments',
    ['2001:4::', '2001:1:0:0:0:0:0:4', `2001:1ff:${MAX}`],
    [`2000:ffff:${MAX}`, '2001:200::'],
  ],
  ['2001::/32', 'TEREDO', ['2001::', `2001:0:${MAX}`], []],
  ['2001:1::1/128', 'Port Control Protocol Anycast', ['2001:1::1'], []],
  ['2001:1::2/128', 'Traversal Using Relays around NAT Anycast', ['2001:1::2'], []],
  ['2001:1::3/128', 'DNS-SD Service Registration Protocol Anycast', ['2001:1::3'], []],
  ['2001:2::/48', 'Benchmarking', ['2001:2::', `2001:2:0:${MAX.slice(5)}`], []],
  ['2001:3::/32', 'AMT', ['2001:3::', `2001:3:${MAX}`], []],
  ['2001:4:112::/48', 'AS112-v6', ['2001:4:112::', `2001:4:112:${MAX.slice(5)}`], []],
  ['2001:10::/28', 'Deprecated (previously ORCHID)', ['2001:10::', `2001:1f:${MAX}`], []],
  ['2001:20::/28', 'ORCHIDv2', ['2001:20::', `2001:2f:${MAX}`], []],
  ['2001:30::/28', 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', ['2001:30::', `2001:3f:${MAX}`], []],
  ['2001:db8::/32', 'Documentation', ['2001:db8::', `2001:db8:${MAX}`], [`2001:db7:${MAX}`, '2001:db9::']],
  ['2002::/16', '6to4', ['2002::', `2002:ffff:${MAX}`], [`2001:ffff:${MAX}`, '2003::']],
  [
    '2620:4f:8000::/48',
    'Direct Delegation AS112 Service',
    ['2620:4f:8000::', `2620:4f:8000:${MAX.slice(5)}`],
    [`2620:4f:7fff:${MAX.slice(5)}`, '2620:4f:8001::'],
  ],
  ['3fff::/20', 'Documentation', ['3fff::', `3fff:fff:${MAX}`], [`3ffe:ffff:${MAX}`, '3fff:1000::']],
  ['5f00::/16', 'Segment Routing (SRv6) SIDs', ['5f00::', `5f00:ffff:${MAX}`], []],
  ['fc00::/7', 'Unique-Local', ['fc00::', 'fd00:ec2::254', `fdff:ffff:${MAX}`], []],
  ['fe80::/10', 'Link-Local Unicast', ['fe80::', 'fe80::1', `febf:ffff:${MAX}`], []],
  // IANA IPv6 Address Space Registry: all but Global Unicast (2000::/3)
  ['::/8', 'Reserved by IETF', ['::2', '::1.2.3.4', '::fffe:0:0', `ff:ffff:${MAX}`], []],
  ['100::/8', 'Reserved by IETF', ['100:0:0:2::', `1ff:ffff:${MAX}`], []],
  ['200::/7', 'Reserved by IETF', ['200::', `3ff:ffff:${MAX}`], []],
  ['400::/6', 'Reserved by IETF', ['400::', `7ff:ffff:${MAX}`], []],
  ['800::/5', 'Reserved by IETF', ['800::', `fff:ffff:${MAX}`], []],
  ['1000::/4', 'Reserved by IETF', ['1000::', `1fff:ffff:${MAX}`], ['2000::']],
  [
    '4000::/3',
    'Reserved by IETF',
    ['4000::', `5eff:ffff:${MAX}`, '5f01::', `5fff:ffff:${MAX}`],
    [`3fff:ffff:${MAX}`],
  ],
  ['6000::/3', 'Reserved by IETF', ['6000::', `7fff:ffff:${MAX}`], []],
  ['8000::/3', 'Reserved by IETF', ['8000::', `9fff:ffff:${MAX}`], []],
  ['a000::/3', 'Reserved by IETF', ['a000::', `bfff:ffff:${MAX}`], []],
  ['c000::/3', 'Reserved by IETF', ['c000::', `dfff:ffff:${MAX}`], []],
  ['e000::/4', 'Reserved by IETF', ['e000::', `efff:ffff:${MAX}`], []],
  ['f000::/5', 'Reserved by IETF', ['f000::', `f7ff:ffff:${MAX}`], []],
  ['f800::/6', 'Reserved by IETF', ['f800::', `fbff:ffff:${MAX}`], []],
  ['fe00::/9', 'Reserved by IETF', ['fe00::', `fe7f:ffff:${MAX}`], []],
  ['fec0::/10', 'Reserved by IETF', ['fec0::', 'fec0::1', `feff:ffff:${MAX}`], []],
  ['ff00::/8', 'Multicast', ['ff00::', 'ff02::1', `ffff:ffff:${MAX}`], []],
];

describe('special-purpose addresses', () => {
  it('has every registry entry, and only those', () => {
    expect(SPECIAL_PURPOSE_BLOCKS.map((entry) => entry.block).sort()).toEqual(
      REGISTRY.map(([block]) => block).sort(),
    );
  });

  describe.each(REGISTRY)('%s %s', (block, name, inside, outside) => {
    it.each(inside)('holds %s', (text) => {
      expect(specialPurposeBlock(address(text))).toMatchObject({ block, name });
    });
    if (outside.length > 0) {
      it.each(outside)('not %s, a public address', (text) => {
        expect(specialPurposeBlock(address(text))).toBeUndefined();
      });
    }
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '93.184.216.34',
    '223.255.255.255',
    '2000::',
    '2606:4700::1111',
    '2a00:1450:4001::200e',
    `3fff:ffff:${MAX}`,
  ])('finds no entry for the public address %s', (text) => {
    expect(specialPurposeBlock(address(text))).toBeUndefined();
  });
});
