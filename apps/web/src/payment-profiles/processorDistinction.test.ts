import type { Processor } from '@psp/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { processorDistinction } from './processorDistinction';

const t = i18next.t.bind(i18next);

beforeAll(async () => {
  await i18next.init({
    lng: 'en',
    resources: {
      en: {
        translation: {
          shareCredentials: { option: { adyen: 'Adyen', direct: 'Direct (no gateway)' } },
          paymentProfiles: { inactive: 'inactive' },
        },
      },
    },
  });
});

const processor = (overrides: Partial<Processor>): Processor => ({
  id: '00000000-0000-4000-8000-000000000001',
  organisation: '00000000-0000-4000-8000-00000000000a',
  name: 'Cards via Adyen',
  payment_product: 'card',
  gateway: 'adyen',
  active: true,
  simulated_latency_ms: 0,
  simulated_outcome: null,
  settlement_delay_days: 2,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...overrides,
});

describe('processorDistinction', () => {
  const organisations = [
    { id: '00000000-0000-4000-8000-00000000000a', name: 'Acme' },
    { id: '00000000-0000-4000-8000-00000000000b', name: 'Globex' },
  ];

  it('tells processors of the same name apart by gateway, organisation and activity', () => {
    const labels = [
      processor({}),
      processor({ organisation: '00000000-0000-4000-8000-00000000000b' }),
      processor({ gateway: 'direct' }),
      processor({ active: false }),
    ].map((one) => processorDistinction(one, organisations, t));
    expect(labels).toEqual([
      'Adyen · Acme',
      'Adyen · Globex',
      'Direct (no gateway) · Acme',
      'Adyen · Acme · inactive',
    ]);
  });

  it('leaves out an organisation it cannot name', () => {
    expect(processorDistinction(processor({}), [], t)).toBe('Adyen');
  });
});
