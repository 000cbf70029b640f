import { inArray } from 'drizzle-orm';
import type { JobProfileInput } from '@passerelle/contract';
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
import { unprocessable } from '../../platform/errors/index.ts';

type IdTable =
  | typeof countries
  | typeof jobDisponibilities
  | typeof jobEducationLevels
  | typeof jobExperiences
  | typeof jobFamilies
  | typeof jobFunctions
  | typeof jobPersonalQualities
  | typeof jobPersonalSkills
  | typeof regions;

/**
 * The reference ids of an input must name real rows (the lists are arrays and JSON, without
 * foreign keys): each unknown one is a 422 `invalid_value` on its path, and nothing is written.
 */
export const checkReferences = async (db: Db, input: Partial<JobProfileInput>): Promise<void> => {
  const wanted: { path: string; table: IdTable; id: number }[] = [];
  const add = (path: string, table: IdTable, id: number | null | undefined) => {
    if (id !== null && id !== undefined) wanted.push({ path, table, id });
  };
  input.families?.forEach((id, i) => add(`families.${i}`, jobFamilies, id));
  input.functions?.forEach((id, i) => add(`functions.${i}`, jobFunctions, id));
  add('experience', jobExperiences, input.experience);
  input.experiences?.forEach((e, i) => {
    add(`experiences.${i}.function`, jobFunctions, e.function);
    add(`experiences.${i}.country`, countries, e.country);
  });
  input.educations?.forEach((e, i) =>
    add(`educations.${i}.educationLevel`, jobEducationLevels, e.educationLevel),
  );
  input.personalQualities?.forEach((id, i) => add(`personalQualities.${i}`, jobPersonalQualities, id));
  input.personalSkills?.forEach((id, i) => add(`personalSkills.${i}`, jobPersonalSkills, id));
  add('disponibility', jobDisponibilities, input.disponibility);
  input.mobilityCountries?.forEach((id, i) => add(`mobilityCountries.${i}`, countries, id));
  input.mobilityRegions?.forEach((id, i) => add(`mobilityRegions.${i}`, regions, id));
  add('residenceCountry', countries, input.residenceCountry);

  const tables = [...new Set(wanted.map((w) => w.table))];
  const found = new Map<IdTable, Set<number>>();
  await Promise.all(
    tables.map(async (table) => {
      const ids = [...new Set(wanted.filter((w) => w.table === table).map((w) => w.id))];
      const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      found.set(table, new Set(rows.map((r) => r.id)));
    }),
  );
  const violations = wanted
    .filter((w) => !found.get(w.table)!.has(w.id))
    .map((w) => ({ propertyPath: w.path, code: 'invalid_value' as const }));

  const codes = [...new Set(input.languages?.map((l) => l.language) ?? [])];
  if (codes.length) {
    const rows = await db
      .select({ code: languages.code })
      .from(languages)
      .where(inArray(languages.code, codes));
    const known = new Set(rows.map((r) => r.code));
    input.languages!.forEach((l, i) => {
      if (!known.has(l.language))
        violations.push({ propertyPath: `languages.${i}.language`, code: 'invalid_value' });
    });
  }
  if (violations.length) throw unprocessable(violations);
};
