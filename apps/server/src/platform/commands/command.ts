import { type Requirement, satisfies } from '@psp/domain';
import type { z } from 'zod';
import type { Actor } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import type { EventRecorder } from '../events/event-bus.js';
import { forbidden, parseInput } from '../http/errors.js';
import type { Executor } from '../resource/executor.js';
import type { WriteServices } from '../resource/resource-definition.js';
import type { ResourceService } from '../resource/resource-service.js';

/** What a command may use besides its transaction: the resources (read and write in scope), mail, secrets. */
export interface CommandServices extends WriteServices {
  resources: ResourceService;
}

export interface CommandContext {
  /** The command's one transaction: every read and write, its events and mail go through it. */
  trx: Executor;
  actor: Actor;
  events: EventRecorder;
  services: CommandServices;
}

/**
 * An operation that is not plain CRUD (capture, refund, reset MFA ...): its input schema lives in
 * `packages/domain`, the runner checks it and the requirement, and `run` gets one transaction. The
 * same command serves /api, /v1 and jobs: only the actor differs.
 */
export interface Command<S extends z.ZodType = z.ZodType, R = unknown> {
  name: string;
  input: S;
  requirement: Requirement;
  run(context: CommandContext, input: z.output<S>): Promise<R>;
}

export function defineCommand<S extends z.ZodType, R>(command: Command<S, R>): Command<S, R> {
  return command;
}

/** Runs commands: validates the input (400), checks the requirement (403), runs in one transaction. */
export class CommandRunner {
  constructor(
    private readonly database: Database,
    private readonly services: CommandServices,
    private readonly events: EventRecorder,
  ) {}

  /**
   * `source` names where the input came from in field errors: body, params or query. `within` runs in
   * the command's transaction with its result, after it: a caller stores its answer there (an
   * Idempotency-Key), so a process killed after the commit leaves the answer to replay.
   */
  async run<S extends z.ZodType, R>(
    command: Command<S, R>,
    actor: Actor,
    input: unknown,
    source: 'body' | 'params' | 'query' = 'body',
    within?: (trx: Executor, result: R) => Promise<void>,
  ): Promise<R> {
    const parsed = parseInput(command.input, input, source);
    if (!satisfies(actor, command.requirement)) throw forbidden();
    return this.database.db.transaction().execute(async (trx) => {
      const result = await command.run({ trx, actor, events: this.events, services: this.services }, parsed);
      await within?.(trx, result);
      return result;
    });
  }
}
