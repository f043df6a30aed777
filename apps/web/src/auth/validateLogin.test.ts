import { loginRequestSchema } from '@psp/domain';
import { describe, expect, it } from 'vitest';
import { validateLogin } from './validateLogin';

const CASES = [
  { username: '', password: '' },
  { username: 'nobody', password: 'x' },
  { username: 'a@b', password: 'ab' },
  { username: 'eva.de.vries@lighthouse.demo', password: 'Demo-Password-2026!' },
  { username: 'eva@lighthouse', password: 'xy' },
  { username: ' eva@lighthouse.demo', password: 'xyz' },
  { username: 'eva..x@lighthouse.demo', password: 'xyz' },
  { username: "o'neill+bank@example.co.uk", password: '12' },
];

describe('validateLogin', () => {
  it.each(CASES)('agrees with loginRequestSchema on %j', (values) => {
    const schemaFields = loginRequestSchema.safeParse(values).error?.issues.map((issue) => issue.path[0]);
    expect(Object.keys(validateLogin(values)).sort()).toEqual([...new Set(schemaFields ?? [])].sort());
  });

  it('names the rule that fails, with the form_validation messages', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: { key: 'form_validation.required' },
      password: { key: 'form_validation.required' },
    });
    expect(validateLogin({ username: 'nobody', password: 'x' })).toEqual({
      username: { key: 'form_validation.email' },
      password: { key: 'form_validation.minlength', values: { requiredLength: 2 } },
    });
    expect(validateLogin({ username: 'eva@lighthouse.demo', password: 'xy' })).toEqual({});
  });
});
