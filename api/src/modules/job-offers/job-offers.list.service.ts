import { and, desc, eq, exists, ilike, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  CEFR_LEVELS,
  ROLES,
  matchOffer,
  type JobOfferListItem,
  type JobOfferListQuerySchema,
  type Locale,
  type MatchProfile,
  type MyJobOffersQuerySchema,
} from '@passerelle/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fairs, jobOfferFairs, jobOfferLanguages, jobOffers } from '../../db/schema/index.ts';
import {
  canVisitFair,
  hasRole,
  inOrganizedFairs,
  inVisitableFairs,
  isFairOrganizer,
  isGlobalOrganizer,
  type Actor,
} from '../../platform/access/index.ts';
import { containsLike } from '../../platform/db/index.ts';
import { forbidden, notFound, unauthorized } from '../../platform/errors/index.ts';
import { pageTotal, resolvePaging, translatedName, type Page } from '../../platform/http/index.ts';
import { toJobOfferListItem, type OfferListExtras } from './job-offers.mapper.ts';
import type { OfferReads } from './job-offers.reads.ts';

type ListQuery = z.output<typeof JobOfferListQuerySchema>;

/** The most offers a fit-sorted list scores per request (a fair's published offers, filtered). */
export const FIT_SORT_CAP = 5_000;

