import {
  type NUMBER_FORMATS as CHECKOUT_NUMBER_FORMATS,
  currencyExponent,
  MERCHANT_CATEGORY_CODES,
  toMinorUnits,
} from '@psp/domain';
import type { Row } from './bulk.js';
import { landline, taxNumber } from './catalogues.js';
import {
  DEMO_MERCHANTS,
  DEMO_PROVIDER,
  type DemoCountry,
  type DemoCurrency,
  type DemoMerchant,
  type DemoUserDefinition,
  type Gateway,
  type PaymentProduct,
} from './demo-organisations.js';
import { buildNamePools, type NamePool } from './faker-pools.js';
import { generateIban } from './iban.js';
import { Random, WeightedPicker } from './random.js';
import { DAY_MS, HOUR_MS } from './rhythm.js';

/**
 * The reference data of the demo: organisations, users and each merchant's payment configuration,
 * kept as records for the generators that follow and as rows for the database.
 */

/** Days of payment history before the anchor, unless the seed is asked for another span. */
export const WINDOW_DAYS = 400;

export interface Organisation {
  id: string;
  index: number;
  name: string;
  domain: string;
  country: DemoCountry;
  currency: DemoCurrency;
  /** Minor-unit digits of the currency. */
  exponent: number;
  /** Undefined for the provider. */
  merchant: DemoMerchant | undefined;
  createdAt: number;
  /** Payments happen between these two moments. */
  activeFrom: number;
  activeUntil: number;
  collecting: boolean;
  processors: Processor[];
  profiles: Profile[];
  profilePicker: WeightedPicker<Profile> | undefined;
  tags: { id: string; text: string }[];
  users: User[];
  /** A 'block' validation ruleset exists: failed payments can be fraud blocks. */
  blocks: boolean;
  /** Its validation rulesets as stored, oldest first: the seed decides its blocked payments with them. */
  rulesets: SeededRuleset[];
  /** Payments above this amount (minor units) get this tag. */
  tagRule: { threshold: number; tagId: string } | undefined;
  /** Payments above this amount (minor units) always go through 3-D Secure. */
  threeDSecureAbove: number | undefined;
  /** The merchant's checkout design (links and plans name it); undefined for the provider. */
  checkoutDesignId: string | undefined;
}

export interface Processor {
  id: string;
  /** Position in World.processors. */
  index: number;
  organisation: Organisation;
  product: PaymentProduct;
  gateway: Gateway;
  share: number;
}

export interface Profile {
  id: string;
  index: number;
  organisation: Organisation;
  currency: DemoCurrency;
  weight: number;
  /** Card-present payments at a terminal: no browser, no 3-D Secure. */
  terminal: boolean;
  picker: WeightedPicker<Processor>;
  /** Card payments above `threshold` go to `high`, the others to `low`. */
  cardRouting: { threshold: number; high: Processor; low: Processor } | undefined;
  webhookUrl: string | undefined;
}

export interface User {
  id: string;
  email: string;
  organisation: Organisation;
}

export interface World {
  seed: number;
  anchor: number;
  /** Days of payment history: the window is [windowStart, anchor]. */
  windowDays: number;
  windowStart: number;
  provider: Organisation;
  merchants: Organisation[];
  users: User[];
  processors: Processor[];
  profiles: Profile[];
  pools: Record<DemoCountry, NamePool>;
  /** Rows per table, waiting to be inserted (in TABLE_ORDER). */
  tables: Map<SeedTable, Row[]>;
}

/** Every table the seed writes, in an order that satisfies the foreign keys. */
export const TABLE_ORDER = [
  'organisations',
  'users',
  'password_history',
  'merchant_category_codes',
  'bank_accounts',
  'processors',
  'failovers',
  'middlewares',
  'checkout_designs',
  'tags',
  'routings',
  'payment_profiles',
  'payment_profile_processors',
  'payment_profile_middlewares',
  'validation_rulesets',
  'customers',
  'cards',
  'plans',
  'subscription_discounts',
  'subscriptions',
  'subscription_attached_discounts',
  'welcome_mails',
  'pricing_schemes',
  'processor_settlements',
  'settlement_updates',
  'payment_links',
  'card_add_links',
  'scheduled_transactions',
  'api_keys',
  'events',
  'imports',
  'share_credentials',
  'webhooks',
  'webhook_history',
  'webhook_endpoints',
  'report_schedules',
  'reports',
  'report_chunks',
  'audit_trail_items',
  'status_updates',
] as const;

