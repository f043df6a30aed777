import type { DemoCountry } from './demo-organisations.js';
import type { Random } from './random.js';

interface City {
  name: string;
  region: string;
  /** Postal codes are drawn from this numeric range (or from these outward codes in GB). */
  postal: readonly [number, number] | readonly string[];
  /** Telephone area code for landlines. */
  area: string;
}

const city = (name: string, region: string, postal: City['postal'], area: string): City => ({
  name,
  region,
  postal,
  area,
});

/** Customer home towns per country, weighted towards the big cities by listing order. */
export const CITIES: Record<DemoCountry, readonly City[]> = {
  NL: [
    city('Amsterdam', 'Noord-Holland', [1011, 1109], '20'),
    city('Rotterdam', 'Zuid-Holland', [3011, 3089], '10'),
    city('Den Haag', 'Zuid-Holland', [2491, 2597], '70'),
    city('Utrecht', 'Utrecht', [3511, 3585], '30'),
    city('Eindhoven', 'Noord-Brabant', [5611, 5658], '40'),
    city('Groningen', 'Groningen', [9711, 9747], '50'),
    city('Tilburg', 'Noord-Brabant', [5011, 5049], '13'),
    city('Almere', 'Flevoland', [1311, 1359], '36'),
    city('Breda', 'Noord-Brabant', [4811, 4839], '76'),
    city('Nijmegen', 'Gelderland', [6511, 6546], '24'),
    city('Haarlem', 'Noord-Holland', [2011, 2037], '23'),
    city('Arnhem', 'Gelderland', [6811, 6846], '26'),
    city('Amersfoort', 'Utrecht', [3811, 3829], '33'),
    city('Zwolle', 'Overijssel', [8011, 8043], '38'),
    city('Leiden', 'Zuid-Holland', [2311, 2334], '71'),
    city('Maastricht', 'Limburg', [6211, 6229], '43'),
    city('Enschede', 'Overijssel', [7511, 7547], '53'),
    city('Leeuwarden', 'Friesland', [8911, 8939], '58'),
    city('Delft', 'Zuid-Holland', [2611, 2629], '15'),
    city('Gouda', 'Zuid-Holland', [2801, 2809], '182'),
  ],
  BE: [
    city('Antwerpen', 'Antwerpen', [2000, 2060], '3'),
    city('Gent', 'Oost-Vlaanderen', [9000, 9052], '9'),
    city('Brussel', 'Brussels Hoofdstedelijk Gewest', [1000, 1210], '2'),
    city('Brugge', 'West-Vlaanderen', [8000, 8310], '50'),
    city('Leuven', 'Vlaams-Brabant', [3000, 3012], '16'),
    city('Mechelen', 'Antwerpen', [2800, 2812], '15'),
    city('Hasselt', 'Limburg', [3500, 3512], '11'),
  ],
  DE: [
    city('Berlin', 'Berlin', [10115, 14199], '30'),
    city('Hamburg', 'Hamburg', [20095, 22769], '40'),
    city('München', 'Bayern', [80331, 81929], '89'),
    city('Köln', 'Nordrhein-Westfalen', [50667, 51149], '221'),
    city('Frankfurt am Main', 'Hessen', [60306, 60599], '69'),
    city('Düsseldorf', 'Nordrhein-Westfalen', [40210, 40629], '211'),
    city('Stuttgart', 'Baden-Württemberg', [70173, 70629], '711'),
  ],
  FR: [
    city('Paris', 'Île-de-France', [75001, 75020], '1'),
    city('Lyon', 'Auvergne-Rhône-Alpes', [69001, 69009], '4'),
    city('Marseille', "Provence-Alpes-Côte d'Azur", [13001, 13016], '4'),
    city('Toulouse', 'Occitanie', [31000, 31500], '5'),
    city('Nantes', 'Pays de la Loire', [44000, 44300], '2'),
    city('Lille', 'Hauts-de-France', [59000, 59800], '3'),
    city('Bordeaux', 'Nouvelle-Aquitaine', [33000, 33800], '5'),
  ],
  GB: [
    city('London', 'England', ['E1', 'N1', 'NW1', 'SE1', 'SW4', 'W2', 'EC1V'], '20'),
    city('Manchester', 'England', ['M1', 'M4', 'M14', 'M20'], '161'),
    city('Edinburgh', 'Scotland', ['EH1', 'EH3', 'EH8', 'EH10'], '131'),
    city('Bristol', 'England', ['BS1', 'BS6', 'BS8'], '117'),
    city('Birmingham', 'England', ['B1', 'B15', 'B29'], '121'),
    city('Glasgow', 'Scotland', ['G1', 'G12', 'G41'], '141'),
    city('Leeds', 'England', ['LS1', 'LS6', 'LS8'], '113'),
  ],
  US: [
    city('New York', 'NY', [10001, 10282], '212'),
    city('Austin', 'TX', [78701, 78759], '512'),
    city('Denver', 'CO', [80202, 80239], '303'),
    city('Chicago', 'IL', [60601, 60661], '312'),
    city('San Francisco', 'CA', [94102, 94134], '415'),
    city('Seattle', 'WA', [98101, 98199], '206'),
    city('Boston', 'MA', [2108, 2215], '617'),
  ],
  SE: [
    city('Stockholm', 'Stockholms län', [11120, 11869], '8'),
    city('Göteborg', 'Västra Götalands län', [41101, 41878], '31'),
    city('Malmö', 'Skåne län', [21110, 21845], '40'),
    city('Uppsala', 'Uppsala län', [75103, 75759], '18'),
  ],
};