/** The lists of offers: a visitor's search (best fit first), a fair's for its organizer, a firm's own. */
export const createOfferListing = (
  db: Db,
  reads: OfferReads,
  matchProfileOfActor: (actor: Actor | null) => Promise<MatchProfile | null>,
) => {
  const { fairsOfOffers, languagesOfOffers, listFrom, matchOffersOf } = reads;
  const inOfferFairs = (condition: SQL) =>
    exists(
      db
        .select({ x: sql`1` })
        .from(jobOfferFairs)
        .where(and(eq(jobOfferFairs.offerId, jobOffers.id), condition)),
    );

  /** `canReadOffer` as SQL. Undefined: no restriction (super roles). */
  const visibleTo = (actor: Actor | null): SQL | undefined => {
    if (isGlobalOrganizer(actor)) return undefined;
    const published = and(
      eq(jobOffers.status, 'published'),
      exists(
        db
          .select({ x: sql`1` })
          .from(jobOfferFairs)
          .innerJoin(fairs, eq(fairs.id, jobOfferFairs.fairId))
          .where(
            and(
              eq(jobOfferFairs.offerId, jobOffers.id),
              eq(fairs.isUsingJobModule, true),
              inVisitableFairs(db, jobOfferFairs.fairId, actor),
            ),
          ),
      ),
    );
    const ownFirm =
      actor && actor.firmId !== null && hasRole(actor, ROLES.EXHIBITOR)
        ? eq(jobOffers.firmId, actor.firmId)
        : undefined;
    return sql`(${published} or ${ownFirm ?? sql`false`} or ${inOfferFairs(inOrganizedFairs(jobOfferFairs.fairId, actor))})`;
  };

  const title = (locale: Locale) => translatedName(jobOffers.translations, locale, 'title');

  const filtersOf = (query: ListQuery, locale: Locale): (SQL | undefined)[] => {
    const rank = query.languageLevel ? CEFR_LEVELS.indexOf(query.languageLevel) + 1 : null;
    return [
      query.fair !== undefined ? inOfferFairs(eq(jobOfferFairs.fairId, query.fair)) : undefined,
      query['firm.id'] !== undefined ? eq(jobOffers.firmId, query['firm.id']) : undefined,
      query.status !== undefined ? eq(jobOffers.status, query.status) : undefined,
      query.family !== undefined ? eq(jobOffers.familyId, query.family) : undefined,
      query.function !== undefined ? eq(jobOffers.functionId, query.function) : undefined,
      query.country !== undefined ? eq(jobOffers.countryId, query.country) : undefined,
      query.contractType !== undefined ? eq(jobOffers.contractTypeId, query.contractType) : undefined,
      query.language !== undefined
        ? exists(
            db
              .select({ x: sql`1` })
              .from(jobOfferLanguages)
              .where(
                and(
                  eq(jobOfferLanguages.offerId, jobOffers.id),
                  eq(jobOfferLanguages.language, query.language),
                  rank !== null ? lte(jobOfferLanguages.maxRank, rank) : undefined,
                ),
              ),
          )
        : undefined,
      query.search ? ilike(title(locale), containsLike(query.search)) : undefined,
    ];
  };

  const orderOf = (query: ListQuery, locale: Locale): SQL[] => {
    const dir = (d: 'asc' | 'desc', c: SQLWrapper) =>
      d === 'asc' ? sql`${c} asc nulls last` : sql`${c} desc nulls last`;
    const out: SQL[] = [];
    if (query['order[publishedAt]']) out.push(dir(query['order[publishedAt]'], jobOffers.publishedAt));
    if (query['order[title]']) out.push(dir(query['order[title]'], title(locale)));
    if (query['order[startDate]']) out.push(dir(query['order[startDate]'], jobOffers.startDate));
    if (query['order[updatedAt]']) out.push(dir(query['order[updatedAt]'], jobOffers.updatedAt));
    if (!out.length) out.push(sql`${jobOffers.publishedAt} desc nulls last`);
    return [...out, desc(jobOffers.id)];
  };

  type ListRow = Awaited<ReturnType<ReturnType<typeof listFrom>['where']>>[number];
  const itemsOf = async (
    rows: Omit<ListRow, 'total'>[],
    locale: Locale,
    fitScores?: ReadonlyMap<number, number>,
  ): Promise<JobOfferListItem[]> => {
    const ids = rows.map((r) => r.offer.id);
    const [fairMap, languageMap] = await Promise.all([fairsOfOffers(ids), languagesOfOffers(ids)]);
    return rows.map((r) => {
      const extras: OfferListExtras = {
        firmName: r.firmName,
        fairIds: (fairMap.get(r.offer.id) ?? []).map((f) => f.id),
        languages: languageMap.get(r.offer.id) ?? [],
        family: r.family,
        function: r.function,
        contractType: r.contractType,
        country: r.country,
        fitScore: fitScores?.get(r.offer.id) ?? null,
      };
      return toJobOfferListItem(r.offer, extras, locale);
    });
  };

  /** The match's score of each offer for a profile. */
  const fitScoresOf = async (profile: MatchProfile, offerIds: number[]) => {
    const offers = await matchOffersOf(offerIds);
    return new Map(
      offerIds.flatMap((id) => {
        const offer = offers.get(id);
        return offer ? [[id, matchOffer(profile, offer).score] as const] : [];
      }),
    );
  };

  /**
   * Best fit first: every offer the filters keep (up to FIT_SORT_CAP, in the list's other order) is
   * scored in the process (ADR 006: about 8 ms for 2,000), then the page is cut from that order.
   */
  const runFitList = async (
    profile: MatchProfile,
    where: SQL | undefined,
    query: ListQuery,
    locale: Locale,
  ): Promise<Page<JobOfferListItem>> => {
    const paging = resolvePaging(query, 20);
    const ids = (
      await db
        .select({ id: jobOffers.id })
        .from(jobOffers)
        .where(where)
        .orderBy(...orderOf(query, locale))
        .limit(FIT_SORT_CAP)
    ).map((r) => r.id);
    const scores = await fitScoresOf(profile, ids);
    const ranked = ids
      .map((id, i) => ({ id, i, score: scores.get(id) ?? 0 }))
      .sort((a, b) => b.score - a.score || a.i - b.i)
      .slice(paging.offset, paging.offset + paging.limit)
      .map((r) => r.id);
    const rows = ranked.length ? await listFrom(locale).where(inArray(jobOffers.id, ranked)) : [];
    const byId = new Map(rows.map((r) => [r.offer.id, r]));
    const ordered = ranked.flatMap((id) => byId.get(id) ?? []);
    return { items: await itemsOf(ordered, locale, scores), totalItems: ids.length, paging };
  };

  const runList = async (
    where: SQL | undefined,
    query: ListQuery,
    locale: Locale,
    actor: Actor | null = null,
  ): Promise<Page<JobOfferListItem>> => {
    const profile = await matchProfileOfActor(actor);
    if (profile && query['order[fit]']) return runFitList(profile, where, query, locale);
    const paging = resolvePaging(query, 20);
    const rows = await listFrom(locale)
      .where(where)
      .orderBy(...orderOf(query, locale))
      .limit(paging.limit)
      .offset(paging.offset);
    const totalItems = await pageTotal(rows, paging, async () => {
      const [n] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(jobOffers)
        .where(where);
      return n?.n ?? 0;
    });
    const scores = profile
      ? await fitScoresOf(
          profile,
          rows.map((r) => r.offer.id),
        )
      : undefined;
    return { items: await itemsOf(rows, locale, scores), totalItems, paging };
  };

  const loadFair = async (fairId: number) =>
    (
      await db
        .select({
          id: fairs.id,
          isPublicAccess: fairs.isPublicAccess,
          isUsingJobModule: fairs.isUsingJobModule,
        })
        .from(fairs)
        .where(eq(fairs.id, fairId))
    )[0];

  /** `GET /jobs`: every offer the actor may see, filtered. A fair it may not visit: 401/403. */
  const listOffers = async ({
    actor,
    query,
    locale,
  }: {
    actor: Actor | null;
    query: ListQuery;
    locale: Locale;
  }) => {
    if (query.fair !== undefined) {
      const fair = await loadFair(query.fair);
      if (!fair) throw notFound();
      if (!canVisitFair(actor, fair)) throw actor ? forbidden() : unauthorized();
    }
    return runList(and(visibleTo(actor), ...filtersOf(query, locale)), query, locale, actor);
  };

  /** `GET /jobs/list?fair=`: the fair's organizer sees every offer of it. */
  const listFairOffers = async ({
    actor,
    query,
    locale,
  }: {
    actor: Actor;
    query: ListQuery & { fair: number };
    locale: Locale;
  }) => {
    const fair = await loadFair(query.fair);
    if (!fair) throw notFound();
    if (!isFairOrganizer(actor, fair.id)) throw forbidden();
    return runList(and(...filtersOf(query, locale)), query, locale);
  };

  /** `GET /jobs/my-offers`: the offers of the caller's firm (any member of it). */
  const listMyOffers = async ({
    actor,
    query,
    locale,
  }: {
    actor: Actor;
    query: z.output<typeof MyJobOffersQuerySchema>;
    locale: Locale;
  }): Promise<JobOfferListItem[]> => {
    if (actor.firmId === null || !hasRole(actor, ROLES.EXHIBITOR)) return [];
    const rows = await listFrom(locale)
      .where(
        and(
          eq(jobOffers.firmId, actor.firmId),
          query.fair !== undefined ? inOfferFairs(eq(jobOfferFairs.fairId, query.fair)) : undefined,
          query.status !== undefined ? eq(jobOffers.status, query.status) : undefined,
        ),
      )
      .orderBy(desc(jobOffers.updatedAt), desc(jobOffers.id))
      .limit(500);
    return itemsOf(rows, locale);
  };

  return { listOffers, listFairOffers, listMyOffers };
};
