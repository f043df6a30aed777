import type { FastifyInstance } from 'fastify';
import { badRequest, type FieldError } from './errors.js';

const NUL = '\u0000';

/**
 * Levels of objects and arrays a request may nest. Validation and the handlers walk values recursively
 * (a routing tree's schema, the engine's compiler); deeper input would overflow the stack (a 500).
 */
export const MAX_NESTING = 64;

/**
 * The paths of every key and string value holding U+0000, and the first value nested deeper than
 * MAX_NESTING; iterative, so deep nesting cannot overflow here.
 */
function unsafePaths(roots: Record<string, unknown>): FieldError[] {
  const found: FieldError[] = [];
  const pending: [string, unknown, number][] = Object.entries(roots).map(([path, value]) => [path, value, 0]);
  let tooDeep = false;
  while (pending.length > 0) {
    const [path, value, depth] = pending.pop()!;
    if (depth > MAX_NESTING && value !== null && typeof value === 'object') {
      if (!tooDeep)
        found.push({
          path,
          code: 'too_deep',
          message: `Values nest at most ${MAX_NESTING} levels`,
          expected: MAX_NESTING,
        });
      tooDeep = true;
    } else if (typeof value === 'string') {
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
        else pending.push([`${path}.${key}`, item, depth + 1]);
      }
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * PostgreSQL cannot store U+0000 in text (error 22021), so it is refused once, at the edge, for every
 * route: a 400 naming each path, query or body value that holds it, before validation and handlers.
 * So is a body nested deeper than MAX_NESTING levels, which no route takes.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = unsafePaths({ params: request.params, query: request.query, body: request.body });
    if (found.length > 0) throw badRequest(found);
  });
}
