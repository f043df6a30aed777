import { z } from 'zod';
import type { ResourceName } from '../roles/api-operations.js';

/**
 * Metadata on entity schema fields, read by the server's generic resource layer: a reference to
 * another resource (the field is the id, or the object when populated), the column when it is not
 * the field name, and whether the field is a URL the server will call (whose host the server judges
 * when it saves, net/outbound-url.ts).
 */
export interface FieldMeta {
  ref?: ResourceName;
  column?: string;
  outboundUrl?: true;
}
export const fieldMeta = z.registry<FieldMeta>();

function referenceSchema() {
  return z.union([z.uuid(), z.looseObject({ id: z.uuid() })]);
}

/**
 * The schema of a reference, carrying the referenced resource in its type only, so `PopulatedRowOf`
 * can type a populated reference as the referenced row.
 */
export type RefSchema<R extends ResourceName> = ReturnType<typeof referenceSchema> & { readonly '~ref': R };

/** A reference to another resource: its id, or the referenced object when `_populate`d. */
export function ref<R extends ResourceName>(resource: R): RefSchema<R> {
  const schema = referenceSchema();
  fieldMeta.add(schema, { ref: resource });
  return schema as RefSchema<R>;
}

export const id = () => z.uuid();
export const timestamp = () => z.iso.datetime({ offset: true });
export const date = () => z.iso.date();
/** A yes/no query parameter, spelled `true` or `false`. */
export const booleanText = () => z.enum(['true', 'false']).transform((value) => value === 'true');
/** Money in integer minor units. */
export const minorUnits = () => z.int().min(0).max(Number.MAX_SAFE_INTEGER);
export const currencyCode = () => z.string().regex(/^[A-Z]{3}$/, 'Must be an ISO 4217 code such as EUR');
export const countryCode = () => z.string().regex(/^[A-Z]{2}$/, 'Must be an ISO 3166 code such as NL');
export const optionalText = () => z.string().trim().max(2000).nullish();
export const optionalEmail = () =>
  z
    .email()
    .max(320)
    .nullish()
    .or(z.literal('').transform(() => null));

/** Fields every stored entity has. */
export const entityFields = {
  id: id(),
  created_at: timestamp(),
};

/** A field stored under another column name than its API name. */
export function storedAs<T extends z.ZodType>(schema: T, column: string): T {
  fieldMeta.add(schema, { column });
  return schema;
}

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
export type UpdateShape<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<WithoutDefault<S[K]>> };

/**
 * The update schema of a create schema: every field optional and without its default. zod 4 applies
 * a `.default()` inside `.partial()`, so a partial create schema would reset every field the update
 * did not send to its default; an update changes only the fields it sends.
 */
export function updateSchemaOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>): z.ZodObject<UpdateShape<S>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    shape[name] = (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field).optional();
  }
  return z.object(shape) as unknown as z.ZodObject<UpdateShape<S>>;
}
