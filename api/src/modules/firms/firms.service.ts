import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ROLES,
  USER_TYPES,
  type Firm,
  type FirmBackListItem,
  type FirmComputed,
  type FirmListItem,
  type FirmListQuerySchema,
  type FirmSelectItem,
  type FirmUser,
  type FirmUsersQuerySchema,
  type Locale,
} from '@passerelle/contract';
import type { z } from 'zod';
import { fairAdmins, firms, stands, users } from '../../db/schema/index.ts';
import { isFairOrganizer, type Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound } from '../../platform/errors/index.ts';
import { resolvePaging, type Page } from '../../platform/http/index.ts';
import { toFirmType, toListItem, toLogo } from './firms.mapper.ts';
import {
  canListFirms,
  canReadFirm,
  canSeeFirm,
  canSeeFirmStaff,
  firmAbilities,
  seesAllFirms,
  type FirmScope,
} from './firms.policy.ts';
import { loadFirmScope } from './firms.scope.ts';
import { fairsOf, inFair, inFairs, sectorsOf, selectFirms, usersCountOf, type FirmRow } from './firms.sql.ts';
import { containsLike } from '../../platform/db/index.ts';

type ListQuery = z.output<typeof FirmListQuerySchema>;
type UsersQuery = z.output<typeof FirmUsersQuerySchema>;

const truthy = (v: string | undefined) => (v === undefined ? undefined : v === 'true' || v === '1');

/** Not visible → 404; visible (publicly, or as the firm's member) but not allowed → 403. */
export const refuse = (actor: Actor | null, firm: FirmScope): never => {
  throw canSeeFirm(actor, firm) ? forbidden() : notFound();
};

