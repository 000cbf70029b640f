import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { PaginationQuerySchema } from '../http/list.ts';
import {
  CEFR_LEVELS,
  CefrLevelSchema,
  LANGUAGE_SKILLS,
  LanguageCertificateSchema,
  LanguageCodeSchema,
  RECOGNITION_STATUSES,
  SkillLevelsSchema,
  type CefrLevel,
  type SkillLevels,
} from '../jobs/match-input.ts';

/**
 * §7 job profiles (issue 11): one candidate profile per user, its CV and photo, and the fairs in
 * which the candidate lets exhibitors find it without an application (`isAcceptingDiffusion`).
 */

const fk = z.number().int({ error: 'invalid_type' }).positive({ error: 'invalid_value' });
const ids = (max: number) =>
  z
    .array(fk)
    .max(max, { error: 'too_big' })
    .refine((list) => new Set(list).size === list.length, { error: 'invalid_value' })
    .default([]);
const text = (max: number) => z.string().trim().max(max, { error: 'too_long' });

/** A past job: employer, function held, country, years. */
export const JobProfileExperienceSchema = z
  .object({
    employer: text(200).min(1, { error: 'required' }),
    function: fk.nullable().default(null),
    country: fk.nullable().default(null),
    years: z
      .number()
      .int({ error: 'invalid_type' })
      .min(0, { error: 'too_small' })
      .max(60, { error: 'too_big' }),
  })
  .strict();

/** A diploma: an education level of a country (`job_education_levels`), its title, the year obtained. */
export const JobProfileEducationSchema = z
  .object({
    educationLevel: fk,
    title: text(200).min(1, { error: 'required' }),
    year: z
      .number()
      .int({ error: 'invalid_type' })
      .min(1950, { error: 'too_small' })
      .max(2100, { error: 'too_big' })
      .nullable()
      .default(null),
  })
  .strict();

/** A language (ISO 639-1) with the CEFR level held per skill and the certificates held. */
export const JobProfileLanguageSchema = z
  .object({
    language: LanguageCodeSchema,
    levels: SkillLevelsSchema,
    certificates: z
      .array(LanguageCertificateSchema)
      .max(11, { error: 'too_big' })
      .refine((list) => new Set(list).size === list.length, { error: 'invalid_value' })
      .default([]),
  })
  .strict();

export const RecognitionStatusSchema = z.enum(RECOGNITION_STATUSES, { error: 'invalid_value' });

/**
 * What the candidate writes (`PUT /job_profiles/me`, partial: absent fields keep their value; a
 * profile created by it starts from these defaults).
 */
export const JobProfileInputSchema = z
  .object({
    families: ids(20),
    functions: ids(20),
    /** Overall experience (`job_experiences`). */
    experience: fk.nullable().default(null),
    experiences: z.array(JobProfileExperienceSchema).max(20, { error: 'too_big' }).default([]),
    educations: z.array(JobProfileEducationSchema).max(10, { error: 'too_big' }).default([]),
    languages: z
      .array(JobProfileLanguageSchema)
      .max(10, { error: 'too_big' })
      .refine((list) => new Set(list.map((l) => l.language)).size === list.length, {
        error: 'duplicate_language',
      })
      .default([]),
    personalQualities: ids(30),
    personalSkills: ids(30),
    disponibility: fk.nullable().default(null),
    /** Countries and regions wanted (empty: anywhere). */
    mobilityCountries: ids(60),
    mobilityRegions: ids(60),
    workTransport: text(200).nullable().default(null),
    /** Country of residence (the WHO safeguard list filter reads it). */
    residenceCountry: fk.nullable().default(null),
    recognition: RecognitionStatusSchema.default('none'),
    /** The licence or registration held to practise (free text: OIIQ n°, ONI…). */
    licence: text(200).nullable().default(null),
  })
  .strict();
export type JobProfileInput = z.output<typeof JobProfileInputSchema>;

/** A stored file of the profile, as others see it: never its storage path. */
export const JobProfileFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  mimeType: z.string(),
  uploadedAt: z.string(),
});
export type JobProfileFile = z.infer<typeof JobProfileFileSchema>;

