import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairFirms, fairs, firms } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { PreparedQueries } from '../../platform/db/index.ts';
import type { FirmScope } from './firms.policy.ts';

/** Loads what the firm policies need; an unknown firm is a 404. */
export const loadFirmScope = async (db: Db, firmId: number): Promise<FirmScope> => {
  const [row] = await db
    .select({
      id: firms.id,
      isVisible: firms.isVisible,
      fairIds: sql<
        number[]
      >`array(select ${fairFirms.fairId} from ${fairFirms} where ${fairFirms.firmId} = ${firmId} order by 1)`,
      // Aliased by hand: inside the select list Drizzle renders columns unqualified.
      publicFairIds: sql<
        number[]
      >`array(select ff.fair_id from fair_firms ff join fairs f on f.id = ff.fair_id where ff.firm_id = ${firmId} and f.is_public_access order by 1)`,
    })
    .from(firms)
    .where(eq(firms.id, firmId))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, fairIds: row.fairIds.map(Number), publicFairIds: row.publicFairIds.map(Number) };
};

/** The fair fields the public views use; an unknown fair is a 404. */
const fairQueries = new PreparedQueries();
export const loadFair = async (db: Db, fairId: number) => {
  const [fair] = await fairQueries
    .get(db, 'fair', (name) =>
      db
        .select({
          id: fairs.id,
          isPublicAccess: fairs.isPublicAccess,
          nbResultsPerPage: fairs.nbResultsPerPage,
          isHidingEmailFirm: fairs.isHidingEmailFirm,
          isHidingEmailUser: fairs.isHidingEmailUser,
        })
        .from(fairs)
        .where(eq(fairs.id, sql.placeholder('fair')))
        .limit(1)
        .prepare(name),
    )
    .execute({ fair: fairId });
  if (!fair) throw notFound();
  return fair;
};
export type FairRow = Awaited<ReturnType<typeof loadFair>>;
