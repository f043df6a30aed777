import { describe, expect, it } from 'vitest';
import { createOrganisationSchema, updateOrganisationSchema } from './organisation.schema.js';

const parent = '7b0c3a52-2f7e-4f5e-9d7a-4b8f0c1d2e3f';
const valid = { name: 'Bakkerij Oost', country_code: 'NL', parent };

function issuesOf(input: unknown) {
  const result = createOrganisationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('organisation (000 §5)', () => {
  it('accepts the required fields alone, and empty optional inputs as no value', () => {
    expect(issuesOf(valid)).toEqual([]);
    const parsed = createOrganisationSchema.parse({ ...valid, email: '', street_number: '' });
    expect(parsed).toMatchObject({ email: null, street_number: null });
  });

  it.each([
    ['name', { ...valid, name: '  ' }],
    ['name', { country_code: 'NL', parent }],
    ['country_code', { ...valid, country_code: undefined }],
    ['country_code', { ...valid, country_code: 'XX' }],
    ['parent', { name: 'Oost', country_code: 'NL' }],
    ['email', { ...valid, email: 'x' }],
    ['email', { ...valid, email: 'not an address' }],
  ])('refuses a bad %s', (field, input) => {
    expect(issuesOf(input).map(([path]) => path)).toContain(field);
  });

  it('requires street_number to be digits only, with the invalidNumber message', () => {
    expect(issuesOf({ ...valid, street_number: '12a' })).toEqual([['street_number', 'invalidNumber']]);
    expect(issuesOf({ ...valid, street_number: '12' })).toEqual([]);
  });

  it('refuses an e-mail shorter than 2 characters as too short', () => {
    const result = createOrganisationSchema.safeParse({ ...valid, email: 'a' });
    expect(result.error?.issues.map((issue) => issue.code)).toContain('too_small');
  });

  it('lets an update leave out every field, the parent too', () => {
    expect(updateOrganisationSchema.safeParse({}).success).toBe(true);
    expect(updateOrganisationSchema.safeParse({ street_number: 'x' }).success).toBe(false);
  });
});