/** Where foreign customers of a merchant in each country mostly come from. */
export const NEIGHBOURS: Record<DemoCountry, readonly DemoCountry[]> = {
  NL: ['BE', 'DE', 'GB', 'FR'],
  BE: ['NL', 'FR', 'DE'],
  DE: ['NL', 'FR', 'SE'],
  FR: ['BE', 'DE', 'GB'],
  GB: ['NL', 'FR', 'US'],
  US: ['GB'],
  SE: ['DE', 'NL', 'GB'],
};

/** Further card countries seen on cross-border payments without a customer record. */
export const FAR_COUNTRIES = [
  'AT',
  'CH',
  'ES',
  'IT',
  'PL',
  'IE',
  'DK',
  'NO',
  'PT',
  'CA',
  'AU',
  'JP',
] as const;

const LETTERS = [...'ABCDEFGHJKLMNPRSTVWXZ'];

export function postalCode(country: DemoCountry, place: City, random: Random): string {
  if (country === 'GB') {
    const outward = random.pick(place.postal as readonly string[]);
    return `${outward} ${random.int(1, 9)}${random.pick(LETTERS)}${random.pick(LETTERS)}`;
  }
  const [low, high] = place.postal as readonly [number, number];
  const number = random.int(low, high);
  switch (country) {
    case 'NL':
      return `${number} ${random.pick(LETTERS)}${random.pick(LETTERS)}`;
    case 'SE':
      return `${String(number).slice(0, 3)} ${String(number).slice(3)}`;
    case 'US':
      return String(number).padStart(5, '0');
    default:
      return String(number);
  }
}

export function mobileNumber(country: DemoCountry, random: Random, usArea = '212'): string {
  switch (country) {
    case 'NL':
      return `+31 6 ${random.digits(8)}`;
    case 'BE':
      return `+32 4${random.int(70, 99)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`;
    case 'DE':
      return `+49 ${random.pick(['151', '160', '170', '176'])} ${random.digits(8)}`;
    case 'FR':
      return `+33 ${random.pick(['6', '7'])} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`;
    case 'GB':
      return `+44 7${random.digits(3)} ${random.digits(6)}`;
    case 'US':
      return `+1 ${usArea} ${random.int(200, 999)} ${random.digits(4)}`;
    case 'SE':
      return `+46 7${random.pick(['0', '2', '3', '6'])} ${random.digits(3)} ${random.digits(2)} ${random.digits(2)}`;
  }
}

const DIALLING: Record<DemoCountry, string> = {
  NL: '31',
  BE: '32',
  DE: '49',
  FR: '33',
  GB: '44',
  US: '1',
  SE: '46',
};
const NATIONAL_DIGITS: Record<DemoCountry, number> = { NL: 9, BE: 8, DE: 10, FR: 9, GB: 10, US: 10, SE: 9 };

/** A landline in the city's area, for organisations. */
export function landline(country: DemoCountry, cityName: string, random: Random): string {
  const place = CITIES[country].find((candidate) => candidate.name === cityName) ?? CITIES[country][0]!;
  return `+${DIALLING[country]} ${place.area} ${random.digits(NATIONAL_DIGITS[country] - place.area.length)}`;
}

/** VAT or tax identification number in the country's format, with check digits where they exist. */
export function taxNumber(country: DemoCountry, random: Random): string {
  switch (country) {
    case 'NL':
      return `NL${random.digits(9)}B01`;
    case 'BE': {
      const base = `0${random.int(2000000, 9999999)}`;
      return `BE${base}${String(97 - (Number(base) % 97)).padStart(2, '0')}`;
    }
    case 'DE':
      return `DE${random.int(100000000, 999999999)}`;
    case 'FR': {
      const siren = random.int(100000000, 999999999);
      return `FR${String((12 + 3 * (siren % 97)) % 97).padStart(2, '0')}${siren}`;
    }
    case 'GB':
      return `GB${random.int(100000000, 999999999)}`;
    case 'US':
      return `${random.int(10, 99)}-${random.digits(7)}`;
    case 'SE':
      return `SE${random.int(5560000000, 5599999999)}01`;
  }
}

/** First octets of public IPv4 blocks used in each country (rough, but never private or reserved). */
const IP_BLOCKS: Record<string, readonly number[]> = {
  NL: [31, 77, 80, 82, 84, 145, 185, 213, 217],
  BE: [78, 81, 91, 109, 178, 193],
  DE: [46, 62, 79, 87, 91, 93, 134, 217],
  FR: [2, 78, 82, 86, 90, 92, 176],
  GB: [5, 51, 81, 86, 90, 109, 151],
  US: [24, 50, 66, 68, 73, 98, 173, 174],
  SE: [78, 83, 90, 94, 155, 194],
};
const OTHER_BLOCKS = [37, 41, 88, 95, 102, 118, 141, 188, 201];

/** A plausible public IPv4 address for a shopper in the country. */
export function ipAddress(country: string, random: Random): string {
  const first = random.pick(IP_BLOCKS[country] ?? OTHER_BLOCKS);
  return `${first}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
}
