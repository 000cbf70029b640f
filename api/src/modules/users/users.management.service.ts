import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ROLES,
  USER_TYPES,
  type FixedFilterListQuerySchema,
  type ManagedUser,
  type Role,
  type UserListItem,
  type UserListQuery,
  type UserManagementUpdateSchema,
} from '@passerelle/contract';
import type { z } from 'zod';
import { fairAdmins, fairs, fairUsers, firms, users } from '../../db/schema/index.ts';
import { ownsFirmRecord, type Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, forbidden, notFound, unprocessable } from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import {
  canCreateUserInFair,
  canEraseUser,
  canListSuperOrganizers,
  canListUsers,
  canManageUser,
  canReadUser,
  canRemoveFromFair,
  seesAllUsers,
  visibleFairsOf,
} from './users.policy.ts';
import { profileColumns, toUserDto } from './users.mapper.ts';
import { jobProfileRef } from './users.service.ts';
import { loadUserScope } from './users.scope.ts';
import { firmWithFairs, membershipsOf, toListItem } from './users.list-items.ts';
import { createFirmEvents } from '../firms/index.ts';
import { accountFor, isStaffType, membershipState } from './users.accounts.ts';
import { containsLike, isForeignKeyViolation } from '../../platform/db/index.ts';

type ManageInput = z.output<typeof UserManagementUpdateSchema>;
type ListQuery = z.output<typeof import('@passerelle/contract').UserListQuerySchema>;
type FixedListQuery = z.output<typeof FixedFilterListQuerySchema>;