export type SeedTable = (typeof TABLE_ORDER)[number];

export function addRows(tables: Map<SeedTable, Row[]>, table: SeedTable, rows: readonly Row[]): void {
  const existing = tables.get(table);
  if (existing) existing.push(...rows);
  else tables.set(table, [...rows]);
}

const GATEWAY_NAMES: Record<Gateway, string> = {
  direct: 'Lighthouse Direct',
  adyen: 'Adyen',
  stripe: 'Stripe',
  buckaroo: 'Buckaroo',
  mollie: 'Mollie',
  worldline: 'Worldline',
};

export const PRODUCT_NAMES: Record<PaymentProduct, string> = {
  card: 'Cards',
  ideal: 'iDEAL',
  paypal: 'PayPal',
  bancontact: 'Bancontact',
  sofort: 'SOFORT',
  klarna: 'Klarna',
  applepay: 'Apple Pay',
};

/** The checkout offers these number formats only; English-language markets use en_US. */
const NUMBER_FORMATS: Record<DemoCountry, (typeof CHECKOUT_NUMBER_FORMATS)[number]> = {
  NL: 'nl_NL',
  BE: 'nl_NL',
  DE: 'de_DE',
  FR: 'fr_FR',
  GB: 'en_US',
  US: 'en_US',
  SE: 'en_US',
};

/** Where the settlement account is held: US merchants keep a USD account in London. */
const BANK_COUNTRY: Record<DemoCountry, string> = {
  NL: 'NL',
  BE: 'BE',
  DE: 'DE',
  FR: 'FR',
  GB: 'GB',
  US: 'GB',
  SE: 'SE',
};

const BRAND_COLOURS = [
  '#1f4e79',
  '#8b5a2b',
  '#2e7d32',
  '#6a1b9a',
  '#c62828',
  '#00695c',
  '#ef6c00',
  '#283593',
];

const TAGS: readonly (readonly [string, string])[] = [
  ['VIP', 'yellow'],
  ['Review', 'orange'],
  ['Wholesale', 'blue'],
  ['Gift', 'pink'],
  ['Campaign', 'grape'],
  ['Follow-up', 'red'],
  ['Loyal', 'green'],
];

/** Days from capture to settlement, as each acquirer pays out. */
export const SETTLEMENT_DELAY_DAYS: Record<Gateway, number> = {
  direct: 1,
  adyen: 2,
  stripe: 2,
  buckaroo: 1,
  mollie: 1,
  worldline: 3,
};

const MIDDLEWARES = [
  { type: 'fraud_screening', name: 'Fraud screening', config: { provider: 'Ravelin', scoreThreshold: 80 } },
  {
    type: '3ds_server',
    name: '3-D Secure server',
    config: { provider: 'Netcetera', challenge: 'no_preference' },
  },
  {
    type: 'currency_conversion',
    name: 'Currency conversion',
    config: { provider: 'Fexco', markupBasisPoints: 250 },
  },
] as const;

const PROFILE_NAMES: Record<DemoMerchant['kind'], readonly [string, string]> = {
  shop: ['Winkel', 'Webshop'],
  online: ['Webshop', 'App'],
  hospitality: ['Restaurant', 'Reserveringen'],
  b2b: ['Facturen', 'Klantportaal'],
  saas: ['Subscriptions', 'Self-service'],
  tickets: ['Kassa', 'Online tickets'],
};

