import type { ResourceEventAction } from '@psp/domain';
import { outboundUrlProblem, RESOURCE_ACCESS, satisfies } from '@psp/domain';
import { type OperationNodeSource, sql } from 'kysely';
import { type Actor, actorReference, assertMayUsePaymentProfile } from '../auth/actor.js';
import type { Database } from '../db/database.js';
import type { EventRecorder } from '../events/event-bus.js';
import { badRequest, type FieldError, notFound } from '../http/errors.js';
import { outboundPolicy } from '../net/outbound-request.js';
import type { Executor } from './executor.js';
import { type Cursor, type ListQuery, orderKeys, type PopulateTree } from './list-query.js';
import type { Resource, WriteServices } from './resource-definition.js';
import { andInScope, cursorColumns, orderClause, selectList, whereClause } from './resource-sql.js';

type Row = Record<string, unknown>;

/**
 * Reads and writes every resource the same way: tenancy and populate applied here, so a feature
 * that uses the service cannot forget them. Role checks happen before, per route.
 */
export class ResourceService {
  private readonly resources = new Map<string, Resource>();

  constructor(
    private readonly database: Database,
    private readonly services: WriteServices,
    private readonly events: EventRecorder,
  ) {}

  register(resource: Resource): void {
    if (this.resources.has(resource.name)) throw new Error(`Resource ${resource.name} is registered twice`);
    this.resources.set(resource.name, resource);
  }

  readonly resolve = (name: string): Resource => {
    const resource = this.resources.get(name);
    if (!resource) throw new Error(`Resource ${name} is not registered`);
    return resource;
  };

  all(): Resource[] {
    return [...this.resources.values()];
  }

  async list(resource: Resource, actor: Actor, query: ListQuery, executor: Executor = this.database.db) {
    const result = await sql<Row>`
      SELECT ${selectList(resource)} FROM ${sql.table(resource.table)} AS t
      WHERE ${whereClause(resource, query, actor, this.resolve)}
      ORDER BY ${orderClause(resource, query.sort)}
      LIMIT ${query.limit} OFFSET ${query.skip}`.execute(executor);
    const rows = this.toApi(resource, actor, result.rows);
    await this.populate(resource, actor, rows, query.populate, executor);
    return rows;
  }

  /**
   * A page of the list and the cursor of its last row (`_after` for the next page), or null when the
   * page is not full: keyset paging, which reads deep pages by the order's index instead of skipping.
   */
  async page(
    resource: Resource,
    actor: Actor,
    query: ListQuery,
    executor: Executor = this.database.db,
  ): Promise<{ rows: Row[]; next: Cursor | null }> {
    const keys = orderKeys(resource, query.sort);
    // Only the fields asked for (an export's columns); all where a toApi hook may read any of them.
    const select = resource.toApi ? undefined : query.select;
    const result = await sql<Row>`
      SELECT ${selectList(resource, select)}, ${cursorColumns(resource, query.sort)} FROM ${sql.table(resource.table)} AS t
      WHERE ${whereClause(resource, query, actor, this.resolve)}
      ORDER BY ${orderClause(resource, query.sort)}
      LIMIT ${query.limit} OFFSET ${query.skip}`.execute(executor);
    const last = result.rows[result.rows.length - 1];
    const next =
      last && result.rows.length === query.limit
        ? { values: keys.map((_, index) => last[`_k${index}`] as string | null) }
        : null;
    for (const row of result.rows) for (let index = 0; index < keys.length; index++) delete row[`_k${index}`];
    const rows = this.toApi(resource, actor, result.rows);
    await this.populate(resource, actor, rows, query.populate, executor);
    return { rows, next };
  }

  /** Runs reads in one REPEATABLE READ transaction: every read sees the snapshot of the first. */
  inSnapshot<T>(read: (trx: Executor) => Promise<T>): Promise<T> {
    return this.database.db.transaction().setIsolationLevel('repeatable read').execute(read);
  }

  async count(resource: Resource, actor: Actor, query: Pick<ListQuery, 'filters' | 'search'>) {
    const result = await sql<{ count: number }>`
      SELECT count(*) AS count FROM ${sql.table(resource.table)} AS t
      WHERE ${whereClause(resource, query, actor, this.resolve)}`.execute(this.database.db);
    return result.rows[0]?.count ?? 0;
  }

  /** One record in the caller's scope, or 404: a record of another tenant does not exist for them. */
  async get(
    resource: Resource,
    actor: Actor,
    id: string,
    populate: PopulateTree = new Map(),
    executor: Executor = this.database.db,
  ): Promise<Row> {
    const idField = resource.fields.get('id')!;
    const [row] = await this.list(
      resource,
      actor,
      { filters: [{ path: [idField], operator: 'eq', value: id }], sort: [], limit: 1, skip: 0, populate },
      executor,
    );
    if (!row) throw notFound(`${resource.name} ${id}`);
    return row;
  }

