import { PassThrough } from 'node:stream';
import {
  type BacktestLine,
  type CompiledRuleset,
  type ConditionIssue,
  compileRouting,
  compileRuleset,
  type RowOf,
  type RulesetAction,
  routingBacktestSchema,
  routingEndpoints,
  rulesetBacktestSchema,
  type StoredRoutingNode,
} from '@psp/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Actor, inScope } from '../platform/auth/actor.js';
import { actorOf } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { badRequest, notFound } from '../platform/http/errors.js';
import { streamWriter } from '../platform/http/stream-writer.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { idsOutsideScope } from '../platform/resource/scoped-ids.js';
import { activeProcessorsOf, evaluableTree, refuseUnknownProcessors } from '../routing/routing-checks.js';
import { routingResource } from '../routing/routings.resource.js';
import { validationRulesetResource } from '../rulesets/validation-rulesets.resource.js';
import { takeBacktestSlot } from './backtest-slots.js';
import { joinsFor, type PastPayment, type PastPaymentsQuery, readPastPayments } from './past-payments.js';
import { RoutingBacktestTally, ruleNamesOf } from './routing-backtest.js';
import { type BacktestRuleset, backtestRulesetOf, RulesetBacktestTally } from './ruleset-backtest.js';

/** The id the draft is evaluated under: never a stored ruleset's, so its trace is told apart. */
const DRAFT_ID = 'draft';

interface Tally<Result> {
  add(payments: readonly PastPayment[]): void;
  readonly answer: Result;
}

/**
 * The backtest as NDJSON: a progress line every 5 % of the payments read, then the result (or an error
 * line: the status is sent before the first page is read). Pages are read only as fast as the client
 * takes the lines, and reading stops when it leaves.
 */
function streamBacktest<Result>(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  database: Database,
  tally: Tally<Result>,
  query: PastPaymentsQuery,
) {
  reply.header('retry-after', '5');
  const release = takeBacktestSlot(database);
  reply.removeHeader('retry-after');
  const stream = new PassThrough();
  const write = streamWriter(stream);
  const line = (value: BacktestLine<Result>) => write(`${JSON.stringify(value)}\n`);
  let reported = -1;
  readPastPayments(database, query, async (payments, done, total) => {
    tally.add(payments);
    const step = Math.floor((done / total) * 20);
    if (step > reported) {
      reported = step;
      await line({ type: 'progress', done, total });
    }
    return !stream.destroyed;
  })
    .then(
      () => line({ type: 'result', ...tally.answer }),
      (error: unknown) => {
        log.error({ err: error }, 'backtest failed');
        return line({ type: 'error', error: 'backtest_failed', message: 'The backtest failed; try again' });
      },
    )
    .finally(() => {
      release();
      stream.end();
    });
  return reply.header('content-type', 'application/x-ndjson; charset=utf-8').send(stream);
}

/**
 * The organisation whose payments are replayed: the one asked for (in the caller's scope, else 404), the
 * saved version's, or the caller's own; a saved version of another organisation than the one asked is a 400.
 */
function organisationOf(actor: Actor, asked: string | undefined, saved: string | undefined): string {
  if (asked && !inScope(actor, asked)) throw notFound(`organisation ${asked}`);
  if (asked && saved && asked !== saved) {
    throw badRequest([
      {
        path: 'body.organisation',
        code: 'invalid_value',
        message: 'The saved version belongs to another organisation',
        expected: saved,
        actual: asked,
      },
    ]);
  }
  return asked ?? saved ?? actor.scopeRoot;
}

/** The organisation's 3-D Secure rulesets but the one edited, oldest first (the engine's order). */
async function challengeRulesetsOf(database: Database, organisation: string, edited: string | undefined) {
  const rows = await database.db
    .selectFrom('validation_rulesets')
    .select(['id', 'name', 'action', 'tag_id', 'payment_profile_id', 'rules'])
    .where('organisation_id', '=', organisation)
    .where('action', '=', '3dSecure')
    .$if(edited !== undefined, (query) => query.where('id', '!=', edited!))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows
    .map((row) =>
      backtestRulesetOf({
        ...row,
        action: row.action as RulesetAction,
        tag: row.tag_id,
        payment_profile: row.payment_profile_id,
      }),
    )
    .filter((ruleset): ruleset is BacktestRuleset => ruleset !== null);
}

