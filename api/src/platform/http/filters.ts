import { and, asc, desc, eq, ilike, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsLike, type Binder } from '../db/index.ts';

/**
 * Declared filters: a query key maps to how it filters. Only declared keys and declared order
 * fields are honoured, so hidden columns can never be filtered or sorted on (check #34).
 */
export type FilterSpec =
  | { kind: 'exact'; column: SQLWrapper }
  | { kind: 'partial'; expr: SQLWrapper }
  | { kind: 'bool'; column: SQLWrapper }
  | { kind: 'exists'; column: SQLWrapper };

export const exact = (column: SQLWrapper): FilterSpec => ({ kind: 'exact', column });
export const partial = (expr: SQLWrapper): FilterSpec => ({ kind: 'partial', expr });
export const boolFilter = (column: SQLWrapper): FilterSpec => ({ kind: 'bool', column });
export const exists = (column: SQLWrapper): FilterSpec => ({ kind: 'exists', column });

const truthy = (v: unknown) => v === true || v === 'true' || v === '1' || v === 1;

/**
 * The WHERE of the declared filters a query uses. With a `binder`, the values become placeholders
 * and what else shapes the SQL (which filters, an `in` list's length, a boolean) goes to its shape,
 * for a prepared query per shape (`PreparedQueries`).
 */
export const buildWhere = (
  query: Record<string, unknown>,
  filters: Record<string, FilterSpec>,
  binder?: Binder,
): SQL | undefined => {
  const parts: SQL[] = [];
  const bind = binder?.bind ?? ((v: unknown) => v);
  // A column's own encoding still applies to a bound value (drizzle fills Param(placeholder, column)).
  const compared = (column: SQLWrapper, v: unknown) =>
    binder && 'mapToDriverValue' in column ? sql.param(binder.bind(v), column as never) : bind(v);
  for (const [key, spec] of Object.entries(filters)) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    switch (spec.kind) {
      case 'exact':
        binder?.shape.push(`${key}=${values.length}`);
        parts.push(
          values.length === 1
            ? eq(spec.column as never, compared(spec.column, values[0]))
            : sql`${spec.column} in (${sql.join(
                values.map((v) => sql`${bind(v)}`),
                sql`, `,
              )})`,
        );
        break;
      case 'partial':
        binder?.shape.push(`${key}~`);
        parts.push(ilike(spec.expr as never, bind(containsLike(String(values[0]))) as string));
        break;
      case 'bool':
        binder?.shape.push(`${key}=${truthy(values[0])}`);
        parts.push(eq(spec.column as never, truthy(values[0])));
        break;
      case 'exists':
        binder?.shape.push(`${key}?${truthy(values[0])}`);
        parts.push(truthy(values[0]) ? isNotNull(spec.column as never) : isNull(spec.column as never));
        break;
    }
  }
  return parts.length ? and(...parts) : undefined;
};

/** `order[field]=asc|desc` for declared fields, in query order; `fallback` keeps paging stable. */
export const buildOrder = (
  query: Record<string, unknown>,
  orders: Record<string, SQLWrapper>,
  fallback: SQL[],
  binder?: Binder,
): SQL[] => {
  const out: SQL[] = [];
  for (const [key, value] of Object.entries(query)) {
    const m = /^order\[(.+)\]$/.exec(key);
    const expr = m?.[1] ? orders[m[1]] : undefined;
    if (!expr) continue;
    binder?.shape.push(`${key}${value === 'desc' ? 'desc' : 'asc'}`);
    out.push(value === 'desc' ? desc(expr as never) : asc(expr as never));
  }
  return [...out, ...fallback];
};

/** The resolved name of a translated row: the asked locale, then fr (architecture §5). */
export const translatedName = (column: SQLWrapper, locale: string, field = 'name'): SQL =>
  sql`coalesce(${column}->${locale}->>${field}, ${column}->'fr'->>${field})`;
