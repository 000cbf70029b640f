import { and, asc, desc, eq, exists, ilike, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  CEFR_LEVELS,
  checkJobOffer,
  ROLES,
  type JobOffer,
  type JobOfferCreateData,
  type JobOfferLanguage,
  type JobOfferListItem,
  type JobOfferListQuerySchema,
  type JobOfferUpdateSchema,
  type Locale,
  type MyJobOffersQuerySchema,
} from '@passerelle/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  countries,
  fairFirms,
  fairs,
  firms,
  jobContractTypes,
  jobDisponibilities,
  jobEducationLevels,
  jobExperiences,
  jobFamilies,
  jobFunctionLevels,
  jobFunctions,
  jobOfferFairs,
  jobOfferLanguages,
  jobOffers,
  regions,
} from '../../db/schema/index.ts';
import {
  canVisitFair,
  hasRole,
  inOrganizedFairs,
  inVisitableFairs,
  isFairOrganizer,
  isGlobalOrganizer,
  type Actor,
} from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { containsLike } from '../../platform/db/index.ts';
import {
  forbidden,
  notFound,
  unauthorized,
  unprocessable,
  type ViolationInput,
} from '../../platform/errors/index.ts';
import { pageTotal, resolvePaging, totalOver, translatedName, type Page } from '../../platform/http/index.ts';
import { sanitizeRichText } from '../../platform/sanitize/index.ts';
import { maxRankOf, toJobOffer, toJobOfferListItem, type OfferListExtras } from './job-offers.mapper.ts';
import {
  canPlaceOfferIn,
  canReadOffer,
  canWriteOffer,
  offerAbilities,
  type OfferFair,
  type OfferScope,
} from './job-offers.policy.ts';

type ListQuery = z.output<typeof JobOfferListQuerySchema>;
type UpdateData = z.output<typeof JobOfferUpdateSchema>;
type OfferRow = typeof jobOffers.$inferSelect;

const named = (id: SQLWrapper, name: SQL) =>
  sql<{
    id: number;
    name: string;
  } | null>`case when ${id} is null then null else json_build_object('id', ${id}, 'name', ${name}) end`;

/** Rich text after the §5 allow-list; nothing left is an empty description. */
const cleanDescription = (html: string | undefined) => {
  if (!html) return '';
  const clean = sanitizeRichText(html);
  return clean.replace(/<[^>]*>|\s|&nbsp;/g, '') ? clean : '';
};

