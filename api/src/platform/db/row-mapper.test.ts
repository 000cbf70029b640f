import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { countries, languages } from '../../db/schema/index.ts';
import { totalOver } from '../http/pagination.ts';
import { mapRows } from './row-mapper.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await openTestDatabase()));
afterAll(() => drop());

let n = 0;
const prepared = <Q extends { prepare(name: string): unknown }>(q: Q) =>
  q.prepare(`row_mapper_test_${n++}`) as { execute(): Promise<unknown[]>; customResultMapper?: unknown };

describe('rows mapped by a mapper compiled for the query (platform/db/row-mapper.ts)', () => {
  it('gives what drizzle gives, nested selections, decoders and key order included', async () => {
    const db = database.db;
    const build = () =>
      db
        .select({
          row: getTableColumns(countries),
          total: totalOver(),
          upper: sql<string>`upper(${countries.code})`.as('upper'),
          nested: { id: countries.id, name: sql<string>`${countries.translations}->'en'->>'name'` },
        })
        .from(countries)
        .orderBy(countries.code)
        .limit(20);
    const expected = await prepared(build()).execute();
    const mapped = mapRows(prepared(build()));
    expect(mapped.customResultMapper).toBeTypeOf('function');
    const rows = await mapped.execute();
    expect(rows).toHaveLength(20);
    expect(JSON.stringify(rows)).toBe(JSON.stringify(expected));
    const first = rows[0] as { row: { translations: unknown }; total: unknown };
    expect(first.total).toBeTypeOf('number'); // mapWith(Number) applied
    expect(first.row.translations).toBeTypeOf('object');
  });

  it('leaves a left join to drizzle, which turns an all-null joined table into null', async () => {
    const db = database.db;
    const build = () =>
      db
        .select()
        .from(countries)
        .leftJoin(languages, eq(languages.id, sql`-1`))
        .limit(2);
    const query = mapRows(prepared(build()));
    expect(query.customResultMapper).toBeUndefined();
    const rows = (await query.execute()) as { languages: unknown }[];
    expect(rows[0]?.languages).toBeNull();
  });
});
