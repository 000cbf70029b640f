import { index, integer, pgTable, smallint, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, nameTranslations, position } from './columns.ts';
import { countries } from './reference.ts';

/** §3 job module: a translated reference table sorted by name (areas, qualities, skills). */
const named = (name: string) =>
  pgTable(name, { id: id(), translations: nameTranslations(), createdAt: createdAt() });
/** §3 job module: a translated reference table in a chosen order (contract types, CEFR levels…). */
const ordered = (name: string) =>
  pgTable(name, { id: id(), translations: nameTranslations(), position: position(), createdAt: createdAt() });

export const jobAreas = named('job_areas');
export const jobPersonalQualities = named('job_personal_qualities');
export const jobPersonalSkills = named('job_personal_skills');
export const jobContractTypes = ordered('job_contract_types');
export const jobDisponibilities = ordered('job_disponibilities');
export const jobExperiences = ordered('job_experiences');
export const jobFunctionLevels = ordered('job_function_levels');
export const jobLanguageLevels = ordered('job_language_levels');
/** §2/§3 the legacy job lists (`/job/{slug}`), sorted by name like the areas. */
export const jobCategories = named('job_categories');
export const jobCharacteristics = named('job_characteristics');
/** The legacy `/contract_types` list, apart from `job_contract_types` (the offers' contract type). */
export const jobLegacyContractTypes = named('job_legacy_contract_types');
export const jobCvTreatments = named('job_cv_treatments');
export const jobWorkTransports = named('job_work_transports');

/** §3 education level (a diploma) of one country: it goes with its country. */
export const jobEducationLevels = pgTable(
  'job_education_levels',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    translations: nameTranslations(),
    position: position(),
    /** ISCED 2011 level (0–8): compares diplomas of different countries (the match). */
    isced: smallint('isced'),
    createdAt: createdAt(),
  },
  (t) => [index('job_education_levels_country_idx').on(t.countryId)],
);

/** §3 job family; a sub-family names its parent (a family with sub-families cannot be deleted). */
export const jobFamilies = pgTable(
  'job_families',
  {
    id: id(),
    parentId: integer('parent_id').references((): AnyPgColumn => jobFamilies.id, { onDelete: 'restrict' }),
    translations: nameTranslations(),
    createdAt: createdAt(),
  },
  (t) => [index('job_families_parent_idx').on(t.parentId)],
);

/** §3 function (occupation) of a family, with its ISCO-08 code when one exists. */
export const jobFunctions = pgTable(
  'job_functions',
  {
    id: id(),
    familyId: integer('family_id')
      .notNull()
      .references(() => jobFamilies.id, { onDelete: 'restrict' }),
    iscoCode: text('isco_code'),
    translations: nameTranslations(),
    createdAt: createdAt(),
  },
  (t) => [index('job_functions_family_idx').on(t.familyId)],
);

/**
 * The WHO Health Workforce Support and Safeguards List (issue 11, ethical recruitment): countries
 * protected from active recruitment where a fair switches the safeguards on. One row per country,
 * with the edition of the list that named it; the super admin updates it when WHO publishes anew.
 */
export const jobSafeguardedCountries = pgTable(
  'job_safeguarded_countries',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    edition: text('edition').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('job_safeguarded_countries_country_uq').on(t.countryId)],
);
