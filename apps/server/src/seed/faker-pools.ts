import { base, de, en, en_GB, en_US, Faker, fr, type LocaleDefinition, nl, nl_BE, sv } from '@faker-js/faker';
import type { DemoCountry } from './demo-organisations.js';

/**
 * Faker is used only to fill small pools of localised names and streets, once per seed; the
 * high-volume rows combine pool entries with the fast PRNG (one faker call per customer field would
 * cost seconds at 50,000 customers).
 */

const LOCALES: Record<DemoCountry, LocaleDefinition> = {
  NL: nl,
  BE: nl_BE,
  DE: de,
  FR: fr,
  GB: en_GB,
  US: en_US,
  SE: sv,
};

export interface NamePool {
  female: readonly string[];
  male: readonly string[];
  last: readonly string[];
  streets: readonly string[];
}

const POOL_SIZE = 160;

export function buildNamePools(seed: number): Record<DemoCountry, NamePool> {
  const pools = {} as Record<DemoCountry, NamePool>;
  (Object.keys(LOCALES) as DemoCountry[]).forEach((country, index) => {
    const faker = new Faker({ locale: [LOCALES[country], en, base] });
    faker.seed(seed * 31 + index);
    const unique = (make: () => string) => [...new Set(Array.from({ length: POOL_SIZE }, make))];
    pools[country] = {
      female: unique(() => faker.person.firstName('female')),
      male: unique(() => faker.person.firstName('male')),
      last: unique(() => faker.person.lastName()),
      streets: unique(() => faker.location.street()),
    };
  });
  return pools;
}
