import { type CardBrand, CUSTOMER_SEGMENTS, CUSTOMER_STATUSES, type StatusOf } from '@psp/domain';
import type { Row } from './bulk.js';
import { CITIES, mobileNumber, NEIGHBOURS, postalCode } from './catalogues.js';
import type { DemoCountry } from './demo-organisations.js';
import { apportion, Random, WeightedPicker } from './random.js';
import { DAY_MS, HOUR_MS } from './rhythm.js';
import { addRows, type Organisation, type World } from './world.js';

export interface Customer {
  /** Position in Customers.all. */
  index: number;
  id: string;
  organisation: Organisation;
  createdAt: number;
  country: DemoCountry;
  card: { id: string; brand: CardBrand } | undefined;
  name: string;
  email: string;
}

/** Customers per organisation (by Organisation.index), sorted by creation time for lookups by date. */
export interface Customers {
  all: Customer[];
  byOrganisation: { customers: Customer[]; createdAt: Float64Array }[];
}

const SEGMENT_WEIGHTS: Record<(typeof CUSTOMER_SEGMENTS)[number], number> = {
  champions: 8,
  loyal: 12,
  potential_loyalist: 12,
  new: 10,
  promising: 8,
  need_attention: 9,
  about_to_sleep: 9,
  at_risk: 8,
  cant_lose: 3,
  hibernating: 11,
  lost: 10,
};
const SEGMENTS = new WeightedPicker(
  CUSTOMER_SEGMENTS,
  CUSTOMER_SEGMENTS.map((segment) => SEGMENT_WEIGHTS[segment]),
);

const STATUS_WEIGHTS: Record<StatusOf<'customer'>, number> = {
  VERIFIED: 35,
  AUTO_VERIFIED: 30,
  AUTO_UNVERIFIED: 15,
  UNVERIFIED: 5,
  UNKNOWN: 15,
};
const STATUSES = new WeightedPicker(
  CUSTOMER_STATUSES,
  CUSTOMER_STATUSES.map((status) => STATUS_WEIGHTS[status]),
);

const BRANDS_EUROPE = new WeightedPicker<CardBrand>(
  ['visa', 'mastercard', 'maestro', 'amex'],
  [50, 38, 8, 4],
);
const BRANDS_US = new WeightedPicker<CardBrand>(['visa', 'mastercard', 'amex'], [58, 30, 12]);

export function cardBrandFor(country: string, random: Random): CardBrand {
  return (country === 'US' ? BRANDS_US : BRANDS_EUROPE).pick(random);
}

/** First six digits in the brand's real issuer range; the rest of the number is never generated. */
function bin(brand: CardBrand, random: Random): string {
  switch (brand) {
    case 'visa':
      return `4${random.digits(5)}`;
    case 'mastercard':
      return `5${random.int(1, 5)}${random.digits(4)}`;
    case 'amex':
      return `3${random.pick(['4', '7'])}${random.digits(4)}`;
    case 'maestro':
      return `${random.pick(['6759', '5018', '6761'])}${random.digits(2)}`;
    case 'discover':
      return `6011${random.digits(2)}`;
  }
}

const TITLES: Record<DemoCountry, readonly [string, string] | undefined> = {
  NL: ['Mevr.', 'Dhr.'],
  BE: ['Mevr.', 'Dhr.'],
  DE: ['Frau', 'Herr'],
  FR: ['Mme', 'M.'],
  GB: ['Ms', 'Mr'],
  US: ['Ms.', 'Mr.'],
  SE: undefined,
};

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function isoDate(milliseconds: number): string {
  return new Date(milliseconds).toISOString().slice(0, 10);
}

/** About one customer per twenty payments, between 50 and 50,000. */
function customerCount(transactions: number): number {
  return Math.min(50_000, Math.max(50, Math.round(transactions / 20)));
}

