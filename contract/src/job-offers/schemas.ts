import { z } from 'zod';
import { updateSchemaOf } from '../http/partial.ts';
import { PaginationQuerySchema } from '../http/list.ts';
import { OrderDirectionSchema } from '../http/resource.ts';
import { translationsOf } from '../reference/schemas.ts';
import {
  CefrLevelSchema,
  LanguageCertificateSchema,
  LanguageCodeSchema,
  SkillLevelsSchema,
} from '../jobs/match-input.ts';
import { MatchResultSchema } from '../jobs/match-result.ts';
import { JOB_OFFER_STATUSES } from './constants.ts';

export * from './constants.ts';

/**
 * Job offers (issue 11, spec §3 "Job: firm.id, editable offer fields", §7 `/jobs`, `/jobs/list`,
 * `?firm.id=`, `/jobs/{id}`): a firm's offer, shown in one or more fairs that use the job module.
 */

const fk = z.number().int().positive();
const queryId = z.coerce
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_type' });

export const JOB_OFFER_TITLE_MAX = 150;
export const JOB_OFFER_DESCRIPTION_MAX = 20_000;
export const JOB_OFFER_LANGUAGES_MAX = 6;

export const JobOfferStatusSchema = z.enum(JOB_OFFER_STATUSES, { error: 'invalid_value' });

