import type { Locale } from '../locales.ts';
import type { MatchReason } from './match.ts';

/** Names the reference entries a reason points at, in the reader's language. */
export interface MatchLabels {
  functionName?: (id: number) => string | undefined;
  familyName?: (id: number) => string | undefined;
  countryName?: (id: number) => string | undefined;
}

/** A translator over `contract/locales/<lang>/match.json` (i18next's `t` with the `match` namespace fits). */
export type MatchTranslate = (key: string, params?: Record<string, string>) => string;

const languageNames = new Map<Locale, Intl.DisplayNames>();
/** A language's name in the reader's language (`fr` → "français", "French", "Französisch"). */
export const languageName = (code: string, locale: Locale): string => {
  let names = languageNames.get(locale);
  if (!names) languageNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'language' })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
};

/**
 * The sentence of one reason ("Speaking French B1 — the post asks B2") in the reader's language:
 * to the candidate ("you") by default, about the candidate to an employer (`audience: 'employer'`).
 */
export const explainMatchReason = (
  reason: MatchReason,
  {
    t,
    locale,
    labels = {},
    audience = 'candidate',
  }: { t: MatchTranslate; locale: Locale; labels?: MatchLabels; audience?: 'candidate' | 'employer' },
): string => {
  const { functionId, familyId, countryId, language, skill, has, asks } = reason.params;
  const job =
    (functionId !== undefined ? labels.functionName?.(functionId) : undefined) ??
    (familyId !== undefined ? labels.familyName?.(familyId) : undefined) ??
    '';
  const params: Record<string, string> = {
    job,
    country: countryId !== undefined ? (labels.countryName?.(countryId) ?? '') : '',
    language: language ? languageName(language, locale) : '',
    skill: skill ? t(`skills.${skill}`) : '',
    has: has ?? '',
    asks: asks ?? '',
  };
  return t(`${audience === 'employer' ? 'reasonsForEmployer' : 'reasons'}.${reason.code}`, params);
};
