import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ROLES,
  USER_TYPES,
  UserCreateSchema,
  type Role,
  type UserListItem,
  type UserListQuery,
} from '@passerelle/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fairAdmins, fairs, fairUsers, firms, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import { canCreateUserInFair, canListUsers, seesAllUsers } from './users.policy.ts';

type CreateInput = z.output<typeof UserCreateSchema>;
type ListQuery = z.output<typeof import('@passerelle/contract').UserListQuerySchema>;
export type SendInvitation = (
  user: { id: number; email: string; firstName: string; locale: string },
  fairName: string,
  meta: { ip: string; userAgent?: string },
) => Promise<void>;

/** §6: 3 organizer, 5 stand admin, 6 stand contact, anything else a visitor. */
const accountFor = (userType: number): { roles: Role[]; userType: number } => {
  if (userType === USER_TYPES.ORGANIZER) return { roles: [ROLES.ORGANIZER], userType };
  if (userType === USER_TYPES.STAND_ADMIN || userType === USER_TYPES.STAND_CONTACT)
    return { roles: [ROLES.EXHIBITOR], userType };
  return { roles: [ROLES.VISITOR], userType: USER_TYPES.VISITOR };
};

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export const createUserManagementService = (db: Db, sendInvitation: SendInvitation) => {
  const fairUsersOf = async (ids: number[]) =>
    ids.length
      ? db
          .select({ userId: fairUsers.userId, fair: fairUsers.fairId, isValidated: fairUsers.isValidated })
          .from(fairUsers)
          .where(inArray(fairUsers.userId, ids))
      : [];

  const toItem = (
    row: typeof users.$inferSelect,
    memberships: { userId: number; fair: number; isValidated: number }[],
  ): UserListItem => ({
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles,
    userType: row.userType,
    firm: row.firmId,
    fairUsers: memberships
      .filter((m) => m.userId === row.id)
      .map(({ fair, isValidated }) => ({ fair, isValidated })),
    createdAt: row.createdAt.toISOString(),
  });

  /** The list scope: an organizer's own fairs (members and co-organizers); super roles see all. */
  const scope = (actor: Actor, fairId: number | undefined): SQL | undefined => {
    const fairIds = fairId !== undefined ? [fairId] : seesAllUsers(actor) ? null : actor.adminFairIds;
    if (fairIds === null) return undefined;
    if (fairIds.length === 0) return sql`false`;
    return or(
      exists(
        db
          .select({ x: sql`1` })
          .from(fairUsers)
          .where(and(eq(fairUsers.userId, users.id), inArray(fairUsers.fairId, fairIds))),
      ),
      exists(
        db
          .select({ x: sql`1` })
          .from(fairAdmins)
          .where(and(eq(fairAdmins.userId, users.id), inArray(fairAdmins.fairId, fairIds))),
      ),
    );
  };

  const listUsers = async ({
    actor,
    query,
  }: {
    actor: Actor;
    query: ListQuery;
  }): Promise<Page<UserListItem>> => {
    if (!canListUsers(actor)) throw forbidden();
    if (query.fair !== undefined && !seesAllUsers(actor) && !actor.adminFairIds.includes(query.fair))
      throw forbidden();
    const paging = resolvePaging(query, 30);
    const rolesWanted = [query.roles, query['roles[]']]
      .flat()
      .filter((r): r is string => typeof r === 'string');
    const term = query.search ? `%${escapeLike(query.search)}%` : undefined;
    const where = and(
      isNull(users.erasedAt),
      scope(actor, query.fair),
      term
        ? or(ilike(users.firstName, term), ilike(users.lastName, term), ilike(users.email, term))
        : undefined,
      rolesWanted.length ? sql`${users.roles} && ${sql.param(rolesWanted)}::text[]` : undefined,
      query.userType !== undefined ? eq(users.userType, query.userType) : undefined,
    );
    const order: SQL[] = [];
    for (const [key, column] of [
      ['order[lastName]', users.lastName],
      ['order[email]', users.email],
      ['order[createdAt]', users.createdAt],
    ] as const) {
      const dir = query[key];
      if (dir) order.push(dir === 'desc' ? desc(column) : asc(column));
    }
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(...order, asc(users.lastName), asc(users.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    const memberships = await fairUsersOf(rows.map((r) => r.id));
    return { items: rows.map((r) => toItem(r, memberships)), totalItems: Number(total?.n ?? 0), paging };
  };

  /**
   * Creates the account in the fair, within the fair's maxima, then mails a set-password link
   * (the account has no password until its owner chooses one).
   */
  const createUser = async ({
    actor,
    data,
    meta,
  }: {
    actor: Actor;
    data: CreateInput;
    meta: { ip: string; userAgent?: string };
  }) => {
    const [fair] = await db.select().from(fairs).where(eq(fairs.id, data.fair)).limit(1);
    if (!fair) throw unprocessable([{ propertyPath: 'fair', code: 'invalid_value' }]);
    if (!canCreateUserInFair(actor, fair.id)) throw forbidden();
    const account = accountFor(data.userType);
    const isStaff =
      account.userType === USER_TYPES.STAND_ADMIN || account.userType === USER_TYPES.STAND_CONTACT;
    if (isStaff && data.firm === null) throw unprocessable([{ propertyPath: 'firm', code: 'firm_required' }]);
    if (data.firm !== null) {
      const [firm] = await db.select({ id: firms.id }).from(firms).where(eq(firms.id, data.firm)).limit(1);
      if (!firm) throw unprocessable([{ propertyPath: 'firm', code: 'invalid_value' }]);
    }
    const created = await db.transaction(async (tx) => {
      if (fair.numberMaxUser !== null) {
        const [n] = await tx.select({ n: count() }).from(fairUsers).where(eq(fairUsers.fairId, fair.id));
        if (Number(n?.n) >= fair.numberMaxUser) throw conflict('fair_user_limit_reached');
      }
      if (account.userType === USER_TYPES.ORGANIZER && fair.numberMaxOrganizer !== null) {
        const [n] = await tx.select({ n: count() }).from(fairAdmins).where(eq(fairAdmins.fairId, fair.id));
        if (Number(n?.n) >= fair.numberMaxOrganizer) throw conflict('fair_organizer_limit_reached');
      }
      const [row] = await tx
        .insert(users)
        .values({
          email: data.email,
          firstName: data.firstName,
          lastName: data.lastName,
          roles: account.roles,
          userType: account.userType,
          firmId: isStaff ? data.firm : null,
          locale: data.locale,
          isValidated: 1,
        })
        .returning()
        .catch((err: { code?: string; cause?: { code?: string } }) => {
          if ([err.code, err.cause?.code].includes('23505'))
            throw conflict('email_exists', [{ propertyPath: 'email', code: 'email_exists' }]);
          throw err;
        });
      await tx.insert(fairUsers).values({ fairId: fair.id, userId: row!.id, isValidated: 1 });
      if (account.userType === USER_TYPES.ORGANIZER)
        await tx.insert(fairAdmins).values({ fairId: fair.id, userId: row!.id });
      return row!;
    });
    await sendInvitation(created, fair.name, meta);
    const memberships = await fairUsersOf([created.id]);
    return toItem(created, memberships);
  };

  /** permissions.md: per-fair validation is the fair organizer's; the member must exist (404 otherwise). */
  const validateForFair = async ({
    actor,
    userId,
    fairId,
    isValidated,
  }: {
    actor: Actor;
    userId: number;
    fairId: number;
    isValidated: number;
  }) => {
    if (!canCreateUserInFair(actor, fairId)) throw forbidden();
    const updated = await db
      .update(fairUsers)
      .set({ isValidated })
      .where(and(eq(fairUsers.userId, userId), eq(fairUsers.fairId, fairId)))
      .returning({ userId: fairUsers.userId });
    if (updated.length === 0) throw notFound();
    return getListItem(userId);
  };

  const getListItem = async (userId: number) => {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw notFound();
    return toItem(row, await fairUsersOf([userId]));
  };

  return { listUsers, createUser, getListItem, validateForFair };
};
export type UserManagementService = ReturnType<typeof createUserManagementService>;
export type { UserListQuery };