export const JobProfileSchema = z.object({
  id: z.number().int(),
  user: z.number().int(),
  families: z.array(z.number().int()),
  functions: z.array(z.number().int()),
  experience: z.number().int().nullable(),
  experiences: z.array(
    z.object({
      employer: z.string(),
      function: z.number().int().nullable(),
      country: z.number().int().nullable(),
      years: z.number().int(),
    }),
  ),
  educations: z.array(
    z.object({ educationLevel: z.number().int(), title: z.string(), year: z.number().int().nullable() }),
  ),
  languages: z.array(
    z.object({
      language: z.string(),
      levels: z.object({
        listening: CefrLevelSchema.nullable(),
        reading: CefrLevelSchema.nullable(),
        speaking: CefrLevelSchema.nullable(),
        writing: CefrLevelSchema.nullable(),
      }),
      certificates: z.array(z.string()),
    }),
  ),
  personalQualities: z.array(z.number().int()),
  personalSkills: z.array(z.number().int()),
  disponibility: z.number().int().nullable(),
  mobilityCountries: z.array(z.number().int()),
  mobilityRegions: z.array(z.number().int()),
  workTransport: z.string().nullable(),
  residenceCountry: z.number().int().nullable(),
  recognition: RecognitionStatusSchema,
  licence: z.string().nullable(),
  cv: JobProfileFileSchema.nullable(),
  photo: JobProfileFileSchema.nullable(),
  /** `JOB_PROFILE_COMPLETENESS`: what makes `jobProfile` on the user non-null. */
  isComplete: z.boolean(),
  updatedAt: z.string(),
});
export type JobProfile = z.infer<typeof JobProfileSchema>;

const names = z.record(z.string(), z.string());
/** `/job_profiles/{id}/full?locale=`: the profile, whose it is, and every referenced entry's label. */
export const JobProfileFullSchema = JobProfileSchema.extend({
  candidate: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  labels: z.object({
    families: names,
    functions: names,
    experiences: names,
    educationLevels: names,
    disponibilities: names,
    countries: names,
    regions: names,
    languages: names,
    personalQualities: names,
    personalSkills: names,
  }),
});
export type JobProfileFull = z.infer<typeof JobProfileFullSchema>;

/**
 * The completeness rule (§4 "profile null = incomplete"): at least one wanted function or family,
 * one language, a country of residence and a disponibility. The API stores it as a generated
 * column from the same four facts; the web shows what is missing with this list.
 */
export const JOB_PROFILE_REQUIREMENTS = ['wanted', 'language', 'residenceCountry', 'disponibility'] as const;
export type JobProfileRequirement = (typeof JOB_PROFILE_REQUIREMENTS)[number];
export const missingForCompleteness = (
  p: Pick<JobProfileInput, 'families' | 'functions' | 'languages' | 'residenceCountry' | 'disponibility'>,
): JobProfileRequirement[] =>
  JOB_PROFILE_REQUIREMENTS.filter((r) =>
    r === 'wanted'
      ? p.families.length + p.functions.length === 0
      : r === 'language'
        ? p.languages.length === 0
        : r === 'residenceCountry'
          ? p.residenceCountry === null
          : p.disponibility === null,
  );

/**
 * A language's overall level in the CV library's filter: the lowest level among the skills the
 * candidate declared (a B2 speaker who reads at B1 is found by "B1 or more", not by "B2 or more").
 * Null when no skill is declared. Rank 1 = A1 … 6 = C2.
 */
export const overallCefrRank = (levels: SkillLevels): number | null => {
  const ranks = LANGUAGE_SKILLS.map((s) => levels[s])
    .filter((l): l is CefrLevel => l !== null)
    .map((l) => CEFR_LEVELS.indexOf(l) + 1);
  return ranks.length ? Math.min(...ranks) : null;
};

/** Per fair where the candidate is a member: may that fair's exhibitors find the profile? */
export const JobProfileDiffusionSchema = z.object({
  fair: z.number().int(),
  fairName: z.string(),
  isAcceptingDiffusion: z.boolean(),
});
export type JobProfileDiffusion = z.infer<typeof JobProfileDiffusionSchema>;
export const JobProfileDiffusionUpdateSchema = z
  .object({ isAcceptingDiffusion: z.boolean({ error: 'invalid_type' }) })
  .strict();

export const JobProfileLocaleQuerySchema = z.object({
  locale: z.enum(LOCALES, { error: 'invalid_value' }).optional(),
});

const queryId = z.coerce.number({ error: 'invalid_type' }).int({ error: 'invalid_type' }).positive({
  error: 'invalid_type',
});
export const JobProfileListQuerySchema = PaginationQuerySchema.extend({ 'user.id': queryId.optional() });

/** The CV library's filters (`/jobs/cv/list`): a fair, then function, family, language with a minimum level, country of residence. */
export const CvLibraryQuerySchema = PaginationQuerySchema.extend({
  fair: queryId,
  function: queryId.optional(),
  family: queryId.optional(),
  language: LanguageCodeSchema.optional(),
  minLevel: CefrLevelSchema.optional(),
  residenceCountry: queryId.optional(),
});
export type CvLibraryQuery = z.output<typeof CvLibraryQuerySchema>;

/** A row of the CV library: enough to choose whom to open. */
export const CvLibraryItemSchema = z.object({
  id: z.number().int(),
  candidate: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  functions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  families: z.array(z.object({ id: z.number().int(), name: z.string() })),
  languages: z.array(z.object({ language: z.string(), overall: CefrLevelSchema.nullable() })),
  residenceCountry: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  recognition: RecognitionStatusSchema,
  hasCv: z.boolean(),
  updatedAt: z.string(),
});
export type CvLibraryItem = z.infer<typeof CvLibraryItemSchema>;
