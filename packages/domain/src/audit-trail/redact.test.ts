import { describe, expect, it } from 'vitest';
import { REDACTED, redactHeaders, redactString, redactValue } from './redact.js';

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
});
