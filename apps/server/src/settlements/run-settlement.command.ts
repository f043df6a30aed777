import { RESOURCE_ACCESS, runSettlementSchema } from '@psp/domain';
import { actorReference, inScope } from '../platform/auth/actor.js';
import { defineCommand } from '../platform/commands/command.js';
import { badRequest, notFound } from '../platform/http/errors.js';
import type { JobQueue } from '../platform/jobs/job-queue.js';
import { startSettlementRun } from './settlement-jobs.js';
import { settlementRunOf } from './settlement-run.js';

/**
 * Settle now: starts a run for one merchant (with its sub-organisations) or the caller's whole scope,
 * or a schedule's organisation (kept in the schedule's history), up to a cutoff (now by default, never in
 * the future); the run's job settles each profile. Records
 * `settlementrun.started`.
 */
export function runSettlementCommand(jobs: JobQueue) {
  return defineCommand({
    name: 'settlement.create',
    input: runSettlementSchema,
    requirement: RESOURCE_ACCESS.settlement.create,
    async run({ trx, actor, events }, input) {
      const schedule = input.settlement_schedule
        ? await trx
            .selectFrom('settlement_schedules')
            .select(['id', 'organisation_id'])
            .where('id', '=', input.settlement_schedule)
            .executeTakeFirst()
        : undefined;
      if (input.settlement_schedule && (!schedule || !inScope(actor, schedule.organisation_id))) {
        throw notFound('The settlement schedule');
      }
      const organisation = schedule?.organisation_id ?? input.organisation ?? actor.scopeRoot;
      if (!inScope(actor, organisation)) throw notFound('The organisation');
      const now = Date.now();
      if (input.cutoff && Date.parse(input.cutoff) > now) {
        throw badRequest([
          {
            path: 'body.cutoff',
            code: 'cutoffInFuture',
            message: 'cutoffInFuture',
            expected: 'a moment not after now',
          },
        ]);
      }
      const cutoff = input.cutoff ? new Date(input.cutoff).toISOString() : new Date(now).toISOString();
      const run = await startSettlementRun(trx, jobs, {
        organisation,
        schedule: schedule?.id ?? null,
        cutoff,
        manual: true,
      });
      await events.record(trx, {
        type: 'settlementrun.started',
        resource: 'settlementrun',
        resource_id: run.id,
        organisation,
        actor: actorReference(actor),
        before: { status: null },
        after: { status: 'RUNNING', cutoff, organisation },
      });
      const row = await trx
        .selectFrom('settlement_runs')
        .selectAll()
        .where('id', '=', run.id)
        .executeTakeFirstOrThrow();
      return settlementRunOf(row);
    },
  });
}
