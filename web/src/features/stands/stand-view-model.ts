import type { Stand, StandLanguage, StandResource } from '@passerelle/contract';
import {
  STAND_BROCHURES_SHOWN,
  STAND_PERSON_PLACES,
  type StandPersonPlace,
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
} from '@passerelle/contract/lite';

/** The booth's languages, French first then in the app's order (fr, en, nl, de, es). */
export const boothLanguages = (stand: Pick<Stand, 'languages'>): Locale[] =>
  LOCALES.filter((l) => stand.languages.some((c) => c.language === l));

/**
 * The language a visitor first sees: the interface's when the booth has it, else French, else
 * the booth's first; null for a booth without content.
 */
export const pickBoothLanguage = (available: readonly Locale[], uiLocale: string): Locale | null => {
  if (available.includes(uiLocale as Locale)) return uiLocale as Locale;
  if (available.includes(DEFAULT_LOCALE)) return DEFAULT_LOCALE;
  return available[0] ?? null;
};

/** A chosen language if the booth has it, else the default pick. */
export const resolveBoothLanguage = (
  stand: Pick<Stand, 'languages'>,
  chosen: Locale | null,
  uiLocale: string,
): Locale | null => {
  const available = boothLanguages(stand);
  return chosen && available.includes(chosen) ? chosen : pickBoothLanguage(available, uiLocale);
};

export const contentIn = (stand: Pick<Stand, 'languages'>, language: Locale | null): StandLanguage | null =>
  (language && stand.languages.find((l) => l.language === language)) || null;

const ofType = (content: StandLanguage | null, type: StandResource['type']): StandResource[] =>
  (content?.resources ?? []).filter((r) => r.type === type).sort((a, b) => a.position - b.position);

/** Video links that can be framed (embed address known). */
export const boothVideos = (content: StandLanguage | null): StandResource[] =>
  ofType(content, 'TYPE_VIDEO').filter((r) => r.embedUrl);

export const videoroomVideos = (content: StandLanguage | null): StandResource[] =>
  ofType(content, 'TYPE_VIDEOROOM').filter((r) => r.embedUrl);

export const boothPoster = (content: StandLanguage | null): StandResource | null =>
  ofType(content, 'TYPE_POSTER').find((r) => r.media) ?? null;

/** §9: the first 6 brochures are shown on a booth. */
export const shownBrochures = (content: StandLanguage | null): StandResource[] =>
  ofType(content, 'TYPE_BROCHURE')
    .filter((r) => r.media)
    .slice(0, STAND_BROCHURES_SHOWN);

/**
 * §9 "first video shown on the videoroom screen": the first videoroom video, else the first
 * booth video; then every other one, in order.
 */
export const videoroomPlaylist = (content: StandLanguage | null): StandResource[] => [
  ...videoroomVideos(content),
  ...boothVideos(content),
];

export const hasVideoroom = (content: StandLanguage | null): boolean => videoroomPlaylist(content).length > 0;

/** The characters' art keys per place, for the drawings. */
export const personsArt = (stand: Pick<Stand, 'persons'>): Partial<Record<StandPersonPlace, string | null>> =>
  Object.fromEntries(STAND_PERSON_PLACES.map((p) => [p, stand.persons[p]?.artKey ?? null]));

/** A video's name: its title, else "Video n". */
export const videoName = (video: StandResource, index: number, fallback: (n: number) => string): string =>
  video.title?.trim() || fallback(index + 1);
