import {
  and,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  USER_TYPES,
  type FirmBusinessCard,
  type FirmDetail,
  type FirmFrontItem,
  type FirmFrontListQuerySchema,
  type FirmLight,
  type FirmLightQuerySchema,
  type Locale,
} from '@passerelle/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { firmBusinessSectors, firms, fairUsers, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import { forbidden, notFound, unauthorized } from '../../platform/errors/index.ts';
import { pageTotal, resolvePaging, totalOver, type Page } from '../../platform/http/index.ts';
import { shortDescription, toFirmType, toLogo } from './firms.mapper.ts';
import { toBusinessCard } from '../users/index.ts';
import { canSeeFirm, canVisitFair, firmAbilities } from './firms.policy.ts';
import { loadFair, loadFirmScope, type FairRow } from './firms.scope.ts';
import { inFair, sectorsOf, seenFirms, selectFirms } from './firms.sql.ts';
import { containsLike, PreparedQueries } from '../../platform/db/index.ts';

type FrontQuery = z.output<typeof FirmFrontListQuerySchema>;
type LightQuery = z.output<typeof FirmLightQuerySchema>;

const byName = [asc(sql`lower(${firms.name})`), asc(firms.id)];

/**
 * The public views of firms (permissions.md: anyone allowed in the fair): the fair's exhibitors,
 * their page and their card. Hidden firms show only to their organizers and their own users.
 */
