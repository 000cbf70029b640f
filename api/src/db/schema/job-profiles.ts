import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CefrLevel, RecognitionStatus } from '@passerelle/contract';
import { createdAt, id, updatedAt } from './columns.ts';
import { fairs } from './fairs.ts';
import { jobDisponibilities, jobExperiences } from './jobs.ts';
import { mediaObjects } from './media.ts';
import { countries } from './reference.ts';
import { users } from './users.ts';

/** A language of the profile as stored: the CEFR level per skill, certificates, and the overall rank the library filters on. */
export interface StoredProfileLanguage {
  language: string;
  levels: {
    listening: CefrLevel | null;
    reading: CefrLevel | null;
    speaking: CefrLevel | null;
    writing: CefrLevel | null;
  };
  certificates: string[];
  /** `overallCefrRank` (1 = A1 … 6 = C2; null: no skill declared). */
  rank: number | null;
}
export interface StoredProfileExperience {
  employer: string;
  function: number | null;
  country: number | null;
  years: number;
}
export interface StoredProfileEducation {
  educationLevel: number;
  title: string;
  year: number | null;
}

/**
 * §3 job profile (issue 11): one per user. Lists of reference ids are integer arrays (GIN-indexed
 * for the CV library's filters) whose ids the service checks on write; entries (experiences,
 * diplomas, languages) are JSON, read whole. `is_complete` is generated from the completeness
 * rule (`missingForCompleteness` in the contract), so it can never drift from the data.
 */
export const jobProfiles = pgTable(
  'job_profiles',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyIds: integer('family_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    functionIds: integer('function_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    experienceId: integer('experience_id').references(() => jobExperiences.id, { onDelete: 'set null' }),
    experiences: jsonb('experiences').$type<StoredProfileExperience[]>().notNull().default([]),
    educations: jsonb('educations').$type<StoredProfileEducation[]>().notNull().default([]),
    languages: jsonb('languages').$type<StoredProfileLanguage[]>().notNull().default([]),
    personalQualityIds: integer('personal_quality_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    personalSkillIds: integer('personal_skill_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    disponibilityId: integer('disponibility_id').references(() => jobDisponibilities.id, {
      onDelete: 'set null',
    }),
    mobilityCountryIds: integer('mobility_country_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    mobilityRegionIds: integer('mobility_region_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    workTransport: text('work_transport'),
    residenceCountryId: integer('residence_country_id').references(() => countries.id, {
      onDelete: 'set null',
    }),
    recognition: text('recognition').$type<RecognitionStatus>().notNull().default('none'),
    licence: text('licence'),
    /** The CV (PDF) and the photo: private media, served only by the profile's authorised routes. */
    cvId: integer('cv_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    photoId: integer('photo_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    isComplete: boolean('is_complete')
      .notNull()
      .generatedAlwaysAs(
        sql`(cardinality(family_ids) + cardinality(function_ids) > 0) and jsonb_array_length(languages) > 0 and residence_country_id is not null and disponibility_id is not null`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_profiles_user_uq').on(t.userId),
    index('job_profiles_function_ids_idx').using('gin', t.functionIds),
    index('job_profiles_family_ids_idx').using('gin', t.familyIds),
    index('job_profiles_languages_idx').using('gin', t.languages),
    index('job_profiles_residence_idx').on(t.residenceCountryId),
    index('job_profiles_cv_idx').on(t.cvId),
    index('job_profiles_photo_idx').on(t.photoId),
  ],
);

/**
 * `isAcceptingDiffusion` per fair: a row means the exhibitors of that fair may find the profile
 * in the CV library without an application. Only fairs where the candidate is a member.
 */
export const jobProfileDiffusions = pgTable(
  'job_profile_diffusions',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => jobProfiles.id, { onDelete: 'cascade' }),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.fairId] }),
    index('job_profile_diffusions_fair_idx').on(t.fairId),
  ],
);
