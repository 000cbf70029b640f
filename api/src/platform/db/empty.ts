import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';

/** Whether a table has no row yet: seeds fill a reference table only then (they are idempotent). */
export const isEmptyTable = async (db: Db, table: PgTable): Promise<boolean> => {
  const [r] = await db.select({ n: count() }).from(table);
  return Number(r?.n ?? 0) === 0;
};
