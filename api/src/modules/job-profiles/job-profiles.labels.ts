import { inArray } from 'drizzle-orm';
import type { JobProfileFull, MatchProfile } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import {
  countries,
  jobDisponibilities,
  jobEducationLevels,
  jobExperiences,
  jobFamilies,
  jobFunctions,
  jobPersonalQualities,
  jobPersonalSkills,
  languages,
  regions,
} from '../../db/schema/index.ts';
import { translatedName } from '../../platform/http/index.ts';
import type { ProfileRow } from './job-profiles.mapper.ts';

type Names = Record<string, string>;
type Translated =
  | typeof countries
  | typeof jobDisponibilities
  | typeof jobEducationLevels
  | typeof jobExperiences
  | typeof jobFamilies
  | typeof jobFunctions
  | typeof jobPersonalQualities
  | typeof jobPersonalSkills;

const unique = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

/** Translated labels of the entries a profile names (`?locale=`, French fallback), and its match input. */
export const createProfileLabels = (db: Db) => {
  const namesOf = async (table: Translated, ids: number[], locale: string): Promise<Names> => {
    if (!ids.length) return {};
    const rows = await db
      .select({ id: table.id, name: translatedName(table.translations, locale) })
      .from(table)
      .where(inArray(table.id, ids));
    return Object.fromEntries(rows.map((r) => [String(r.id), String(r.name ?? '')]));
  };

  const of = async (row: ProfileRow, locale: string): Promise<JobProfileFull['labels']> => {
    const functionIds = unique([...row.functionIds, ...row.experiences.map((e) => e.function)]);
    const countryIds = unique([
      row.residenceCountryId,
      ...row.mobilityCountryIds,
      ...row.experiences.map((e) => e.country),
    ]);
    const codes = row.languages.map((l) => l.language);
    const [
      families,
      functions,
      experiences,
      educationLevels,
      disponibilities,
      countryNames,
      qualities,
      skills,
      regionRows,
      languageRows,
    ] = await Promise.all([
      namesOf(jobFamilies, row.familyIds, locale),
      namesOf(jobFunctions, functionIds, locale),
      namesOf(jobExperiences, unique([row.experienceId]), locale),
      namesOf(jobEducationLevels, unique(row.educations.map((e) => e.educationLevel)), locale),
      namesOf(jobDisponibilities, unique([row.disponibilityId]), locale),
      namesOf(countries, countryIds, locale),
      namesOf(jobPersonalQualities, row.personalQualityIds, locale),
      namesOf(jobPersonalSkills, row.personalSkillIds, locale),
      row.mobilityRegionIds.length
        ? db
            .select({ id: regions.id, name: regions.name })
            .from(regions)
            .where(inArray(regions.id, row.mobilityRegionIds))
        : [],
      codes.length
        ? db
            .select({ code: languages.code, name: translatedName(languages.translations, locale) })
            .from(languages)
            .where(inArray(languages.code, codes))
        : [],
    ]);
    return {
      families,
      functions,
      experiences,
      educationLevels,
      disponibilities,
      countries: countryNames,
      regions: Object.fromEntries(regionRows.map((r) => [String(r.id), r.name])),
      languages: Object.fromEntries(languageRows.map((r) => [r.code, String(r.name ?? r.code)])),
      personalQualities: qualities,
      personalSkills: skills,
    };
  };

  /** The names a page of the CV library shows. */
  const forList = async (rows: ProfileRow[], locale: string) => {
    const [functions, families, countryNames] = await Promise.all([
      namesOf(jobFunctions, unique(rows.flatMap((r) => r.functionIds)), locale),
      namesOf(jobFamilies, unique(rows.flatMap((r) => r.familyIds)), locale),
      namesOf(countries, unique(rows.map((r) => r.residenceCountryId)), locale),
    ]);
    return { functions, families, countries: countryNames } as Record<
      'functions' | 'families' | 'countries',
      Record<number, string>
    >;
  };

  /**
   * The profile as the match reads it (contract `MatchProfile`): ranks are the positions of the
   * ordered reference entries; `educationIsced` stays null until `job_education_levels.isced`
   * exists (being added on main), then the highest ISCED level of the candidate's diplomas.
   */
  const matchProfile = async (row: ProfileRow): Promise<MatchProfile> => {
    const experienceFunctionIds = unique(row.experiences.map((e) => e.function));
    const [functionFamilies, experience, disponibility] = await Promise.all([
      experienceFunctionIds.length
        ? db
            .select({ id: jobFunctions.id, familyId: jobFunctions.familyId })
            .from(jobFunctions)
            .where(inArray(jobFunctions.id, experienceFunctionIds))
        : [],
      row.experienceId !== null
        ? db
            .select({ position: jobExperiences.position })
            .from(jobExperiences)
            .where(inArray(jobExperiences.id, [row.experienceId]))
        : [],
      row.disponibilityId !== null
        ? db
            .select({ position: jobDisponibilities.position })
            .from(jobDisponibilities)
            .where(inArray(jobDisponibilities.id, [row.disponibilityId]))
        : [],
    ]);
    return {
      familyIds: row.familyIds,
      functionIds: row.functionIds,
      experiences: row.experiences.map((e) => ({
        functionId: e.function,
        familyId: functionFamilies.find((f) => f.id === e.function)?.familyId ?? null,
        years: e.years,
      })),
      experienceRank: experience[0]?.position ?? null,
      educationIsced: null,
      disponibilityRank: disponibility[0]?.position ?? null,
      languages: row.languages.map((l) => ({ language: l.language, levels: l.levels })),
      recognition: row.recognition,
      countryIds: row.mobilityCountryIds,
      regionIds: row.mobilityRegionIds,
    };
  };

  return { of, forList, matchProfile };
};
