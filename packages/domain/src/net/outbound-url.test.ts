import { describe, expect, it } from 'vitest';
import {
  type OutboundPolicy,
  outboundAddressProblem,
  outboundUrlProblem,
  outboundUrlSchema,
  parseAllowedHost,
} from './outbound-url.js';

/** A server with no allowed hosts and no interface address of the internet. */
const STRICT: OutboundPolicy = { allowedHosts: [], ownAddresses: [] };

describe('outbound URLs', () => {
  it.each([
    'https://shop.example/webhooks',
    'http://93.184.216.34:8080/hook?x=1',
    'https://[2606:4700::1111]/hook',
    'http://[::ffff:93.184.216.34]/',
    // NAT64 of a public address reaches that address.
    'http://[64:ff9b::93.184.216.34]/',
    'https://172.32.0.1/',
    'https://internal.example.com/',
    // A name is judged by what it resolves to, at delivery.
    'https://receiver.local/',
  ])('accepts %s', (url) => {
    expect(outboundUrlProblem(url, STRICT)).toBeUndefined();
  });

  it.each([
    ['file:///etc/passwd', 'Only http and https'],
    ['gopher://127.0.0.1:25/', 'Only http and https'],
    ['javascript:alert(1)', 'Only http and https'],
    ['ftp://shop.example/', 'Only http and https'],
    ['https://user:secret@shop.example/', 'user name or password'],
    ['https://token@shop.example/', 'user name or password'],
    ['not a url', 'Not a valid URL'],
    ['http://[fe80::1%25eth0]/', 'Not a valid URL'],
  ])('refuses %s', (url, problem) => {
    expect(outboundUrlProblem(url, STRICT)).toContain(problem);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/',
    'http://0251.0376.0251.0376/',
    'http://0xa9fea9fe/',
    'http://0xA9.0xFE.0xA9.0xFE/',
    'http://127.0.0.1/',
    'http://127.1/',
    'http://2130706433/',
    'http://0.0.0.0/',
    'http://10.1.2.3/',
    'http://172.16.0.1/',
    'http://172.31.255.255/',
    'http://192.168.1.1/',
    'http://100.100.100.200/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://[::1]/',
    'http://[::]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[64:ff9b::169.254.169.254]/',
    'http://[fd00:ec2::254]/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://localhost:3000/',
    'http://LOCALHOST./',
    'http://admin.localhost/',
    'http://metadata.google.internal/computeMetadata/v1/',
    // Issue 28: the rest of the special-purpose registries.
    'http://192.0.2.1/',
    'http://198.51.100.7/',
    'http://203.0.113.9/',
    'http://192.0.0.9/',
    'http://192.31.196.1/',
    'http://192.52.193.1/',
    'http://192.88.99.1/',
    'http://192.175.48.1/',
    'http://198.19.0.1/',
    'http://240.0.0.1/',
    'http://[::ffff:0:127.0.0.1]/',
    'http://[::ffff:0:5db8:d822]/',
    'http://[::93.184.216.34]/',
    'http://[64:ff9b:1::a00:1]/',
    'http://[64:ff9b:1::5db8:d822]/',
    'http://[2002:a00:1::]/',
    'http://[2002:5db8:d822::1]/',
    'http://[2001::5db8:d822]/',
    'http://[2001:db8::1]/',
    'http://[3fff::1]/',
    'http://[5f00::1]/',
    'http://[100::1]/',
    'http://[fec0::1]/',
    'http://[4000::1]/',
  ])('refuses the internal address %s', (url) => {
    expect(outboundUrlProblem(url, STRICT)).toBe('The host must be reachable on the internet');
  });

  describe("the server's own addresses", () => {
    const policy: OutboundPolicy = {
      allowedHosts: [],
      ownAddresses: ['127.0.0.1', '93.184.216.34', '2606:4700::6810:84e5', 'fe80::1'],
    };

    it.each([
      'http://93.184.216.34:8080/',
      'http://1572395042/',
      'http://[::ffff:93.184.216.34]/',
      'http://[64:ff9b::5db8:d822]/',
      'https://[2606:4700:0:0:0:0:6810:84e5]/',
    ])('refuses %s', (url) => {
      expect(outboundUrlProblem(url, policy)).toBe('The host must not be this server');
    });

    it('accepts the addresses next to them', () => {
      expect(outboundUrlProblem('http://93.184.216.35/', policy)).toBeUndefined();
      expect(outboundUrlProblem('https://[2606:4700::6810:84e6]/', policy)).toBeUndefined();
    });

    it('judges a resolved address the same way, naming the range', () => {
      expect(outboundAddressProblem('93.184.216.34', policy)).toBe('an address of this server');
      expect(outboundAddressProblem('::ffff:93.184.216.34', policy)).toBe('an address of this server');
      expect(outboundAddressProblem('10.1.2.3', policy)).toBe(
        'an internal address (Private-Use, 10.0.0.0/8)',
      );
      expect(outboundAddressProblem('64:ff9b::a01:203', policy)).toBe(
        'an internal address (Private-Use, 10.0.0.0/8)',
      );
      expect(outboundAddressProblem('2002:a00:1::', policy)).toBe('an internal address (6to4, 2002::/16)');
      expect(outboundAddressProblem('receiver.local', policy)).toBe('not an IP address');
      expect(outboundAddressProblem('93.184.216.35', policy)).toBeUndefined();
    });
  });

  describe('WEBHOOK_ALLOWED_HOSTS', () => {
    const policy: OutboundPolicy = {
      allowedHosts: ['10.0.0.5', 'localhost:3000', '[fd00::5]:8443', '127.0.0.1:80', 'Receiver.Local.:8080'],
      ownAddresses: ['10.0.0.5'],
    };

    it.each([
      'http://10.0.0.5/',
      'https://10.0.0.5:9000/hooks',
      'http://0x0a000005/',
      'http://localhost:3000/hooks',
      'https://[fd00::5]:8443/',
      'https://[fd00:0::5]:8443/',
      'http://127.0.0.1/',
      'http://127.0.0.1:80/',
    ])('lets %s through, although internal', (url) => {
      expect(outboundUrlProblem(url, policy)).toBeUndefined();
    });

    it.each([
      'http://10.0.0.6/',
      'http://localhost:3001/',
      'http://localhost/',
      'https://[fd00::5]/',
      'https://127.0.0.1/',
      'http://127.0.0.1:8080/',
    ])('refuses %s: another host or port', (url) => {
      expect(outboundUrlProblem(url, policy)).toBe('The host must be reachable on the internet');
    });

    it('does not waive the scheme or credentials', () => {
      expect(outboundUrlProblem('ftp://10.0.0.5/', policy)).toContain('Only http and https');
      expect(outboundUrlProblem('http://user:pw@10.0.0.5/', policy)).toContain('user name or password');
    });

    it.each([
      ['receiver.local', { hostname: 'receiver.local', port: undefined }],
      ['receiver.local:8080', { hostname: 'receiver.local', port: '8080' }],
      ['RECEIVER.local.', { hostname: 'receiver.local', port: undefined }],
      ['10.0.0.5', { hostname: '10.0.0.5', port: undefined }],
      ['0x0a000005:80', { hostname: '10.0.0.5', port: '80' }],
      ['[fd00::5]:8443', { hostname: '[fd00::5]', port: '8443' }],
      ['[FD00:0::5]', { hostname: '[fd00::5]', port: undefined }],
    ])('reads the entry %s', (entry, parsed) => {
      expect(parseAllowedHost(entry)).toEqual(parsed);
    });

    it.each([
      '',
      'fd00::5',
      'http://receiver.local',
      'receiver.local/hooks',
      'user@receiver.local',
      'receiver.local:',
      'receiver.local:99999',
      'a b',
      '256.0.0.1',
    ])('refuses the entry %j', (entry) => {
      expect(parseAllowedHost(entry)).toBeUndefined();
    });
  });

  it('checks in the shared schema what holds for every deployment, and leaves the host to the server', () => {
    // The server judges the host when it saves, with its own allow-list.
    expect(outboundUrlSchema().safeParse('http://10.0.0.5/').success).toBe(true);
    const result = outboundUrlSchema().safeParse('ftp://shop.example/');
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      message: 'Only http and https URLs are allowed',
    });
    // Not a URL at all: the one format issue of any URL field.
    const garbage = outboundUrlSchema().safeParse('no url');
    expect(garbage.error?.issues.map((issue) => issue.code)).toEqual(['invalid_format']);
  });
});
