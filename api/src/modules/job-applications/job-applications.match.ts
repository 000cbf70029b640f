import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  matchOffer,
  type JobApplicationMatch,
  type Locale,
  type MatchOffer,
  type MatchProfile,
  type MatchResult,
} from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import {
  countries,
  jobDisponibilities,
  jobEducationLevels,
  jobExperiences,
  jobFamilies,
  jobFunctions,
  jobOfferLanguages,
  jobOffers,
} from '../../db/schema/index.ts';
import { translatedName } from '../../platform/http/index.ts';
import { toMatchOffer } from '../job-offers/index.ts';

/**
 * The match of each application (ADR 006): the offers as the match reads them (the offers
 * module's `toMatchOffer`, with the ranks and the ISCED level loaded here), the profiles through
 * the profiles module's `matchProfileOf` door, and the names the reasons point at.
 */
export const createApplicationMatch = (
  db: Db,
  matchProfileOf: (userId: number) => Promise<MatchProfile | null>,
) => {
  const offersOf = async (offerIds: number[]): Promise<Map<number, MatchOffer>> => {
    const ids = [...new Set(offerIds)];
    if (!ids.length) return new Map();
    const [rows, languages] = await Promise.all([
      db
        .select({
          offer: jobOffers,
          experienceRank: jobExperiences.position,
          disponibilityRank: jobDisponibilities.position,
          educationIsced: jobEducationLevels.isced,
        })
        .from(jobOffers)
        .leftJoin(jobExperiences, eq(jobExperiences.id, jobOffers.experienceId))
        .leftJoin(jobDisponibilities, eq(jobDisponibilities.id, jobOffers.disponibilityId))
        .leftJoin(jobEducationLevels, eq(jobEducationLevels.id, jobOffers.educationLevelId))
        .where(inArray(jobOffers.id, ids)),
      db.select().from(jobOfferLanguages).where(inArray(jobOfferLanguages.offerId, ids)),
    ]);
    return new Map(
      rows.map((r) => [
        r.offer.id,
        toMatchOffer(r.offer, {
          languages: languages.filter((l) => l.offerId === r.offer.id),
          experienceRank: r.experienceRank,
          disponibilityRank: r.disponibilityRank,
          educationIsced: r.educationIsced,
        }),
      ]),
    );
  };

  const profilesOf = async (userIds: number[]): Promise<Map<number, MatchProfile | null>> => {
    const ids = [...new Set(userIds)];
    const profiles = await Promise.all(ids.map((id) => matchProfileOf(id)));
    return new Map(ids.map((id, i) => [id, profiles[i] ?? null]));
  };

  /** The names of the functions, families and countries the reasons name, in the reader's language. */
  const labelsOf = async (results: MatchResult[], locale: Locale): Promise<JobApplicationMatch['labels']> => {
    const collect = (key: 'functionId' | 'familyId' | 'countryId') => [
      ...new Set(
        results.flatMap((r) =>
          r.reasons.map((x) => x.params[key]).filter((v): v is number => v !== undefined),
        ),
      ),
    ];
    const named = async (
      table: typeof jobFunctions | typeof jobFamilies | typeof countries,
      ids: number[],
    ): Promise<Record<string, string>> =>
      ids.length
        ? Object.fromEntries(
            (
              await db
                .select({ id: table.id, name: translatedName(table.translations, locale) })
                .from(table)
                .where(and(inArray(table.id, ids), sql`true`))
            ).map((r) => [String(r.id), String(r.name ?? '')]),
          )
        : {};
    const [functions, families, countryNames] = await Promise.all([
      named(jobFunctions, collect('functionId')),
      named(jobFamilies, collect('familyId')),
      named(countries, collect('countryId')),
    ]);
    return { functions, families, countries: countryNames };
  };

  /** The match per application (null where the candidate has no profile any more). */
  const matchesOf = async (
    apps: { id: number; offerId: number; userId: number }[],
    locale: Locale,
  ): Promise<Map<number, JobApplicationMatch | null>> => {
    if (!apps.length) return new Map();
    const [offers, profiles] = await Promise.all([
      offersOf(apps.map((a) => a.offerId)),
      profilesOf(apps.map((a) => a.userId)),
    ]);
    const results = new Map<number, MatchResult | null>();
    for (const a of apps) {
      const offer = offers.get(a.offerId);
      const profile = profiles.get(a.userId);
      results.set(a.id, offer && profile ? matchOffer(profile, offer) : null);
    }
    const labels = await labelsOf(
      [...results.values()].filter((r): r is MatchResult => r !== null),
      locale,
    );
    return new Map(
      [...results].map(([id, r]) => [id, r ? { score: r.score, reasons: r.reasons, labels } : null]),
    );
  };

  return { matchesOf };
};
export type ApplicationMatch = ReturnType<typeof createApplicationMatch>;
