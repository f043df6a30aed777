import { describe, expect, it } from 'vitest';
import { checkCard } from './checkCard';

const now = new Date('2026-11-25T12:00:00Z');
const fields = (extra: object = {}) => ({
  number: '4242 4242 4242 4242',
  expiry: '12/27',
  cvc: '123',
  holder: '',
  ...extra,
});

describe('checkCard', () => {
  it('takes a valid card, with spaces in the number and a two-digit year', () => {
    expect(checkCard(fields({ holder: ' J. Tester ' }), now)).toEqual({
      card: {
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2027,
        cvc: '123',
        holder_name: 'J. Tester',
      },
    });
  });

  it.each([
    [{ number: '' }, 'number', 'errors.numberRequired'],
    [{ number: '4242424242424241' }, 'number', 'errors.numberInvalid'],
    [{ number: '9999999999999995' }, 'number', 'errors.brandUnknown'],
    [{ expiry: '13/27' }, 'expiry', 'errors.expiryInvalid'],
    [{ expiry: 'soon' }, 'expiry', 'errors.expiryInvalid'],
    [{ expiry: '10/26' }, 'expiry', 'errors.expiryPast'],
    [{ cvc: '12' }, 'cvc', 'errors.cvcInvalid'],
    [{ number: '378282246310005', cvc: '123' }, 'cvc', 'errors.cvcInvalid'],
  ])('refuses %j on %s as the server does', (extra, field, key) => {
    const checked = checkCard(fields(extra), now);
    expect(checked.errors?.[field as 'number']?.key).toBe(key);
  });

  it('asks an American Express card for four digits, the others for three', () => {
    expect(checkCard(fields({ number: '378282246310005', cvc: '1234' }), now).card).toBeDefined();
    expect(checkCard(fields({ cvc: '1234' }), now).errors?.cvc).toEqual({
      key: 'errors.cvcInvalid',
      values: { digits: 3 },
    });
  });

  it('accepts a card through the end of its expiry month', () => {
    expect(checkCard(fields({ expiry: '11/26' }), now).card).toBeDefined();
  });
});
