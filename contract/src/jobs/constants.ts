// The job module's words and limits that need no schema.
// No zod here: `@passerelle/contract/lite` exports this file to the browser's start-up (issue 10 §2).

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

/**
 * §3 job module reference tables (`/jobs/table/{slug}`): the slugs a fair's
 * `jobModuleConfiguration.jobTablesList` names, in menu order.
 */
export const JOB_TABLE_SLUGS = [
  'area',
  'contract-type',
  'disponibility',
  'education-level',
  'experience',
  'family',
  'function',
  'function-level',
  'language-level',
  'personal-quality',
  'personal-skill',
] as const;
export type JobTableSlug = (typeof JOB_TABLE_SLUGS)[number];
export const isJobTableSlug = (value: unknown): value is JobTableSlug =>
  typeof value === 'string' && (JOB_TABLE_SLUGS as readonly string[]).includes(value);

/**
 * §2/§3 the job module's legacy reference lists (`/job/{slug}`): plain translated lists sorted by
 * name, kept beside the eleven tables above (not part of a fair's `jobTablesList`).
 */
export const JOB_LEGACY_TABLE_SLUGS = [
  'category',
  'characteristic',
  'contract-type',
  'job-cv-treatment',
  'work-transport',
] as const;
export type JobLegacyTableSlug = (typeof JOB_LEGACY_TABLE_SLUGS)[number];
export const isJobLegacyTableSlug = (value: unknown): value is JobLegacyTableSlug =>
  typeof value === 'string' && (JOB_LEGACY_TABLE_SLUGS as readonly string[]).includes(value);

/** The four CEFR skills an offer may ask and a candidate may hold. */
export const LANGUAGE_SKILLS = ['listening', 'reading', 'speaking', 'writing'] as const;
export type LanguageSkill = (typeof LANGUAGE_SKILLS)[number];