  /**
   * Replaces reference ids by the referenced records, read through the same tenancy: a reference
   * outside the caller's scope, or to a resource the caller may not read, stays a plain id.
   */
  private async populate(
    resource: Resource,
    actor: Actor,
    rows: Row[],
    tree: PopulateTree,
    executor: Executor,
  ) {
    // Each reference is read by its own query; they do not depend on each other, so they run side by side.
    await Promise.all(
      [...tree].map(async ([name, subtree]) => {
        const field = resource.fields.get(name)!;
        const target = this.resolve(field.ref!);
        if (!satisfies(actor, RESOURCE_ACCESS[target.name].read)) return;
        const ids = [
          ...new Set(rows.map((row) => row[name]).filter((id): id is string => typeof id === 'string')),
        ];
        if (ids.length === 0) return;
        const related = await this.list(
          target,
          actor,
          {
            filters: [{ path: [target.fields.get('id')!], operator: 'in', value: ids }],
            sort: [],
            limit: ids.length,
            skip: 0,
            populate: subtree,
          },
          executor,
        );
        const byId = new Map(related.map((row) => [row.id as string, row]));
        for (const row of rows) {
          const id = row[name];
          if (typeof id === 'string' && byId.has(id)) row[name] = byId.get(id);
        }
      }),
    );
  }

  /**
   * Checks that every reference in a write points at a record the caller can see. A reference an
   * update keeps as it was is not checked: a form sends it back even when it lies outside the scope
   * (the parent of the caller's own organisation). A payment profile a key is not limited to is refused
   * first (403), as the payments engine refuses it.
   */
  private async checkReferences(resource: Resource, actor: Actor, input: Row, trx: Executor, existing?: Row) {
    const errors: FieldError[] = [];
    for (const [name, value] of Object.entries(input)) {
      const field = resource.fields.get(name);
      if (!field?.ref || typeof value !== 'string' || existing?.[name] === value) continue;
      if (field.ref === 'paymentprofile') assertMayUsePaymentProfile(actor, value);
      const target = this.resolve(field.ref);
      const found = await sql<{ id: string }>`
        SELECT t.id FROM ${sql.table(target.table)} AS t
        WHERE t.id = ${value} AND ${whereClause(target, { filters: [] }, actor, this.resolve)}`.execute(trx);
      if (found.rows.length === 0) {
        errors.push({
          path: `body.${name}`,
          code: 'invalid_reference',
          message: `No ${field.ref} ${value} in your organisation`,
          actual: value,
        });
      }
    }
    if (errors.length) throw badRequest(errors);
  }

  /**
   * Holds every URL the server will call (a webhook's) to the outbound rule delivery applies again. The
   * shared schema already refused what no server may call; the host depends on this server (its
   * WEBHOOK_ALLOWED_HOSTS, its own addresses), so it is judged here, with the same rule.
   */
  private checkOutboundUrls(resource: Resource, input: Row): void {
    if (resource.outboundUrlFields.length === 0) return;
    const policy = outboundPolicy(this.services.config.webhooks.allowedHosts);
    const errors = resource.outboundUrlFields.flatMap((name): FieldError[] => {
      const value = input[name];
      const problem = typeof value === 'string' ? outboundUrlProblem(value, policy) : undefined;
      return problem
        ? [{ path: `body.${name}`, code: 'host_not_allowed', message: problem, actual: value }]
        : [];
    });
    if (errors.length) throw badRequest(errors);
  }

  /** API field values to column values; references become their id columns. */
  private toColumns(resource: Resource, values: Row): Row {
    const columns: Row = {};
    for (const [name, value] of Object.entries(values)) {
      const field = resource.fields.get(name);
      if (!field || field.computed || field.derived) continue;
      columns[field.column] = field.kind === 'json' && value !== null ? JSON.stringify(value) : value;
    }
    return columns;
  }

  async create(resource: Resource, actor: Actor, body: Row): Promise<Row> {
    this.checkOutboundUrls(resource, body);
    return this.database.db.transaction().execute(async (trx) => {
      const input = { ...body };
      if (resource.tenancy === 'owned') input.organisation ??= actor.scopeRoot;
      await this.checkReferences(resource, actor, input, trx);
      const values = resource.beforeWrite
        ? await resource.beforeWrite(input, { trx, actor, services: this.services, resolve: this.resolve })
        : input;
      const columns = this.toColumns(resource, values);
      const names = Object.keys(columns);
      const inserted = await sql<{ id: string }>`
        INSERT INTO ${sql.table(resource.table)} (${sql.join(names.map((name) => sql.id(name)))})
        VALUES (${sql.join(names.map((name) => columns[name]))})
        RETURNING id`.execute(trx);
      const id = inserted.rows[0]!.id;
      await resource.afterWrite?.(id, input, {
        trx,
        actor,
        services: this.services,
        resolve: this.resolve,
        created: true,
      });
      // A new organisation lies below one in the scope (its parent was checked), so it joins the scope.
      const reader =
        resource.tenancy === 'self' && actor.scope ? { ...actor, scope: [...actor.scope, id] } : actor;
      const created = await this.get(resource, reader, id, new Map(), trx);
      await this.recordEvent(trx, resource, actor, 'created', id, null, created);
      return created;
    });
  }

