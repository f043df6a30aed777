import { describe, expect, it } from 'vitest';
import {
  RECORDED_DEPTH_LIMIT,
  REDACTED,
  redactHeaders,
  redactString,
  redactValue,
  TOO_DEEP,
} from './redact.js';

describe('audit trail redaction', () => {
  it.each([
    ['a password', { password: 'hunter2hunter2' }, ['hunter2hunter2']],
    [
      'any key containing password',
      { new_password: 'pw-one', passwordConfirm: 'pw-two' },
      ['pw-one', 'pw-two'],
    ],
    ['a token', { token: 'tok-abc' }, ['tok-abc']],
    [
      'access, refresh and MFA tokens',
      { access_token: 'at-1', refresh_token: 'rt-1', mfa_token: 'mt-1' },
      ['at-1', 'rt-1', 'mt-1'],
    ],
    ['a one-time code', { code: '123456' }, ['123456']],
    ['recovery codes', { recovery_codes: ['aaaa-bbbb', 'cccc-dddd'] }, ['aaaa-bbbb', 'cccc-dddd']],
    [
      'an MFA secret, its URI and QR code',
      { secret: 'JBSWY3DP', otpauth_url: 'otpauth://x', qr_svg: '<svg/>' },
      ['JBSWY3DP', 'otpauth://x', '<svg/>'],
    ],
    ['a webhook signing secret under any key', { signing: 'whsec_c2VjcmV0' }, ['whsec_c2VjcmV0']],
    [
      'an API key under any key',
      { api_key: 'k-1', note: 'sk_live_Q2hhbmdlTWVQbGVhc2Ux' },
      ['k-1', 'sk_live_Q2hhbmdlTWVQbGVhc2Ux'],
    ],
    [
      'a card number and CVC',
      { card: { number: '4111 1111 1111 1111', cvc: '737', expiry_month: 3 } },
      ['4111 1111 1111 1111', '737'],
    ],
    ['a social security number', { social_security_number: '123-45-6789' }, ['123-45-6789']],
  ])('replaces %s', (_label, body, secrets) => {
    const redacted = JSON.stringify(redactValue(body));
    for (const secret of secrets) expect(redacted).not.toContain(secret);
    expect(redacted).toContain(REDACTED);
  });

  it('keeps what is not secret: error codes, merchant category numbers, amounts, expiry', () => {
    const body = {
      error: 'validation_failed',
      details: [{ path: 'body.amount', code: 'too_small', message: 'Too small' }],
      mcc: { number: 5411, title: 'Grocery' },
      card: { expiry_month: 3, expiry_year: 2030 },
      amount: 1250,
    };
    expect(redactValue(body)).toEqual(body);
  });

  it('redacts the values of share-credential details, not a routing condition value', () => {
    expect(
      redactValue({ details: [{ name: 'merchant_account', description: 'Adyen', value: 'ws@Company' }] }),
    ).toEqual({
      details: [{ name: 'merchant_account', description: 'Adyen', value: REDACTED }],
    });
    const routing = {
      details: { if: [{ name: 'amount', operator: '>', value: 1000 }], else: 'p2' },
    };
    expect(redactValue(routing)).toEqual(routing);
  });

  it('finds a Luhn-valid card number inside any string, and leaves other digit runs', () => {
    expect(redactString('card 4111-1111-1111-1111 declined')).toBe(`card ${REDACTED} declined`);
    expect(redactString('order 1234567890123 shipped')).toBe('order 1234567890123 shipped');
    expect(redactString('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')).toBe(REDACTED);
  });

  it('redacts credential headers whatever their case', () => {
    expect(
      redactHeaders([
        { name: 'Authorization', value: 'Bearer sk_live_x' },
        { name: 'cookie', value: 'psp_session=abc' },
        { name: 'set-cookie', value: 'psp_session=abc; HttpOnly' },
        { name: 'user-agent', value: 'curl/8' },
      ]),
    ).toEqual([
      { name: 'Authorization', value: REDACTED },
      { name: 'cookie', value: REDACTED },
      { name: 'set-cookie', value: REDACTED },
      { name: 'user-agent', value: 'curl/8' },
    ]);
  });

  it('redacts a card number sent as a JSON number, under any key', () => {
    const redacted = JSON.stringify(
      redactValue({ card: { number: 5555555555554444 }, pan2: 4111111111111111 }),
    );
    expect(redacted).not.toContain('5555555555554444');
    expect(redacted).not.toContain('4111111111111111');
    // An amount or a merchant category number is no card number.
    expect(redactValue({ number: 5411, amount: 99_999_999_999 })).toEqual({
      number: 5411,
      amount: 99_999_999_999,
    });
  });

  it('makes every text storable in PostgreSQL: no NUL, no lone surrogate, in values, keys and headers', () => {
    const hostile = {
      'na\u0000me': 'x\u0000y',
      lone: '\ud800',
      low: 'a\udc00b',
      pair: '😀',
      rtl: '\u202eabc',
    };
    const stored = JSON.stringify(redactValue(hostile));
    expect(stored).not.toMatch(/\\u0000|\\ud[89ab][0-9a-f]{2}|\\ud[c-f][0-9a-f]{2}/i);
    expect(redactValue(hostile)).toEqual({
      'na\ufffdme': 'x\ufffdy',
      lone: '\ufffd',
      low: 'a\ufffdb',
      pair: '😀',
      rtl: '\u202eabc',
    });
    expect(redactString('a\u0000\ud800')).toBe('a\ufffd\ufffd');
    expect(redactHeaders([{ name: 'x-note', value: '\u0000' }])).toEqual([
      { name: 'x-note', value: '\ufffd' },
    ]);
  });

  it('keeps a body 10,000 deep to its first levels instead of overflowing the stack', () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 10_000; level++) deep = level % 2 ? { a: deep } : [deep];
    const kept = redactValue(deep);
    let depth = 0;
    let cursor: unknown = kept;
    while (cursor !== TOO_DEEP) {
      cursor = Array.isArray(cursor) ? cursor[0] : (cursor as { a: unknown }).a;
      depth++;
    }
    expect(depth).toBe(RECORDED_DEPTH_LIMIT);
    expect(JSON.stringify(kept).length).toBeLessThan(1_000);
  });

  it('leaves a UUID whole even where its digit groups pass Luhn', () => {
    const id = '2d04702e-91d4-491e-a776-9945690561c3';
    expect(redactString(`payment ${id}`)).toBe(`payment ${id}`);
    expect(redactString('4111 1111 1111 1111 and 4242-4242-4242-4242')).toBe(`${REDACTED} and ${REDACTED}`);
  });

  it('replaces a run of more digits than a card number has: it may hide one', () => {
    expect(redactString(`/v1/transactions/4111111111111111${'0'.repeat(40)}`)).toBe(
      `/v1/transactions/${REDACTED}`,
    );
    expect(redactString('order 20261207')).toBe('order 20261207');
  });
});