export const createJobOffersService = (deps: Pick<AppDeps, 'db' | 'bus'>) => {
  const { db } = deps;

  const fairsOfOffers = async (offerIds: number[]) => {
    if (!offerIds.length) return new Map<number, OfferFair[]>();
    const rows = await db
      .select({
        offerId: jobOfferFairs.offerId,
        id: fairs.id,
        isPublicAccess: fairs.isPublicAccess,
        isUsingJobModule: fairs.isUsingJobModule,
      })
      .from(jobOfferFairs)
      .innerJoin(fairs, eq(fairs.id, jobOfferFairs.fairId))
      .where(inArray(jobOfferFairs.offerId, offerIds))
      .orderBy(asc(fairs.id));
    const out = new Map<number, OfferFair[]>();
    for (const { offerId, ...fair } of rows) out.set(offerId, [...(out.get(offerId) ?? []), fair]);
    return out;
  };

  const languagesOfOffers = async (offerIds: number[]) => {
    if (!offerIds.length) return new Map<number, JobOfferLanguage[]>();
    const rows = await db
      .select()
      .from(jobOfferLanguages)
      .where(inArray(jobOfferLanguages.offerId, offerIds))
      .orderBy(asc(jobOfferLanguages.position), asc(jobOfferLanguages.id));
    const out = new Map<number, JobOfferLanguage[]>();
    for (const r of rows)
      out.set(r.offerId, [
        ...(out.get(r.offerId) ?? []),
        {
          language: r.language,
          levels: r.levels,
          certificates: r.certificates as JobOfferLanguage['certificates'],
        },
      ]);
    return out;
  };

  /** The offer and what its policies need; unknown → 404. */
  const loadScope = async (offerId: number): Promise<{ row: OfferRow; scope: OfferScope }> => {
    const [row] = await db.select().from(jobOffers).where(eq(jobOffers.id, offerId));
    if (!row) throw notFound();
    const offerFairs = (await fairsOfOffers([row.id])).get(row.id) ?? [];
    return { row, scope: { firmId: row.firmId, status: row.status, fairs: offerFairs } };
  };

  /** Not visible → 404 (drafts and closed offers exist only for their firm and organizers). */
  const readable = async (actor: Actor | null, offerId: number) => {
    const loaded = await loadScope(offerId);
    if (!canReadOffer(actor, loaded.scope)) throw notFound();
    return loaded;
  };

  const listSelect = (locale: Locale) => ({
    offer: jobOffers,
    firmName: firms.name,
    family: named(jobFamilies.id, translatedName(jobFamilies.translations, locale)),
    function: named(jobFunctions.id, translatedName(jobFunctions.translations, locale)),
    contractType: named(jobContractTypes.id, translatedName(jobContractTypes.translations, locale)),
    country: named(countries.id, translatedName(countries.translations, locale)),
  });
  const listFrom = (locale: Locale) =>
    db
      .select({ ...listSelect(locale), total: totalOver() })
      .from(jobOffers)
      .innerJoin(firms, eq(firms.id, jobOffers.firmId))
      .leftJoin(jobFamilies, eq(jobFamilies.id, jobOffers.familyId))
      .leftJoin(jobFunctions, eq(jobFunctions.id, jobOffers.functionId))
      .leftJoin(jobContractTypes, eq(jobContractTypes.id, jobOffers.contractTypeId))
      .leftJoin(countries, eq(countries.id, jobOffers.countryId));

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
  const itemsOf = async (rows: Omit<ListRow, 'total'>[], locale: Locale): Promise<JobOfferListItem[]> => {
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
      };
      return toJobOfferListItem(r.offer, extras, locale);
    });
  };

  const runList = async (
    where: SQL | undefined,
    query: ListQuery,
    locale: Locale,
  ): Promise<Page<JobOfferListItem>> => {
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
    return { items: await itemsOf(rows, locale), totalItems, paging };
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
    return runList(and(visibleTo(actor), ...filtersOf(query, locale)), query, locale);
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

  const present = async (actor: Actor | null, offerId: number, locale: Locale): Promise<JobOffer> => {
    const { row, scope } = await loadScope(offerId);
    const [extra] = await db
      .select({
        ...listSelect(locale),
        functionLevel: named(jobFunctionLevels.id, translatedName(jobFunctionLevels.translations, locale)),
        experience: named(jobExperiences.id, translatedName(jobExperiences.translations, locale)),
        educationLevel: named(jobEducationLevels.id, translatedName(jobEducationLevels.translations, locale)),
        disponibility: named(jobDisponibilities.id, translatedName(jobDisponibilities.translations, locale)),
        region: named(regions.id, sql`${regions.name}`),
      })
      .from(jobOffers)
      .innerJoin(firms, eq(firms.id, jobOffers.firmId))
      .leftJoin(jobFamilies, eq(jobFamilies.id, jobOffers.familyId))
      .leftJoin(jobFunctions, eq(jobFunctions.id, jobOffers.functionId))
      .leftJoin(jobContractTypes, eq(jobContractTypes.id, jobOffers.contractTypeId))
      .leftJoin(countries, eq(countries.id, jobOffers.countryId))
      .leftJoin(jobFunctionLevels, eq(jobFunctionLevels.id, jobOffers.functionLevelId))
      .leftJoin(jobExperiences, eq(jobExperiences.id, jobOffers.experienceId))
      .leftJoin(jobEducationLevels, eq(jobEducationLevels.id, jobOffers.educationLevelId))
      .leftJoin(jobDisponibilities, eq(jobDisponibilities.id, jobOffers.disponibilityId))
      .leftJoin(regions, eq(regions.id, jobOffers.regionId))
      .where(eq(jobOffers.id, offerId));
    const languages = (await languagesOfOffers([offerId])).get(offerId) ?? [];
    return toJobOffer(
      row,
      {
        firmName: extra!.firmName,
        fairIds: scope.fairs.map((f) => f.id),
        languages,
        family: extra!.family,
        function: extra!.function,
        contractType: extra!.contractType,
        country: extra!.country,
        functionLevel: extra!.functionLevel,
        experience: extra!.experience,
        educationLevel: extra!.educationLevel,
        disponibility: extra!.disponibility,
        region: extra!.region,
        abilities: offerAbilities(actor, scope),
      },
      locale,
    );
  };

  const getOffer = async ({
    actor,
    offerId,
    locale,
  }: {
    actor: Actor | null;
    offerId: number;
    locale: Locale;
  }) => {
    await readable(actor, offerId);
    return present(actor, offerId, locale);
  };

  /** The values as they will be stored (a PUT merged onto the stored offer). */
  type Merged = Omit<JobOfferCreateData, 'firm'>;

  /** Reference entries that exist and fit together (function of the family, region of the country). */
  const checkReferences = async (v: Merged): Promise<ViolationInput[]> => {
    const out: ViolationInput[] = [];
    const exists1 = async (
      table:
        | typeof jobFamilies
        | typeof jobFunctionLevels
        | typeof jobContractTypes
        | typeof jobExperiences
        | typeof jobDisponibilities
        | typeof countries
        | typeof jobEducationLevels,
      value: number | null,
      path: string,
    ) => {
      if (value === null) return;
      const [r] = await db.select({ id: table.id }).from(table).where(eq(table.id, value));
      if (!r) out.push({ propertyPath: path, code: 'not_found' });
    };
    await exists1(jobFamilies, v.family, 'family');
    await exists1(jobFunctionLevels, v.functionLevel, 'functionLevel');
    await exists1(jobContractTypes, v.contractType, 'contractType');
    await exists1(jobExperiences, v.experience, 'experience');
    await exists1(jobDisponibilities, v.disponibility, 'disponibility');
    await exists1(jobEducationLevels, v.educationLevel, 'educationLevel');
    await exists1(countries, v.country, 'country');
    if (v.function !== null) {
      const [f] = await db.select().from(jobFunctions).where(eq(jobFunctions.id, v.function));
      if (!f) out.push({ propertyPath: 'function', code: 'not_found' });
      else if (v.family !== null && f.familyId !== v.family)
        out.push({ propertyPath: 'function', code: 'invalid_value' });
    }
    if (v.region !== null) {
      const [r] = await db.select().from(regions).where(eq(regions.id, v.region));
      if (!r) out.push({ propertyPath: 'region', code: 'not_found' });
      else if (v.country !== null && r.countryId !== v.country)
        out.push({ propertyPath: 'region', code: 'invalid_value' });
    }
    return out;
  };

  /** Each fair: linked to the firm (`firm_not_in_fair`) and using the job module (`job_module_disabled`). */
  const checkFairs = async (firmId: number, fairIds: number[]): Promise<ViolationInput[]> => {
    const rows = await db
      .select({ id: fairs.id, isUsingJobModule: fairs.isUsingJobModule, linked: fairFirms.firmId })
      .from(fairs)
      .leftJoin(fairFirms, and(eq(fairFirms.fairId, fairs.id), eq(fairFirms.firmId, firmId)))
      .where(inArray(fairs.id, fairIds));
    const out: ViolationInput[] = [];
    fairIds.forEach((id, i) => {
      const r = rows.find((x) => x.id === id);
      if (!r || r.linked === null) out.push({ propertyPath: `fairs.${i}`, code: 'firm_not_in_fair' });
      else if (!r.isUsingJobModule) out.push({ propertyPath: `fairs.${i}`, code: 'job_module_disabled' });
      else if (fairIds.indexOf(id) !== i) out.push({ propertyPath: `fairs.${i}`, code: 'invalid_value' });
    });
    return out;
  };

  const validate = async (firmId: number, v: Merged) => {
    const violations: ViolationInput[] = [
      ...checkJobOffer(v).map((x) => ({ propertyPath: x.path, code: x.code })),
      ...(await checkFairs(firmId, v.fairs)),
      ...(await checkReferences(v)),
    ];
    if (violations.length) throw unprocessable(violations);
  };

  const columnsOf = (v: Merged, before: OfferRow | null) => ({
    translations: Object.fromEntries(
      Object.entries(v.translations).flatMap(([l, t]) =>
        t ? [[l, { title: t.title, description: cleanDescription(t.description) }]] : [],
      ),
    ) as OfferRow['translations'],
    status: v.status,
    familyId: v.family,
    functionId: v.function,
    functionLevelId: v.functionLevel,
    contractTypeId: v.contractType,
    experienceId: v.experience,
    educationLevelId: v.educationLevel,
    disponibilityId: v.disponibility,
    startDate: v.startDate,
    numberOfPosts: v.numberOfPosts,
    countryId: v.country,
    regionId: v.region,
    city: v.city || null,
    workMode: v.workMode,
    salaryMin: v.salaryMin,
    salaryMax: v.salaryMax,
    salaryCurrency: v.salaryCurrency,
    salaryPeriod: v.salaryPeriod,
    recognitionRequired: v.recognitionRequired,
    recognitionName: v.recognitionName as OfferRow['recognitionName'],
    recognitionSupported: v.recognitionSupported,
    immigrationSupport: v.immigrationSupport,
    relocationSupport: v.relocationSupport,
    publishedAt: before?.publishedAt ?? (v.status === 'published' ? new Date() : null),
  });

  const writeChildren = async (tx: Tx, offerId: number, v: Merged) => {
    await tx.delete(jobOfferFairs).where(eq(jobOfferFairs.offerId, offerId));
    await tx.insert(jobOfferFairs).values(v.fairs.map((fairId) => ({ offerId, fairId })));
    await tx.delete(jobOfferLanguages).where(eq(jobOfferLanguages.offerId, offerId));
    if (v.languages.length)
      await tx.insert(jobOfferLanguages).values(
        v.languages.map((l, position) => ({
          offerId,
          language: l.language,
          levels: l.levels,
          certificates: [...new Set(l.certificates)],
          maxRank: maxRankOf(l.levels),
          position,
        })),
      );
  };

  const firmFairsOf = async (firmId: number) => ({
    id: firmId,
    fairIds: (
      await db.select({ fairId: fairFirms.fairId }).from(fairFirms).where(eq(fairFirms.firmId, firmId))
    ).map((r) => r.fairId),
  });

  const changed = (offerId: number, firmId: number, fairIds: number[]) =>
    deps.bus.publish({
      name: 'job.offer.changed',
      payload: { offerId, firmId, fairIds: [...new Set(fairIds)].sort((a, b) => a - b) },
    });

  const createOffer = async ({
    actor,
    data,
    locale,
  }: {
    actor: Actor;
    data: JobOfferCreateData;
    locale: Locale;
  }) => {
    const [firm] = await db.select({ id: firms.id }).from(firms).where(eq(firms.id, data.firm));
    if (!firm) throw unprocessable([{ propertyPath: 'firm', code: 'firm_not_found' }]);
    const firmFairs = await firmFairsOf(data.firm);
    if (!data.fairs.every((f) => canPlaceOfferIn(actor, firmFairs, f))) throw forbidden();
    const { firm: firmId, ...values } = data;
    await validate(firmId, values);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(jobOffers)
        .values({ firmId, ...columnsOf(values, null) })
        .returning({ id: jobOffers.id });
      await writeChildren(tx, row!.id, values);
      return row!.id;
    });
    await changed(id, firmId, values.fairs);
    return present(actor, id, locale);
  };

  /** What the stored offer holds, as a body would say it. */
  const storedValues = async (row: OfferRow, scope: OfferScope): Promise<Merged> => ({
    fairs: scope.fairs.map((f) => f.id),
    translations: row.translations as Merged['translations'],
    status: row.status,
    family: row.familyId,
    function: row.functionId,
    functionLevel: row.functionLevelId,
    contractType: row.contractTypeId,
    experience: row.experienceId,
    educationLevel: row.educationLevelId,
    disponibility: row.disponibilityId,
    startDate: row.startDate,
    numberOfPosts: row.numberOfPosts,
    country: row.countryId,
    region: row.regionId,
    city: row.city,
    workMode: row.workMode,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency as Merged['salaryCurrency'],
    salaryPeriod: row.salaryPeriod,
    languages: (await languagesOfOffers([row.id])).get(row.id) ?? [],
    recognitionRequired: row.recognitionRequired,
    recognitionName: row.recognitionName as Merged['recognitionName'],
    recognitionSupported: row.recognitionSupported,
    immigrationSupport: row.immigrationSupport,
    relocationSupport: row.relocationSupport,
  });

  /** Not visible → 404; visible but not the firm's stand admin nor an organizer of its fairs → 403. */
  const writable = async (actor: Actor, offerId: number) => {
    const loaded = await readable(actor, offerId);
    if (!canWriteOffer(actor, loaded.scope)) throw forbidden();
    return loaded;
  };

  const updateOffer = async ({
    actor,
    offerId,
    data,
    locale,
  }: {
    actor: Actor;
    offerId: number;
    data: UpdateData;
    locale: Locale;
  }) => {
    const { row, scope } = await writable(actor, offerId);
    const before = scope.fairs.map((f) => f.id);
    const defined = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
    const merged: Merged = { ...(await storedValues(row, scope)), ...defined } as Merged;
    const moved = [
      ...merged.fairs.filter((f) => !before.includes(f)),
      ...before.filter((f) => !merged.fairs.includes(f)),
    ];
    const firmFairs = await firmFairsOf(row.firmId);
    if (!moved.every((f) => canPlaceOfferIn(actor, firmFairs, f))) throw forbidden();
    await validate(row.firmId, merged);
    await db.transaction(async (tx) => {
      await tx
        .update(jobOffers)
        .set({ ...columnsOf(merged, row), updatedAt: new Date() })
        .where(eq(jobOffers.id, offerId));
      await writeChildren(tx, offerId, merged);
    });
    await changed(offerId, row.firmId, [...before, ...merged.fairs]);
    return present(actor, offerId, locale);
  };

  const deleteOffer = async ({ actor, offerId }: { actor: Actor; offerId: number }) => {
    const { row, scope } = await writable(actor, offerId);
    await db.delete(jobOffers).where(eq(jobOffers.id, offerId));
    await changed(
      offerId,
      row.firmId,
      scope.fairs.map((f) => f.id),
    );
  };

  return { listOffers, listFairOffers, listMyOffers, getOffer, createOffer, updateOffer, deleteOffer };
};
export type JobOffersService = ReturnType<typeof createJobOffersService>;
export type { Db };
