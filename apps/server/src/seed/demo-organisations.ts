import type { Gateway, PaymentProduct, Role } from '@psp/domain';

/**
 * The fixed part of the demo world: the provider, its merchant tree and every login. Names, domains and
 * logins are hand-written so that documentation and tests can refer to them; everything else (streets,
 * customers, transactions) is generated from the seed.
 */

export const DEMO_PASSWORD = 'Demo-Password-2026!';

export type { Gateway, PaymentProduct };
export type DemoCountry = 'NL' | 'BE' | 'DE' | 'FR' | 'GB' | 'US' | 'SE';
export type DemoCurrency = 'EUR' | 'GBP' | 'USD' | 'SEK';
/** Decides the daily, weekly and seasonal rhythm of a merchant's payments. */
export type MerchantKind = 'shop' | 'online' | 'hospitality' | 'b2b' | 'saas' | 'tickets';

export interface DemoUserDefinition {
  email: string;
  name: string;
  roles: readonly Role[];
  description: string;
  language: 'nl' | 'en';
  /** Logs in with a second factor: a code by e-mail, or an authenticator app with this secret. */
  mfa?: { type: 'email' } | { type: 'google'; secret: string };
}

/**
 * The TOTP secret of the demo user with an authenticator app (base32). It is public on purpose: the
 * README lists it so a person trying the demo can add it to an authenticator app.
 */
export const DEMO_TOTP_SECRET = 'LIGHTHOUSEDEMOTOTPSECRET234567AB';

export interface DemoPlan {
  name: string;
  description: string;
  /** Major units of the merchant's currency. */
  amount: number;
  interval: 'month' | 'year';
  maxBillingCycle?: number;
  /** Relative popularity among the merchant's plans. */
  share: number;
}

export interface DemoDiscount {
  name: string;
  type: 'fixed_cents' | 'percentage';
  /** Major units for fixed_cents, a fraction (0.2 = 20%) for percentage. */
  amount: number;
  duration?: number;
  limitToFirstOrder?: boolean;
}

export interface DemoAddress {
  postalCode: string;
  city: string;
  region: string;
}

export interface DemoMerchant extends DemoAddress {
  /** Stable handle for the tree; children name their parent by it. */
  key: string;
  name: string;
  /** Key of the parent merchant; top-level merchants hang directly under the provider. */
  parent?: string;
  domain: string;
  country: DemoCountry;
  currency: DemoCurrency;
  timeZone: string;
  kind: MerchantKind;
  /** Relative share of the transaction volume: a few big merchants and a long tail. */
  weight: number;
  /** Log-normal basket size: median in major units and the spread (sigma of the log). */
  basket: { median: number; sigma: number };
  /** Transaction descriptions. */
  items: readonly string[];
  referencePrefix: string;
  /** One processor per entry; share is its part of the merchant's payments. */
  processors: readonly { product: PaymentProduct; gateway: Gateway; share: number }[];
  mcc: number;
  onboardedDaysAgo: number;
  deactivatedDaysAgo?: number;
  collecting?: boolean;
  modules?: readonly string[];
  mfaRequired?: boolean;
  subscriptions?: { share: number; plans: readonly DemoPlan[]; discounts: readonly DemoDiscount[] };
  users: readonly DemoUserDefinition[];
}

const owner = (email: string, name: string, language: 'nl' | 'en'): DemoUserDefinition => ({
  email,
  name,
  roles: ['USER_ALL'],
  description: 'Merchant owner: everything in this merchant and its sub-merchants',
  language,
});

export interface DemoProvider extends DemoAddress {
  name: string;
  domain: string;
  country: DemoCountry;
  currency: DemoCurrency;
  onboardedDaysAgo: number;
  users: readonly DemoUserDefinition[];
}

export const DEMO_PROVIDER: DemoProvider = {
  name: 'Lighthouse Payments',
  domain: 'lighthouse.demo',
  country: 'NL',
  currency: 'EUR',
  postalCode: '1016 DN',
  city: 'Amsterdam',
  region: 'Noord-Holland',
  onboardedDaysAgo: 2600,
  users: [
    {
      email: 'super@lighthouse.demo',
      name: 'Sam Carter',
      roles: ['PSP_SUPER'],
      description: 'Provider super user: every permission, every merchant',
      language: 'en',
    },
    {
      email: 'admin@lighthouse.demo',
      name: 'Eva de Vries',
      roles: ['PSP_ALL'],
      description: 'Provider administrator: all provider roles',
      language: 'nl',
    },
    {
      email: 'support@lighthouse.demo',
      name: 'Daan Bakker',
      roles: ['PSP_MERCHANT_LIST', 'TRANSACTION_LIST', 'REFUND_LIST', 'PSP_AUDITTRAIL_LIST'],
      description: 'Provider support desk: reads merchants, transactions, refunds and the audit trail',
      language: 'nl',
    },
  ],
};

