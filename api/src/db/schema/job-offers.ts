import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { JobOfferStatus, JobOfferTranslations, SalaryPeriod, SkillLevels, WorkMode } from '@passerelle/contract';
import { createdAt, id, position, updatedAt } from './columns.ts';
import { fairs } from './fairs.ts';
import { firms } from './firms.ts';
import {
  jobContractTypes,
  jobDisponibilities,
  jobEducationLevels,
  jobExperiences,
  jobFamilies,
  jobFunctionLevels,
  jobFunctions,
} from './jobs.ts';
import { countries, regions } from './reference.ts';

/**
 * A firm's job offer (issue 11). It goes with its firm; a reference entry it names may be deleted
 * (the offer keeps its other fields, the link becomes null).
 */
export const jobOffers = pgTable(
  'job_offers',
  {
    id: id(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    /** `{ fr: { title, description }, … }`: descriptions are sanitised rich text. */
    translations: jsonb('translations').$type<JobOfferTranslations>().notNull(),
    status: text('status').$type<JobOfferStatus>().notNull().default('draft'),
    familyId: integer('family_id').references(() => jobFamilies.id, { onDelete: 'set null' }),
    functionId: integer('function_id').references(() => jobFunctions.id, { onDelete: 'set null' }),
    functionLevelId: integer('function_level_id').references(() => jobFunctionLevels.id, {
      onDelete: 'set null',
    }),
    contractTypeId: integer('contract_type_id').references(() => jobContractTypes.id, {
      onDelete: 'set null',
    }),
    experienceId: integer('experience_id').references(() => jobExperiences.id, { onDelete: 'set null' }),
    educationLevelId: integer('education_level_id').references(() => jobEducationLevels.id, {
      onDelete: 'set null',
    }),
    disponibilityId: integer('disponibility_id').references(() => jobDisponibilities.id, {
      onDelete: 'set null',
    }),
    startDate: date('start_date', { mode: 'string' }),
    numberOfPosts: integer('number_of_posts').notNull().default(1),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'set null' }),
    city: text('city'),
    workMode: text('work_mode').$type<WorkMode>().notNull().default('on_site'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryCurrency: text('salary_currency'),
    salaryPeriod: text('salary_period').$type<SalaryPeriod>(),
    recognitionRequired: boolean('recognition_required').notNull().default(false),
    recognitionName: jsonb('recognition_name').$type<Record<string, { name: string }>>(),
    recognitionSupported: boolean('recognition_supported').notNull().default(false),
    immigrationSupport: boolean('immigration_support').notNull().default(false),
    relocationSupport: boolean('relocation_support').notNull().default(false),
    /** First publication; kept when the offer is closed or drafted again. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('job_offers_firm_idx').on(t.firmId),
    index('job_offers_status_idx').on(t.status),
    index('job_offers_family_idx').on(t.familyId),
    index('job_offers_function_idx').on(t.functionId),
    index('job_offers_country_idx').on(t.countryId),
    index('job_offers_contract_type_idx').on(t.contractTypeId),
    index('job_offers_published_at_idx').on(t.publishedAt),
  ],
);

/** The fairs an offer is shown in (fairs its firm is linked to). */
export const jobOfferFairs = pgTable(
  'job_offer_fairs',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => jobOffers.id, { onDelete: 'cascade' }),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.fairId] }), index('job_offer_fairs_fair_idx').on(t.fairId)],
);

/**
 * A language an offer asks: the CEFR level per skill (null: not asked), the certificates it
 * accepts, and `maxRank` (1 = A1 … 6 = C2, 0 = no skill asked), the highest level asked, for the
 * `language` + `languageLevel` filter.
 */
export const jobOfferLanguages = pgTable(
  'job_offer_languages',
  {
    id: id(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => jobOffers.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    levels: jsonb('levels').$type<SkillLevels>().notNull(),
    certificates: jsonb('certificates').$type<string[]>().notNull().default([]),
    maxRank: smallint('max_rank').notNull().default(0),
    position: position(),
  },
  (t) => [
    index('job_offer_languages_offer_idx').on(t.offerId),
    index('job_offer_languages_language_idx').on(t.language, t.maxRank),
  ],
);