export const createFirmsService = (deps: Pick<AppDeps, 'db' | 'bus'>) => {
  const { db } = deps;
  const findRow = async (firmId: number, locale: Locale): Promise<FirmRow> => {
    const [row] = await selectFirms(db, locale).where(eq(firms.id, firmId)).limit(1);
    if (!row) throw notFound();
    return row;
  };

  /** The full view, once the caller was allowed to read it. */
  const fullView = async (actor: Actor, firmId: number, locale: Locale): Promise<Firm> => {
    const [row, scope, sectors] = await Promise.all([
      findRow(firmId, locale),
      loadFirmScope(db, firmId),
      sectorsOf(db, [firmId], locale),
    ]);
    return {
      id: row.id,
      name: row.name,
      firmType: toFirmType(row),
      address: row.address,
      phone: row.phone,
      email: row.email,
      website: row.website,
      description: row.description,
      isVisible: row.isVisible,
      logo: toLogo(row),
      sectors: sectors.get(firmId) ?? [],
      fairs: scope.fairIds,
      createdAt: row.createdAt.toISOString(),
      abilities: firmAbilities(actor, scope),
    };
  };

  /** Back-office scope: the fairs the actor organizes (all for super roles and cluster admins). */
  const backScope = (actor: Actor, fairId: number | undefined): SQL | undefined => {
    if (!canListFirms(actor)) throw forbidden();
    if (fairId !== undefined) {
      if (!seesAllFirms(actor) && !isFairOrganizer(actor, fairId)) throw forbidden();
      return inFair(db, fairId);
    }
    return seesAllFirms(actor) ? undefined : inFairs(db, actor.adminFairIds);
  };

  /** `exists[stands]=`: firms with (or without) a booth, in the listed fair when there is one. */
  const hasStands = (fairId: number | undefined) =>
    exists(
      db
        .select({ x: sql`1` })
        .from(stands)
        .where(
          and(eq(stands.firmId, firms.id), fairId !== undefined ? eq(stands.fairId, fairId) : undefined),
        ),
    );

  const listWhere = (actor: Actor, query: ListQuery) =>
    and(
      backScope(actor, query.fair),
      query.name ? ilike(firms.name, containsLike(query.name)) : undefined,
      query.isVisible !== undefined ? eq(firms.isVisible, truthy(query.isVisible)!) : undefined,
      query['exists[stands]'] !== undefined
        ? truthy(query['exists[stands]'])
          ? hasStands(query.fair)
          : not(hasStands(query.fair))
        : undefined,
    );

  const listOrder = (query: ListQuery): SQL[] => {
    const order: SQL[] = [];
    for (const [key, column] of [
      ['order[name]', sql`lower(${firms.name})`],
      ['order[id]', firms.id],
      ['order[createdAt]', firms.createdAt],
    ] as const) {
      const dir = query[key];
      if (dir) order.push(dir === 'desc' ? desc(column) : asc(column));
    }
    return [...order, asc(sql`lower(${firms.name})`), asc(firms.id)];
  };

  const pageOf = async (actor: Actor, query: ListQuery, locale: Locale) => {
    const where = listWhere(actor, query);
    const paging = resolvePaging(query, 30);
    const [rows, [total]] = await Promise.all([
      selectFirms(db, locale)
        .where(where)
        .orderBy(...listOrder(query))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(firms).where(where),
    ]);
    return { rows, totalItems: Number(total?.n ?? 0), paging };
  };

  /** `GET /firms`. */
  const listFirms = async ({
    actor,
    query,
    locale,
  }: {
    actor: Actor;
    query: ListQuery;
    locale: Locale;
  }): Promise<Page<FirmListItem>> => {
    const { rows, totalItems, paging } = await pageOf(actor, query, locale);
    return { items: rows.map(toListItem), totalItems, paging };
  };

  /** `GET /firms/back/list`: the list with users count, sectors and fairs. */
  const backList = async ({
    actor,
    query,
    locale,
  }: {
    actor: Actor;
    query: ListQuery;
    locale: Locale;
  }): Promise<Page<FirmBackListItem>> => {
    const { rows, totalItems, paging } = await pageOf(actor, query, locale);
    const ids = rows.map((r) => r.id);
    const [sectors, fairIds, counts] = await Promise.all([
      sectorsOf(db, ids, locale),
      fairsOf(db, ids),
      usersCountOf(db, ids),
    ]);
    return {
      items: rows.map((row) => ({
        ...toListItem(row),
        sectors: sectors.get(row.id) ?? [],
        usersCount: counts.get(row.id) ?? 0,
        // An organizer sees only the links to its own fairs.
        fairs: (fairIds.get(row.id) ?? []).filter((f) => seesAllFirms(actor) || isFairOrganizer(actor, f)),
      })),
      totalItems,
      paging,
    };
  };

  /** `GET /firms/select-input`. */
  const selectInput = async ({
    actor,
    query,
  }: {
    actor: Actor;
    query: ListQuery;
  }): Promise<Page<FirmSelectItem>> => {
    const where = listWhere(actor, query);
    const paging = resolvePaging(query, 30);
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: firms.id, name: firms.name })
        .from(firms)
        .where(where)
        .orderBy(...listOrder(query))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(firms).where(where),
    ]);
    return { items: rows, totalItems: Number(total?.n ?? 0), paging };
  };

  /** `GET /firms/{id}`. */
  const getFirm = async ({ actor, firmId, locale }: { actor: Actor; firmId: number; locale: Locale }) => {
    const scope = await loadFirmScope(db, firmId);
    if (!canReadFirm(actor, scope)) refuse(actor, scope);
    return fullView(actor, firmId, locale);
  };

  /** `GET /firms/computed/{id}`. */
  const computed = async ({ actor, firmId }: { actor: Actor; firmId: number }): Promise<FirmComputed> => {
    const scope = await loadFirmScope(db, firmId);
    if (!canReadFirm(actor, scope)) refuse(actor, scope);
    const [row] = await db
      .select({
        users: count(),
        standAdmins:
          sql<number>`count(*) filter (where ${users.userType} = ${USER_TYPES.STAND_ADMIN})`.mapWith(Number),
        standContacts:
          sql<number>`count(*) filter (where ${users.userType} = ${USER_TYPES.STAND_CONTACT})`.mapWith(
            Number,
          ),
      })
      .from(users)
      .where(and(eq(users.firmId, firmId), isNull(users.erasedAt)));
    const [booths] = await db.select({ n: count() }).from(stands).where(eq(stands.firmId, firmId));
    return {
      id: firmId,
      users: Number(row?.users ?? 0),
      standAdmins: row?.standAdmins ?? 0,
      standContacts: row?.standContacts ?? 0,
      fairs: scope.fairIds.length,
      stands: Number(booths?.n ?? 0),
    };
  };

  /**
   * `GET /firms/{id}/all-users`: members first, then organizers of its fairs, then super roles.
   * Platform staff are listed to platform staff only: the firm's members see their own people
   * (permissions.md "Firms across fairs").
   */
  const allUsers = async ({
    actor,
    firmId,
    query,
  }: {
    actor: Actor;
    firmId: number;
    query: UsersQuery;
  }): Promise<Page<FirmUser>> => {
    const scope = await loadFirmScope(db, firmId);
    if (!canReadFirm(actor, scope)) refuse(actor, scope);
    const supers = sql`${users.roles} && ${sql.param([ROLES.SUPER_ADMIN, ROLES.SUPER_ORGANIZER])}::text[]`;
    const relation = sql<
      FirmUser['relation']
    >`case when ${users.firmId} = ${firmId} then 'member' when ${supers} then 'super' else 'organizer' end`;
    const rank = sql`case when ${users.firmId} = ${firmId} then 0 when ${supers} then 2 else 1 end`;
    const organizes = scope.fairIds.length
      ? and(
          sql`${ROLES.ORGANIZER} = any(${users.roles})`,
          exists(
            db
              .select({ x: sql`1` })
              .from(fairAdmins)
              .where(and(eq(fairAdmins.userId, users.id), inArray(fairAdmins.fairId, scope.fairIds))),
          ),
        )
      : undefined;
    const seesStaff = canSeeFirmStaff(actor, scope);
    const term = query.search ? containsLike(query.search) : undefined;
    const where = and(
      isNull(users.erasedAt),
      seesStaff ? or(eq(users.firmId, firmId), organizes, supers) : eq(users.firmId, firmId),
      term
        ? or(ilike(users.firstName, term), ilike(users.lastName, term), ilike(users.email, term))
        : undefined,
      query.relation ? sql`${relation} = ${query.relation}` : undefined,
    );
    const paging = resolvePaging(query, 30);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          jobTitle: users.jobTitle,
          roles: users.roles,
          userType: users.userType,
          relation,
        })
        .from(users)
        .where(where)
        .orderBy(asc(rank), asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return { items: rows, totalItems: Number(total?.n ?? 0), paging };
  };

  return {
    fullView,
    listFirms,
    backList,
    selectInput,
    getFirm,
    computed,
    allUsers,
  };
};
export type FirmsService = ReturnType<typeof createFirmsService>;
