import { describe, expect, it } from 'vitest';
import { parseIpAddress } from './ip-address.js';

const v4 = (...bytes: number[]) => ({ version: 4, bytes });
const v6 = (...groups: number[]) => ({
  version: 6,
  bytes: groups.flatMap((group) => [group >> 8, group & 0xff]),
});

describe('IP addresses', () => {
  it.each([
    ['169.254.169.254', v4(169, 254, 169, 254)],
    // Every IPv4 spelling the URL parser takes, as the URL parser reads it.
    ['2852039166', v4(169, 254, 169, 254)],
    ['0251.0376.0251.0376', v4(169, 254, 169, 254)],
    ['0xa9fea9fe', v4(169, 254, 169, 254)],
    ['0xA9.0xFE.0xA9.0xFE', v4(169, 254, 169, 254)],
    ['169.254.43518', v4(169, 254, 169, 254)],
    ['127.1', v4(127, 0, 0, 1)],
    ['0x7f.1', v4(127, 0, 0, 1)],
    ['0177.0.0.1', v4(127, 0, 0, 1)],
    ['127.0.0.1.', v4(127, 0, 0, 1)],
    ['::1', v6(0, 0, 0, 0, 0, 0, 0, 1)],
    ['[::1]', v6(0, 0, 0, 0, 0, 0, 0, 1)],
    ['0:0:0:0:0:0:0:1', v6(0, 0, 0, 0, 0, 0, 0, 1)],
    ['::', v6(0, 0, 0, 0, 0, 0, 0, 0)],
    ['FE80::1', v6(0xfe80, 0, 0, 0, 0, 0, 0, 1)],
    ['::ffff:127.0.0.1', v6(0, 0, 0, 0, 0, 0xffff, 0x7f00, 1)],
    ['64:ff9b::169.254.169.254', v6(0x64, 0xff9b, 0, 0, 0, 0, 0xa9fe, 0xa9fe)],
    ['2001:db8:0:0:1::', v6(0x2001, 0xdb8, 0, 0, 1, 0, 0, 0)],
  ])('reads %s', (text, address) => {
    expect(parseIpAddress(text)).toEqual(address);
  });

  it.each([
    '',
    'example.com',
    'cafe',
    'localhost',
    // A zone names an interface of the sender: no address of the internet has one.
    'fe80::1%eth0',
    'fe80::1%25eth0',
    // Text around an address is not an address (the URL parser would read the host out of it).
    '1.2.3.4@5.6.7.8',
    '1.2.3.4/8',
    '1.2.3.4:80',
    '[::1]:80',
    ' 1.2.3.4',
    '256.1.1.1',
    '1.2.3.4.5',
    '::1::2',
    '[::1',
    '1:2:3:4:5:6:7:8:9',
  ])('refuses %j', (text) => {
    expect(parseIpAddress(text)).toBeUndefined();
  });
});