function processorConfig(merchant: DemoMerchant, gateway: Gateway, random: Random): Record<string, unknown> {
  const account = merchant.name.replace(/[^A-Za-z]/g, '').slice(0, 18);
  switch (gateway) {
    case 'adyen':
      return {
        merchantAccount: `${account}${merchant.country}_ECOM`,
        environment: 'live',
        mcc: merchant.mcc,
      };
    case 'stripe':
      return {
        account: `acct_${random.alphanumeric(16)}`,
        statementDescriptor: account.toUpperCase(),
        mcc: merchant.mcc,
      };
    case 'mollie':
      return { profileId: `pfl_${random.alphanumeric(10)}`, mcc: merchant.mcc };
    case 'buckaroo':
      return { websiteKey: random.alphanumeric(10), mcc: merchant.mcc };
    case 'worldline':
      return { pspid: account.toUpperCase(), acquirer: 'Worldline', mcc: merchant.mcc };
    case 'direct':
      return { acquirer: 'Lighthouse Acquiring', mid: random.digits(15), mcc: merchant.mcc };
  }
}

function iso(milliseconds: number): Date {
  return new Date(milliseconds);
}

interface Context {
  random: Random;
  pools: Record<DemoCountry, NamePool>;
  anchor: number;
  passwordHash: string;
  /** Seals a secret for storage, as the API stores it (TOTP secrets). */
  seal: (secret: string) => string;
  tables: Map<SeedTable, Row[]>;
  users: User[];
  processors: Processor[];
  profiles: Profile[];
}

function organisationRow(
  context: Context,
  organisation: Organisation,
  parentId: string | null,
  details: {
    postalCode: string;
    city: string;
    region: string;
    modules: readonly string[];
    mfaRequired: boolean;
  },
): Row {
  const { random, pools } = context;
  const pool = pools[organisation.country];
  const houseNumber = String(random.int(1, organisation.country === 'US' ? 2400 : 180));
  return {
    id: organisation.id,
    parent_id: parentId,
    kind: organisation.merchant ? 'merchant' : 'provider',
    name: organisation.name,
    email: `info@${organisation.domain}`,
    phone: landline(organisation.country, details.city, random),
    street: random.pick(pool.streets),
    street_number: random.chance(0.2) && organisation.country === 'NL' ? `${houseNumber}A` : houseNumber,
    extended_address: organisation.country === 'US' ? `Suite ${random.int(1, 9)}00` : null,
    country_code: organisation.country,
    region: details.region,
    postal_code: details.postalCode,
    locality: details.city,
    tax_number: taxNumber(organisation.country, random),
    base_currency: organisation.currency,
    collecting: organisation.collecting,
    active: organisation.activeUntil >= context.anchor,
    modules: details.modules,
    mfa_required: details.mfaRequired,
    session_idle_minutes: details.mfaRequired ? 15 : null,
    created_at: iso(organisation.createdAt),
    updated_at: iso(Math.min(organisation.activeUntil, organisation.createdAt + 30 * DAY_MS)),
  };
}

function addUsers(
  context: Context,
  organisation: Organisation,
  definitions: readonly DemoUserDefinition[],
): void {
  const { random, anchor } = context;
  for (const definition of definitions) {
    const createdAt = organisation.createdAt + random.int(1, 20) * DAY_MS + random.int(8, 17) * HOUR_MS;
    const lastLogin =
      organisation.activeUntil < anchor
        ? organisation.activeUntil - random.int(1, 30) * DAY_MS
        : anchor - random.int(1, 10 * 24) * HOUR_MS;
    const user: User = { id: random.uuid(), email: definition.email, organisation };
    context.users.push(user);
    organisation.users.push(user);
    addRows(context.tables, 'users', [
      {
        id: user.id,
        organisation_id: organisation.id,
        email: definition.email,
        name: definition.name,
        language: definition.language,
        password_hash: context.passwordHash,
        roles: definition.roles,
        blocked: false,
        mfa_type: definition.mfa?.type ?? null,
        totp_secret: definition.mfa?.type === 'google' ? context.seal(definition.mfa.secret) : null,
        last_login_at: iso(Math.max(createdAt, lastLogin)),
        created_at: iso(createdAt),
        updated_at: iso(createdAt),
      },
    ]);
    addRows(context.tables, 'password_history', [
      {
        id: random.uuid(),
        user_id: user.id,
        password_hash: context.passwordHash,
        created_at: iso(createdAt),
      },
    ]);
  }
}

