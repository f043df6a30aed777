import { describe, expect, it } from 'vitest';
import { fieldsOf, inputSchemas } from '../test/input-schemas.js';
import { MAX_URL_LENGTH } from './http-url.js';

/**
 * Every URL field of every input schema, found by what it takes: an address, but no plain text. A new
 * URL field is checked below without being listed.
 */
const URL_FIELDS = inputSchemas().flatMap(([name, schema]) =>
  fieldsOf(schema)
    .filter(
      (field) =>
        field.schema.safeParse('https://shop.example/thanks').success &&
        !field.schema.safeParse('thanks for your order').success,
    )
    .map((field) => ({ name: `${name} ${field.path}`, schema: field.schema })),
);

describe('URL fields', () => {
  it('are found in every schema that has one', () => {
    expect(URL_FIELDS.map((field) => field.name)).toEqual(
      expect.arrayContaining([
        'createPaymentSchema return_url',
        'createPaymentLinkSchema return_url',
        'createCardAddLinkSchema return_url',
        'createPlanSchema redirect_url',
        'updatePlanSchema redirect_url',
        'createPlanSchema webhook_subscription_update',
        'createPaymentProfileSchema website',
        'updatePaymentProfileSchema website',
        'createPaymentProfileSchema webhook_transaction_update',
        'createCheckoutDesignSchema logo_url',
        'createCheckoutDesignSchema background_image_url',
        'createValidationRulesetSchema webhook_url',
        'createWebhookSchema url',
      ]),
    );
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['ftp:', 'ftp://shop.example/file'],
    ['file:', 'file:///etc/passwd'],
    ['a user name and password', 'https://user:secret@shop.example/'],
    [`more than ${MAX_URL_LENGTH} characters`, `https://shop.example/${'a'.repeat(MAX_URL_LENGTH)}`],
  ])('refuse %s, every one of them', (_what, url) => {
    const taken = URL_FIELDS.filter((field) => field.schema.safeParse(url).success).map(
      (field) => field.name,
    );
    expect(taken).toEqual([]);
  });

  it('take an http and an https address', () => {
    for (const url of ['https://shop.example/thanks?order=1', 'http://shop.example/']) {
      const refused = URL_FIELDS.filter((field) => !field.schema.safeParse(url).success).map(
        (field) => field.name,
      );
      expect(refused).toEqual([]);
    }
  });
});
