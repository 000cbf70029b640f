import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairAdmins, fairUsers, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import type { UserScope } from './users.policy.ts';

/** Loads what the users policies need about a target; erased accounts do not exist any more (404). */
export const loadUserScope = async (db: Db, userId: number): Promise<UserScope> => {
  const [row] = await db
    .select({
      id: users.id,
      roles: users.roles,
      firmId: users.firmId,
      fairIds: sql<
        number[]
      >`array(select ${fairUsers.fairId} from ${fairUsers} where ${fairUsers.userId} = ${userId} order by 1)`,
      validatedFairIds: sql<
        number[]
      >`array(select ${fairUsers.fairId} from ${fairUsers} where ${fairUsers.userId} = ${userId} and ${fairUsers.isValidated} = 1 order by 1)`,
      adminFairIds: sql<
        number[]
      >`array(select ${fairAdmins.fairId} from ${fairAdmins} where ${fairAdmins.userId} = ${userId} order by 1)`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .limit(1);
  if (!row) throw notFound();
  return {
    ...row,
    fairIds: row.fairIds.map(Number),
    validatedFairIds: row.validatedFairIds.map(Number),
    adminFairIds: row.adminFairIds.map(Number),
  };
};
