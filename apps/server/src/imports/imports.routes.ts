import { PassThrough } from 'node:stream';
import {
  type Import,
  type ImportEvent,
  importPreviewRequestSchema,
  importPreviewSchema,
  importRequestSchema,
  MAX_IMPORT_BYTES,
} from '@psp/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../platform/auth/actor.js';
import { actorOf } from '../platform/auth/authenticate.js';
import type { Database } from '../platform/db/database.js';
import { errorSchema } from '../platform/http/error-schema.js';
import { badRequest, conflict, HttpError } from '../platform/http/errors.js';
import type { WriteServices } from '../platform/resource/resource-definition.js';
import type { ResourceService } from '../platform/resource/resource-service.js';
import { checkImportFile, importFieldErrors, importTarget, refuseOversized } from './import-checks.js';
import { fileHash, runImport } from './import-writer.js';
import { importResource } from './imports.resource.js';

/** Room for the JSON escaping of a file at the limit; a larger file fails the schema's byte check (400). */
const BODY_LIMIT = 3 * MAX_IMPORT_BYTES;
const UNIQUE_VIOLATION = '23505';

/**
 * Imports in two steps: a preview that checks every row and writes nothing, then the import of the same
 * file, refused unless every row is valid, written in one transaction, answered as a stream of progress
 * lines ending with the report. The client's import id makes a retry answer the first import's report.
 */
export function registerImportRoutes(
  app: FastifyInstance,
  database: Database,
  service: ResourceService,
  services: WriteServices,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema };

  api.post(
    '/api/import/preview',
    {
      bodyLimit: BODY_LIMIT,
      config: { operation: 'import.preview' },
      schema: {
        tags: ['import'],
        summary: 'Check a CSV file of merchants or customers row by row; nothing is written',
        body: importPreviewRequestSchema,
        response: { 200: importPreviewSchema, ...errors },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const target = await importTarget(database, actor, request.body);
      const file = await checkImportFile(database, actor, request.body.kind, target, request.body.csv);
      refuseOversized(file);
      return { ...file, rows: file.rows.map(({ data: _data, ...row }) => row) };
    },
  );

  /** The finished import with this id, if the caller may see it; a different file under the id is a 409. */
  async function finished(actor: Actor, id: string, kind: string, csv: string) {
    const row = await database.db
      .selectFrom('imports')
      .select(['kind', 'file_hash'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.kind !== kind || row.file_hash !== fileHash(csv)) {
      throw conflict('import_id_reused', 'This import id was used for another file; start a new import');
    }
    return (await service.get(importResource, actor, id)) as Import;
  }

  api.post(
    '/api/import',
    {
      bodyLimit: BODY_LIMIT,
      config: { operation: 'import.create' },
      schema: {
        tags: ['import'],
        summary:
          'Import a checked CSV file in one transaction. The answer is application/x-ndjson: progress lines, then a done line with the import (or a failed line: nothing was written). Repeating an import id answers its report.',
        body: importRequestSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { id, kind, csv } = request.body;
      const stream = new PassThrough();
      const send = (event: ImportEvent) => stream.write(`${JSON.stringify(event)}\n`);
      // The typed reply only knows the error bodies; the stream is sent as a plain reply.
      const respond = () =>
        (reply as FastifyReply).type('application/x-ndjson').header('cache-control', 'no-store').send(stream);

      const replay = await finished(actor, id, kind, csv);
      if (replay) {
        respond();
        send({ type: 'done', import: replay });
        stream.end();
        return reply;
      }
      const target = await importTarget(database, actor, request.body);
      const file = await checkImportFile(database, actor, kind, target, csv);
      refuseOversized(file);
      if (file.file_errors.length || file.invalid_rows) {
        throw badRequest(importFieldErrors(file), 'The file has errors; nothing was imported');
      }

      respond();
      try {
        await runImport(
          database,
          { actor, resources: service, services },
          { id, kind, target, csv, rows: file.rows },
          (done, total) => send({ type: 'progress', done, total }),
        );
        send({ type: 'done', import: (await service.get(importResource, actor, id)) as Import });
      } catch (error) {
        // Headers are sent: the failure is the stream's last line. The transaction was rolled back.
        const sameImport = (error as { code?: string; constraint?: string }).constraint === 'imports_pkey';
        if ((error as { code?: string }).code === UNIQUE_VIOLATION && sameImport) {
          send({ type: 'done', import: (await finished(actor, id, kind, csv))! });
        } else {
          request.log.error({ err: error, importId: id }, 'import failed');
          const message =
            error instanceof HttpError ? error.message : 'The import failed; nothing was written. Try again.';
          send({ type: 'failed', error: error instanceof HttpError ? error.code : 'import_failed', message });
        }
      } finally {
        stream.end();
      }
      return reply;
    },
  );
}