const NL = { country: 'NL', currency: 'EUR', timeZone: 'Europe/Amsterdam' } as const;

export const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  {
    ...NL,
    key: 'goudenkorst',
    name: 'Bakkerij De Gouden Korst',
    domain: 'goudenkorst.demo',
    postalCode: '3811 GD',
    city: 'Amersfoort',
    region: 'Utrecht',
    kind: 'online',
    weight: 4,
    basket: { median: 24, sigma: 0.5 },
    items: [
      'Verjaardagstaart',
      'Appeltaart (12 personen)',
      'Broodbox voor kantoor',
      'Gebakdoos',
      'Kerststol',
    ],
    referencePrefix: 'BGK',
    processors: [
      { product: 'ideal', gateway: 'mollie', share: 0.6 },
      { product: 'card', gateway: 'adyen', share: 0.3 },
      { product: 'applepay', gateway: 'adyen', share: 0.1 },
    ],
    mcc: 5462,
    onboardedDaysAgo: 1900,
    users: [
      owner('owner@goudenkorst.demo', 'Marieke van den Berg', 'nl'),
      {
        email: 'finance@goudenkorst.demo',
        name: 'Joost Visser',
        roles: [
          'TRANSACTION_LIST',
          'REFUND_ALL',
          'SETTLEMENT_LIST',
          'REPORT_ALL',
          'STATISTICS_LIST',
          'CUSTOMER_LIST',
        ],
        description: 'Finance: transactions, refunds, settlements, reports and statistics',
        language: 'nl',
      },
      {
        email: 'support@goudenkorst.demo',
        name: 'Fatima El Amrani',
        roles: ['TRANSACTION_LIST', 'CUSTOMER_LIST', 'PAYMENT_LINK_LIST', 'CARD_ADD_LIST'],
        description: 'Customer service: reads transactions, customers and payment links only',
        language: 'nl',
      },
    ],
  },
  {
    ...NL,
    key: 'goudenkorst-utrecht',
    name: 'De Gouden Korst Utrecht',
    parent: 'goudenkorst',
    domain: 'goudenkorst-utrecht.demo',
    postalCode: '3512 JE',
    city: 'Utrecht',
    region: 'Utrecht',
    kind: 'shop',
    weight: 6,
    basket: { median: 9.5, sigma: 0.55 },
    items: ['Desem volkoren', 'Croissants', 'Tompoucen', 'Krentenbollen', 'Lunchbroodjes', 'Koffie en gebak'],
    referencePrefix: 'GKU',
    processors: [
      { product: 'card', gateway: 'adyen', share: 0.75 },
      { product: 'applepay', gateway: 'adyen', share: 0.25 },
    ],
    mcc: 5462,
    onboardedDaysAgo: 1500,
    users: [
      {
        email: 'shop@goudenkorst-utrecht.demo',
        name: 'Thijs Mulder',
        roles: ['USER_ALL'],
        description: 'Shop manager: everything in the Utrecht shop and its station kiosk',
        language: 'nl',
      },
    ],
  },
  {
    ...NL,
    key: 'goudenkorst-utrecht-centraal',
    name: 'De Gouden Korst Utrecht Centraal',
    parent: 'goudenkorst-utrecht',
    domain: 'goudenkorst-utrechtcentraal.demo',
    postalCode: '3511 CE',
    city: 'Utrecht',
    region: 'Utrecht',
    kind: 'shop',
    weight: 4,
    basket: { median: 4.8, sigma: 0.45 },
    items: ['Koffie to go', 'Saucijzenbroodje', 'Croissant', 'Kaasbroodje'],
    referencePrefix: 'GKC',
    processors: [{ product: 'card', gateway: 'adyen', share: 1 }],
    mcc: 5462,
    onboardedDaysAgo: 95,
    users: [owner('shop@goudenkorst-utrechtcentraal.demo', 'Bram Hendriks', 'nl')],
  },
  {
    ...NL,
    key: 'goudenkorst-haarlem',
    name: 'De Gouden Korst Haarlem',
    parent: 'goudenkorst',
    domain: 'goudenkorst-haarlem.demo',
    postalCode: '2011 RD',
    city: 'Haarlem',
    region: 'Noord-Holland',
    kind: 'shop',
    weight: 5,
    basket: { median: 9, sigma: 0.55 },
    items: ['Spelt meergranen', 'Appelflappen', 'Roomboter croissants', 'Haarlemmer halfje', 'Oranjetompoes'],
    referencePrefix: 'GKH',
    processors: [
      { product: 'card', gateway: 'adyen', share: 0.8 },
      { product: 'applepay', gateway: 'adyen', share: 0.2 },
    ],
    mcc: 5462,
    onboardedDaysAgo: 1200,
    users: [owner('shop@goudenkorst-haarlem.demo', 'Lotte de Groot', 'nl')],
  },
  {
    ...NL,
    key: 'goudenkorst-leiden',
    name: 'De Gouden Korst Leiden',
    parent: 'goudenkorst',
    domain: 'goudenkorst-leiden.demo',
    postalCode: '2311 EW',
    city: 'Leiden',
    region: 'Zuid-Holland',
    kind: 'shop',
    weight: 3,
    basket: { median: 8.5, sigma: 0.55 },
    items: ['Leidse kaasbroodjes', 'Volkoren bollen', 'Appeltaartpunt', 'Stokbrood'],
    referencePrefix: 'GKL',
    processors: [{ product: 'card', gateway: 'adyen', share: 1 }],
    mcc: 5462,
    onboardedDaysAgo: 700,
    users: [],
  },
  {
    ...NL,
    key: 'ateliernoord',
    name: 'Atelier Noord',
    domain: 'ateliernoord.demo',
    postalCode: '9711 LM',
    city: 'Groningen',
    region: 'Groningen',
    kind: 'online',
    weight: 8,
    basket: { median: 85, sigma: 0.7 },
    items: ['Wollen jas', 'Linnen overhemd', 'Zijden sjaal', 'Denim broek', 'Gebreide trui', 'Leren tas'],
    referencePrefix: 'ATN',
    processors: [
      { product: 'ideal', gateway: 'mollie', share: 0.5 },
      { product: 'card', gateway: 'adyen', share: 0.3 },
      { product: 'card', gateway: 'stripe', share: 0.2 },
    ],
    mcc: 5651,
    onboardedDaysAgo: 1400,
    users: [
      owner('owner@ateliernoord.demo', 'Sanne Kuipers', 'nl'),
      {
        email: 'webshop@ateliernoord.demo',
        name: 'Ruben Jansen',
        roles: ['PAYMENT_PROFILE_ALL', 'ORGANISATION_LIST'],
        description: 'Web developer: payment profiles, without processors, middleware or routing',
        language: 'en',
      },
    ],
  },
  {
    ...NL,
    key: 'stroopwafel',
    name: 'Stroopwafel Express',
    domain: 'stroopwafelexpress.demo',
    postalCode: '2801 JK',
    city: 'Gouda',
    region: 'Zuid-Holland',
    kind: 'online',
    weight: 10,
    basket: { median: 24, sigma: 0.55 },
    items: ['Stroopwafels (3 pakken)', 'Cadeaublik stroopwafels', 'Relatiegeschenk', 'Karamel siroopwafels'],
    referencePrefix: 'ORD',
    processors: [
      { product: 'ideal', gateway: 'buckaroo', share: 0.6 },
      { product: 'paypal', gateway: 'direct', share: 0.2 },
      { product: 'card', gateway: 'buckaroo', share: 0.2 },
    ],
    mcc: 5441,
    onboardedDaysAgo: 1100,
    users: [
      {
        ...owner('owner@stroopwafelexpress.demo', 'Ruben Jansen', 'nl'),
        description: 'Merchant owner who logs in with a code by e-mail (read it at /dev/mailbox)',
        mfa: { type: 'email' },
      },
    ],
  },
  {
    ...NL,
    key: 'bloemen',
    name: 'Hollandse Bloemen Online',
    domain: 'hollandsebloemen.demo',
    postalCode: '1431 GD',
    city: 'Aalsmeer',
    region: 'Noord-Holland',
    kind: 'online',
    weight: 6,
    basket: { median: 35, sigma: 0.4 },
    items: ['Boeket tulpen', 'Rozen (20 stuks)', 'Seizoensboeket', 'Orchidee in pot', 'Rouwstuk'],
    referencePrefix: 'HBO',
    processors: [
      { product: 'ideal', gateway: 'mollie', share: 0.55 },
      { product: 'card', gateway: 'mollie', share: 0.3 },
      { product: 'paypal', gateway: 'direct', share: 0.15 },
    ],
    mcc: 5992,
    onboardedDaysAgo: 980,
    mfaRequired: true,
    users: [
      {
        ...owner('owner@hollandsebloemen.demo', 'Anouk Smit', 'nl'),
        description: 'Merchant owner whose organisation requires MFA: sets it up at the first login',
      },
    ],
  },
  {
    ...NL,
    key: 'fitlab',
    name: 'FitLab Sportscholen',
    domain: 'fitlab.demo',
    postalCode: '3011 AD',
    city: 'Rotterdam',
    region: 'Zuid-Holland',
    kind: 'saas',
    weight: 3,
    basket: { median: 12, sigma: 0.6 },
    items: ['Dagpas', 'Personal training', 'Eiwitshake', 'Tienrittenkaart'],
    referencePrefix: 'FIT',
    processors: [
      { product: 'card', gateway: 'adyen', share: 0.5 },
      { product: 'ideal', gateway: 'adyen', share: 0.5 },
    ],
    mcc: 7997,
    onboardedDaysAgo: 820,
    subscriptions: {
      share: 0.6,
      plans: [
        {
          name: 'FitLab Basic',
          description: 'Onbeperkt sporten in één vestiging',
          amount: 24.99,
          interval: 'month',
          share: 5,
        },
        {
          name: 'FitLab Premium',
          description: 'Alle vestigingen en groepslessen',
          amount: 39.99,
          interval: 'month',
          share: 3.5,
        },
        {
          name: 'FitLab Jaarlidmaatschap',
          description: 'Premium, per jaar vooruit',
          amount: 399,
          interval: 'year',
          share: 1.5,
        },
      ],
      discounts: [
        { name: 'Welkomstkorting', type: 'fixed_cents', amount: 10, duration: 1, limitToFirstOrder: true },
        { name: 'Studentenkorting', type: 'percentage', amount: 0.2 },
      ],
    },
    users: [
      {
        ...owner('owner@fitlab.demo', 'Kevin Bos', 'nl'),
        description: `Merchant owner with an authenticator app (TOTP secret ${DEMO_TOTP_SECRET})`,
        mfa: { type: 'google', secret: DEMO_TOTP_SECRET },
      },
    ],
  },
  {
    ...NL,
    key: 'fitlab-rotterdam',
    name: 'FitLab Rotterdam Centrum',
    parent: 'fitlab',
    domain: 'fitlab-rotterdam.demo',
    postalCode: '3012 CN',
    city: 'Rotterdam',
    region: 'Zuid-Holland',
    kind: 'shop',
    weight: 2,
    basket: { median: 6.5, sigma: 0.5 },
    items: ['Eiwitshake', 'Sportdrank', 'Handdoekhuur', 'Dagpas'],
    referencePrefix: 'FRC',
    processors: [{ product: 'card', gateway: 'adyen', share: 1 }],
    mcc: 7997,
    onboardedDaysAgo: 800,
    users: [owner('owner@fitlab-rotterdam.demo', 'Naomi Pinas', 'nl')],
  },
  {
    ...NL,
    key: 'fitlab-denhaag',
    name: 'FitLab Den Haag',
    parent: 'fitlab',
    domain: 'fitlab-denhaag.demo',
    postalCode: '2511 CV',
    city: 'Den Haag',
    region: 'Zuid-Holland',
    kind: 'shop',
    weight: 1.5,
    basket: { median: 6.5, sigma: 0.5 },
    items: ['Eiwitshake', 'Sportdrank', 'Dagpas'],
    referencePrefix: 'FDH',
    processors: [{ product: 'card', gateway: 'adyen', share: 1 }],
    mcc: 7997,
    onboardedDaysAgo: 310,
    users: [owner('owner@fitlab-denhaag.demo', 'Yusuf Demir', 'nl')],
  },
  {
    ...NL,
    key: 'koffieanker',
    name: 'Koffiebranderij Het Anker',
    domain: 'hetanker.demo',
    postalCode: '8011 NB',
    city: 'Zwolle',
    region: 'Overijssel',
    kind: 'online',
    weight: 3,
    basket: { median: 25, sigma: 0.5 },
    items: ['Espressobonen 1 kg', 'Filterkoffie 500 g', 'Proefpakket', 'Handmolen', 'Cadeaubon'],
    referencePrefix: 'ANK',
    processors: [
      { product: 'ideal', gateway: 'mollie', share: 0.6 },
      { product: 'card', gateway: 'mollie', share: 0.4 },
    ],
    mcc: 5499,
    onboardedDaysAgo: 650,
    subscriptions: {
      share: 0.35,
      plans: [
        {
          name: 'Koffie-abonnement 500 g',
          description: 'Elke maand vers gebrand',
          amount: 17.95,
          interval: 'month',
          share: 6,
        },
        {
          name: 'Koffie-abonnement 1 kg',
          description: 'Voor de echte liefhebber',
          amount: 29.95,
          interval: 'month',
          share: 3,
        },
        {
          name: 'Proefabonnement',
          description: 'Drie maanden drie verschillende bonen',
          amount: 14.95,
          interval: 'month',
          maxBillingCycle: 3,
          share: 1,
        },
      ],
      discounts: [
        { name: 'Welkomstkorting', type: 'fixed_cents', amount: 5, duration: 1, limitToFirstOrder: true },
      ],
    },
    users: [owner('owner@hetanker.demo', 'Pieter Meijer', 'nl')],
  },
  {
    ...NL,
    key: 'leesteken',
    name: 'Boekhandel Het Leesteken',
    domain: 'leesteken.demo',
    postalCode: '6511 KH',
    city: 'Nijmegen',
    region: 'Gelderland',
    kind: 'shop',
    weight: 1.5,
    basket: { median: 21, sigma: 0.5 },
    items: ['Roman', 'Kinderboek', 'Kookboek', 'Boekenbon', 'Reisgids'],
    referencePrefix: 'BHL',
    processors: [
      { product: 'card', gateway: 'worldline', share: 0.7 },
      { product: 'ideal', gateway: 'worldline', share: 0.3 },
    ],
    mcc: 5942,
    onboardedDaysAgo: 1700,
    users: [owner('owner@leesteken.demo', 'Ingrid Dekker', 'nl')],
  },
  {
    ...NL,
    key: 'delinde',
    name: 'Tuincentrum De Linde',
    domain: 'tuincentrumdelinde.demo',
    postalCode: '3701 AA',
    city: 'Zeist',
    region: 'Utrecht',
    kind: 'shop',
    weight: 2,
    basket: { median: 35, sigma: 0.8 },
    items: ['Vaste planten', 'Potgrond', 'Tuinmeubel', 'Kerstboom', 'Bloembollen'],
    referencePrefix: 'TDL',
    processors: [{ product: 'card', gateway: 'worldline', share: 1 }],
    mcc: 5261,
    onboardedDaysAgo: 2100,
    users: [owner('owner@tuincentrumdelinde.demo', 'Wim van Leeuwen', 'nl')],
  },
  {
    ...NL,
    key: 'fietsvandijk',
    name: 'Fietsenmakerij Van Dijk',
    domain: 'fietsvandijk.demo',
    postalCode: '2611 HE',
    city: 'Delft',
    region: 'Zuid-Holland',
    kind: 'shop',
    weight: 1.5,
    basket: { median: 55, sigma: 1.1 },
    items: ['Reparatie', 'Onderhoudsbeurt', 'Fietsslot', 'Elektrische fiets', 'Binnenband'],
    referencePrefix: 'FVD',
    processors: [
      { product: 'card', gateway: 'direct', share: 0.6 },
      { product: 'ideal', gateway: 'mollie', share: 0.4 },
    ],
    mcc: 5940,
    onboardedDaysAgo: 560,
    collecting: false,
    users: [owner('owner@fietsvandijk.demo', 'Henk van Dijk', 'nl')],
  },
  {
    ...NL,
    key: 'waterland',
    name: 'Dierenkliniek Waterland',
    domain: 'dierenkliniekwaterland.demo',
    postalCode: '1441 CK',
    city: 'Purmerend',
    region: 'Noord-Holland',
    kind: 'shop',
    weight: 1,
    basket: { median: 85, sigma: 0.7 },
    items: ['Consult', 'Vaccinatie', 'Gebitsbehandeling', 'Dieetvoer'],
    referencePrefix: 'DKW',
    processors: [{ product: 'card', gateway: 'worldline', share: 1 }],
    mcc: 742,
    onboardedDaysAgo: 430,
    users: [owner('owner@dierenkliniekwaterland.demo', 'Esther Brouwer', 'nl')],
  },
  {
    ...NL,
    key: 'museumkwartier',
    name: 'Museum Kwartier Tickets',
    domain: 'museumkwartier.demo',
    postalCode: '1071 CX',
    city: 'Amsterdam',
    region: 'Noord-Holland',
    kind: 'tickets',
    weight: 5,
    basket: { median: 22, sigma: 0.5 },
    items: ['Toegangsticket volwassene', 'Gezinsticket', 'Rondleiding', 'Museumkaart', 'Audiotour'],
    referencePrefix: 'TKT',
    processors: [
      { product: 'ideal', gateway: 'adyen', share: 0.5 },
      { product: 'card', gateway: 'adyen', share: 0.4 },
      { product: 'applepay', gateway: 'adyen', share: 0.1 },
    ],
    mcc: 7991,
    onboardedDaysAgo: 1300,
    collecting: false,
    users: [owner('owner@museumkwartier.demo', 'Mila Verhoeven', 'nl')],
  },
  {
    ...NL,
    key: 'vandermeer',
    name: 'Groothandel Van der Meer B.V.',
    domain: 'vandermeer.demo',
    postalCode: '5911 AB',
    city: 'Venlo',
    region: 'Limburg',
    kind: 'b2b',
    weight: 1,
    basket: { median: 1400, sigma: 0.9 },
    items: ['Factuur groothandel', 'Pallet verpakkingsmateriaal', 'Horecapakket', 'Maandlevering'],
    referencePrefix: 'INV',
    processors: [
      { product: 'ideal', gateway: 'buckaroo', share: 0.6 },
      { product: 'card', gateway: 'buckaroo', share: 0.4 },
    ],
    mcc: 5199,
    onboardedDaysAgo: 1600,
    modules: ['sap'],
    users: [owner('owner@vandermeer.demo', 'Frank van der Meer', 'nl')],
  },
  {
    ...NL,
    key: 'zonvakanties',
    name: 'Zonvakanties.nl',
    domain: 'zonvakanties.demo',
    postalCode: '5611 AZ',
    city: 'Eindhoven',
    region: 'Noord-Brabant',
    kind: 'online',
    weight: 1.5,
    basket: { median: 1100, sigma: 0.6 },
    items: ['Aanbetaling pakketreis', 'Restbetaling reis', 'Annuleringsverzekering', 'Stedentrip'],
    referencePrefix: 'ZON',
    processors: [
      { product: 'ideal', gateway: 'mollie', share: 0.7 },
      { product: 'card', gateway: 'mollie', share: 0.3 },
    ],
    mcc: 4722,
    onboardedDaysAgo: 1000,
    deactivatedDaysAgo: 75,
    users: [owner('owner@zonvakanties.demo', 'Lisa Dijkstra', 'nl')],
  },
  {
    ...NL,
    key: 'bellanapoli',
    name: 'Pizzeria Bella Napoli',
    domain: 'bellanapoli.demo',
    postalCode: '3012 AL',
    city: 'Rotterdam',
    region: 'Zuid-Holland',
    kind: 'hospitality',
    weight: 1,
    basket: { median: 28, sigma: 0.5 },
    items: ['Pizza margherita', 'Pizza quattro formaggi', 'Afhaalmenu', 'Tiramisu'],
    referencePrefix: 'BNP',
    processors: [{ product: 'card', gateway: 'worldline', share: 1 }],
    mcc: 5812,
    onboardedDaysAgo: 900,
    deactivatedDaysAgo: 160,
    users: [],
  },
  {
    key: 'vandamme',
    name: 'Chocolatier Van Damme',
    domain: 'chocolatiervandamme.demo',
    country: 'BE',
    currency: 'EUR',
    timeZone: 'Europe/Brussels',
    postalCode: '8000',
    city: 'Brugge',
    region: 'West-Vlaanderen',
    kind: 'shop',
    weight: 3,
    basket: { median: 22, sigma: 0.6 },
    items: ['Pralines (500 g)', 'Truffels', 'Chocoladetablet', 'Paasei', 'Geschenkdoos'],
    referencePrefix: 'CVD',
    processors: [
      { product: 'bancontact', gateway: 'worldline', share: 0.6 },
      { product: 'card', gateway: 'worldline', share: 0.4 },
    ],
    mcc: 5441,
    onboardedDaysAgo: 1250,
    users: [owner('owner@chocolatiervandamme.demo', 'Tom Van Damme', 'nl')],
  },
  {
    key: 'pleintje',
    name: "Frituur 't Pleintje",
    domain: 'frituurpleintje.demo',
    country: 'BE',
    currency: 'EUR',
    timeZone: 'Europe/Brussels',
    postalCode: '2000',
    city: 'Antwerpen',
    region: 'Antwerpen',
    kind: 'hospitality',
    weight: 2,
    basket: { median: 11, sigma: 0.4 },
    items: ['Grote friet', 'Frikandel speciaal', 'Stoofvleessaus', 'Bicky burger'],
    referencePrefix: 'FTP',
    processors: [
      { product: 'bancontact', gateway: 'worldline', share: 0.8 },
      { product: 'card', gateway: 'worldline', share: 0.2 },
    ],
    mcc: 5814,
    onboardedDaysAgo: 740,
    users: [owner('owner@frituurpleintje.demo', 'Jef Peeters', 'nl')],
  },
  {
    key: 'koelnereck',
    name: 'Brauhaus Kölner Eck',
    domain: 'koelnereck.demo',
    country: 'DE',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    postalCode: '50667',
    city: 'Köln',
    region: 'Nordrhein-Westfalen',
    kind: 'hospitality',
    weight: 2,
    basket: { median: 38, sigma: 0.5 },
    items: ['Kölsch (Kranz)', 'Schnitzel', 'Halver Hahn', 'Gruppenreservierung'],
    referencePrefix: 'BKE',
    processors: [
      { product: 'card', gateway: 'adyen', share: 0.75 },
      { product: 'applepay', gateway: 'adyen', share: 0.25 },
    ],
    mcc: 5813,
    onboardedDaysAgo: 890,
    users: [owner('owner@koelnereck.demo', 'Lukas Schneider', 'en')],
  },
  {
    key: 'technikwerk',
    name: 'Technikwerk Berlin GmbH',
    domain: 'technikwerk.demo',
    country: 'DE',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    postalCode: '10115',
    city: 'Berlin',
    region: 'Berlin',
    kind: 'b2b',
    weight: 2,
    basket: { median: 850, sigma: 1 },
    items: ['Notebook', 'Monitor 27"', 'Serverwartung', 'Netzwerk-Switch', 'Softwarelizenz'],
    referencePrefix: 'TWB',
    processors: [
      { product: 'sofort', gateway: 'mollie', share: 0.35 },
      { product: 'card', gateway: 'stripe', share: 0.4 },
      { product: 'card', gateway: 'worldline', share: 0.25 },
    ],
    mcc: 5045,
    onboardedDaysAgo: 1450,
    users: [owner('owner@technikwerk.demo', 'Anna Fischer', 'en')],
  },
  {
    key: 'maisonlavande',
    name: 'Maison Lavande',
    domain: 'maisonlavande.demo',
    country: 'FR',
    currency: 'EUR',
    timeZone: 'Europe/Paris',
    postalCode: '69002',
    city: 'Lyon',
    region: 'Auvergne-Rhône-Alpes',
    kind: 'online',
    weight: 3,
    basket: { median: 45, sigma: 0.6 },
    items: ['Savon à la lavande', 'Huile essentielle', 'Coffret cadeau', 'Bougie parfumée', 'Crème de jour'],
    referencePrefix: 'MLV',
    processors: [
      { product: 'card', gateway: 'stripe', share: 0.7 },
      { product: 'paypal', gateway: 'direct', share: 0.3 },
    ],
    mcc: 5977,
    onboardedDaysAgo: 1050,
    users: [owner('owner@maisonlavande.demo', 'Camille Laurent', 'en')],
  },
  {
    key: 'petitbistrot',
    name: 'Le Petit Bistrot',
    domain: 'lepetitbistrot.demo',
    country: 'FR',
    currency: 'EUR',
    timeZone: 'Europe/Paris',
    postalCode: '75011',
    city: 'Paris',
    region: 'Île-de-France',
    kind: 'hospitality',
    weight: 1.5,
    basket: { median: 55, sigma: 0.5 },
    items: ['Menu du jour', 'Dîner pour deux', 'Bouteille de vin', 'Brunch du dimanche'],
    referencePrefix: 'LPB',
    processors: [{ product: 'card', gateway: 'worldline', share: 1 }],
    mcc: 5812,
    onboardedDaysAgo: 600,
    users: [owner('owner@lepetitbistrot.demo', 'Julien Moreau', 'en')],
  },
  {
    key: 'thistle',
    name: 'Thistle & Thread Ltd',
    domain: 'thistleandthread.demo',
    country: 'GB',
    currency: 'GBP',
    timeZone: 'Europe/London',
    postalCode: 'EH1 1BB',
    city: 'Edinburgh',
    region: 'Scotland',
    kind: 'online',
    weight: 3,
    basket: { median: 65, sigma: 0.6 },
    items: ['Tweed scarf', 'Cashmere jumper', 'Tartan blanket', 'Knitting kit', 'Wool socks'],
    referencePrefix: 'TNT',
    processors: [
      { product: 'card', gateway: 'stripe', share: 0.7 },
      { product: 'paypal', gateway: 'direct', share: 0.2 },
      { product: 'applepay', gateway: 'stripe', share: 0.1 },
    ],
    mcc: 5949,
    onboardedDaysAgo: 1150,
    users: [owner('owner@thistleandthread.demo', 'Fiona MacLeod', 'en')],
  },
  {
    key: 'camden',
    name: 'Camden Coffee Roasters',
    domain: 'camdencoffee.demo',
    country: 'GB',
    currency: 'GBP',
    timeZone: 'Europe/London',
    postalCode: 'NW1 8AH',
    city: 'London',
    region: 'England',
    kind: 'shop',
    weight: 3,
    basket: { median: 7.5, sigma: 0.5 },
    items: ['Flat white', 'Beans 250 g', 'Pastry', 'Cold brew', 'Brewing class'],
    referencePrefix: 'CCR',
    processors: [
      { product: 'card', gateway: 'adyen', share: 0.7 },
      { product: 'applepay', gateway: 'adyen', share: 0.3 },
    ],
    mcc: 5814,
    onboardedDaysAgo: 1350,
    users: [owner('owner@camdencoffee.demo', 'Oliver Hughes', 'en')],
  },
  {
    key: 'brightside',
    name: 'Brightside Software Inc.',
    domain: 'brightside.demo',
    country: 'US',
    currency: 'USD',
    timeZone: 'America/Chicago',
    postalCode: '78701',
    city: 'Austin',
    region: 'TX',
    kind: 'saas',
    weight: 5,
    basket: { median: 150, sigma: 0.8 },
    items: ['Extra seats', 'Onboarding package', 'Priority support', 'API usage'],
    referencePrefix: 'BSI',
    processors: [
      { product: 'card', gateway: 'stripe', share: 0.85 },
      { product: 'paypal', gateway: 'direct', share: 0.15 },
    ],
    mcc: 5734,
    onboardedDaysAgo: 240,
    subscriptions: {
      share: 0.85,
      plans: [
        { name: 'Starter', description: 'For small teams', amount: 29, interval: 'month', share: 5 },
        { name: 'Team', description: 'Up to 25 seats', amount: 99, interval: 'month', share: 3.5 },
        {
          name: 'Business (yearly)',
          description: 'Unlimited seats, billed yearly',
          amount: 990,
          interval: 'year',
          share: 1.5,
        },
      ],
      discounts: [{ name: 'LAUNCH20', type: 'percentage', amount: 0.2, duration: 3 }],
    },
    users: [owner('owner@brightside.demo', 'Megan Brooks', 'en')],
  },
  {
    key: 'trailhead',
    name: 'Trailhead Outdoor Supply',
    domain: 'trailheadoutdoor.demo',
    country: 'US',
    currency: 'USD',
    timeZone: 'America/Denver',
    postalCode: '80202',
    city: 'Denver',
    region: 'CO',
    kind: 'online',
    weight: 4,
    basket: { median: 90, sigma: 0.8 },
    items: ['Hiking boots', 'Tent', 'Down jacket', 'Backpack 40 l', 'Camping stove'],
    referencePrefix: 'THO',
    processors: [
      { product: 'card', gateway: 'stripe', share: 0.7 },
      { product: 'applepay', gateway: 'stripe', share: 0.15 },
      { product: 'paypal', gateway: 'direct', share: 0.15 },
    ],
    mcc: 5941,
    onboardedDaysAgo: 700,
    users: [owner('owner@trailheadoutdoor.demo', 'Jake Rivera', 'en')],
  },
  {
    key: 'nordisk',
    name: 'Nordisk Design AB',
    domain: 'nordiskdesign.demo',
    country: 'SE',
    currency: 'SEK',
    timeZone: 'Europe/Stockholm',
    postalCode: '111 57',
    city: 'Stockholm',
    region: 'Stockholms län',
    kind: 'online',
    weight: 3,
    basket: { median: 2400, sigma: 0.9 },
    items: ['Soffbord i ek', 'Taklampa', 'Ullpläd', 'Matstol', 'Keramikvas'],
    referencePrefix: 'NDA',
    processors: [
      { product: 'card', gateway: 'adyen', share: 0.6 },
      { product: 'klarna', gateway: 'adyen', share: 0.4 },
    ],
    mcc: 5712,
    onboardedDaysAgo: 130,
    users: [owner('owner@nordiskdesign.demo', 'Elin Lindqvist', 'en')],
  },
];

export interface DemoLogin {
  email: string;
  name: string;
  /** Organisation name. */
  organisation: string;
  roles: readonly Role[];
  description: string;
}

/** Every demo login; all share DEMO_PASSWORD. */
export const DEMO_USERS: readonly DemoLogin[] = [
  ...DEMO_PROVIDER.users.map((user) => ({ ...loginOf(user), organisation: DEMO_PROVIDER.name })),
  ...DEMO_MERCHANTS.flatMap((merchant) =>
    merchant.users.map((user) => ({ ...loginOf(user), organisation: merchant.name })),
  ),
];

function loginOf(user: DemoUserDefinition): Omit<DemoLogin, 'organisation'> {
  return { email: user.email, name: user.name, roles: user.roles, description: user.description };
}
