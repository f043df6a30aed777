import type { FastifyInstance } from 'fastify';
import { badRequest, type FieldError } from './errors.js';

const NUL = '\u0000';

/** The paths of every key and string value holding U+0000; iterative, so deep nesting cannot overflow. */
function nulPaths(roots: Record<string, unknown>): FieldError[] {
  const found: FieldError[] = [];
  const pending: [string, unknown][] = Object.entries(roots);
  while (pending.length > 0) {
    const [path, value] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL))
        found.push({ path, code: 'invalid_character', message: 'Must not contain a NUL character' });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes(NUL))
          found.push({
            path: `${path}.${key}`,
            code: 'invalid_character',
            message: 'A name must not contain a NUL character',
          });
        else pending.push([`${path}.${key}`, item]);
      }
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * PostgreSQL cannot store U+0000 in text (error 22021), so it is refused once, at the edge, for every
 * route: a 400 naming each path, query or body value that holds it, before validation and handlers.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = nulPaths({ params: request.params, query: request.query, body: request.body });
    if (found.length > 0) throw badRequest(found);
  });
}