export const createFirmsFrontService = (db: Db) => {
  const frontPages = new PreparedQueries();
  const countFirms = async (where: SQL | undefined) =>
    Number((await db.select({ n: count() }).from(firms).where(where))[0]?.n ?? 0);

  /** The fair, if the caller may visit it: 404 unknown, 401 anonymous on a closed fair, 403 else. */
  const visitableFair = async (actor: Actor | null, fairId: number): Promise<FairRow> => {
    const fair = await loadFair(db, fairId);
    if (!canVisitFair(actor, fair)) throw actor ? forbidden() : unauthorized();
    return fair;
  };

  /** `GET /firms/front/list?fair=`: paged with the fair's results per page. */
  const frontList = async ({
    actor,
    query,
    locale,
  }: {
    actor: Actor | null;
    query: FrontQuery;
    locale: Locale;
  }): Promise<Page<FirmFrontItem>> => {
    const fair = await visitableFair(actor, query.fair);
    const paging = resolvePaging({ page: query.page, pagination: true }, fair.nbResultsPerPage);
    const term = query.search ? containsLike(query.search) : undefined;
    // `param` gives a value its place in the statement: the value itself, or a named placeholder.
    const whereWith = (param: <T>(name: string, value: T) => T | Placeholder) =>
      and(
        inFair(db, param('fair', fair.id)),
        seenFirms(db, actor),
        term
          ? or(ilike(firms.name, param('term', term)), ilike(firms.description, param('term', term)))
          : undefined,
        query.sector !== undefined
          ? exists(
              db
                .select({ x: sql`1` })
                .from(firmBusinessSectors)
                .where(
                  and(
                    eq(firmBusinessSectors.firmId, firms.id),
                    eq(firmBusinessSectors.sectorId, param('sector', query.sector)),
                  ),
                ),
            )
          : undefined,
        query.firmType !== undefined ? eq(firms.firmTypeId, param('firmType', query.firmType)) : undefined,
      );
    const where = () => whereWith((_name, value) => value);
    const page = (w: SQL | undefined) =>
      selectFirms(db, locale, { total: totalOver() })
        .where(w)
        .orderBy(...byName);
    // The anonymous visitor's directory (no actor in its SQL) is described and prepared once per
    // locale and filters used; a request only passes its values. A signed-in caller's SQL carries
    // its memberships and is built per request.
    const rows = actor
      ? await page(where()).limit(paging.limit).offset(paging.offset)
      : await frontPages
          .get(
            db,
            `${locale}|${term ? 'search' : ''}|${query.sector !== undefined ? 'sector' : ''}|${query.firmType !== undefined ? 'type' : ''}`,
            (name) =>
              page(whereWith((param) => sql.placeholder(param)))
                .limit(sql.placeholder('limit'))
                .offset(sql.placeholder('offset'))
                .prepare(name),
          )
          .execute({
            fair: fair.id,
            term,
            sector: query.sector,
            firmType: query.firmType,
            limit: paging.limit,
            offset: paging.offset,
          });
    const [totalItems, sectors] = await Promise.all([
      pageTotal(rows, paging, () => countFirms(where())),
      sectorsOf(
        db,
        rows.map((r) => r.id),
        locale,
      ),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        logo: toLogo(row),
        firmType: toFirmType(row),
        sectors: sectors.get(row.id) ?? [],
        shortDescription: shortDescription(row.description),
        isVisible: row.isVisible,
      })),
      totalItems,
      paging,
    };
  };

  /** `GET /firms/light?fair=`. */
  const light = async ({
    actor,
    query,
    locale,
  }: {
    actor: Actor | null;
    query: LightQuery;
    locale: Locale;
  }): Promise<Page<FirmLight>> => {
    const fair = await visitableFair(actor, query.fair);
    const paging = resolvePaging(query, 30);
    const where = and(
      inFair(db, fair.id),
      seenFirms(db, actor),
      query.name ? ilike(firms.name, containsLike(query.name)) : undefined,
    );
    const rows = await selectFirms(db, locale, { total: totalOver() })
      .where(where)
      .orderBy(...byName)
      .limit(paging.limit)
      .offset(paging.offset);
    return {
      items: rows.map((row) => ({ id: row.id, name: row.name, logo: toLogo(row), isVisible: row.isVisible })),
      totalItems: await pageTotal(rows, paging, () => countFirms(where)),
      paging,
    };
  };

  /** The firm as the public views see it in a fair: 404 when not at that fair or hidden from the caller. */
  const seenInFair = async (actor: Actor | null, firmId: number, fair: FairRow) => {
    const scope = await loadFirmScope(db, firmId);
    if (!scope.fairIds.includes(fair.id) || !canSeeFirm(actor, scope)) throw notFound();
    return scope;
  };

  /** `GET /firms/detail/{id}?fair=`: the page, with the stand staff validated in the fair. */
  const detail = async ({
    actor,
    firmId,
    fairId,
    locale,
  }: {
    actor: Actor | null;
    firmId: number;
    fairId: number;
    locale: Locale;
  }): Promise<FirmDetail> => {
    const fair = await visitableFair(actor, fairId);
    const scope = await seenInFair(actor, firmId, fair);
    const [[row], sectors, staff] = await Promise.all([
      selectFirms(db, locale).where(eq(firms.id, firmId)).limit(1),
      sectorsOf(db, [firmId], locale),
      db
        .select()
        .from(users)
        .where(
          and(
            eq(users.firmId, firmId),
            inArray(users.userType, [USER_TYPES.STAND_ADMIN, USER_TYPES.STAND_CONTACT]),
            isNull(users.erasedAt),
            exists(
              db
                .select({ x: sql`1` })
                .from(fairUsers)
                .where(
                  and(
                    eq(fairUsers.userId, users.id),
                    eq(fairUsers.fairId, fair.id),
                    eq(fairUsers.isValidated, 1),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    ]);
    if (!row) throw notFound();
    return {
      id: row.id,
      name: row.name,
      logo: toLogo(row),
      firmType: toFirmType(row),
      sectors: sectors.get(firmId) ?? [],
      description: row.description,
      website: row.website,
      address: row.address,
      phone: row.phone,
      ...(!fair.isHidingEmailFirm && row.email ? { email: row.email } : {}),
      isVisible: row.isVisible,
      contacts: staff.map((u) => toBusinessCard(u, !fair.isHidingEmailUser)),
      abilities: firmAbilities(actor, scope),
    };
  };

  /**
   * `GET /firms/bcard/{id}`: with `?fair=`, as the detail; without, the card of a firm the caller
   * may see (it exhibits at a fair the caller may visit), with no e-mail.
   */
  const businessCard = async ({
    actor,
    firmId,
    fairId,
    locale,
  }: {
    actor: Actor | null;
    firmId: number;
    fairId: number | undefined;
    locale: Locale;
  }): Promise<FirmBusinessCard> => {
    let fair: FairRow | null = null;
    if (fairId !== undefined) {
      fair = await visitableFair(actor, fairId);
      await seenInFair(actor, firmId, fair);
    } else {
      // Without a fair: a firm the caller may see (one of its fairs is open to it); anonymous
      // callers are asked to log in when no fair of the firm is public.
      const scope = await loadFirmScope(db, firmId);
      if (!canSeeFirm(actor, scope)) throw actor ? notFound() : unauthorized();
    }
    const [row] = await selectFirms(db, locale).where(eq(firms.id, firmId)).limit(1);
    if (!row) throw notFound();
    return {
      id: row.id,
      name: row.name,
      logo: toLogo(row),
      firmType: toFirmType(row),
      website: row.website,
      ...(fair && !fair.isHidingEmailFirm && row.email ? { email: row.email } : {}),
    };
  };

  return { frontList, light, detail, businessCard };
};
export type FirmsFrontService = ReturnType<typeof createFirmsFrontService>;