export function generateCustomers(world: World, transactions: number): Customers {
  const random = new Random(world.seed, 'customers');
  const { anchor, windowStart, merchants, pools } = world;
  const activeDays = merchants.map(
    (organisation) =>
      Math.max(
        0,
        Math.min(organisation.activeUntil, anchor) - Math.max(organisation.activeFrom, windowStart),
      ) / DAY_MS,
  );
  const counts = apportion(
    customerCount(transactions),
    merchants.map((organisation, index) => organisation.merchant!.weight * activeDays[index]!),
  );
  const byOrganisation: Customers['byOrganisation'] = [];
  const all: Customer[] = [];
  const customerRows: Row[] = [];
  const cardRows: Row[] = [];
  for (let index = 0; index <= merchants.length; index++) {
    byOrganisation.push({ customers: [], createdAt: new Float64Array(0) });
  }

  merchants.forEach((organisation, merchantIndex) => {
    const from = Math.max(organisation.activeFrom, windowStart);
    const to = Math.min(organisation.activeUntil, anchor) - HOUR_MS;
    const list: Customer[] = [];
    for (let count = 0; count < counts[merchantIndex]!; count++) {
      const home = organisation.country;
      const country =
        random.chance(home === 'US' ? 0.95 : 0.85) || NEIGHBOURS[home].length === 0
          ? home
          : random.pick(NEIGHBOURS[home]);
      const pool = pools[country];
      const gender = random.chance(0.02) ? null : random.chance(0.5) ? 'female' : 'male';
      const firstName = random.pick(gender === 'male' ? pool.male : pool.female);
      const lastName = random.pick(pool.last);
      const place = random.pick(CITIES[country].slice(0, random.chance(0.6) ? 4 : undefined));
      // Later customers are likelier: the platform grows over the window.
      const createdAt = Math.round(from + (to - from) * random.next() ** 0.75);
      const ageYears = Math.min(90, Math.round(18 + random.logNormal(24, 0.45)));
      const titles = TITLES[country];
      const emailNumber = random.chance(0.3) ? String(random.int(1, 99)) : '';
      const customer: Customer = {
        index: -1,
        id: random.uuid(),
        organisation,
        createdAt,
        country,
        card: undefined,
        name: `${firstName} ${lastName}`,
        email: `${plain(firstName)}.${plain(lastName)}${emailNumber}@example.${random.pick(['com', 'net', 'org'])}`,
      };
      customerRows.push({
        id: customer.id,
        organisation_id: organisation.id,
        email_address: customer.email,
        first_name: firstName,
        last_name: lastName,
        initials: `${firstName[0]}.`,
        title: titles && gender ? titles[gender === 'female' ? 0 : 1] : null,
        gender,
        postal_code: postalCode(country, place, random),
        street_address: random.pick(pool.streets),
        house_number: String(random.int(1, country === 'US' ? 4800 : 220)),
        house_number_suffix:
          country === 'NL' && random.chance(0.12) ? random.pick(['A', 'B', 'bis', 'hs', '2']) : null,
        city: place.name,
        region: place.region,
        country_code: country,
        date_of_birth: isoDate(createdAt - ageYears * 365.25 * DAY_MS - random.int(0, 364) * DAY_MS),
        phone_number: random.chance(0.8) ? mobileNumber(country, random, place.area) : null,
        segment: SEGMENTS.pick(random),
        status: STATUSES.pick(random),
        merchant_reference: `CUS-${String(count + 1).padStart(6, '0')}`,
        created_at: new Date(createdAt),
        updated_at: new Date(Math.min(anchor, createdAt + random.int(0, 90) * DAY_MS)),
      });
      if (random.chance(0.6)) {
        const brand = cardBrandFor(country, random);
        const cardCreated = Math.min(anchor, createdAt + random.int(0, 20) * HOUR_MS);
        const issued = new Date(cardCreated).getUTCFullYear();
        customer.card = { id: random.uuid(), brand };
        cardRows.push({
          id: customer.card.id,
          organisation_id: organisation.id,
          customer_id: customer.id,
          brand,
          bin: bin(brand, random),
          last4: random.digits(4),
          expiry_month: random.int(1, 12),
          expiry_year: issued + random.int(0, 5),
          holder_name: customer.name.toUpperCase(),
          fingerprint: random.hex(32),
          created_at: new Date(cardCreated),
        });
      }
      list.push(customer);
    }
    list.sort((left, right) => left.createdAt - right.createdAt);
    byOrganisation[organisation.index] = {
      customers: list,
      createdAt: Float64Array.from(list, (customer) => customer.createdAt),
    };
    for (const customer of list) {
      customer.index = all.length;
      all.push(customer);
    }
  });
  addRows(world.tables, 'customers', customerRows);
  addRows(world.tables, 'cards', cardRows);
  return { all, byOrganisation };
}

/** How many of the organisation's customers existed at `time` (binary search). */
export function customersBefore(createdAt: Float64Array, time: number): number {
  let low = 0;
  let high = createdAt.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (createdAt[middle]! <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}
