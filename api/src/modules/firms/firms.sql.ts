import {
  and,
  asc,
  count,
  eq,
  exists,
  inArray,
  isNull,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import { ROLES, type Locale, type NamedRef } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import {
  businessSectors,
  fairFirms,
  firmBusinessSectors,
  firms,
  firmTypes,
  mediaObjects,
  users,
} from '../../db/schema/index.ts';
import {
  hasRole,
  inOrganizedFairs,
  inVisitableFairs,
  isGlobalOrganizer,
  isReadOnlySupervisor,
  type Actor,
} from '../../platform/access/index.ts';
import { translatedName } from '../../platform/http/index.ts';
import { Binder, PreparedQueries } from '../../platform/db/index.ts';
import type { FirmRow } from './firms.mapper.ts';

/**
 * The firm columns every view reads, with the type's name in the caller's language and the logo;
 * `extra` adds columns (the lists' `totalOver()`).
 */
export const selectFirms = <X extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  locale: Locale,
  extra: X = {} as X,
) =>
  db
    .select({
      id: firms.id,
      name: firms.name,
      address: firms.address,
      phone: firms.phone,
      email: firms.email,
      website: firms.website,
      description: firms.description,
      isVisible: firms.isVisible,
      createdAt: firms.createdAt,
      firmTypeId: firms.firmTypeId,
      firmTypeName: translatedName(firmTypes.translations, locale).mapWith(String),
      logoId: mediaObjects.id,
      logoPath: mediaObjects.filePath,
      logoThumbnailPath: mediaObjects.thumbnailPath,
      ...extra,
    })
    .from(firms)
    .leftJoin(firmTypes, eq(firmTypes.id, firms.firmTypeId))
    .leftJoin(mediaObjects, eq(mediaObjects.id, firms.logoId))
    .$dynamic();
export type FirmSelect = ReturnType<typeof selectFirms>;

/** The firm exhibits at the fair. */
export const inFair = (db: Db, fairId: number | SQLWrapper): SQL =>
  exists(
    db
      .select({ x: sql`1` })
      .from(fairFirms)
      .where(and(eq(fairFirms.firmId, firms.id), eq(fairFirms.fairId, fairId))),
  );

/** The firm exhibits at one of these fairs. */
export const inFairs = (db: Db, fairIds: number[]): SQL =>
  fairIds.length
    ? exists(
        db
          .select({ x: sql`1` })
          .from(fairFirms)
          .where(and(eq(fairFirms.firmId, firms.id), inArray(fairFirms.fairId, fairIds))),
      )
    : sql`false`;

/**
 * `canSeeFirm` as SQL: visible firms exhibiting at a fair the actor may visit (every visible firm
 * for supervisors), plus the hidden ones of the actor's own firm and of the fairs it organizes.
 */
export const seenFirms = (db: Db, actor: Actor | null): SQL => {
  if (isGlobalOrganizer(actor)) return sql`true`;
  const visitable = exists(
    db
      .select({ x: sql`1` })
      .from(fairFirms)
      .where(and(eq(fairFirms.firmId, firms.id), inVisitableFairs(db, fairFirms.fairId, actor))),
  );
  return or(
    and(eq(firms.isVisible, true), isReadOnlySupervisor(actor) ? undefined : visitable),
    actor && hasRole(actor, ROLES.EXHIBITOR) && actor.firmId !== null
      ? eq(firms.id, actor.firmId)
      : undefined,
    exists(
      db
        .select({ x: sql`1` })
        .from(fairFirms)
        .where(and(eq(fairFirms.firmId, firms.id), inOrganizedFairs(fairFirms.fairId, actor))),
    ),
  )!;
};

const sectorQueries = new PreparedQueries();

/** Sectors of each firm, in the caller's language, sorted by name (prepared per locale and count). */
export const sectorsOf = async (db: Db, firmIds: number[], locale: Locale) => {
  const out = new Map<number, NamedRef[]>();
  if (!firmIds.length) return out;
  const binder = new Binder();
  const ids = firmIds.map(binder.bind);
  const rows = await sectorQueries
    .get(db, `${locale}|${firmIds.length}`, (queryName) => {
      const name = translatedName(businessSectors.translations, locale);
      return db
        .select({ firmId: firmBusinessSectors.firmId, id: businessSectors.id, name: name.mapWith(String) })
        .from(firmBusinessSectors)
        .innerJoin(businessSectors, eq(businessSectors.id, firmBusinessSectors.sectorId))
        .where(inArray(firmBusinessSectors.firmId, ids))
        .orderBy(asc(name), asc(businessSectors.id))
        .prepare(queryName);
    })
    .execute(binder.values);
  for (const row of rows) {
    const list = out.get(row.firmId) ?? [];
    list.push({ id: row.id, name: row.name });
    out.set(row.firmId, list);
  }
  return out;
};

/** Fairs each firm exhibits at. */
export const fairsOf = async (db: Db, firmIds: number[]) => {
  const out = new Map<number, number[]>();
  if (!firmIds.length) return out;
  const rows = await db
    .select({ firmId: fairFirms.firmId, fairId: fairFirms.fairId })
    .from(fairFirms)
    .where(inArray(fairFirms.firmId, firmIds))
    .orderBy(asc(fairFirms.fairId));
  for (const row of rows) out.set(row.firmId, [...(out.get(row.firmId) ?? []), row.fairId]);
  return out;
};

/** Users (not erased) of each firm. */
export const usersCountOf = async (db: Db, firmIds: number[]) => {
  const out = new Map<number, number>();
  if (!firmIds.length) return out;
  const rows = await db
    .select({ firmId: users.firmId, n: count() })
    .from(users)
    .where(and(inArray(users.firmId, firmIds), isNull(users.erasedAt)))
    .groupBy(users.firmId);
  for (const row of rows) out.set(row.firmId!, Number(row.n));
  return out;
};

export type { FirmRow };