function newOrganisation(
  context: Context,
  index: number,
  definition: {
    name: string;
    domain: string;
    country: DemoCountry;
    currency: DemoCurrency;
    onboardedDaysAgo: number;
    deactivatedDaysAgo?: number;
    collecting?: boolean;
  },
  merchant: DemoMerchant | undefined,
): Organisation {
  const { random, anchor } = context;
  const createdAt = anchor - definition.onboardedDaysAgo * DAY_MS + random.int(9, 16) * HOUR_MS;
  const activeUntil =
    definition.deactivatedDaysAgo === undefined ? anchor : anchor - definition.deactivatedDaysAgo * DAY_MS;
  return {
    id: random.uuid(),
    index,
    name: definition.name,
    domain: definition.domain,
    country: definition.country,
    currency: definition.currency,
    exponent: currencyExponent(definition.currency),
    merchant,
    createdAt,
    // Boarding takes a few days: contracts, processor accounts, a test payment.
    activeFrom: createdAt + 5 * DAY_MS,
    activeUntil,
    collecting: definition.collecting ?? true,
    processors: [],
    profiles: [],
    profilePicker: undefined,
    tags: [],
    users: [],
    blocks: false,
    rulesets: [],
    tagRule: undefined,
    threeDSecureAbove: undefined,
    checkoutDesignId: undefined,
  };
}

const TERMINAL_PRODUCTS: ReadonlySet<PaymentProduct> = new Set(['card', 'applepay', 'bancontact']);

interface ProfilePlan {
  name: string;
  processors: Processor[];
  terminal: boolean;
  weight: number;
}

/**
 * Physical businesses take most payments on a terminal (card-present products only) and the rest
 * online; big online merchants run a second channel with fewer payment methods.
 */
function profilePlan(merchant: DemoMerchant, all: Processor[]): ProfilePlan[] {
  const [first, second] = PROFILE_NAMES[merchant.kind];
  if (merchant.kind === 'shop' || merchant.kind === 'hospitality' || merchant.kind === 'tickets') {
    const present = all.filter((processor) => TERMINAL_PRODUCTS.has(processor.product));
    const terminalWeight = merchant.kind === 'tickets' ? 0.35 : 0.75;
    if (present.length === 0) return [{ name: second, processors: all, terminal: false, weight: 1 }];
    if (present.length === all.length && merchant.weight < 3) {
      return [{ name: first, processors: present, terminal: true, weight: 1 }];
    }
    return [
      { name: first, processors: present, terminal: true, weight: terminalWeight },
      { name: second, processors: all, terminal: false, weight: 1 - terminalWeight },
    ];
  }
  if (all.length > 1 && merchant.weight >= 3) {
    return [
      { name: first, processors: all, terminal: false, weight: 0.7 },
      { name: second, processors: all.slice(1), terminal: false, weight: 0.3 },
    ];
  }
  return [{ name: first, processors: all, terminal: false, weight: 1 }];
}

