import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The body schema with unknown keys refused, for object schemas that do not already say what to do with them. */
function strict(schema: unknown): unknown {
  return schema instanceof z.ZodObject && schema._zod.def.catchall === undefined ? schema.strict() : schema;
}

/**
 * Every route's JSON body refuses fields it does not declare (400 `unrecognized_keys` naming each as
 * `body.<name>`) rather than dropping them silently: a misspelt field is an error, not a no-op.
 * Registered before the routes (and before the OpenAPI plugin, so the document says so too).
 */
export function refuseUnknownBodyFields(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema?.body) route.schema = { ...route.schema, body: strict(route.schema.body) };
  });
}
