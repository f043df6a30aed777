import { describe, expect, it } from 'vitest';
import { GATEWAYS, PAYMENT_PRODUCTS } from '../processors/processor.schema.js';
import { addConfiguration, configurationFields, GATEWAY_CONFIGURATION } from './gateway-configuration.js';
import { createShareCredentialSchema, shareCredentialFormSchema } from './share-credential.schema.js';

describe('the gateway configuration catalogue', () => {
  it('covers every gateway, with unique names per choice', () => {
    expect(Object.keys(GATEWAY_CONFIGURATION).sort()).toEqual([...GATEWAYS].sort());
    for (const gateway of GATEWAYS) {
      for (const payment_product of PAYMENT_PRODUCTS) {
        const names = configurationFields({ gateway, type: 'processor', payment_product }).map((f) => f.name);
        expect(new Set(names).size, `${gateway} ${payment_product}`).toBe(names.length);
      }
    }
  });

  it('needs a gateway and a product or settlement type', () => {
    expect(configurationFields({ gateway: 'adyen', type: 'processor' })).toEqual([]);
    expect(configurationFields({ gateway: 'nope', type: 'processor', payment_product: 'card' })).toEqual([]);
    expect(
      configurationFields({ gateway: 'adyen', type: 'processorsettlement', payment_product: 'card' }),
    ).toEqual([]);
    expect(
      configurationFields({ gateway: 'adyen', type: 'processor', payment_product: 'applepay' }).map(
        (f) => f.name,
      ),
    ).toEqual(['merchant_account', 'api_key', 'hmac_key', 'live_url_prefix', 'apple_merchant_id']);
    expect(
      configurationFields({
        gateway: 'adyen',
        type: 'processorsettlement',
        processor_settlement_type: 'api',
      }).map((f) => f.name),
    ).toEqual(['report_user', 'report_password']);
  });

  it("'Add configuration' adds the missing rows once and keeps what is there", () => {
    const choice = { gateway: 'mollie', type: 'processor', payment_product: 'ideal' };
    const rows = [{ name: 'api_key', description: 'mine', value: 'live_x' }];
    const once = addConfiguration(rows, choice);
    expect(once).toEqual([
      { name: 'api_key', description: 'mine', value: 'live_x' },
      { name: 'profile_id', description: 'Website profile id (pfl_...)', value: '' },
    ]);
    expect(addConfiguration(once, choice)).toEqual(once);
  });
});

describe('the share credentials rules of 000 §5', () => {
  const share = {
    organisation: '0b3c9a4e-0000-4000-8000-000000000001',
    user: '0b3c9a4e-0000-4000-8000-000000000002',
    name: 'Adyen',
    description: 'Cards',
    type: 'processor',
    gateway: 'adyen',
    payment_product: 'card',
    details: [{ name: 'api_key', value: '' }],
  };
  const failing = (schema: ReturnType<typeof shareCredentialFormSchema>, input: object) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('requires values unless a merchant is viewed as PSP', () => {
    expect(failing(shareCredentialFormSchema(true), share)).toEqual(['details.0.value']);
    expect(failing(shareCredentialFormSchema(false), share)).toEqual([]);
    expect(failing(createShareCredentialSchema, { ...share, details: [] })).toEqual(['details']);
  });

  it('requires the product for processors and the settlement type for settlements', () => {
    expect(failing(createShareCredentialSchema, { ...share, payment_product: null })).toEqual([
      'payment_product',
    ]);
    expect(failing(createShareCredentialSchema, { ...share, type: 'processorsettlement' })).toEqual([
      'processor_settlement_type',
    ]);
  });
});