/** The 400 of a draft condition the engine could not evaluate, on its exact part. */
const draftError = (path: string, { code, message, expected }: ConditionIssue) =>
  badRequest([{ path, code, message, ...(expected === undefined ? {} : { expected }) }]);

const responses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  429: errorSchema,
};

/**
 * `POST /api/validationruleset/backtest` and `POST /api/routing/backtest`: a draft replayed over the
 * organisation's payments of the last days, compared with the saved version. A bad draft is a 400 before
 * anything is read; the caller needs the resource's list role and the transaction list role.
 */
export function registerBacktestRoutes(app: FastifyInstance, database: Database, resources: ResourceService) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/validationruleset/backtest',
    {
      config: { operation: 'validationruleset.backtest' },
      schema: {
        tags: ['validationruleset'],
        summary: "A draft ruleset over the organisation's past payments (NDJSON: progress, then the result)",
        body: rulesetBacktestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { draft, id, days } = request.body;
      const compiled = compileRuleset({
        id: DRAFT_ID,
        name: DRAFT_ID,
        action: draft.action,
        tag: draft.tag ?? null,
        rules: draft.rules,
      });
      if ('issue' in compiled) {
        throw draftError(`body.draft.rules.${compiled.issue.rule}.${compiled.issue.path}`, compiled.issue);
      }
      const saved = id
        ? ((await resources.get(validationRulesetResource, actor, id)) as RowOf<'validationruleset'>)
        : null;
      const organisation = organisationOf(actor, request.body.organisation, saved?.organisation);
      const paymentProfile =
        draft.payment_profile === undefined ? (saved?.payment_profile ?? null) : draft.payment_profile;
      const draftRuleset = { ruleset: compiled.ruleset as CompiledRuleset, paymentProfile };
      const savedRuleset = saved ? backtestRulesetOf(saved) : null;
      const challengers = await challengeRulesetsOf(database, organisation, id);
      const tally = new RulesetBacktestTally(draftRuleset, savedRuleset, challengers);
      const rules = [draftRuleset, savedRuleset, ...challengers].flatMap(
        (ruleset) => ruleset?.ruleset.rules ?? [],
      );
      // Only one profile's payments can change when both versions are limited to it.
      const sameProfile = !saved || saved.payment_profile === paymentProfile;
      return streamBacktest(reply, request.log, database, tally, {
        organisations: [organisation],
        days,
        paymentProfile: sameProfile ? paymentProfile : null,
        joins: joinsFor(rules.map((rule) => rule.name)),
      });
    },
  );

  api.post(
    '/api/routing/backtest',
    {
      config: { operation: 'routing.backtest' },
      schema: {
        tags: ['routing'],
        summary: "A draft routing over the organisation's past payments of its product (NDJSON)",
        body: routingBacktestSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { draft, id, days } = request.body;
      const tree = evaluableTree(draft.details as StoredRoutingNode, 'body.draft.details');
      refuseUnknownProcessors(
        await idsOutsideScope(database.db, actor, 'processors', routingEndpoints(draft.details)),
        'body.draft.details',
      );
      const saved = id ? ((await resources.get(routingResource, actor, id)) as RowOf<'routing'>) : null;
      const organisation = organisationOf(actor, request.body.organisation, saved?.organisation);
      // A saved tree that no longer compiles is not used by the engine: compare with where payments went.
      const savedTree = saved ? compileRouting(saved.details as StoredRoutingNode) : null;
      const savedCompiled = savedTree && 'tree' in savedTree ? savedTree.tree : null;
      const tally = new RoutingBacktestTally(
        tree,
        savedCompiled,
        await activeProcessorsOf(database.db, organisation, draft.payment_product),
      );
      return streamBacktest(reply, request.log, database, tally, {
        organisations: [organisation],
        days,
        product: draft.payment_product,
        joins: joinsFor([...ruleNamesOf(tree), ...(savedCompiled ? ruleNamesOf(savedCompiled) : [])]),
      });
    },
  );
}