export const createUserManagementService = (deps: Pick<AppDeps, 'db' | 'bus'>) => {
  const { db, bus } = deps;
  const fairUsersOf = (ids: number[]) => membershipsOf(db, ids);
  const firmOf = (firmId: number) => firmWithFairs(db, firmId);
  const firmEvents = createFirmEvents(deps);
  /** A fair's organizer seats changed: its `admins` are part of the fair. */
  const seatsChanged = (fairIds: number[]) =>
    bus.publish(
      ...[...new Set(fairIds)].map((fairId) => ({
        name: 'fair.changed' as const,
        payload: { fairId, action: 'updated' as const },
      })),
    );
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
    const term = query.search ? containsLike(query.search) : undefined;
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
    return { items: rows.map((r) => toListItem(r, memberships)), totalItems: Number(total?.n ?? 0), paging };
  };

  /**
   * A firm's roster is its record's owner's (permissions.md "Firms across fairs"): leaving a firm,
   * joining one or changing role inside it needs `ownsFirmRecord` of each firm touched, and a
   * firm joined must take part in one of the user's fairs.
   */
  const assertRosterChange = async (
    actor: Actor,
    target: { fairIds: number[] },
    change: { from: number | null; to: number | null; staffTypeChanged: boolean },
  ) => {
    if ((change.from !== change.to || change.staffTypeChanged) && change.from !== null)
      if (!ownsFirmRecord(actor, await firmOf(change.from))) throw forbidden('firm_roster_not_yours');
    if (change.to !== null && change.to !== change.from) {
      const firm = await firmOf(change.to);
      if (!firm.fairIds.some((f) => target.fairIds.includes(f)))
        throw unprocessable([{ propertyPath: 'firm', code: 'firm_not_in_fair' }]);
      if (!ownsFirmRecord(actor, firm)) throw forbidden('firm_roster_not_yours');
    }
  };

  /** The lists whose path fixes the filter: `GET /users` with that filter. */
  const listWithRoles =
    (roles: Role[]) =>
    ({ actor, query }: { actor: Actor; query: FixedListQuery }) =>
      listUsers({ actor, query: { ...query, roles } });
  const listAdmins = listWithRoles([ROLES.ORGANIZER, ROLES.SUPER_ORGANIZER]);
  const listSpeakers = listWithRoles([ROLES.SPEAKER]);
  const listSuperOrganizers = ({ actor, query }: { actor: Actor; query: FixedListQuery }) => {
    if (!canListSuperOrganizers(actor)) throw forbidden();
    return listWithRoles([ROLES.SUPER_ORGANIZER])({ actor, query });
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
    await bus.publish({
      name: 'membership.changed',
      payload: { userId, fairId, state: membershipState(isValidated) },
    });
    return getListItem(userId);
  };

  /**
   * `DELETE /users/{id}/fairs/{fairId}`: what a fair's organizer does with an account that is not
   * its to erase (it belongs to other fairs too): the membership goes, the account stays.
   */
  const removeFromFair = async ({
    actor,
    userId,
    fairId,
  }: {
    actor: Actor;
    userId: number;
    fairId: number;
  }) => {
    const target = await loadUserScope(db, userId);
    if (!canReadUser(actor, target) || !target.fairIds.includes(fairId)) throw notFound();
    if (!canRemoveFromFair(actor, target, fairId)) throw forbidden();
    await db.delete(fairUsers).where(and(eq(fairUsers.userId, userId), eq(fairUsers.fairId, fairId)));
    await bus.publish({ name: 'membership.changed', payload: { userId, fairId, state: 'removed' } });
    return null;
  };

  const getListItem = async (userId: number) => {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    if (!row) throw notFound();
    return toListItem(row, await fairUsersOf([userId]));
  };

  /** `GET /users/{id}`: the user, limited to the fairs the caller sees, with its abilities. */
  const getUser = async ({ actor, userId }: { actor: Actor; userId: number }): Promise<ManagedUser> => {
    const target = await loadUserScope(db, userId);
    if (!canReadUser(actor, target)) throw notFound();
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    const memberships = await db
      .select({ fairId: fairUsers.fairId, isValidated: fairUsers.isValidated })
      .from(fairUsers)
      .where(eq(fairUsers.userId, userId))
      .orderBy(fairUsers.fairId);
    const visible = new Set(
      visibleFairsOf(actor, target, [...target.fairIds, ...(target.adminFairIds ?? [])]),
    );
    const [firm] = row!.firmId
      ? await db.select({ name: firms.name }).from(firms).where(eq(firms.id, row!.firmId))
      : [];
    return {
      ...toUserDto(
        row!,
        memberships.filter((m) => visible.has(m.fairId)),
        await jobProfileRef(db, userId),
      ),
      firmName: firm?.name ?? null,
      administeredFairs: (target.adminFairIds ?? []).filter((f) => visible.has(f)),
      createdAt: row!.createdAt.toISOString(),
      abilities: {
        update: canManageUser(actor, target),
        erase: canEraseUser(actor, target),
        validateFairs: target.fairIds.filter((f) => visible.has(f) && canCreateUserInFair(actor, f)),
        removeFairs: target.fairIds.filter((f) => visible.has(f) && canRemoveFromFair(actor, target, f)),
      },
    };
  };

  /**
   * `PUT /users/{id}/manage`: profile fields, and the account type with its roles (derived as at
   * creation, never sent) and firm. Becoming an organizer makes the user organizer of the fairs it
   * shares with the caller (within their maxima); leaving it ends every organizer seat.
   */
  const manageUser = async ({
    actor,
    userId,
    data,
  }: {
    actor: Actor;
    userId: number;
    data: ManageInput;
  }): Promise<ManagedUser> => {
    const target = await loadUserScope(db, userId);
    if (!canReadUser(actor, target)) throw notFound();
    if (!canManageUser(actor, target)) throw forbidden();
    const { userType, firm, ...profile } = data;
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    const current = row!;
    const nextType = userType ?? current.userType;
    const typeChanged = nextType !== current.userType;
    const account = typeChanged ? accountFor(nextType) : null;
    // The firm follows the type: kept or changed for stand staff, dropped for anyone else.
    const touchesAccount = userType !== undefined || firm !== undefined;
    const nextFirm = !touchesAccount
      ? current.firmId
      : isStaffType(nextType)
        ? firm !== undefined
          ? firm
          : current.firmId
        : null;
    if (touchesAccount && isStaffType(nextType) && nextFirm === null)
      throw unprocessable([{ propertyPath: 'firm', code: 'firm_required' }]);
    await assertRosterChange(actor, target, {
      from: current.firmId,
      to: nextFirm,
      staffTypeChanged: typeChanged && current.firmId !== null && current.firmId === nextFirm,
    });
    const organizerFairs =
      account?.userType === USER_TYPES.ORGANIZER
        ? target.fairIds.filter((f) => canCreateUserInFair(actor, f))
        : [];
    await db
      .transaction(async (tx) => {
        for (const fairId of organizerFairs) {
          const [fair] = await tx
            .select({ max: fairs.numberMaxOrganizer })
            .from(fairs)
            .where(eq(fairs.id, fairId));
          if (fair?.max === null || fair?.max === undefined) continue;
          const [n] = await tx.select({ n: count() }).from(fairAdmins).where(eq(fairAdmins.fairId, fairId));
          if (Number(n?.n) >= fair.max) throw conflict('fair_organizer_limit_reached');
        }
        await tx
          .update(users)
          .set({
            ...profileColumns(profile),
            ...(account && { roles: account.roles, userType: account.userType }),
            ...(touchesAccount && { firmId: nextFirm }),
          })
          .where(eq(users.id, userId));
        if (account && current.userType === USER_TYPES.ORGANIZER)
          await tx.delete(fairAdmins).where(eq(fairAdmins.userId, userId));
        if (organizerFairs.length)
          await tx
            .insert(fairAdmins)
            .values(organizerFairs.map((fairId) => ({ fairId, userId })))
            .onConflictDoNothing();
      })
      .catch((err: { code?: string; cause?: { code?: string } }) => {
        // A reference id that does not exist (country, civil status…): a bad value, not a 500.
        if (isForeignKeyViolation(err)) throw conflict('invalid_value');
        throw err;
      });
    await bus.publish({
      name: 'user.changed',
      payload: {
        userId,
        fairIds: target.fairIds,
        firmId: touchesAccount ? nextFirm : current.firmId,
        action: 'updated',
      },
    });
    if (touchesAccount && (current.firmId !== nextFirm || typeChanged))
      await firmEvents.staffChanged(
        { userId, firmId: current.firmId },
        ...(nextFirm !== current.firmId ? [{ userId, firmId: nextFirm }] : []),
      );
    const seatsEnded =
      account && current.userType === USER_TYPES.ORGANIZER ? (target.adminFairIds ?? []) : [];
    await seatsChanged([...seatsEnded, ...organizerFairs]);
    return getUser({ actor, userId });
  };

  return {
    listUsers,
    listAdmins,
    listSpeakers,
    listSuperOrganizers,
    getListItem,
    getUser,
    manageUser,
    validateForFair,
    removeFromFair,
  };
};
export type UserManagementService = ReturnType<typeof createUserManagementService>;
export type { UserListQuery };
