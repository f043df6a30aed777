import { describe, expect, it } from 'vitest';
import { outboundUrlProblem, outboundUrlSchema } from './outbound-url.js';

describe('outbound URLs', () => {
  it.each([
    'https://shop.example/webhooks',
    'http://93.184.216.34:8080/hook?x=1',
    'https://[2606:4700::1111]/hook',
    'http://[::ffff:93.184.216.34]/',
    'https://172.32.0.1/',
    'https://internal.example.com/',
  ])('accepts %s', (url) => {
    expect(outboundUrlProblem(url)).toBeUndefined();
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
    expect(outboundUrlProblem(url)).toContain(problem);
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
  ])('refuses the internal address %s', (url) => {
    expect(outboundUrlProblem(url)).toBe('The host must be reachable on the internet');
  });

  it('reports the problem as a schema issue', () => {
    const result = outboundUrlSchema().safeParse('http://169.254.169.254/');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      code: 'custom',
      message: 'The host must be reachable on the internet',
    });
    // Not a URL at all: the one format issue of any URL field.
    const garbage = outboundUrlSchema().safeParse('no url');
    expect(garbage.error?.issues.map((issue) => issue.code)).toEqual(['invalid_format']);
  });
});
