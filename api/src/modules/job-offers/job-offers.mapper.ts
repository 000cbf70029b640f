import {
  CEFR_LEVELS,
  LANGUAGE_SKILLS,
  type CefrLevel,
  type JobOffer,
  type JobOfferAbilities,
  type JobOfferLanguage,
  type JobOfferListItem,
  type Locale,
  type MatchOffer,
  type SkillLevels,
} from '@passerelle/contract';
import type { jobOffers } from '../../db/schema/index.ts';

type OfferRow = typeof jobOffers.$inferSelect;
type Named = { id: number; name: string } | null;

/** 1 = A1 … 6 = C2; 0: nothing asked. */
export const rankOf = (level: CefrLevel | null | undefined): number =>
  level ? CEFR_LEVELS.indexOf(level) + 1 : 0;
export const maxRankOf = (levels: SkillLevels): number =>
  Math.max(0, ...LANGUAGE_SKILLS.map((s) => rankOf(levels[s])));

const textOf = (row: Pick<OfferRow, 'translations'>, locale: Locale) => {
  const t = row.translations as Record<string, { title: string; description: string } | undefined>;
  return t[locale]?.title ? t[locale]! : t.fr!;
};

/** What the list rows carry besides the offer's columns. */
export interface OfferListExtras {
  firmName: string;
  fairIds: number[];
  languages: JobOfferLanguage[];
  family: Named;
  function: Named;
  contractType: Named;
  country: Named;
}
export interface OfferDetailExtras extends OfferListExtras {
  functionLevel: Named;
  experience: Named;
  educationLevel: Named;
  disponibility: Named;
  region: Named;
  abilities: JobOfferAbilities;
}

/** Explicit DTO whitelist: a new column never leaks. */
export const toJobOfferListItem = (row: OfferRow, x: OfferListExtras, locale: Locale): JobOfferListItem => ({
  id: row.id,
  firm: { id: row.firmId, name: x.firmName },
  fairs: x.fairIds,
  title: textOf(row, locale).title,
  status: row.status,
  family: x.family,
  function: x.function,
  contractType: x.contractType,
  country: x.country,
  city: row.city,
  workMode: row.workMode,
  startDate: row.startDate,
  numberOfPosts: row.numberOfPosts,
  languages: x.languages,
  recognitionRequired: row.recognitionRequired,
  immigrationSupport: row.immigrationSupport,
  relocationSupport: row.relocationSupport,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

export const toJobOffer = (row: OfferRow, x: OfferDetailExtras, locale: Locale): JobOffer => {
  const names = row.recognitionName;
  return {
    ...toJobOfferListItem(row, x, locale),
    description: textOf(row, locale).description,
    translations: Object.fromEntries(
      Object.entries(row.translations).flatMap(([l, v]) =>
        v ? [[l, { title: v.title, description: v.description ?? '' }]] : [],
      ),
    ),
    functionLevel: x.functionLevel,
    experience: x.experience,
    educationLevel: x.educationLevel,
    disponibility: x.disponibility,
    region: x.region,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryCurrency: row.salaryCurrency,
    salaryPeriod: row.salaryPeriod,
    recognitionName: names ? (names[locale]?.name ?? names.fr?.name ?? null) : null,
    recognitionNames: names,
    recognitionSupported: row.recognitionSupported,
    abilities: x.abilities,
  };
};

/**
 * What the match reads of an offer (`contract/src/jobs/match-input.ts`): ids, ranks of the
 * ordered reference entries, the ISCED level of its education level, languages, recognition and
 * place. Pure: the caller loads the ranks.
 */
export const toMatchOffer = (
  row: Pick<
    OfferRow,
    | 'familyId'
    | 'functionId'
    | 'recognitionRequired'
    | 'recognitionSupported'
    | 'countryId'
    | 'regionId'
    | 'workMode'
  >,
  x: {
    languages: Pick<JobOfferLanguage, 'language' | 'levels'>[];
    experienceRank: number | null;
    disponibilityRank: number | null;
    educationIsced: number | null;
  },
): MatchOffer => ({
  familyId: row.familyId,
  functionId: row.functionId,
  experienceRank: x.experienceRank,
  educationIsced: x.educationIsced,
  disponibilityRank: x.disponibilityRank,
  languages: x.languages.map((l) => ({ language: l.language, levels: { ...l.levels } })),
  recognitionRequired: row.recognitionRequired,
  recognitionSupported: row.recognitionSupported,
  countryId: row.countryId,
  regionId: row.regionId,
  isRemote: row.workMode === 'remote',
});