/** Processors, middlewares, profiles, routing, bank account, checkout, tags and rulesets of one merchant. */
function configureMerchant(context: Context, organisation: Organisation): void {
  const { random, tables } = context;
  const merchant = organisation.merchant!;
  const created = organisation.createdAt;
  const at = (days: number) => iso(created + days * DAY_MS + random.int(9, 17) * HOUR_MS);
  const dutch = organisation.country === 'NL' || organisation.country === 'BE';

  const { iban, bic } = generateIban(BANK_COUNTRY[organisation.country], random);
  const bankAccountId = random.uuid();
  addRows(tables, 'bank_accounts', [
    {
      id: bankAccountId,
      organisation_id: organisation.id,
      holder_name: organisation.name,
      iban,
      bic,
      currency_code: organisation.currency,
      created_at: at(1),
      updated_at: at(1),
    },
  ]);

  for (const definition of merchant.processors) {
    const processor: Processor = {
      id: random.uuid(),
      index: context.processors.length,
      organisation,
      product: definition.product,
      gateway: definition.gateway,
      share: definition.share,
    };
    organisation.processors.push(processor);
    context.processors.push(processor);
    addRows(tables, 'processors', [
      {
        id: processor.id,
        organisation_id: organisation.id,
        name: `${PRODUCT_NAMES[definition.product]} via ${GATEWAY_NAMES[definition.gateway]}`,
        payment_product: definition.product,
        gateway: definition.gateway,
        active: true,
        config: processorConfig(merchant, definition.gateway, random),
        settlement_delay_days: SETTLEMENT_DELAY_DAYS[definition.gateway],
        created_at: at(2),
        updated_at: at(2),
      },
    ]);
  }
  // A product with several processors fails over from one to the next, in the order they were set up.
  for (const product of new Set(organisation.processors.map((processor) => processor.product))) {
    const ids = organisation.processors.filter((p) => p.product === product).map((p) => p.id);
    if (ids.length < 2) continue;
    addRows(tables, 'failovers', [
      {
        id: random.uuid(),
        organisation_id: organisation.id,
        payment_product: product,
        processor_ids: ids,
        max_attempts: Math.min(3, ids.length),
        created_at: at(2),
        updated_at: at(2),
      },
    ]);
  }

  const middlewareCount = random.int(0, 2);
  const middlewareIds: string[] = [];
  for (const template of random.shuffle(MIDDLEWARES).slice(0, middlewareCount)) {
    const id = random.uuid();
    middlewareIds.push(id);
    addRows(tables, 'middlewares', [
      {
        id,
        organisation_id: organisation.id,
        name: template.name,
        type: template.type,
        active: true,
        config: template.config,
        created_at: at(3),
        updated_at: at(3),
      },
    ]);
  }

  const checkoutId = random.uuid();
  organisation.checkoutDesignId = checkoutId;
  const colour = random.pick(BRAND_COLOURS);
  addRows(tables, 'checkout_designs', [
    {
      id: checkoutId,
      organisation_id: organisation.id,
      name: dutch ? 'Standaard' : 'Default',
      description: dutch ? 'Huisstijl van de webshop' : 'House style of the shop',
      header_payment_description: 'merchant_reference',
      background_color: '#f7f7f5',
      logo_url: `https://www.${organisation.domain}/logo.svg`,
      header_color: colour,
      header_text_color: '#ffffff',
      button_color: colour,
      button_text_color: '#ffffff',
      show_language_switch: organisation.country !== 'US',
      payment_product_order: [...new Set(merchant.processors.map((processor) => processor.product))].join(
        ',',
      ),
      number_format: NUMBER_FORMATS[organisation.country],
      created_at: at(3),
      updated_at: at(3),
    },
  ]);

  const tagCount = random.int(2, 3);
  for (const [text, color] of random.shuffle(TAGS).slice(0, tagCount)) {
    const id = random.uuid();
    organisation.tags.push({ id, text });
    addRows(tables, 'tags', [
      { id, organisation_id: organisation.id, text, color, created_at: at(4), updated_at: at(4) },
    ]);
  }

  const all = organisation.processors;
  const cards = all.filter((processor) => processor.product === 'card');
  let routing: { id: string; threshold: number; high: Processor; low: Processor } | undefined;
  if (cards.length >= 2) {
    // Large card payments go to the acquirer with the better rate on high tickets.
    routing = { id: random.uuid(), threshold: 10000, high: cards[0]!, low: cards[1]! };
    addRows(tables, 'routings', [
      {
        id: routing.id,
        organisation_id: organisation.id,
        name: dutch ? 'Kaartbetalingen op bedrag' : 'Card payments by amount',
        payment_product: 'card',
        details: {
          if: [{ name: 'amount', operator: '>', value: String(routing.threshold) }],
          // biome-ignore lint/suspicious/noThenProperty: the spec's routing tree names its branches if/then/else.
          then: routing.high.id,
          else: routing.low.id,
        },
        created_at: at(6),
        updated_at: at(6),
      },
    ]);
  }

  for (const plan of profilePlan(merchant, all)) {
    const profileId = random.uuid();
    const routed = routing && plan.processors.includes(routing.high) && plan.processors.includes(routing.low);
    const webhooks = !plan.terminal && merchant.kind !== 'shop' && merchant.kind !== 'hospitality';
    const webhookBase = `https://api.${organisation.domain}/webhooks`;
    const profile: Profile = {
      id: profileId,
      index: context.profiles.length,
      organisation,
      currency: organisation.currency,
      weight: plan.weight,
      terminal: plan.terminal,
      picker: new WeightedPicker(
        plan.processors,
        plan.processors.map((processor) => processor.share),
      ),
      cardRouting: routed ? routing : undefined,
      webhookUrl: webhooks ? `${webhookBase}/payments` : undefined,
    };
    context.profiles.push(profile);
    organisation.profiles.push(profile);
    addRows(tables, 'payment_profiles', [
      {
        id: profileId,
        organisation_id: organisation.id,
        name: plan.name,
        display_name: organisation.name,
        website: `https://www.${organisation.domain}`,
        description: `${plan.name} ${organisation.name}`,
        currency_code: organisation.currency,
        bank_account_id: bankAccountId,
        intelligent_routing: Boolean(routed),
        routing: routed ? { card: routing!.id } : {},
        webhook_transaction_update: profile.webhookUrl ?? null,
        webhook_refund_update: webhooks ? `${webhookBase}/refunds` : null,
        webhook_chargeback_update: webhooks ? `${webhookBase}/chargebacks` : null,
        webhook_failed_email: webhooks ? `tech@${organisation.domain}` : null,
        created_at: at(5),
        updated_at: at(5),
      },
    ]);
    addRows(
      tables,
      'payment_profile_processors',
      plan.processors.map((processor, order) => ({
        payment_profile_id: profileId,
        processor_id: processor.id,
        position: order,
      })),
    );
    if (organisation.profiles.length === 1) {
      addRows(
        tables,
        'payment_profile_middlewares',
        middlewareIds.map((middlewareId, order) => ({
          payment_profile_id: profileId,
          middleware_id: middlewareId,
          position: order,
        })),
      );
    }
  }
  organisation.profilePicker = new WeightedPicker(
    organisation.profiles,
    organisation.profiles.map((profile) => profile.weight),
  );

  addRulesets(context, organisation, at(7));
}

