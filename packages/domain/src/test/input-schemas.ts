import { z } from 'zod';
import * as domain from '../index.js';

/** What a caller sends: the create and update schemas, bodies and command inputs the domain exports. */
const INPUT_SCHEMA = /^(create|update)\w*Schema$|(Body|Input)Schema$/;

/** The domain's input schemas by export name, for tests that check a rule on every field of a kind. */
export function inputSchemas(): [name: string, schema: z.ZodType][] {
  return Object.entries(domain).flatMap(([name, value]): [string, z.ZodType][] =>
    INPUT_SCHEMA.test(name) && value instanceof z.ZodType ? [[name, value]] : [],
  );
}

/**
 * Every field of a schema at every depth, by dotted path (an array's element as `0`), each with its own
 * schema as the caller's value meets it (optional, nullable and defaults included). Wrappers, unions and
 * pipes are looked through to the objects and arrays inside.
 */
export function fieldsOf(schema: z.ZodType, path: string[] = []): { path: string; schema: z.ZodType }[] {
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => [
      { path: [...path, key].join('.'), schema: field },
      ...fieldsOf(field, [...path, key]),
    ]);
  }
  if (schema instanceof z.ZodArray) return fieldsOf(schema.element as z.ZodType, [...path, '0']);
  if (schema instanceof z.ZodUnion)
    return (schema.options as z.ZodType[]).flatMap((one) => fieldsOf(one, path));
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType, path);
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly
  ) {
    return fieldsOf(schema.def.innerType as z.ZodType, path);
  }
  return [];
}
