import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role, User } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { fairAdmins, fairUsers, jobProfiles, refreshTokens, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { cardsOf } from './users.cards.ts';
import { toUserDto } from './users.mapper.ts';

/**
 * §4 "job profile null = incomplete": the user's job profile as `{ id }` once it is complete
 * (`is_complete`, generated from the rule the job-profiles module documents), else null.
 */
export const jobProfileRef = async (db: Db, userId: number): Promise<{ id: number } | null> => {
  const [row] = await db
    .select({ id: jobProfiles.id })
    .from(jobProfiles)
    .where(and(eq(jobProfiles.userId, userId), eq(jobProfiles.isComplete, true)));
  return row ?? null;
};

export const createUsersService = (db: Db) => {
  /**
   * One round trip per authenticated request: roles, memberships by state (validated, waiting;
   * refused ones are left out: permissions.md "Membership states") and whether the session is still
   * live. Subqueries compare with the `userId` parameter: Drizzle renders columns of the main
   * table unqualified, so a correlated `users.id` would bind to the subquery's own `id`.
   */
  const loadActor = async (userId: number, sessionId: string): Promise<Actor | null> => {
    const [row] = await db
      .select({
        id: users.id,
        roles: users.roles,
        userType: users.userType,
        firmId: users.firmId,
        memberFairIds: sql<
          number[]
        >`array(select ${fairUsers.fairId} from ${fairUsers} where ${fairUsers.userId} = ${userId} and ${fairUsers.isValidated} = 1)`,
        waitingFairIds: sql<
          number[]
        >`array(select ${fairUsers.fairId} from ${fairUsers} where ${fairUsers.userId} = ${userId} and ${fairUsers.isValidated} = 0)`,
        adminFairIds: sql<
          number[]
        >`array(select ${fairAdmins.fairId} from ${fairAdmins} where ${fairAdmins.userId} = ${userId})`,
        live: sql<boolean>`exists(select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.revokedAt} is null and ${refreshTokens.userId} = ${userId})`,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row || !row.live) return null;
    return {
      id: row.id,
      roles: row.roles as Role[],
      userType: row.userType,
      firmId: row.firmId,
      memberFairIds: row.memberFairIds.map(Number),
      waitingFairIds: row.waitingFairIds.map(Number),
      adminFairIds: row.adminFairIds.map(Number),
      sessionId,
    };
  };

  const findCredentials = async (email: string) => {
    const [row] = await db
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .limit(1);
    return row ?? null;
  };

  const getUserDetail = async (userId: number): Promise<User> => {
    const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw notFound();
    const [fu, jobProfile] = await Promise.all([
      db
        .select({ fairId: fairUsers.fairId, isValidated: fairUsers.isValidated })
        .from(fairUsers)
        .where(eq(fairUsers.userId, userId))
        .orderBy(fairUsers.fairId),
      jobProfileRef(db, userId),
    ]);
    return toUserDto(row, fu, jobProfile);
  };

  const countLiveSessions = async (userId: number) => {
    const [r] = await db
      .select({ n: sql<number>`count(*)` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    return Number(r?.n ?? 0);
  };

  /** Names and firms by user id, for modules that show people (chats, calls). */
  const cardsOfUsers = (ids: (number | null)[]) => cardsOf(db, ids);

  return { loadActor, findCredentials, getUserDetail, countLiveSessions, cardsOf: cardsOfUsers };
};
export type UsersService = ReturnType<typeof createUsersService>;
