import { IscedLevelSchema, IscoCodeSchema } from '@passerelle/contract';
import { type JobLegacyTableSlug, type JobTableSlug, jobsApi, referenceApi } from '@passerelle/contract/lite';

const title = (slug: JobTableSlug) => `jobs:tables.${slug}`;
const legacyTitle = (slug: JobLegacyTableSlug) => `jobs:legacyTables.${slug}`;
const field = (name: string) => `jobs:fields.${name}`;

/**
 * How each job reference table (`/jobs/table/{slug}`) plugs into the generic lookup screen of
 * `reference`: its endpoints, title, parent (filtered above the table) and extra columns. Plain
 * data, so the route file hands it to the screen.
 */
export const JOB_TABLES = {
  area: { endpoints: jobsApi.areas, titleKey: title('area') },
  'contract-type': { endpoints: jobsApi.contractTypes, titleKey: title('contract-type') },
  disponibility: { endpoints: jobsApi.disponibilities, titleKey: title('disponibility') },
  'education-level': {
    endpoints: jobsApi.educationLevels,
    titleKey: title('education-level'),
    parent: {
      field: 'country',
      labelKey: field('country'),
      endpoints: referenceApi.countries,
      required: true,
      filter: true,
    },
    extraFields: [
      {
        field: 'isced',
        labelKey: field('isced'),
        descriptionKey: field('iscedHint'),
        schema: IscedLevelSchema,
        optional: true,
        numeric: true,
      },
    ],
  },
  experience: { endpoints: jobsApi.experiences, titleKey: title('experience') },
  family: {
    endpoints: jobsApi.families,
    titleKey: title('family'),
    parent: { field: 'parent', labelKey: field('parentFamily'), endpoints: jobsApi.families, filter: true },
  },
  function: {
    endpoints: jobsApi.functions,
    titleKey: title('function'),
    parent: {
      field: 'family',
      labelKey: field('family'),
      endpoints: jobsApi.families,
      required: true,
      filter: true,
    },
    extraFields: [
      {
        field: 'iscoCode',
        labelKey: field('iscoCode'),
        descriptionKey: field('iscoCodeHint'),
        schema: IscoCodeSchema,
        optional: true,
      },
    ],
  },
  'function-level': { endpoints: jobsApi.functionLevels, titleKey: title('function-level') },
  'language-level': { endpoints: jobsApi.languageLevels, titleKey: title('language-level') },
  'personal-quality': { endpoints: jobsApi.personalQualities, titleKey: title('personal-quality') },
  'personal-skill': { endpoints: jobsApi.personalSkills, titleKey: title('personal-skill') },
} as const satisfies Record<
  JobTableSlug,
  { endpoints: unknown; titleKey: string; parent?: unknown; extraFields?: unknown }
>;

/** The `/jobs/table/{slug}` path parameter: one of the eleven tables, anything else is not found. */

/**
 * The five legacy job lists (`/job/{slug}`) on the same lookup screen: plain translated names,
 * sorted by name. Their titles live apart (`jobs:legacyTables`): `contract-type` is a slug of both.
 */
export const JOB_LEGACY_TABLES = {
  category: { endpoints: jobsApi.categories, titleKey: legacyTitle('category') },
  characteristic: { endpoints: jobsApi.characteristics, titleKey: legacyTitle('characteristic') },
  'contract-type': { endpoints: jobsApi.legacyContractTypes, titleKey: legacyTitle('contract-type') },
  'job-cv-treatment': { endpoints: jobsApi.cvTreatments, titleKey: legacyTitle('job-cv-treatment') },
  'work-transport': { endpoints: jobsApi.workTransports, titleKey: legacyTitle('work-transport') },
} as const satisfies Record<JobLegacyTableSlug, { endpoints: unknown; titleKey: string }>;

/** The `/job/{slug}` path parameter: one of the five legacy lists, anything else is not found. */
