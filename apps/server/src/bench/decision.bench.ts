// `npm run bench -- decision`: the live decision on its own (an organisation's rulesets and its routing
// tree, compiled once as the engine keeps them) over a mix of payments. No database. The bar: ≤ 50 µs
// per payment.
import { performance } from 'node:perf_hooks';
import {
  CARD_BRANDS,
  COUNTRY_CODES,
  type CompiledRoutingNode,
  type CompiledRuleset,
  compileRouting,
  compileRuleset,
  decideRulesets,
  evaluateRouting,
  type PaymentFacts,
  type StoredRuleset,
} from '@psp/domain';
import { percentile, printTable } from './report.js';

const PAYMENTS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

function must<R extends object>(result: R): Exclude<R, { issue: unknown }> {
  if ('issue' in result) throw new Error(JSON.stringify(result.issue));
  return result as Exclude<R, { issue: unknown }>;
}

const EU = ['NL', 'BE', 'DE', 'FR', 'LU', 'AT', 'ES', 'IT', 'IE', 'PT', 'FI', 'DK', 'SE'];
/** A busy merchant's set: four fraud rules, two 3-D Secure rules, four tag rules. */
const stored: StoredRuleset[] = [
  ['3dSecure', [['amount', '>', '25000']]],
  [
    '3dSecure',
    [
      ['country_code', 'NOT_IN', EU],
      ['amount', '>', '5000'],
    ],
  ],
  [
    'block',
    [
      ['card_bin', '==', '4000'],
      ['3ds', '==', 'false'],
      ['amount', '>', '100000'],
    ],
  ],
  ['block', [['country_code', 'IN', ['KP', 'IR', 'SY', 'CU']]]],
  [
    'block',
    [
      ['customer_status', '==', 'UNVERIFIED'],
      ['amount', '>', '50000'],
    ],
  ],
  [
    'block',
    [
      ['card_brand', '==', 'amex'],
      ['mcc', 'IN', ['7995', '5967']],
    ],
  ],
  ['tag', [['amount', '>=', '100000']]],
  ['tag', [['recurring', '==', 'true']]],
  [
    'tag',
    [
      ['country_code', 'NOT_IN', ['NL']],
      ['currency_code', '==', 'EUR'],
    ],
  ],
  ['tag', [['random', '<', '5']]],
].map(([action, rules], index) => ({
  id: `ruleset-${index}`,
  name: `Ruleset ${index}`,
  action: action as StoredRuleset['action'],
  tag: action === 'tag' ? `tag-${index}` : null,
  rules: (rules as [string, string, string | string[]][]).map(([name, operator, value]) => ({
    name,
    operator,
    value,
  })),
}));
const rulesets: CompiledRuleset[] = stored.map((ruleset) => must(compileRuleset(ruleset)).ruleset);

/** Three levels: amex apart, large payments to the acquirer, the rest split 70/30 over two gateways. */
const tree: CompiledRoutingNode = must(
  compileRouting({
    if: [{ name: 'card_brand', operator: '==', value: 'amex' }],
    then: 'processor-amex',
    else: {
      if: [
        { name: 'amount', operator: '>', value: '50000' },
        { name: 'currency_code', operator: '==', value: 'EUR' },
      ],
      then: 'processor-acquirer',
      else: {
        if: [{ name: 'random', operator: '<', value: '70' }],
        then: 'processor-adyen',
        else: 'processor-stripe',
      },
    },
  }),
).tree;

let seed = 42;
const next = () => {
  seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
  return seed / 2 ** 32;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
const payments: PaymentFacts[] = Array.from({ length: PAYMENTS }, (_, index) => ({
  id: `${index.toString(16).padStart(8, '0')}-5b2c-4c1e-9d7a-${Math.floor(next() * 2 ** 48)
    .toString(16)
    .padStart(12, '0')}`,
  amount: Math.floor(next() * 150_000) + 100,
  currency_code: next() < 0.9 ? 'EUR' : 'GBP',
  three_d_secure: next() < 0.3,
  recurring: next() < 0.1,
  country_code: next() < 0.8 ? pick(EU) : pick(COUNTRY_CODES),
  card: next() < 0.85 ? { id: null, brand: pick(CARD_BRANDS), bin: `4${Math.floor(next() * 99_999)}` } : null,
  customer:
    next() < 0.7 ? { id: `customer-${index}`, status: next() < 0.9 ? 'VERIFIED' : 'UNVERIFIED' } : null,
  mcc: '5651',
}));

let sink = 0;
const perPayment: number[] = [];
for (let round = 0; round < ROUNDS + 3; round++) {
  const start = performance.now();
  for (const payment of payments) {
    const decision = decideRulesets(rulesets, payment);
    if (!decision.blockedBy) sink += evaluateRouting(tree, payment).processor.length;
  }
  // The first rounds warm the JIT up.
  if (round >= 3) perPayment.push(((performance.now() - start) * 1000) / PAYMENTS);
}

console.log(
  `\nDecision per payment: ${stored.length} rulesets (${stored.reduce((sum, r) => sum + r.rules.length, 0)} rules) + a 3-level routing tree, traced; ${PAYMENTS.toLocaleString('en')} payments × ${ROUNDS} rounds (check ${sink > 0 ? 'ok' : 'none routed'})\n`,
);
printTable(
  ['µs per payment p50', 'µs per payment p95', 'target', 'met'],
  [
    [
      percentile(perPayment, 50).toFixed(2),
      percentile(perPayment, 95).toFixed(2),
      '≤ 50',
      percentile(perPayment, 95) <= 50 ? 'yes' : 'NO',
    ],
  ],
);
