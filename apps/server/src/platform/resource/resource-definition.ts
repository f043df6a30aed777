import { type FieldMeta, fieldMeta, type RESOURCE_SCHEMAS, type ResourceName, type RowOf } from '@psp/domain';
import type { RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { Actor } from '../auth/actor.js';
import type { Config } from '../config.js';
import type { SecretBox } from '../crypto/secret-box.js';
import type { Mailer } from '../mail/mailer.js';
import type { Executor } from './executor.js';
import type { ResolveResource } from './list-query.js';

export type FieldKind =
  | 'uuid'
  | 'text'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'timestamp'
  | 'date'
  | 'enum'
  | 'array'
  | 'json';

export interface FieldSpec {
  name: string;
  column: string;
  kind: FieldKind;
  nullable: boolean;
  ref?: ResourceName;
  enumValues?: readonly string[];
  /** Computed in SQL rather than read from a column: readable, not filterable or sortable. */
  computed?: boolean;
  /** Not read from SQL at all: `toApi` derives it from other fields. */
  derived?: boolean;
}

/**
 * How `_search` matches a field. An id (uuid) field matches by prefix whatever is said here (tables
 * show the first 8 characters); `name` on a reference matches the referenced record's `names` by
 * prefix, for callers who may list that resource, within their scope.
 */
export type SearchMatch = 'exact' | 'prefix' | 'contains' | 'name';
export interface SearchField {
  field: string;
  match: SearchMatch;
}

/** How records relate to organisations, for tenancy. */
export type Tenancy =
  /** Rows carry organisation_id: visible when it lies in the caller's scope. */
  | 'owned'
  /** The organisation resource itself: visible when its id lies in the scope. */
  | 'self';

/** What hooks may use besides the database: mail, the configuration for links in it, secrets at rest. */
export interface WriteServices {
  mailer: Mailer;
  config: Config;
  secrets: SecretBox;
}

/** Who reads a row, for answers that depend on it (secrets shown to some callers only). */
export interface ReadContext {
  actor: Actor;
  services: WriteServices;
}

export interface WriteContext {
  trx: Executor;
  actor: Actor;
  services: WriteServices;
  /** The registered resources, for a hook that reads a query of another one (a report's filters). */
  resolve: ResolveResource;
  /** The write creates the record (afterWrite runs for creates and updates). */
  created: boolean;
}

type SchemasOf<N extends ResourceName> = (typeof RESOURCE_SCHEMAS)[N];
type OutputOf<S> = S extends z.ZodType ? z.output<S> : never;
type Keys<T> = [T] extends [never] ? never : keyof T;
type ValueAt<T, K extends PropertyKey> = [T] extends [never] ? never : K extends keyof T ? T[K] : never;

/**
 * The validated body a write hands its hooks: a create's or an update's, each field optional (an update
 * sends only what it changes). On a create of an owned record the service has filled in `organisation`.
 */
export type WriteInputOf<N extends ResourceName> = {
  [K in Keys<OutputOf<SchemasOf<N>['create']>> | Keys<OutputOf<SchemasOf<N>['update']>>]?:
    | ValueAt<OutputOf<SchemasOf<N>['create']>, K>
    | ValueAt<OutputOf<SchemasOf<N>['update']>, K>;
} & ('organisation' extends keyof RowOf<N> ? { organisation?: string } : unknown);

/**
 * The row `toApi` reads from SQL: the API row, with the fields whose stored form differs (`Stored`) as
 * they are stored, and the derived fields not yet there.
 */
export type StoredRowOf<N extends ResourceName, Stored extends object = object> = Omit<
  RowOf<N>,
  keyof Stored
> &
  Stored;

/** What a resource says about itself besides its schemas and hooks. */
interface ResourceSettings {
  table: string;
  tenancy: Tenancy;
  /** Fields `_search` looks in, each with how it matches. */
  search: readonly SearchField[];
  /**
   * Lower-case name expressions of a row aliased `alias`, which another resource's `name` search on
   * a reference to this one matches by prefix; each should have an index (text_pattern_ops).
   */
  names?: (alias: string) => readonly RawBuilder<unknown>[];
  maxLimit?: number;
  /**
   * Fields of the API shape never written to an event (secrets some readers see); `a.b` names `b` in
   * the record (or records) of field `a`. Events hold the API shape, so stored-only columns (hashes)
   * never reach them.
   */
  secretFields?: readonly string[];
}

export interface ResourceDefinition<N extends ResourceName = ResourceName, Stored extends object = object>
  extends ResourceSettings {
  name: N;
  /** The schemas of the resource map in @psp/domain: the row schema's fields are the resource's fields. */
  schema: SchemasOf<N>['row'];
  /** The create body, when the generic API creates records of this resource. */
  createSchema?: Exclude<SchemasOf<N>['create'], undefined>;
  updateSchema?: Exclude<SchemasOf<N>['update'], undefined>;
  /** Fields computed in SQL from the row aliased `t`. */
  computed?: Partial<Record<keyof RowOf<N>, RawBuilder<unknown>>>;
  /** Fields `toApi` derives from the others. */
  derived?: readonly (keyof RowOf<N> & string)[];
  /** Shapes a row read from SQL into the API shape (for stored forms that differ), for this reader. */
  toApi?(row: StoredRowOf<N, Stored>, context: ReadContext): RowOf<N>;
  /**
   * Turns the validated body into column values, and may refuse it (throw HttpError). Relations kept
   * outside the row (join tables) are written in afterWrite, in the same transaction. `existing` is the
   * record an update changes, as the API shows it.
   */
  beforeWrite?(
    input: WriteInputOf<N>,
    context: Omit<WriteContext, 'created'> & { existing?: RowOf<N> },
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  afterWrite?(id: string, input: WriteInputOf<N>, context: WriteContext): Promise<void>;
  /**
   * Runs before a delete, on the locked record in the caller's scope, and may refuse it (throw
   * HttpError): for example to say what still uses the record rather than the database's bare refusal.
   */
  beforeDelete?(existing: RowOf<N>, context: Omit<WriteContext, 'created'>): Promise<void>;
}

/** A resource as the generic layer runs it, whatever its name: rows and bodies are plain records there. */
export interface Resource extends ResourceSettings {
  name: ResourceName;
  schema: z.ZodObject;
  createSchema?: z.ZodType;
  updateSchema?: z.ZodType;
  computed?: Record<string, RawBuilder<unknown>>;
  derived?: readonly string[];
  toApi?(row: Record<string, unknown>, context: ReadContext): Record<string, unknown>;
  beforeWrite?(
    input: Record<string, unknown>,
    context: Omit<WriteContext, 'created'> & { existing?: Record<string, unknown> },
  ): Promise<Record<string, unknown>> | Record<string, unknown>;
  afterWrite?(id: string, input: Record<string, unknown>, context: WriteContext): Promise<void>;
  beforeDelete?(existing: Record<string, unknown>, context: Omit<WriteContext, 'created'>): Promise<void>;
  fields: ReadonlyMap<string, FieldSpec>;
  /**
   * The fields of the write bodies that hold a URL the server will call (the domain's outbound URL
   * schemas): the service judges their host by the server's outbound rule when it saves them.
   */
  outboundUrlFields: readonly string[];
  hasUpdatedAt: boolean;
  defaultSort: string;
  /**
   * The column naming the payment profile a record belongs to (`id` for the profiles themselves), read
   * from the schema's reference; null when records belong to no profile. A key limited to one profile
   * reaches only that profile's records (resource-sql's `scopeConditions`).
   */
  paymentProfileColumn: string | null;
}

interface ZodInternals {
  _zod: {
    def: {
      type: string;
      format?: string;
      innerType?: ZodInternals;
      element?: ZodInternals;
      entries?: Record<string, string>;
    };
  };
}

/** Whether a list element is a plain value rather than a record (or a choice that may be one). */
function isScalar(element: ZodInternals): boolean {
  return ['string', 'number', 'boolean', 'enum', 'literal'].includes(element._zod.def.type);
}

/** A field's schema inside its optional, nullable and default wrappers, with the metadata of every layer. */
function unwrapped(schema: z.ZodType): { inner: ZodInternals; nullable: boolean; meta: FieldMeta } {
  let current = schema as unknown as ZodInternals;
  let nullable = false;
  const meta: FieldMeta = {};
  for (;;) {
    Object.assign(meta, fieldMeta.get(current as unknown as z.ZodType));
    const def = current._zod.def;
    if (def.type !== 'nullable' && def.type !== 'optional' && def.type !== 'default') {
      return { inner: current, nullable, meta };
    }
    nullable ||= def.type !== 'default';
    current = def.innerType!;
  }
}

function describeField(name: string, schema: z.ZodType): FieldSpec {
  const { inner: current, nullable, meta } = unwrapped(schema);
  const def = current._zod.def;
  const column = meta.column ?? (meta.ref ? `${name}_id` : name);
  const base = { name, column, nullable };
  if (meta.ref) return { ...base, kind: 'uuid', ref: meta.ref };
  switch (def.type) {
    case 'string':
      if (def.format === 'uuid') return { ...base, kind: 'uuid' };
      if (def.format === 'datetime') return { ...base, kind: 'timestamp' };
      if (def.format === 'date') return { ...base, kind: 'date' };
      return { ...base, kind: 'text' };
    case 'number':
      return { ...base, kind: def.format === 'safeint' ? 'integer' : 'number' };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enum':
      return { ...base, kind: 'enum', enumValues: Object.values(def.entries ?? {}) };
    case 'array':
      // Lists of values are SQL arrays (text[], uuid[]); lists of records are jsonb documents.
      return { ...base, kind: isScalar(def.element!) ? 'array' : 'json' };
    default:
      return { ...base, kind: 'json' };
  }
}

/** The column of a resource's records that names their payment profile, if any. */
function paymentProfileColumnOf(name: ResourceName, fields: ReadonlyMap<string, FieldSpec>): string | null {
  if (name === 'paymentprofile') return 'id';
  const references = [...fields.values()].filter((field) => field.ref === 'paymentprofile');
  // Two would leave open which profile a record belongs to, and so which keys may reach it.
  if (references.length > 1) throw new Error(`${name}: more than one reference to a payment profile`);
  return references[0]?.column ?? null;
}

/**
 * Reads the fields, columns and references of a resource from its domain schema. The hooks are typed by
 * the resource map (rows, bodies); the generic layer that calls them validated the body with the same
 * schemas, so it hands them plain records.
 */
export function defineResource<N extends ResourceName, Stored extends object = object>(
  definition: ResourceDefinition<N, Stored>,
): Resource {
  const fields = new Map<string, FieldSpec>();
  for (const [name, schema] of Object.entries(definition.schema.shape)) {
    const spec = describeField(name, schema as z.ZodType);
    if (definition.computed?.[name as keyof RowOf<N>]) fields.set(name, { ...spec, computed: true });
    else if (definition.derived?.some((derived) => derived === name))
      fields.set(name, { ...spec, derived: true });
    else fields.set(name, spec);
  }
  const filled = definition.updateSchema?.safeParse({});
  if (filled?.success && Object.keys(filled.data as object).length > 0) {
    // zod 4 applies defaults inside .partial(): such an update would reset fields it did not send.
    throw new Error(
      `${definition.name}: the update schema fills in ${Object.keys(filled.data as object).join(', ')}; use updateSchemaOf`,
    );
  }
  for (const path of definition.secretFields ?? []) {
    if (!fields.has(path.split('.')[0]!))
      throw new Error(`${definition.name}: secret field ${path} is not a field`);
  }
  for (const { field, match } of definition.search) {
    if (!fields.has(field)) throw new Error(`${definition.name}: search field ${field} is not a field`);
    if (match === 'name' && !fields.get(field)?.ref) {
      throw new Error(`${definition.name}: name search on ${field}, which is not a reference`);
    }
  }
  return {
    ...(definition as unknown as Resource),
    fields,
    outboundUrlFields: outboundUrlFieldsOf(definition.createSchema, definition.updateSchema),
    hasUpdatedAt: fields.has('updated_at'),
    defaultSort: fields.has('created_at') ? '-created_at' : 'id',
    paymentProfileColumn: paymentProfileColumnOf(definition.name, fields),
  };
}

function outboundUrlFieldsOf(...bodies: (z.ZodType | undefined)[]): string[] {
  const names = bodies.flatMap((body) =>
    Object.entries((body as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {})
      .filter(([, field]) => unwrapped(field).meta.outboundUrl)
      .map(([name]) => name),
  );
  return [...new Set(names)];
}

/** Whether a field can be filtered and sorted on. */
export function isQueryable(field: FieldSpec): boolean {
  return !field.computed && !field.derived && field.kind !== 'json';
}

/**
 * The organisation of the record a write creates or changes: the stored record's, or on a create the
 * body's, which the service fills in with the caller's own for an owned resource.
 */
export function writtenOrganisation(
  input: { organisation?: string },
  existing?: { organisation: string },
): string {
  const organisation = existing?.organisation ?? input.organisation;
  if (organisation === undefined) throw new Error('An owned record is written without its organisation');
  return organisation;
}
