import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../locales.ts';
import type { MatchOffer, MatchProfile } from './match-input.ts';
import { MATCH_CRITERIA, MATCH_REASON_CODES, MATCH_WEIGHTS, matchOffer, type MatchResult } from './match.ts';
import { explainMatchReason } from './match-sentences.ts';

const NURSE = 11;
const MIDWIFE = 12;
const NURSING = 1;
const SOCIAL = 2;
const CANADA = 40;
const FRANCE = 75;
const QUEBEC_CITY_REGION = 401;

/** A registered nurse post in Québec: French B2 speaking and listening, licence (OIIQ) required. */
const offer: MatchOffer = {
  familyId: NURSING,
  functionId: NURSE,
  experienceRank: 2,
  educationIsced: 6,
  disponibilityRank: 2,
  languages: [{ language: 'fr', levels: { listening: 'B2', reading: null, speaking: 'B2', writing: null } }],
  recognitionRequired: true,
  recognitionSupported: true,
  countryId: CANADA,
  regionId: QUEBEC_CITY_REGION,
  isRemote: false,
};

/** The demo visitor: a Moroccan RN, French C1, recognition in progress, wants Canada or France. */
const profile: MatchProfile = {
  familyIds: [NURSING],
  functionIds: [NURSE],
  experiences: [{ functionId: NURSE, familyId: NURSING, years: 4 }],
  experienceRank: 2,
  educationIsced: 6,
  disponibilityRank: 1,
  languages: [
    { language: 'fr', levels: { listening: 'C1', reading: 'C1', speaking: 'C1', writing: 'C1' } },
    { language: 'en', levels: { listening: 'B2', reading: 'B2', speaking: 'B2', writing: 'B1' } },
  ],
  recognition: 'in_progress',
  countryIds: [CANADA, FRANCE],
  regionIds: [],
};

const verdicts = (result: MatchResult) => result.reasons.map((r) => [r.criterion, r.verdict, r.code]);
const reasonOf = (result: MatchResult, criterion: string) =>
  result.reasons.find((r) => r.criterion === criterion);

