import {
  CEFR_LEVELS,
  LANGUAGE_SKILLS,
  type CefrLevel,
  type LanguageSkill,
  type MatchOffer,
  type MatchProfile,
} from './match-input.ts';

/**
 * The match that explains itself (issue 11): one pure function scores a (profile, offer) pair
 * 0–100 from explicit criteria, each answering met / partly / not met with a reason a person can
 * read. The browser and the server run this same code, so they always agree.
 *
 * It reads only `MatchOffer` and `MatchProfile`: no age, sex, civil status, nationality, photo or
 * birthplace reaches it (a test changes them on the profile row and sees no score move).
 */

/** The criteria, in the order their reasons are shown. */
export const MATCH_CRITERIA = [
  'function',
  'language',
  'recognition',
  'experience',
  'education',
  'disponibility',
  'place',
] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

/**
 * The weights, in one table (they sum to 100). A criterion the offer does not ask (no education
 * level named, no place) leaves the score: the others are scaled up to 100. The language weight is
 * shared by every skill the offer asks, in every language.
 */
export const MATCH_WEIGHTS: Readonly<Record<MatchCriterion, number>> = {
  function: 30,
  language: 25,
  recognition: 10,
  experience: 10,
  education: 10,
  disponibility: 5,
  place: 10,
};

export type MatchVerdict = 'met' | 'partly' | 'not_met';
const CREDIT: Record<MatchVerdict, number> = { met: 1, partly: 0.5, not_met: 0 };

/** What each reason's sentence needs; ids are named by the caller's labels (`MatchLabels`). */
export interface MatchReasonParams {
  functionId?: number;
  familyId?: number;
  countryId?: number;
  language?: string;
  skill?: LanguageSkill;
  has?: CefrLevel;
  asks?: CefrLevel;
}

export interface MatchReason {
  criterion: MatchCriterion;
  verdict: MatchVerdict;
  /** The sentence's key in `contract/locales/<lang>/match.json` (`reasons.<code>`). */
  code: MatchReasonCode;
  /** This reason's share of the 100 points (the language weight split across skills). */
  weight: number;
  params: MatchReasonParams;
}

export interface MatchResult {
  /** 0–100, rounded; 100 when the offer asks nothing the profile could miss. */
  score: number;
  reasons: MatchReason[];
}

export const MATCH_REASON_CODES = [
  'function_wanted',
  'function_held',
  'family_wanted',
  'family_only',
  'function_other',
  'language_met',
  'language_close',
  'language_short',
  'language_missing',
  'recognition_held',
  'recognition_in_progress',
  'recognition_supported',
  'recognition_missing',
  'experience_enough',
  'experience_close',
  'experience_short',
  'experience_unknown',
  'education_enough',
  'education_close',
  'education_short',
  'education_unknown',
  'start_ok',
  'start_close',
  'start_late',
  'start_unknown',
  'place_anywhere',
  'place_remote',
  'place_wanted',
  'place_other_region',
  'place_other_country',
] as const;
export type MatchReasonCode = (typeof MATCH_REASON_CODES)[number];

type Judged = Omit<MatchReason, 'criterion' | 'weight'>;
const judged = (verdict: MatchVerdict, code: MatchReasonCode, params: MatchReasonParams = {}): Judged => ({
  verdict,
  code,
  params,
});

/** A rank the profile holds against the one asked: at or above, one step below, further below. */
const byRank = (has: number, asks: number): MatchVerdict =>
  has >= asks ? 'met' : has === asks - 1 ? 'partly' : 'not_met';

const functionOf = (offer: MatchOffer, profile: MatchProfile): Judged | null => {
  const { functionId, familyId } = offer;
  if (functionId === null && familyId === null) return null;
  if (functionId !== null) {
    if (profile.functionIds.includes(functionId)) return judged('met', 'function_wanted', { functionId });
    if (profile.experiences.some((e) => e.functionId === functionId && e.years > 0))
      return judged('met', 'function_held', { functionId });
  }
  if (
    familyId !== null &&
    (profile.familyIds.includes(familyId) || profile.experiences.some((e) => e.familyId === familyId))
  )
    return functionId === null
      ? judged('met', 'family_wanted', { familyId })
      : judged('partly', 'family_only', { familyId });
  return functionId !== null
    ? judged('not_met', 'function_other', { functionId })
    : judged('not_met', 'function_other', { familyId: familyId! });
};

const cefrRank = (level: CefrLevel | null | undefined): number => (level ? CEFR_LEVELS.indexOf(level) : -1);

