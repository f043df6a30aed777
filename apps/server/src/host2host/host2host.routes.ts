import {
  bankStatusImportSchema,
  createPayoutFileSchema,
  importBankStatusSchema,
  payoutFileListSchema,
  payoutFileSchema,
} from '@psp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../platform/auth/authenticate.js';
import type { CommandRunner } from '../platform/commands/command.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { importBankStatusCommand } from './import-bank-status.command.js';
import {
  createPayoutFileCommand,
  listPayoutFiles,
  payoutFileIdSchema,
  payoutFileOfActor,
  sendPayoutFileCommand,
} from './payout-files.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The optional host2host module (ADR 0019): the provider's payout files for its bank (list, make,
 * download, mark as sent) and the import of the bank's status report. Every route is 409
 * `module_disabled` for a provider without the module.
 */
export function registerHost2HostRoutes(app: FastifyInstance, database: Database, commands: CommandRunner) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/payoutfile',
    {
      config: { operation: 'payoutfile.list' },
      schema: {
        tags: ['payoutfile'],
        summary: 'Payout files made for the bank, newest first, and the payouts waiting for one',
        response: { 200: payoutFileListSchema, ...errors },
      },
    },
    async (request) => listPayoutFiles(database.db, actorOf(request)),
  );
  api.post(
    '/api/payoutfile',
    {
      config: { operation: 'payoutfile.create' },
      schema: {
        tags: ['payoutfile'],
        summary: 'Make a pain.001 file of every payout on its way that no file holds yet',
        body: createPayoutFileSchema.optional(),
        response: { 201: payoutFileSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await commands.run(createPayoutFileCommand, actorOf(request), request.body ?? {})),
  );
  api.get(
    '/api/payoutfile/:id/download',
    {
      config: { operation: 'payoutfile.download' },
      schema: {
        tags: ['payoutfile'],
        summary: 'The pain.001 XML of a payout file, as it was made',
        params: payoutFileIdSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await payoutFileOfActor(database.db, actorOf(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.message_id}.xml"`)
        .send(file.content);
    },
  );
  api.post(
    '/api/payoutfile/:id/sent',
    {
      config: { operation: 'payoutfile.send' },
      schema: {
        tags: ['payoutfile'],
        summary: 'Confirm the file was delivered to the bank',
        params: payoutFileIdSchema,
        response: { 200: payoutFileSchema, ...errors },
      },
    },
    async (request) => commands.run(sendPayoutFileCommand, actorOf(request), request.params, 'params'),
  );
  api.post(
    '/api/payoutfile/import',
    {
      config: { operation: 'payoutfile.import' },
      schema: {
        tags: ['payoutfile'],
        summary: "Import the bank's pain.002 status report: payouts become PAID or FAILED",
        body: importBankStatusSchema,
        response: { 200: bankStatusImportSchema, ...errors },
      },
    },
    async (request) => commands.run(importBankStatusCommand, actorOf(request), request.body),
  );
}
