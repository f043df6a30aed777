import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('outbound requests: SSRF', () => {
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
  ])('refuses %s without connecting', async (url) => {
    const result = await post(url);
    expect(result).toMatchObject({ ok: false });
    expect(!result.ok && result.error).toContain('reachable on the internet');
  });

  it.each([
    ['10.1.2.3', 4],
    ['127.0.0.1', 4],
    ['169.254.169.254', 4],
    ['fd00:ec2::254', 6],
    ['::ffff:192.168.0.1', 6],
  ])('refuses a host name that resolves to %s', async (address, family) => {
    let connected = false;
    const result = await post('http://hooks.example.com/', {
      resolve: async () => {
        connected = true;
        return [
          { address: '93.184.216.34', family: 4 },
          { address, family },
        ];
      },
    });
    expect(connected).toBe(true);
    expect(!result.ok && result.error).toContain('an internal address');
  });

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