  /**
   * Updates a record in its own transaction, or in `executor`'s when a command makes the write part of
   * its one transaction (a rollback writes the restored version through the same hooks and event).
   */
  async update(resource: Resource, actor: Actor, id: string, body: Row, executor?: Executor): Promise<Row> {
    this.checkOutboundUrls(resource, body);
    const write = async (trx: Executor) => {
      const existing = await this.lockInScope(resource, actor, id, trx);
      await this.checkReferences(resource, actor, body, trx, existing);
      const values = resource.beforeWrite
        ? await resource.beforeWrite(
            { ...body },
            { trx, actor, services: this.services, resolve: this.resolve, existing },
          )
        : body;
      const columns = this.toColumns(resource, values);
      const assignments = Object.entries(columns).map(([name, value]) => sql`${sql.id(name)} = ${value}`);
      if (resource.hasUpdatedAt) assignments.push(sql`updated_at = now()`);
      if (assignments.length) {
        await sql`UPDATE ${sql.table(resource.table)} SET ${sql.join(assignments)} WHERE id = ${id}`.execute(
          trx,
        );
      }
      await resource.afterWrite?.(id, body, {
        trx,
        actor,
        services: this.services,
        resolve: this.resolve,
        created: false,
      });
      const updated = await this.get(resource, actor, id, new Map(), trx);
      await this.recordEvent(trx, resource, actor, 'updated', id, existing, updated);
      return updated;
    };
    return executor ? write(executor) : this.database.db.transaction().execute(write);
  }

  async delete(resource: Resource, actor: Actor, id: string): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      const existing = await this.lockInScope(resource, actor, id, trx);
      await resource.beforeDelete?.(existing, { trx, actor, services: this.services, resolve: this.resolve });
      await sql`DELETE FROM ${sql.table(resource.table)} WHERE id = ${id}`.execute(trx);
      await this.recordEvent(trx, resource, actor, 'deleted', id, existing, null);
    });
  }

  /**
   * A feature's bulk INSERT (an import) recorded as the resource writes record theirs: runs `insert`
   * (which must return all columns) and records `{resource}.created` for each row as the API shows it,
   * secrets left out, in one more INSERT. Answers the rows.
   */
  async insertMany(
    trx: Executor,
    resource: Resource,
    actor: Actor,
    insert: OperationNodeSource,
  ): Promise<Row[]> {
    const { rows } = await sql<Row>`
      WITH t AS (${insert}) SELECT ${selectList(resource)} FROM t`.execute(trx);
    const created = this.toApi(resource, actor, rows);
    const by = actorReference(actor);
    await this.events.recordMany(
      trx,
      created.map((row) => ({
        type: `${resource.name}.created`,
        resource: resource.name,
        resource_id: row.id as string,
        organisation: resource.tenancy === 'self' ? (row.id as string) : (row.organisation as string),
        actor: by,
        before: null,
        after: withoutSecrets(resource, row),
      })),
    );
    return created;
  }

  /** Records `{resource}.{action}` with the API shapes before and after, secrets left out. */
  private async recordEvent(
    trx: Executor,
    resource: Resource,
    actor: Actor,
    action: ResourceEventAction,
    id: string,
    before: Row | null,
    after: Row | null,
  ): Promise<void> {
    const record = (after ?? before)!;
    await this.events.record(trx, {
      type: `${resource.name}.${action}`,
      resource: resource.name,
      resource_id: id,
      organisation: resource.tenancy === 'self' ? id : (record.organisation as string),
      actor: actorReference(actor),
      before: before && withoutSecrets(resource, before),
      after: after && withoutSecrets(resource, after),
    });
  }

  /** The current row, locked for the write, if it lies in the caller's scope; 404 otherwise. */
  private async lockInScope(resource: Resource, actor: Actor, id: string, trx: Executor): Promise<Row> {
    const result = await sql<Row>`
      SELECT ${selectList(resource)} FROM ${sql.table(resource.table)} AS t
      WHERE t.id = ${id}${andInScope(resource, actor)}
      FOR UPDATE`.execute(trx);
    const row = result.rows[0];
    if (!row) throw notFound(`${resource.name} ${id}`);
    return this.toApi(resource, actor, [row])[0]!;
  }

  /** Rows as the API shows them (the resource's `toApi`), e.g. those a write's RETURNING gave. */
  toApi(resource: Resource, actor: Actor, rows: Row[]): Row[] {
    const { toApi } = resource;
    if (!toApi) return rows;
    const context = { actor, services: this.services };
    return rows.map((row) => toApi(row, context));
  }
}

/** A copy of an API-shaped row without the resource's secret fields. */
export function withoutSecrets(resource: Resource, row: Row): Row {
  const copy = structuredClone(row);
  for (const path of resource.secretFields ?? []) {
    const [field, inner] = path.split('.') as [string, string | undefined];
    if (inner === undefined) {
      delete copy[field];
      continue;
    }
    const value = copy[field];
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item && typeof item === 'object') delete (item as Row)[inner];
    }
  }
  return copy;
}
