import { asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { type JobOffer, type JobOfferLanguage, type Locale, type MatchOffer } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import {
  countries,
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
import type { Actor } from '../../platform/access/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { totalOver, translatedName } from '../../platform/http/index.ts';
import { toJobOffer, toMatchOffer } from './job-offers.mapper.ts';
import { canReadOffer, offerAbilities, type OfferFair, type OfferScope } from './job-offers.policy.ts';

export type OfferRow = typeof jobOffers.$inferSelect;

const named = (id: SQLWrapper, name: SQL) =>
  sql<{
    id: number;
    name: string;
  } | null>`case when ${id} is null then null else json_build_object('id', ${id}, 'name', ${name}) end`;

/**
 * What every use case reads of offers: their fairs and languages, the scope the policies take,
 * the list row's joins, the whole offer as the API answers it, and what the match reads.
 */
export const createOfferReads = (db: Db) => {
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

  /**
   * What the match reads of these offers (`toMatchOffer`), by offer id: the positions of their
   * experience and disponibility entries and the ISCED level of their education level.
   */
  const matchOffersOf = async (offerIds: number[]): Promise<Map<number, MatchOffer>> => {
    if (!offerIds.length) return new Map();
    // Only the columns the match reads: a fit-sorted search reads up to FIT_SORT_CAP offers, and
    // their texts in every language were most of the bytes (bench: the offers search).
    const [rows, languages] = await Promise.all([
      db
        .select({
          offer: {
            id: jobOffers.id,
            familyId: jobOffers.familyId,
            functionId: jobOffers.functionId,
            recognitionRequired: jobOffers.recognitionRequired,
            recognitionSupported: jobOffers.recognitionSupported,
            countryId: jobOffers.countryId,
            regionId: jobOffers.regionId,
            workMode: jobOffers.workMode,
          },
          experienceRank: jobExperiences.position,
          disponibilityRank: jobDisponibilities.position,
          educationIsced: jobEducationLevels.isced,
        })
        .from(jobOffers)
        .leftJoin(jobExperiences, eq(jobExperiences.id, jobOffers.experienceId))
        .leftJoin(jobDisponibilities, eq(jobDisponibilities.id, jobOffers.disponibilityId))
        .leftJoin(jobEducationLevels, eq(jobEducationLevels.id, jobOffers.educationLevelId))
        .where(inArray(jobOffers.id, offerIds)),
      languagesOfOffers(offerIds),
    ]);
    return new Map(
      rows.map((r) => [
        r.offer.id,
        toMatchOffer(r.offer, {
          languages: languages.get(r.offer.id) ?? [],
          experienceRank: r.experienceRank,
          disponibilityRank: r.disponibilityRank,
          educationIsced: r.educationIsced,
        }),
      ]),
    );
  };

  return {
    fairsOfOffers,
    languagesOfOffers,
    loadScope,
    readable,
    listSelect,
    listFrom,
    present,
    matchOffersOf,
  };
};
export type OfferReads = ReturnType<typeof createOfferReads>;
