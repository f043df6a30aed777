import { loginRequestSchema } from '@psp/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  decodeMessage,
  encodeMessage,
  issueMessage,
  serverDetailMessage,
  type ValidationIssue,
} from './validationMessage';

function messagesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value, {
    error: (issue) => encodeMessage(issueMessage(issue as ValidationIssue)),
  });
  return result.success
    ? {}
    : Object.fromEntries(
        result.error.issues.map((issue) => [issue.path.join('.'), decodeMessage(issue.message)]),
      );
}

describe('validation messages of the shared schemas', () => {
  it('asks for required login fields', () => {
    expect(messagesOf(loginRequestSchema, { username: '', password: '' })).toEqual({
      username: { key: 'form_validation.required' },
      password: { key: 'form_validation.required' },
    });
  });

  it('names the e-mail rule and the minimum length', () => {
    expect(messagesOf(loginRequestSchema, { username: 'nobody', password: 'x' })).toEqual({
      username: { key: 'form_validation.email' },
      password: { key: 'form_validation.minlength', values: { requiredLength: 2 } },
    });
  });

  it('gives comparison errors with expected and actual values', () => {
    const amount = z.object({ amount: z.number().gt(0), fraction: z.number().max(1) });
    expect(messagesOf(amount, { amount: 0, fraction: 1.5 })).toEqual({
      amount: { key: 'form_validation.min', values: { expected: 0, actual: 0 } },
      fraction: { key: 'form_validation.max', values: { expected: 1, actual: 1.5 } },
    });
  });

  it('names URLs, and keeps a schema message that is a key of its own', () => {
    const site = z.object({
      website: z.url(),
      street_number: z.string().regex(/^\d*$/, { message: 'invalidNumber' }),
    });
    expect(messagesOf(site, { website: 'not a url', street_number: '12a' })).toEqual({
      website: { key: 'form_validation.url' },
      street_number: { key: 'form_validation.invalidNumber' },
    });
  });
});

describe('server field errors', () => {
  it('show as comparison messages when the server gives expected and actual', () => {
    expect(
      serverDetailMessage({ path: ['amount'], code: 'too_big', message: 'x', expected: 500, actual: 700 }),
    ).toEqual({
      key: 'form_validation.max',
      values: { expected: 500, actual: 700 },
    });
  });

  it('name an e-mail address another user already has', () => {
    expect(serverDetailMessage({ path: ['email'], code: 'email_taken', message: 'x' })).toEqual({
      key: 'form_validation.emailTaken',
    });
  });

  it("name a rule only the server checks by its code, with the server's words as fallback", () => {
    expect(
      serverDetailMessage({ path: 'body.text', code: 'duplicate', message: 'This tag already exists' }),
    ).toEqual({ key: 'errors.duplicate', values: { defaultValue: 'This tag already exists' } });
  });

  it('keep free text as it is', () => {
    expect(decodeMessage('Something specific went wrong')).toEqual({ text: 'Something specific went wrong' });
  });
});