/** A validation ruleset as the seed stores it. */
export interface SeededRuleset {
  id: string;
  name: string;
  action: Ruleset['action'];
  tag_id: string | null;
  payment_profile_id: string | null;
  rules: Ruleset['rules'];
}

interface Ruleset {
  name: string;
  action: '3dSecure' | 'tag' | 'block';
  rules: { name: string; operator: string; value: string }[];
  email?: string;
  tagId?: string;
  paymentProfileId?: string;
}

function addRulesets(context: Context, organisation: Organisation, createdAt: Date): void {
  const { random, tables } = context;
  const merchant = organisation.merchant!;
  const minor = (major: number) => toMinorUnits(major, organisation.currency);
  const threeDSecureAbove = minor(organisation.currency === 'SEK' ? 5000 : 500);
  const reviewTag = organisation.tags[0]!;
  const tagThreshold = minor(Math.round(merchant.basket.median * 8));
  const candidates: Ruleset[] = [
    {
      name: `Tag large orders as ${reviewTag.text}`,
      action: 'tag',
      tagId: reviewTag.id,
      rules: [{ name: 'amount', operator: '>', value: String(tagThreshold) }],
    },
    {
      name: 'Block card testing',
      action: 'block',
      email: `risk@${organisation.domain}`,
      // Card testers try tiny amounts with cards from abroad.
      rules: [
        { name: 'amount', operator: '<', value: String(minor(1)) },
        { name: 'country_code', operator: '!=', value: organisation.country },
      ],
    },
  ];
  if (organisation.processors.some((processor) => processor.product === 'card')) {
    candidates.push({
      name: 'Force 3-D Secure on large card payments',
      action: '3dSecure',
      rules: [{ name: 'amount', operator: '>', value: String(threeDSecureAbove) }],
      paymentProfileId: organisation.profiles[0]!.id,
    });
  }
  const chosen = random.shuffle(candidates).slice(0, random.int(1, 2));
  for (const ruleset of chosen) {
    if (ruleset.action === '3dSecure') organisation.threeDSecureAbove = threeDSecureAbove;
    else if (ruleset.action === 'tag')
      organisation.tagRule = { threshold: tagThreshold, tagId: reviewTag.id };
    else organisation.blocks = true;
  }
  const rows = chosen.map((ruleset) => ({
    id: random.uuid(),
    organisation_id: organisation.id,
    name: ruleset.name,
    action: ruleset.action,
    webhook_url: null,
    email: ruleset.email ?? null,
    tag_id: ruleset.tagId ?? null,
    payment_profile_id: ruleset.paymentProfileId ?? null,
    rules: ruleset.rules,
    created_at: createdAt,
    updated_at: createdAt,
  }));
  organisation.rulesets = rows;
  addRows(tables, 'validation_rulesets', rows);
}