/** Where the work happens. */
export const WORK_MODES = ['on_site', 'remote', 'hybrid'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

/** Currencies of a salary range (the fairs' countries and the main source countries). */
export const SALARY_CURRENCIES = ['EUR', 'CAD', 'USD', 'CHF', 'GBP', 'MAD', 'XOF', 'TND'] as const;
export const SALARY_PERIODS = ['hour', 'month', 'year'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

/** Title (plain) and description (sanitised rich text, §5 allow-list) in one language. */
const offerText = z
  .object({
    title: z.string().trim().min(1, { error: 'required' }).max(JOB_OFFER_TITLE_MAX, { error: 'too_long' }),
    description: z.string().max(JOB_OFFER_DESCRIPTION_MAX, { error: 'too_long' }).default(''),
  })
  .strict();
/** `{ fr: { title, description }, en: … }`: fr required, the others optional. */
export const JobOfferTranslationsSchema = translationsOf(offerText.shape);
export type JobOfferTranslations = z.output<typeof JobOfferTranslationsSchema>;

/** The licence or registration's name per language ("OIIQ", "Ordre national des infirmiers"…). */
export const RecognitionNameTranslationsSchema = translationsOf({
  name: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
});

/** One language the offer asks: a CEFR level per skill (a skill left null is not asked) and the certificates it accepts. */
export const JobOfferLanguageSchema = z
  .object({
    language: LanguageCodeSchema,
    levels: SkillLevelsSchema,
    certificates: z.array(LanguageCertificateSchema).max(11, { error: 'too_big' }).default([]),
  })
  .strict();
export type JobOfferLanguage = z.output<typeof JobOfferLanguageSchema>;
export type JobOfferLanguageInput = z.input<typeof JobOfferLanguageSchema>;

const money = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .min(0, { error: 'too_small' })
  .max(10_000_000, { error: 'too_big' });
const date = z.iso.date({ error: 'invalid_value' });

const offerFields = {
  firm: fk,
  /** The fairs it is shown in: fairs the firm is linked to that use the job module. */
  fairs: z.array(fk).min(1, { error: 'required' }).max(20, { error: 'too_big' }),
  translations: JobOfferTranslationsSchema,
  status: JobOfferStatusSchema.default('draft'),
  family: fk.nullable().default(null),
  function: fk.nullable().default(null),
  functionLevel: fk.nullable().default(null),
  contractType: fk.nullable().default(null),
  experience: fk.nullable().default(null),
  educationLevel: fk.nullable().default(null),
  disponibility: fk.nullable().default(null),
  startDate: date.nullable().default(null),
  numberOfPosts: z
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_type' })
    .min(1, { error: 'too_small' })
    .max(1000, { error: 'too_big' })
    .default(1),
  country: fk.nullable().default(null),
  region: fk.nullable().default(null),
  city: z.string().trim().max(120, { error: 'too_long' }).nullable().default(null),
  workMode: z.enum(WORK_MODES, { error: 'invalid_value' }).default('on_site'),
  salaryMin: money.nullable().default(null),
  salaryMax: money.nullable().default(null),
  salaryCurrency: z.enum(SALARY_CURRENCIES, { error: 'invalid_value' }).nullable().default(null),
  salaryPeriod: z.enum(SALARY_PERIODS, { error: 'invalid_value' }).nullable().default(null),
  languages: z.array(JobOfferLanguageSchema).max(JOB_OFFER_LANGUAGES_MAX, { error: 'too_big' }).default([]),
  recognitionRequired: z.boolean().default(false),
  recognitionName: RecognitionNameTranslationsSchema.nullable().default(null),
  recognitionSupported: z.boolean().default(false),
  immigrationSupport: z.boolean().default(false),
  relocationSupport: z.boolean().default(false),
};

/** The create body; the cross-field rules run in `checkJobOffer` (also on the merged PUT). */
export const JobOfferCreateSchema = z.object(offerFields).strict();
export type JobOfferCreate = z.input<typeof JobOfferCreateSchema>;
export type JobOfferCreateData = z.output<typeof JobOfferCreateSchema>;
/** PUT: partial (ADR 002); the firm of an offer never changes. */
export const JobOfferUpdateSchema = updateSchemaOf(JobOfferCreateSchema.omit({ firm: true }));
export type JobOfferUpdate = z.input<typeof JobOfferUpdateSchema>;

/** The rules between fields, as violations `{ path, code }` (the api and the form share them). */
export const checkJobOffer = (o: {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  languages: { language: string }[];
  recognitionRequired: boolean;
  recognitionName: unknown;
}): { path: string; code: 'invalid_value' | 'required' | 'duplicate_language' }[] => {
  const out: { path: string; code: 'invalid_value' | 'required' | 'duplicate_language' }[] = [];
  if (o.salaryMin !== null && o.salaryMax !== null && o.salaryMax < o.salaryMin)
    out.push({ path: 'salaryMax', code: 'invalid_value' });
  if ((o.salaryMin !== null || o.salaryMax !== null) && !o.salaryCurrency)
    out.push({ path: 'salaryCurrency', code: 'required' });
  const seen = new Set<string>();
  o.languages.forEach((l, i) => {
    if (seen.has(l.language)) out.push({ path: `languages.${i}.language`, code: 'duplicate_language' });
    seen.add(l.language);
  });
  if (o.recognitionRequired && !o.recognitionName) out.push({ path: 'recognitionName', code: 'required' });
  return out;
};

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const JobOfferAbilitiesSchema = z.object({ update: z.boolean(), delete: z.boolean() });
export type JobOfferAbilities = z.infer<typeof JobOfferAbilitiesSchema>;

/** An offer as lists show it: the resolved title and the names of its reference entries. */
export const JobOfferListItemSchema = z.object({
  id: z.number().int(),
  firm: z.object({ id: z.number().int(), name: z.string() }),
  fairs: z.array(z.number().int()),
  title: z.string(),
  status: JobOfferStatusSchema,
  family: named,
  function: named,
  contractType: named,
  country: named,
  city: z.string().nullable(),
  workMode: z.enum(WORK_MODES),
  startDate: z.string().nullable(),
  numberOfPosts: z.number().int(),
  languages: z.array(JobOfferLanguageSchema),
  recognitionRequired: z.boolean(),
  immigrationSupport: z.boolean(),
  relocationSupport: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
  /** How well the offer fits the caller's job profile (the match, 0–100); null without a profile. */
  fitScore: z.number().int().nullable(),
});
export type JobOfferListItem = z.infer<typeof JobOfferListItemSchema>;

/** One offer: every field in every language, the names resolved in the caller's locale. */
export const JobOfferSchema = JobOfferListItemSchema.extend({
  description: z.string(),
  translations: z.record(z.string(), z.object({ title: z.string(), description: z.string() })),
  functionLevel: named,
  experience: named,
  educationLevel: named,
  disponibility: named,
  region: named,
  salaryMin: z.number().int().nullable(),
  salaryMax: z.number().int().nullable(),
  salaryCurrency: z.string().nullable(),
  salaryPeriod: z.enum(SALARY_PERIODS).nullable(),
  recognitionName: z.string().nullable(),
  recognitionNames: z.record(z.string(), z.object({ name: z.string() })).nullable(),
  recognitionSupported: z.boolean(),
  abilities: JobOfferAbilitiesSchema,
});
export type JobOffer = z.infer<typeof JobOfferSchema>;

export const JOB_OFFER_ORDERS = ['publishedAt', 'title', 'startDate', 'updatedAt'] as const;

/**
 * The declared filters and sorts of the offer lists; nothing else reaches SQL. `languageLevel`
 * goes with `language`: the offers whose every asked skill in that language is at most that
 * level (what a candidate of that level can take).
 */
export const JobOfferListQuerySchema = PaginationQuerySchema.extend({
  fair: queryId.optional(),
  'firm.id': queryId.optional(),
  status: JobOfferStatusSchema.optional(),
  family: queryId.optional(),
  function: queryId.optional(),
  country: queryId.optional(),
  contractType: queryId.optional(),
  language: LanguageCodeSchema.optional(),
  languageLevel: CefrLevelSchema.optional(),
  search: z.string().trim().max(100, { error: 'too_long' }).optional(),
  'order[publishedAt]': OrderDirectionSchema.optional(),
  'order[title]': OrderDirectionSchema.optional(),
  'order[startDate]': OrderDirectionSchema.optional(),
  'order[updatedAt]': OrderDirectionSchema.optional(),
  /** Best fit first for the caller's job profile (the match); ignored without a profile. */
  'order[fit]': z.literal('desc', { error: 'invalid_value' }).optional(),
});
export type JobOfferListQuery = z.input<typeof JobOfferListQuerySchema>;

/** The organizer's list of one fair (`/jobs/list?fair=`): the fair is required. */
export const JobOfferFairListQuerySchema = JobOfferListQuerySchema.extend({ fair: queryId });
export type JobOfferFairListQuery = z.input<typeof JobOfferFairListQuerySchema>;

export const MyJobOffersQuerySchema = z.object({
  fair: queryId.optional(),
  status: JobOfferStatusSchema.optional(),
});

/** `/jobs/computed/{id}`: the offer and how it fits the caller's job profile (null without one). */
export const JobOfferComputedSchema = JobOfferSchema.extend({ match: MatchResultSchema.nullable() });
export type JobOfferComputed = z.infer<typeof JobOfferComputedSchema>;
