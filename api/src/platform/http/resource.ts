import type { FastifyInstance } from 'fastify';
import { count, eq, getTableColumns, getTableName, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { getTableConfig, type PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { Locale, ResourceEndpoints } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../access/index.ts';
import type { EventBus } from '../bus/index.ts';
import type { AppDeps } from '../deps.ts';
import { conflict, forbidden, notFound, unprocessable } from '../errors/index.ts';
import { buildOrder, buildWhere, type FilterSpec } from './filters.ts';
import { pageTotal, resolvePaging, totalOver } from './pagination.ts';
import { defineRoute } from './route.ts';
import { preSerialize, type PreSerialized } from './pre-serialized.ts';
import { TaggedCache, type ReadCaches } from './read-cache.ts';
import { Binder, isForeignKeyViolation, isUniqueViolation, PreparedQueries } from '../db/index.ts';

type Row = Record<string, unknown>;
export type WriteAction = 'create' | 'update' | 'delete';

export interface ResourceDefinition<TRow extends Row, TDto, TInput extends Row> {
  endpoints: ResourceEndpoints;
  table: PgTable & { id: PgColumn };
  toDto: (row: TRow, locale: Locale) => TDto;
  /** Maps a validated body (or partial body on PUT) to column values. */
  toValues?: (input: Partial<TInput>) => Partial<TRow>;
  filters?: (locale: Locale) => Record<string, FilterSpec>;
  orders?: (locale: Locale) => Record<string, SQLWrapper>;
  defaultOrder?: (locale: Locale) => SQL[];
  itemsPerPage?: number;
  /** Reads are public; writes ask this predicate (default deny). `data` is the new or current row. */
  canWrite: (actor: Actor, action: WriteAction, data: Partial<TRow>) => boolean;
}

/** Where a resource reads and writes, where it tells what it wrote, and how long its lists stay cached. */
export interface ResourceStore {
  db: () => Db;
  bus: EventBus;
  readCaches: ReadCaches;
  /** `READ_CACHE_TTL_MS`; 0 turns the lists' cache off. */
  readCacheTtlMs: number;
}

/** What a module hands over to declare its reference tables. */
export type ResourceDeps = Pick<AppDeps, 'db' | 'bus' | 'readCaches' | 'config'>;

/** The store every module's reference tables use. */
export const resourceStore = (deps: ResourceDeps): ResourceStore => ({
  db: () => deps.db,
  bus: deps.bus,
  readCaches: deps.readCaches,
  readCacheTtlMs: deps.config.readCacheTtlMs,
});

/** The read cache's name of a reference table's lists: `deps.readCaches.stats(referenceCacheName('countries'))`. */
export const referenceCacheName = (table: string) => `reference.${table}`;

/**
 * A plain reference table declared, not written (architecture §4): returns a Fastify plugin
 * with the five standard calls. Extra routes go beside it in the owning module. Every write is
 * followed, once done, by `reference.changed { table, id, action }` (ADR 005).
 *
 * Its lists are hot public reads (the country and language pickers of every registration form on an
 * opening day) and the same for every caller: they are served serialised from a read cache per locale
 * and query, which any `reference.changed` empties, on every instance. Any table's, not only this one's:
 * a write may cascade to another table through a foreign key, and reference writes are rare.
 */
export const resourcePlugin =
  <TRow extends Row, TDto, TInput extends Row>(
    { db, bus, readCaches, readCacheTtlMs }: ResourceStore,
    def: ResourceDefinition<TRow, TDto, TInput>,
  ) =>
  async (app: FastifyInstance) => {
    const { table, endpoints } = def;
    const tableName = getTableName(table);
    const lists = new TaggedCache<PreSerialized>({ ttlMs: readCacheTtlMs });
    readCaches.register(referenceCacheName(tableName), lists.counters);
    if (lists.enabled) {
      const unsubscribe = bus.subscribe('reference.changed', () => lists.clear());
      app.addHook('onClose', async () => unsubscribe());
    }
    const changed = (id: number, action: 'created' | 'updated' | 'deleted') =>
      bus.publish({ name: 'reference.changed', payload: { table: tableName, id, action } });
    const toValues = def.toValues ?? ((input: Partial<TInput>) => input as unknown as Partial<TRow>);
    const find = async (id: number) => {
      const [row] = await db()
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))
        .limit(1);
      return row as TRow | undefined;
    };
    const listQueries = new PreparedQueries();
    const writeErrors = (err: unknown): never => {
      if (isForeignKeyViolation(err)) throw conflict('not_deletable');
      if (isUniqueViolation(err)) throw conflict('conflict');
      throw err;
    };
    // A body naming a parent that does not exist (a region of an unknown country): 422 on that
    // field, found from the foreign key the database names.
    const columnKeys = Object.entries(getTableColumns(table)).map(([key, col]) => [key, col.name] as const);
    const foreignKeys = getTableConfig(table as PgTable).foreignKeys;
    const bodyWriteErrors =
      (body: Record<string, unknown>) =>
      (err: unknown): never => {
        if (!isForeignKeyViolation(err)) return writeErrors(err);
        const constraint = constraintOf(err);
        const fk = foreignKeys.find((f) => f.getName() === constraint);
        const dbColumns = fk ? fk.reference().columns.map((c) => c.name) : [];
        const keys = columnKeys.filter(([, name]) => dbColumns.includes(name)).map(([key]) => key);
        const fields = Object.keys(body).filter((field) =>
          Object.keys(toValues({ [field]: body[field] } as Partial<TInput>)).some((k) => keys.includes(k)),
        );
        throw unprocessable(fields.map((propertyPath) => ({ propertyPath, code: 'not_found' as const })));
      };

    defineRoute(app, endpoints.list, { auth: 'optional' }, async ({ query, locale }) => {
      const key = `${locale}|${JSON.stringify(query)}`;
      const hit = lists.get(key);
      if (hit) return hit;
      const startedIn = lists.start();
      const q = query as Record<string, unknown> & {
        page?: number;
        itemsPerPage?: number;
        pagination?: boolean;
      };
      const paging = resolvePaging(q, def.itemsPerPage ?? 30);
      // The values go to placeholders, the rest of the statement to its shape: one prepared
      // query per locale and shape, rendered once (platform/db/prepared.ts).
      const binder = new Binder();
      const where = buildWhere(q, def.filters?.(locale) ?? {}, binder);
      const order = buildOrder(
        q,
        def.orders?.(locale) ?? {},
        def.defaultOrder?.(locale) ?? [table.id as unknown as SQL],
        binder,
      );
      // One statement: the page with its total on each row (a count only past the last page).
      const page = listQueries.get(db(), `${locale}|${binder.key}`, (name) =>
        db()
          .select({ row: getTableColumns(table), total: totalOver() })
          .from(table as PgTable)
          .where(where)
          .orderBy(...order)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
          .prepare(name),
      );
      const rows = (await page.execute({
        ...binder.values,
        limit: paging.limit,
        offset: paging.offset,
      })) as { row: Row; total: number }[];
      const totalItems = await pageTotal(rows, paging, async () => {
        const [total] = await db()
          .select({ n: count() })
          .from(table as PgTable)
          .where(buildWhere(q, def.filters?.(locale) ?? {}));
        return Number(total?.n ?? 0);
      });
      const items = rows.map((r) => def.toDto(r.row as TRow, locale));
      if (!lists.enabled) return { items, totalItems, paging } as never;
      const body = preSerialize(endpoints.list.response, items as never, { totalItems, paging });
      return lists.set(startedIn, key, [], body);
    });

    defineRoute(app, endpoints.get, { auth: 'optional' }, async ({ params, locale }) => {
      const row = await find(params.id);
      if (!row) throw notFound();
      return def.toDto(row, locale) as never;
    });

    defineRoute(app, endpoints.create, { auth: 'required' }, async ({ body, actor, locale }) => {
      const values = toValues(body as Partial<TInput>);
      if (!def.canWrite(actor, 'create', values)) throw forbidden();
      const [row] = await db()
        .insert(table as PgTable)
        .values(values as never)
        .returning()
        .catch(bodyWriteErrors(body as Record<string, unknown>));
      await changed((row as { id: number }).id, 'created');
      return def.toDto(row as TRow, locale) as never;
    });

    defineRoute(app, endpoints.update, { auth: 'required' }, async ({ params, body, actor, locale }) => {
      const current = await find(params.id);
      if (!current) throw notFound();
      const values = toValues(body as Partial<TInput>);
      if (
        !def.canWrite(actor, 'update', current) ||
        !def.canWrite(actor, 'update', { ...current, ...values })
      )
        throw forbidden();
      if (Object.keys(values).length === 0) return def.toDto(current, locale) as never;
      const [row] = await db()
        .update(table as PgTable)
        .set(values as never)
        .where(eq(table.id, params.id))
        .returning()
        .catch(bodyWriteErrors(body as Record<string, unknown>));
      await changed(params.id, 'updated');
      return def.toDto(row as TRow, locale) as never;
    });

    defineRoute(app, endpoints.remove, { auth: 'required' }, async ({ params, actor }) => {
      const current = await find(params.id);
      if (!current) throw notFound();
      if (!def.canWrite(actor, 'delete', current)) throw forbidden();
      await db()
        .delete(table as PgTable)
        .where(eq(table.id, params.id))
        .catch(writeErrors);
      await changed(params.id, 'deleted');
      return null as never;
    });
  };

/** The name of the constraint a database error names (`pg` and PGlite put it on the error or its cause). */
const constraintOf = (err: unknown): string | undefined => {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
};
