import { z } from 'zod';
import { CEFR_LEVELS } from './constants.ts';

export * from './constants.ts';

/**
 * What the match (issue 11, "a match that explains itself") reads of an offer and of a
 * candidate profile. Offers and profiles store richer data; each side maps its rows onto these
 * shapes, and one pure function in `match.ts` scores them, in the browser and on the server alike.
 * Nothing here can carry age, sex, civil status, nationality, photo or birthplace: the match
 * cannot read what it is not given.
 */

/** The Common European Framework of Reference levels, lowest first. */
export const CefrLevelSchema = z.enum(CEFR_LEVELS, { error: 'invalid_value' });

/** A level per skill; a skill left out is not asked (offer) or not declared (profile). */
export const SkillLevelsSchema = z
  .object({
    listening: CefrLevelSchema.nullable().default(null),
    reading: CefrLevelSchema.nullable().default(null),
    speaking: CefrLevelSchema.nullable().default(null),
    writing: CefrLevelSchema.nullable().default(null),
  })
  .strict();
export type SkillLevels = z.infer<typeof SkillLevelsSchema>;

/** A language by its ISO 639-1 code (`fr`, `en`, `ar`…), as in the `languages` reference table. */
export const LanguageCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}$/, { error: 'invalid_value' });

/**
 * Language certificates an offer may accept and a candidate may hold (TEF/TCF, DELF/DALF for
 * French; IELTS, OET for English; CNaVT for Dutch; Goethe, telc for German; DELE for Spanish).
 */
export const LANGUAGE_CERTIFICATES = [
  'TEF',
  'TCF',
  'DELF',
  'DALF',
  'IELTS',
  'OET',
  'TOEFL',
  'CNaVT',
  'Goethe',
  'telc',
  'DELE',
] as const;
export type LanguageCertificate = (typeof LANGUAGE_CERTIFICATES)[number];
export const LanguageCertificateSchema = z.enum(LANGUAGE_CERTIFICATES, { error: 'invalid_value' });

/** The candidate's standing towards the licence or registration needed to practise. */
export const RECOGNITION_STATUSES = ['none', 'in_progress', 'recognised'] as const;
export type RecognitionStatus = (typeof RECOGNITION_STATUSES)[number];

export interface MatchLanguage {
  /** ISO 639-1 code. */
  language: string;
  levels: SkillLevels;
}

/** What the match reads of an offer: ids of reference entries, their positions, codes. */
export interface MatchOffer {
  familyId: number | null;
  functionId: number | null;
  /** Position of the offer's experience entry (`job_experiences`, lowest = beginners welcome). */
  experienceRank: number | null;
  /** ISCED 2011 level (0–8) of the offer's education level entry. */
  educationIsced: number | null;
  /** Position of the offer's disponibility entry (`job_disponibilities`, lowest = immediately). */
  disponibilityRank: number | null;
  languages: readonly MatchLanguage[];
  /** Whether the post needs a licence or registration to practise (OIIQ, ONI, INAMI visa…). */
  recognitionRequired: boolean;
  /** Whether the employer supports the recognition process. */
  recognitionSupported: boolean;
  countryId: number | null;
  regionId: number | null;
  isRemote: boolean;
}

/** What the match reads of a candidate profile. */
export interface MatchProfile {
  familyIds: readonly number[];
  functionIds: readonly number[];
  /** Past jobs: the function held and for how many years. */
  experiences: readonly { functionId: number | null; familyId: number | null; years: number }[];
  /** Position of the candidate's overall experience entry (`job_experiences`). */
  experienceRank: number | null;
  /** Highest ISCED 2011 level among the candidate's diplomas. */
  educationIsced: number | null;
  /** Position of the candidate's disponibility entry (`job_disponibilities`). */
  disponibilityRank: number | null;
  languages: readonly MatchLanguage[];
  recognition: RecognitionStatus;
  /** Countries and regions the candidate wants to work in; empty = anywhere. */
  countryIds: readonly number[];
  regionIds: readonly number[];
}
