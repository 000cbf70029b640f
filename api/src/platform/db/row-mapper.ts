import { Column, getTableName, is, SQL } from 'drizzle-orm';

/** What drizzle keeps of a prepared select (internal fields, checked by row-mapper.test.ts). */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

type Node = { key: string; index: number; decoder: Decoder } | { key: string; children: Node[] };

const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  // `decoder` is drizzle-internal: what `.mapWith()` set, or the identity.
  const sqlOf = is(field, SQL) ? field : (field as { sql: SQL }).sql; // SQL.Aliased
  return (sqlOf as unknown as { decoder: Decoder }).decoder;
};

const build = (group: Node[], row: unknown[]): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const node of group) {
    if ('children' in node) out[node.key] = build(node.children, row);
    else {
      const value = row[node.index];
      out[node.key] = value === null || value === undefined ? null : node.decoder.mapFromDriverValue(value);
    }
  }
  return out;
};

/**
 * The rows of a prepared select mapped by a mapper built once for its columns, instead of
 * drizzle's `mapResultRow`, which looks up each cell's decoder and walks its path again on every
 * row (a twelfth of an uncached list's CPU on 249 countries, bench/README.md). Same objects, same
 * key order (the serializer's native path depends on it). A select with a left join keeps drizzle's
 * mapper: it turns a joined table whose columns are all null into `null`, which this one does not.
 */
export const mapRows = <Q>(query: Q): Q => {
  const q = query as PreparedSelect;
  const fields = q.fields;
  if (!Array.isArray(fields) || q.customResultMapper !== undefined) return query;
  const joins = q.joinsNotNullableMap ?? {};
  for (const { path, field } of fields)
    if (path.length === 2 && is(field, Column) && joins[getTableName(field.table)] !== true) return query;
  if (fields.some(({ field }) => !is(field, Column) && !is(field, SQL) && !is(field, SQL.Aliased)))
    return query;
  const root: Node[] = [];
  fields.forEach(({ path, field }, index) => {
    let group = root;
    for (const key of path.slice(0, -1)) {
      let node = group.find((n) => n.key === key && 'children' in n) as { children: Node[] } | undefined;
      if (!node) group.push((node = { key, children: [] } as Node & { children: Node[] }));
      group = node.children;
    }
    group.push({ key: path[path.length - 1]!, index, decoder: decoderOf(field) });
  });
  q.customResultMapper = (rows) => rows.map((row) => build(root, row));
  return query;
};
