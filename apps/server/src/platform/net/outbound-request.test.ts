import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pretendOwnPublicAddress } from '../../test/own-address.js';
import { startReceiver } from '../../test/webhook-receiver.js';
import { postOutbound, type Resolver } from './outbound-request.js';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver((request) =>
    request.path === '/redirect'
      ? { status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } }
      : { status: 200 },
  );
});
afterAll(() => receiver.close());

const post = (url: string, options: { allowedHosts?: string[]; resolve?: Resolver } = {}) =>
  postOutbound(
    { url, headers: {}, body: '{}', timeoutMs: 2000, maxBodyBytes: 100 },
    { allowedHosts: options.allowedHosts ?? [], ...(options.resolve ? { resolve: options.resolve } : {}) },
  );

/** A resolver that answers `addresses` for any name. */
const resolvingTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

/** The addresses of this machine's interfaces other than loopback: the server reaching itself. */
const interfaceAddresses = Object.values(os.networkInterfaces())
  .flatMap((list) => list ?? [])
  .filter((entry) => !entry.internal)
  .map((entry) => entry.address);

describe('outbound requests: SSRF refusals, before connecting', () => {
  // A refused request never reaches the network: an attempt to connect fails the test instead.
  let connections: string[];
  beforeEach(() => {
    connections = [];
    for (const client of [http, https]) {
      vi.spyOn(client, 'request').mockImplementation(((url: URL) => {
        connections.push(String(url));
        throw new Error(`connected to ${url}`);
      }) as typeof http.request);
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
    expect(connections).toEqual([]);
  });

  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://0.0.0.0/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0xa9fea9fe/',
    'http://224.0.0.1/',
    'http://[::1]/',
    'http://[::]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://localhost/',
    'http://metadata.internal/',
    // Issue 28
    'http://192.0.2.1/',
    'http://198.51.100.7/',
    'http://203.0.113.9/',
    'http://[::ffff:0:7f00:1]/',
    'http://[64:ff9b:1::a00:1]/',
    'http://[2002:a00:1::]/',
    'http://[fec0::1]/',
  ])('refuses %s', async (url) => {
    const result = await post(url);
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.error).toContain('reachable on the internet');
  });

  it.each([
    ['10.1.2.3', 'Private-Use, 10.0.0.0/8'],
    ['127.0.0.1', 'Loopback, 127.0.0.0/8'],
    ['169.254.169.254', 'Link Local, 169.254.0.0/16'],
    ['fd00:ec2::254', 'Unique-Local, fc00::/7'],
    ['::ffff:192.168.0.1', 'Private-Use, 192.168.0.0/16'],
    // Issue 28
    ['192.0.2.10', 'Documentation (TEST-NET-1), 192.0.2.0/24'],
    ['198.51.100.10', 'Documentation (TEST-NET-2), 198.51.100.0/24'],
    ['203.0.113.10', 'Documentation (TEST-NET-3), 203.0.113.0/24'],
    ['::ffff:0:a00:1', 'Reserved by IETF, ::/8'],
    ['64:ff9b:1::5db8:d822', 'IPv4-IPv6 Translat., 64:ff9b:1::/48'],
    ['64:ff9b::a00:1', 'Private-Use, 10.0.0.0/8'],
    ['2002:a00:1::1', '6to4, 2002::/16'],
    ['fec0::1', 'Reserved by IETF, fec0::/10'],
  ])('refuses a host name that resolves to %s (%s) among public addresses', async (address, range) => {
    const result = await post('http://hooks.example.com/', {
      resolve: resolvingTo('93.184.216.34', address, '2606:4700::1111'),
    });
    expect(!result.ok && result.error).toBe(
      `hooks.example.com resolves to ${address}, an internal address (${range})`,
    );
  });

  it.each(interfaceAddresses)(
    "refuses this machine's own address %s, as a literal and resolved",
    async (address) => {
      const literal = await post(`http://${address.includes(':') ? `[${address}]` : address}:8080/`);
      expect(!literal.ok && literal.error).toMatch(/reachable on the internet|must not be this server/);
      const resolved = await post('http://hooks.example.com/', { resolve: resolvingTo(address) });
      expect(!resolved.ok && resolved.error).toMatch(
        new RegExp(`resolves to ${address}, an (internal address|address of this server)`),
      );
    },
  );

  it("refuses this machine's own address although it is public", async () => {
    pretendOwnPublicAddress();
    const literal = await post('http://93.184.216.34/');
    expect(!literal.ok && literal.error).toBe('The host must not be this server: 93.184.216.34');
    const resolved = await post('http://hooks.example.com/', { resolve: resolvingTo('93.184.216.34') });
    expect(!resolved.ok && resolved.error).toBe(
      'hooks.example.com resolves to 93.184.216.34, an address of this server',
    );
  });
});

describe('outbound requests: allowed', () => {
  it('connects to the address it checked: a name resolved once, pinned (DNS rebinding cannot move it)', async () => {
    let lookups = 0;
    const result = await post(`http://receiver.example:${receiver.port}/pinned`, {
      allowedHosts: [`receiver.example:${receiver.port}`],
      resolve: async () => {
        lookups++;
        return lookups === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.9.9.9', family: 4 }];
      },
    });
    expect(result).toMatchObject({ ok: true, status: 200 });
    expect(lookups).toBe(1);
  });

  it('does not follow a redirect: the 3xx is the answer, the internal Location is never called', async () => {
    const before = receiver.received.length;
    const result = await post(receiver.url('/redirect'), { allowedHosts: [`127.0.0.1:${receiver.port}`] });
    expect(result).toMatchObject({ ok: true, status: 302 });
    expect(receiver.received.length).toBe(before + 1);
  });

  it('lets WEBHOOK_ALLOWED_HOSTS reach a local receiver, on the allowed port only', async () => {
    expect(await post(receiver.url('/allowed'), { allowedHosts: ['127.0.0.1'] })).toMatchObject({ ok: true });
    expect(
      await post(receiver.url('/allowed'), { allowedHosts: [`127.0.0.1:${receiver.port}`] }),
    ).toMatchObject({ ok: true });
    expect(await post(receiver.url('/allowed'), { allowedHosts: ['127.0.0.1:1'] })).toMatchObject({
      ok: false,
    });
  });
});