describe('the weights', () => {
  it('sum to 100 and name every criterion', () => {
    expect(Object.keys(MATCH_WEIGHTS).sort()).toEqual([...MATCH_CRITERIA].sort());
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe('matchOffer', () => {
  it('explains every criterion the offer asks, in a fixed order, and scores the pair', () => {
    const result = matchOffer(profile, offer);
    expect(verdicts(result)).toEqual([
      ['function', 'met', 'function_wanted'],
      ['language', 'met', 'language_met'],
      ['language', 'met', 'language_met'],
      ['recognition', 'partly', 'recognition_in_progress'],
      ['experience', 'met', 'experience_enough'],
      ['education', 'met', 'education_enough'],
      ['disponibility', 'met', 'start_ok'],
      ['place', 'met', 'place_wanted'],
    ]);
    // Everything met but recognition, worth 10 points, half earned.
    expect(result.score).toBe(95);
  });

  it('leaves out what the offer does not ask and scales the rest to 100', () => {
    const bare: MatchOffer = {
      ...offer,
      experienceRank: null,
      educationIsced: null,
      disponibilityRank: null,
      languages: [],
      recognitionRequired: false,
      countryId: null,
      regionId: null,
    };
    const result = matchOffer(profile, bare);
    expect(result.reasons.map((r) => r.criterion)).toEqual(['function']);
    expect(result.score).toBe(100);
    expect(matchOffer(profile, { ...bare, functionId: null, familyId: null })).toEqual({
      score: 100,
      reasons: [],
    });
  });

  it.each([
    ['wanted function', { functionIds: [NURSE] }, 'met', 'function_wanted'],
    ['held function', { functionIds: [], familyIds: [] }, 'met', 'function_held'],
    [
      'same family only',
      { functionIds: [MIDWIFE], experiences: [], familyIds: [NURSING] },
      'partly',
      'family_only',
    ],
    ['another field', { functionIds: [], experiences: [], familyIds: [SOCIAL] }, 'not_met', 'function_other'],
  ] as const)('function: %s', (_, change, verdict, code) => {
    expect(reasonOf(matchOffer({ ...profile, ...change }, offer), 'function')).toMatchObject({
      verdict,
      code,
    });
  });

  it('a family-wide offer is met by the family', () => {
    const familyOffer = { ...offer, functionId: null };
    expect(reasonOf(matchOffer({ ...profile, functionIds: [] }, familyOffer), 'function')).toMatchObject({
      verdict: 'met',
      code: 'family_wanted',
      params: { familyId: NURSING },
    });
  });

  it.each([
    ['C2', 'met', 'language_met'],
    ['B2', 'met', 'language_met'],
    ['B1', 'partly', 'language_close'],
    ['A2', 'not_met', 'language_short'],
    [null, 'not_met', 'language_missing'],
  ] as const)('language: speaking French %s against B2', (speaking, verdict, code) => {
    const french = { language: 'fr', levels: { ...profile.languages[0]!.levels, speaking } };
    const result = matchOffer({ ...profile, languages: [french] }, offer);
    expect(result.reasons.find((r) => r.params.skill === 'speaking')).toMatchObject({
      verdict,
      code,
      params: { language: 'fr', skill: 'speaking', asks: 'B2', ...(speaking ? { has: speaking } : {}) },
    });
  });

  it('language: a language the candidate does not speak is missing for every skill asked', () => {
    const result = matchOffer({ ...profile, languages: [profile.languages[1]!] }, offer);
    expect(
      result.reasons.filter((r) => r.criterion === 'language').map((r) => [r.params.skill, r.code]),
    ).toEqual([
      ['listening', 'language_missing'],
      ['speaking', 'language_missing'],
    ]);
    // 30 + 5 + 10 + 10 + 5 + 10 = 70 earned of 100: the 25 language points are lost.
    expect(result.score).toBe(70);
  });

  it('language: the weight is shared by every skill asked', () => {
    const result = matchOffer(profile, offer);
    expect(result.reasons.filter((r) => r.criterion === 'language').map((r) => r.weight)).toEqual([
      12.5, 12.5,
    ]);
  });

  it.each([
    ['recognised', true, 'met', 'recognition_held'],
    ['in_progress', false, 'partly', 'recognition_in_progress'],
    ['none', true, 'partly', 'recognition_supported'],
    ['none', false, 'not_met', 'recognition_missing'],
  ] as const)(
    'recognition: %s, employer supports: %s',
    (recognition, recognitionSupported, verdict, code) => {
      expect(
        reasonOf(matchOffer({ ...profile, recognition }, { ...offer, recognitionSupported }), 'recognition'),
      ).toMatchObject({ verdict, code });
    },
  );

  it.each([
    ['experience', { experienceRank: 3 }, 'met', 'experience_enough'],
    ['experience', { experienceRank: 1 }, 'partly', 'experience_close'],
    ['experience', { experienceRank: 0 }, 'not_met', 'experience_short'],
    ['experience', { experienceRank: null }, 'not_met', 'experience_unknown'],
    ['education', { educationIsced: 7 }, 'met', 'education_enough'],
    ['education', { educationIsced: 5 }, 'partly', 'education_close'],
    ['education', { educationIsced: 3 }, 'not_met', 'education_short'],
    ['education', { educationIsced: null }, 'not_met', 'education_unknown'],
    ['disponibility', { disponibilityRank: 0 }, 'met', 'start_ok'],
    ['disponibility', { disponibilityRank: 2 }, 'met', 'start_ok'],
    ['disponibility', { disponibilityRank: 3 }, 'partly', 'start_close'],
    ['disponibility', { disponibilityRank: 4 }, 'not_met', 'start_late'],
    ['disponibility', { disponibilityRank: null }, 'not_met', 'start_unknown'],
    ['place', { countryIds: [] }, 'met', 'place_anywhere'],
    ['place', { countryIds: [FRANCE] }, 'not_met', 'place_other_country'],
    ['place', { regionIds: [QUEBEC_CITY_REGION] }, 'met', 'place_wanted'],
    ['place', { regionIds: [999] }, 'partly', 'place_other_region'],
  ] as const)('%s: %o', (criterion, change, verdict, code) => {
    expect(reasonOf(matchOffer({ ...profile, ...change }, offer), criterion)).toMatchObject({
      verdict,
      code,
    });
  });

  it('place: a remote post fits wherever the candidate wants to work', () => {
    const result = matchOffer({ ...profile, countryIds: [FRANCE] }, { ...offer, isRemote: true });
    expect(reasonOf(result, 'place')).toMatchObject({ verdict: 'met', code: 'place_remote' });
  });

  it('scores a candidate who meets nothing 0', () => {
    const nobody: MatchProfile = {
      familyIds: [],
      functionIds: [],
      experiences: [],
      experienceRank: null,
      educationIsced: null,
      disponibilityRank: null,
      languages: [],
      recognition: 'none',
      countryIds: [FRANCE],
      regionIds: [],
    };
    expect(matchOffer(nobody, { ...offer, recognitionSupported: false }).score).toBe(0);
  });

  it('never reads age, sex, civil status, nationality, photo or birthplace', () => {
    // A profile row carries them (the user's account does); the score must not move with them.
    const row = {
      ...profile,
      birthDate: '1990-04-01',
      age: 36,
      sex: 'F',
      civilStatus: 'married',
      nationality: 'MA',
      photo: '/media/photo.jpg',
      birthplace: 'Casablanca',
    };
    const other = {
      ...row,
      birthDate: '1960-01-01',
      age: 66,
      sex: 'M',
      civilStatus: 'single',
      nationality: 'FR',
      photo: null,
      birthplace: 'Lyon',
    };
    expect(matchOffer(other, offer)).toEqual(matchOffer(row, offer));
    // And the match's input has no field that could hold them.
    const forbidden = /birth|^age$|sex|gender|civil|nationality|photo|picture/i;
    expect(Object.keys(profile).filter((k) => forbidden.test(k))).toEqual([]);
  });
});

describe('the reasons in words', () => {
  const catalogue = (l: Locale) =>
    JSON.parse(readFileSync(new URL(`../../locales/${l}/match.json`, import.meta.url), 'utf8')) as {
      reasons: Record<string, string>;
      reasonsForEmployer: Record<string, string>;
      skills: Record<string, string>;
    };
  const translator = (l: Locale) => {
    const c = catalogue(l);
    return (key: string, params: Record<string, string> = {}) => {
      const [group, name] = key.split('.') as ['reasons' | 'reasonsForEmployer' | 'skills', string];
      return (c[group][name] ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
    };
  };
  const labels = {
    functionName: (id: number) => (id === NURSE ? 'Registered nurse' : undefined),
    countryName: (id: number) => (id === CANADA ? 'Canada' : undefined),
  };

  it('says "Speaking French B1 — the post asks B2" in English, and the same in the other locales', () => {
    const french = { language: 'fr', levels: { ...profile.languages[0]!.levels, speaking: 'B1' as const } };
    const reason = matchOffer({ ...profile, languages: [french] }, offer).reasons.find(
      (r) => r.params.skill === 'speaking',
    )!;
    const say = (locale: Locale) => explainMatchReason(reason, { t: translator(locale), locale, labels });
    expect(say('en')).toBe('Speaking French B1 — the post asks B2');
    expect(say('fr')).toBe('Expression orale en français : B1 — le poste demande B2');
    expect(say('de')).toBe('Sprechen Französisch B1 — die Stelle verlangt B2');
    expect(say('nl')).toBe('Spreken Frans B1 — de functie vraagt B2');
    expect(say('es')).toBe('Expresión oral en francés: B1 — el puesto pide B2');
  });

  it('names the function and the country from the labels', () => {
    const result = matchOffer(profile, offer);
    const say = (criterion: string) =>
      explainMatchReason(reasonOf(result, criterion)!, { t: translator('en'), locale: 'en', labels });
    expect(say('function')).toBe('Registered nurse: one of the occupations you are looking for');
    expect(say('place')).toBe('Canada: a country you want to work in');
  });

  it('speaks of the candidate to an employer', () => {
    const result = matchOffer({ ...profile, experienceRank: null }, offer);
    const say = (criterion: string, locale: Locale) =>
      explainMatchReason(reasonOf(result, criterion)!, {
        t: translator(locale),
        locale,
        labels,
        audience: 'employer',
      });
    expect(say('function', 'en')).toBe(
      'Registered nurse: one of the occupations the candidate is looking for',
    );
    expect(say('experience', 'fr')).toBe('Expérience : non indiquée par le candidat');
  });

  it('has a sentence for every reason in every locale, for both readers', () => {
    for (const l of LOCALES) {
      expect(Object.keys(catalogue(l).reasons).sort(), l).toEqual([...MATCH_REASON_CODES].sort());
      expect(Object.keys(catalogue(l).reasonsForEmployer).sort(), l).toEqual([...MATCH_REASON_CODES].sort());
    }
  });
});
