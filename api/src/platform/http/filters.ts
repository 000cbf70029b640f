import { and, asc, desc, eq, ilike, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { containsLike } from '../db/index.ts';

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

export const buildWhere = (
  query: Record<string, unknown>,
  filters: Record<string, FilterSpec>,
): SQL | undefined => {
  const parts: SQL[] = [];
  for (const [key, spec] of Object.entries(filters)) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    switch (spec.kind) {
      case 'exact':
        parts.push(
          values.length === 1
            ? eq(spec.column as never, values[0])
            : sql`${spec.column} in (${sql.join(
                values.map((v) => sql`${v}`),
                sql`, `,
              )})`,
        );
        break;
      case 'partial':
        parts.push(ilike(spec.expr as never, containsLike(String(values[0]))));
        break;
      case 'bool':
        parts.push(eq(spec.column as never, truthy(values[0])));
        break;
      case 'exists':
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
): SQL[] => {
  const out: SQL[] = [];
  for (const [key, value] of Object.entries(query)) {
    const m = /^order\[(.+)\]$/.exec(key);
    const expr = m?.[1] ? orders[m[1]] : undefined;
    if (!expr) continue;
    out.push(value === 'desc' ? desc(expr as never) : asc(expr as never));
  }
  return [...out, ...fallback];
};

/** The resolved name of a translated row: the asked locale, then fr (architecture §5). */
export const translatedName = (column: SQLWrapper, locale: string, field = 'name'): SQL =>
  sql`coalesce(${column}->${locale}->>${field}, ${column}->'fr'->>${field})`;
