import { sql, type Placeholder } from 'drizzle-orm';
import { mapRows } from './row-mapper.ts';

/** Shapes kept per database and cache; past it (a runaway of shapes), queries are built each time. */
const MAX_SHAPES = 500;
let named = 0;

/**
 * Prepared drizzle queries per query shape. A list's SQL depends on which filters and orders a
 * request uses, not on their values: the first request of a shape builds the query with
 * placeholders (`bind`) and prepares it; the next ones only pass their values, so drizzle renders
 * no SQL per request (a quarter of an uncached list's CPU, bench/README.md). On PostgreSQL the
 * statement carries its own name, so each connection plans it once (as `preparingClient` does for
 * the rest). Its rows are mapped by a mapper compiled once for its columns (`row-mapper.ts`).
 * `key` must name everything that changes the SQL text but is not bound: the locale,
 * which filters are set, an `in` list's length, the order.
 */
export class PreparedQueries {
  private readonly byDb = new WeakMap<object, Map<string, unknown>>();

  get<Q>(db: object, key: string, build: (name: string) => Q): Q {
    let shapes = this.byDb.get(db);
    if (!shapes) this.byDb.set(db, (shapes = new Map()));
    let query = shapes.get(key) as Q | undefined;
    if (!query) {
      query = mapRows(build(`passerelle_q${named++}`));
      if (shapes.size < MAX_SHAPES) shapes.set(key, query);
    }
    return query;
  }
}

/**
 * Collects a request's values as named placeholders (`$p0`, `$p1`…) while its query is described,
 * and the parts of its shape that are not bound (`shape.push(...)`).
 */
export class Binder {
  readonly values: Record<string, unknown> = {};
  readonly shape: string[] = [];
  private n = 0;

  bind = (value: unknown): Placeholder => {
    const name = `p${this.n++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  };

  get key(): string {
    return this.shape.join('|');
  }
}
