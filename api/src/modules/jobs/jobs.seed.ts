import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { isEmptyTable } from '../../platform/db/index.ts';
import * as D from './jobs.data.ts';

/** The job reference tables (§3): each table filled only when empty. `d` is the seeding transaction. */
export const seedJobTables = async (d: Db) => {
  const named = [
    [t.jobAreas, D.JOB_AREAS],
    [t.jobPersonalQualities, D.JOB_PERSONAL_QUALITIES],
    [t.jobPersonalSkills, D.JOB_PERSONAL_SKILLS],
    [t.jobCategories, D.JOB_CATEGORIES],
    [t.jobCharacteristics, D.JOB_CHARACTERISTICS],
    [t.jobLegacyContractTypes, D.JOB_LEGACY_CONTRACT_TYPES],
    [t.jobCvTreatments, D.JOB_CV_TREATMENTS],
    [t.jobWorkTransports, D.JOB_WORK_TRANSPORTS],
  ] as const;
  for (const [table, rows] of named)
    if (await isEmptyTable(d, table))
      await d.insert(table).values(rows.map((translations) => ({ translations })));
  const ordered = [
    [t.jobContractTypes, D.JOB_CONTRACT_TYPES],
    [t.jobDisponibilities, D.JOB_DISPONIBILITIES],
    [t.jobExperiences, D.JOB_EXPERIENCES],
    [t.jobFunctionLevels, D.JOB_FUNCTION_LEVELS],
    [t.jobLanguageLevels, D.JOB_LANGUAGE_LEVELS],
  ] as const;
  for (const [table, rows] of ordered)
    if (await isEmptyTable(d, table))
      await d.insert(table).values(rows.map((translations, position) => ({ translations, position })));
  if (await isEmptyTable(d, t.jobEducationLevels)) {
    const countries = await d.select({ id: t.countries.id, code: t.countries.code }).from(t.countries);
    const rows = Object.entries(D.JOB_EDUCATION_LEVELS).flatMap(([code, levels]) => {
      const country = countries.find((c) => c.code === code);
      return country
        ? levels.map(({ isced, translations }, position) => ({
            countryId: country.id,
            translations,
            position,
            isced,
          }))
        : [];
    });
    if (rows.length) await d.insert(t.jobEducationLevels).values(rows);
  }
  if (await isEmptyTable(d, t.jobFamilies)) {
    const ids = new Map<string, number>();
    // Families first, then sub-families under them (the data lists parents before children).
    for (const family of D.JOB_FAMILIES) {
      const [row] = await d
        .insert(t.jobFamilies)
        .values({
          translations: family.translations,
          parentId: family.parent ? ids.get(family.parent)! : null,
        })
        .returning({ id: t.jobFamilies.id });
      ids.set(family.key, row!.id);
    }
    if (await isEmptyTable(d, t.jobFunctions))
      await d.insert(t.jobFunctions).values(
        D.JOB_FUNCTIONS.map((f) => ({
          familyId: ids.get(f.family)!,
          iscoCode: f.iscoCode,
          translations: f.translations,
        })),
      );
  }
  if (await isEmptyTable(d, t.jobSafeguardedCountries)) {
    const codes = new Set(Object.values(D.WHO_SAFEGUARDS_LIST).flat());
    const countries = await d.select({ id: t.countries.id, code: t.countries.code }).from(t.countries);
    const rows = countries
      .filter((c) => codes.has(c.code))
      .map((c) => ({ countryId: c.id, edition: D.WHO_SAFEGUARDS_EDITION }));
    if (rows.length) await d.insert(t.jobSafeguardedCountries).values(rows);
  }
};
