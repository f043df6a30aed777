import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { errorMessage } from './errorMessage';

const t = i18next.t.bind(i18next);

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          errors: { in_use: 'Still used.', network: 'No connection.', unknown: 'Something went wrong.' },
        },
      },
    },
  });
});

describe('errorMessage', () => {
  it('translates a code it knows', () => {
    expect(errorMessage(t, new ApiError(409, 'in_use', 'This record is still used'))).toBe('Still used.');
  });

  it("shows the server's explanation of a code it does not know", () => {
    const refusal = new ApiError(409, 'profile_in_use', 'The payment profile is used by 2 API keys');
    expect(errorMessage(t, refusal)).toBe('The payment profile is used by 2 API keys');
  });

  it('falls back to a general message, and to the network when there was no answer', () => {
    expect(errorMessage(t, new ApiError(500, 'http_500', ''))).toBe('Something went wrong.');
    expect(errorMessage(t, new TypeError('Failed to fetch'))).toBe('No connection.');
  });
});