/** One reason per skill the offer asks, in every language it asks. */
const languagesOf = (offer: MatchOffer, profile: MatchProfile): Judged[] =>
  offer.languages.flatMap(({ language, levels }) =>
    LANGUAGE_SKILLS.flatMap((skill) => {
      const asks = levels[skill];
      if (!asks) return [];
      const has = profile.languages.find((l) => l.language === language)?.levels[skill] ?? null;
      if (!has) return [judged('not_met', 'language_missing', { language, skill, asks })];
      const verdict = byRank(cefrRank(has), cefrRank(asks));
      const code =
        verdict === 'met' ? 'language_met' : verdict === 'partly' ? 'language_close' : 'language_short';
      return [judged(verdict, code, { language, skill, has, asks })];
    }),
  );

const recognitionOf = (offer: MatchOffer, profile: MatchProfile): Judged | null => {
  if (!offer.recognitionRequired) return null;
  if (profile.recognition === 'recognised') return judged('met', 'recognition_held');
  if (profile.recognition === 'in_progress') return judged('partly', 'recognition_in_progress');
  return offer.recognitionSupported
    ? judged('partly', 'recognition_supported')
    : judged('not_met', 'recognition_missing');
};

/** A ranked criterion: experience (more is better), education (ISCED, more is better). */
const rankedOf = (
  asks: number | null,
  has: number | null,
  codes: readonly [MatchReasonCode, MatchReasonCode, MatchReasonCode, MatchReasonCode],
): Judged | null => {
  if (asks === null) return null;
  if (has === null) return judged('not_met', codes[3]);
  const verdict = byRank(has, asks);
  return judged(verdict, codes[verdict === 'met' ? 0 : verdict === 'partly' ? 1 : 2]);
};

/** Disponibility: the earlier the better, so the offer's rank is the latest start that fits. */
const startOf = (offer: MatchOffer, profile: MatchProfile): Judged | null => {
  if (offer.disponibilityRank === null) return null;
  if (profile.disponibilityRank === null) return judged('not_met', 'start_unknown');
  const verdict = byRank(offer.disponibilityRank, profile.disponibilityRank);
  return judged(
    verdict,
    verdict === 'met' ? 'start_ok' : verdict === 'partly' ? 'start_close' : 'start_late',
  );
};

const placeOf = (offer: MatchOffer, profile: MatchProfile): Judged | null => {
  if (offer.isRemote) return judged('met', 'place_remote');
  const { countryId, regionId } = offer;
  if (countryId === null) return null;
  if (profile.countryIds.length === 0) return judged('met', 'place_anywhere', { countryId });
  if (!profile.countryIds.includes(countryId)) return judged('not_met', 'place_other_country', { countryId });
  if (regionId !== null && profile.regionIds.length > 0 && !profile.regionIds.includes(regionId))
    return judged('partly', 'place_other_region', { countryId });
  return judged('met', 'place_wanted', { countryId });
};

/** Scores a profile against an offer: 0–100 and one reason per criterion the offer asks. */
export const matchOffer = (profile: MatchProfile, offer: MatchOffer): MatchResult => {
  const byCriterion: Record<MatchCriterion, Judged[]> = {
    function: [functionOf(offer, profile)].filter((j) => j !== null),
    language: languagesOf(offer, profile),
    recognition: [recognitionOf(offer, profile)].filter((j) => j !== null),
    experience: [
      rankedOf(offer.experienceRank, profile.experienceRank, [
        'experience_enough',
        'experience_close',
        'experience_short',
        'experience_unknown',
      ]),
    ].filter((j) => j !== null),
    education: [
      rankedOf(offer.educationIsced, profile.educationIsced, [
        'education_enough',
        'education_close',
        'education_short',
        'education_unknown',
      ]),
    ].filter((j) => j !== null),
    disponibility: [startOf(offer, profile)].filter((j) => j !== null),
    place: [placeOf(offer, profile)].filter((j) => j !== null),
  };
  const reasons: MatchReason[] = [];
  let earned = 0;
  let possible = 0;
  for (const criterion of MATCH_CRITERIA) {
    const judgedOnes = byCriterion[criterion];
    if (judgedOnes.length === 0) continue;
    const weight = MATCH_WEIGHTS[criterion] / judgedOnes.length;
    for (const j of judgedOnes) {
      reasons.push({ criterion, weight, ...j });
      earned += weight * CREDIT[j.verdict];
      possible += weight;
    }
  }
  return { score: possible === 0 ? 100 : Math.round((100 * earned) / possible), reasons };
};