/** Builds the organisations tree with users and merchant configuration. */
export function buildWorld(
  seed: number,
  anchor: number,
  windowDays: number,
  passwordHash: string,
  seal: (secret: string) => string,
): World {
  const random = new Random(seed, 'world');
  const tables = new Map<SeedTable, Row[]>();
  const context: Context = {
    random,
    pools: buildNamePools(seed),
    anchor,
    passwordHash,
    seal,
    tables,
    users: [],
    processors: [],
    profiles: [],
  };
  const windowStart = Math.floor(anchor / DAY_MS) * DAY_MS - windowDays * DAY_MS;

  const provider = newOrganisation(context, 0, DEMO_PROVIDER, undefined);
  addRows(tables, 'organisations', [
    organisationRow(context, provider, null, { ...DEMO_PROVIDER, modules: [], mfaRequired: false }),
  ]);
  addUsers(context, provider, DEMO_PROVIDER.users);

  const byKey = new Map<string, Organisation>();
  const merchants = DEMO_MERCHANTS.map((merchant, index) => {
    const organisation = newOrganisation(context, index + 1, merchant, merchant);
    byKey.set(merchant.key, organisation);
    return organisation;
  });
  for (const organisation of merchants) {
    const merchant = organisation.merchant!;
    const parent = merchant.parent ? byKey.get(merchant.parent) : provider;
    if (!parent) throw new Error(`Demo merchant ${merchant.key} names an unknown parent ${merchant.parent}`);
    addRows(tables, 'organisations', [
      organisationRow(context, organisation, parent.id, {
        ...merchant,
        modules: merchant.modules ?? [],
        mfaRequired: merchant.mfaRequired ?? false,
      }),
    ]);
  }
  for (const organisation of merchants) addUsers(context, organisation, organisation.merchant!.users);

  addRows(
    tables,
    'merchant_category_codes',
    Object.entries(MERCHANT_CATEGORY_CODES).map(([code, title]) => ({ number: Number(code), title })),
  );

  const { iban, bic } = generateIban('NL', random);
  addRows(tables, 'bank_accounts', [
    {
      id: random.uuid(),
      organisation_id: provider.id,
      holder_name: `${provider.name} B.V. Stichting Derdengelden`,
      iban,
      bic,
      currency_code: 'EUR',
      created_at: iso(provider.createdAt),
      updated_at: iso(provider.createdAt),
    },
  ]);

  for (const organisation of merchants) configureMerchant(context, organisation);

  const { users, processors, profiles, pools } = context;
  return {
    seed,
    anchor,
    windowDays,
    windowStart,
    provider,
    merchants,
    users,
    processors,
    profiles,
    pools,
    tables,
  };
}
