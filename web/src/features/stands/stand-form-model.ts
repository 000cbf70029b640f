import {
  StandUpdateSchema,
  parseVideoLink,
  type Stand,
  type StandLanguage,
  type StandResource,
  type StandResourceInput,
  type StandUpdate,
  type VideoLink,
} from '@passerelle/contract';
import {
  STAND_PERSON_PLACES,
  type StandPersonPlace,
  type StandTheme,
  DEFAULT_LOCALE,
  LOCALES,
  isLocale,
  type Locale,
} from '@passerelle/contract/lite';
import type { FieldOfViolation } from '../../lib/form-violations.ts';

/** A stored file the form points to (booth resources and logo). */
export interface MediaRef {
  id: number;
  url: string;
  thumbnailUrl: string | null;
}

export interface VideoEntry {
  /** Stable identity of the row while it is edited (React key, error key). */
  key: string;
  url: string;
  title: string;
}

export interface BrochureEntry {
  key: string;
  media: MediaRef;
  title: string;
  description: string;
}

/** A booth's content in one language, as the form edits it. */
export interface LanguageContent {
  title: string;
  /** Rich text (HTML); '' when empty. */
  infos: string;
  videos: VideoEntry[];
  /** The videoroom's video link (TYPE_VIDEOROOM); '' when none. */
  videoroom: string;
  videoroomTitle: string;
  poster: MediaRef | null;
  brochures: BrochureEntry[];
  /** Resources this form does not edit (tooltips, custom backgrounds, extra posters): kept as stored. */
  kept: StandResourceInput[];
}

/** What the configure form edits (ids as strings for Mantine's pickers). */
export interface StandFormValues {
  name: string;
  standGroup: number | null;
  standType: string | null;
  standTypeVariation: string | null;
  theme: StandTheme;
  persons: Record<StandPersonPlace, string | null>;
  content: Partial<Record<Locale, LanguageContent>>;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  logo: MediaRef | null;
  /** The booth's picture for cards and lists. */
  image: MediaRef | null;
  isVisible: boolean;
  isLanguageVisible: boolean;
  isHiddenByOrganizer: boolean;
  sectors: string[];
}

/** Error codes by field key (`name`, `content.fr.videos.<key>.url`…); the first one wins. */
export type StandFormErrors = Record<string, string>;

let keySeed = 0;
/** A fresh row key for an entry added in the form. */
export const newEntryKey = (): string => `new-${(keySeed += 1)}`;

export const emptyLanguageContent = (): LanguageContent => ({
  title: '',
  infos: '',
  videos: [],
  videoroom: '',
  videoroomTitle: '',
  poster: null,
  brochures: [],
  kept: [],
});

const mediaRef = (r: StandResource): MediaRef | null =>
  r.media ? { id: r.media.id, url: r.media.url, thumbnailUrl: r.media.thumbnailUrl } : null;

const keptInput = (r: StandResource): StandResourceInput => ({
  type: r.type,
  media: r.media?.id ?? null,
  url: r.url,
  title: r.title,
  description: r.description,
});

/** One stored language as the form's content. */
export const languageContentOf = (language: StandLanguage): LanguageContent => {
  const content = emptyLanguageContent();
  content.title = language.title ?? '';
  content.infos = language.infos ?? '';
  const ordered = [...language.resources].sort((a, b) => a.position - b.position);
  for (const r of ordered) {
    const media = mediaRef(r);
    if (r.type === 'TYPE_VIDEO' && r.url !== null)
      content.videos.push({ key: `r${r.id}`, url: r.url, title: r.title ?? '' });
    else if (r.type === 'TYPE_VIDEOROOM' && r.url !== null && content.videoroom === '') {
      content.videoroom = r.url;
      content.videoroomTitle = r.title ?? '';
    } else if (r.type === 'TYPE_POSTER' && media && content.poster === null) content.poster = media;
    else if (r.type === 'TYPE_BROCHURE' && media)
      content.brochures.push({
        key: `r${r.id}`,
        media,
        title: r.title ?? '',
        description: r.description ?? '',
      });
    else content.kept.push(keptInput(r));
  }
  return content;
};

/**
 * The languages a booth is dressed in: the fair's languages in the fair's order, then any other
 * language the booth already holds; French when the fair names none.
 */
export const contentLanguages = (
  fairLanguages: readonly string[],
  standLanguages: readonly Locale[],
): Locale[] => {
  const out: Locale[] = [];
  for (const code of [...fairLanguages, ...standLanguages])
    if (isLocale(code) && !out.includes(code)) out.push(code);
  return out.length ? out : [DEFAULT_LOCALE];
};

/** The form's values for a stored booth, with a tab for each of `languages`. */
export const standFormValues = (stand: Stand, languages: readonly Locale[]): StandFormValues => {
  const content: Partial<Record<Locale, LanguageContent>> = {};
  for (const lang of languages) {
    const stored = stand.languages.find((l) => l.language === lang);
    content[lang] = stored ? languageContentOf(stored) : emptyLanguageContent();
  }
  const persons = Object.fromEntries(
    STAND_PERSON_PLACES.map((p) => [p, stand.persons[p] ? String(stand.persons[p].id) : null]),
  ) as Record<StandPersonPlace, string | null>;
  return {
    name: stand.name,
    standGroup: stand.group?.id ?? null,
    standType: stand.type ? String(stand.type.id) : null,
    standTypeVariation: stand.variation ? String(stand.variation.id) : null,
    theme: stand.theme,
    persons,
    content,
    contactName: stand.generalContact.name ?? '',
    contactEmail: stand.generalContact.email ?? '',
    contactPhone: stand.generalContact.phone ?? '',
    logo: stand.logo
      ? { id: stand.logo.id, url: stand.logo.url, thumbnailUrl: stand.logo.thumbnailUrl }
      : null,
    image: stand.image
      ? { id: stand.image.id, url: stand.image.url, thumbnailUrl: stand.image.thumbnailUrl }
      : null,
    isVisible: stand.isVisible,
    isLanguageVisible: stand.isLanguageVisible,
    isHiddenByOrganizer: stand.isHiddenByOrganizer,
    sectors: stand.sectors.map((s) => String(s.id)),
  };
};

const orNull = (value: string): string | null => value.trim() || null;
const idOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * A language's content as the api reads it, and for each resource the form field it comes from
 * (to put an error back on its field).
 */
export const toLanguageInput = (
  language: Locale,
  content: LanguageContent,
): {
  input: { language: Locale; title: string | null; infos: string | null; resources: StandResourceInput[] };
  origins: string[];
} => {
  const base = `content.${language}`;
  const resources: StandResourceInput[] = [];
  const origins: string[] = [];
  for (const v of content.videos) {
    resources.push({ type: 'TYPE_VIDEO', url: orNull(v.url), title: orNull(v.title) });
    origins.push(`${base}.videos.${v.key}`);
  }
  if (content.videoroom.trim()) {
    resources.push({
      type: 'TYPE_VIDEOROOM',
      url: content.videoroom.trim(),
      title: orNull(content.videoroomTitle),
    });
    origins.push(`${base}.videoroom`);
  }
  if (content.poster) {
    resources.push({ type: 'TYPE_POSTER', media: content.poster.id });
    origins.push(`${base}.poster`);
  }
  for (const b of content.brochures) {
    resources.push({
      type: 'TYPE_BROCHURE',
      media: b.media.id,
      title: orNull(b.title),
      description: orNull(b.description),
    });
    origins.push(`${base}.brochures.${b.key}`);
  }
  for (const k of content.kept) {
    resources.push(k);
    origins.push(`${base}.other`);
  }
  return {
    input: { language, title: orNull(content.title), infos: orNull(content.infos), resources },
    origins,
  };
};

/** The body of an update and where each of its languages' resources come from. */
export interface StandUpdateDraft {
  body: StandUpdate;
  /** Per index of `body.languages`: the language and its resources' field keys. */
  languages: { language: Locale; origins: string[] }[];
}

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * `PUT /stands/put/{id}`: only what changed (ADR 002) — a language is sent whole when anything in
 * it changed, languages left out keep their content; `isHiddenByOrganizer` only for the organizer.
 */
export const toStandUpdateDraft = (
  values: StandFormValues,
  initial: StandFormValues,
  canOrganize: boolean,
): StandUpdateDraft => {
  const body: Record<string, unknown> = {};
  const set = (key: string, next: unknown, before: unknown) => {
    if (JSON.stringify(next) !== JSON.stringify(before)) body[key] = next;
  };
  set('name', values.name.trim(), initial.name.trim());
  set('standType', idOrNull(values.standType), idOrNull(initial.standType));
  if ('standType' in body) body.standGroup = values.standGroup;
  set('standTypeVariation', idOrNull(values.standTypeVariation), idOrNull(initial.standTypeVariation));
  set('theme', values.theme, initial.theme);
  const persons = (v: StandFormValues) =>
    Object.fromEntries(STAND_PERSON_PLACES.map((p) => [p, idOrNull(v.persons[p])]));
  set('persons', persons(values), persons(initial));
  set('contactName', orNull(values.contactName), orNull(initial.contactName));
  set('contactEmail', orNull(values.contactEmail), orNull(initial.contactEmail));
  set('contactPhone', orNull(values.contactPhone), orNull(initial.contactPhone));
  if ((values.logo?.id ?? null) !== (initial.logo?.id ?? null)) body.logo = values.logo?.id ?? null;
  if ((values.image?.id ?? null) !== (initial.image?.id ?? null)) body.image = values.image?.id ?? null;
  set('isVisible', values.isVisible, initial.isVisible);
  set('isLanguageVisible', values.isLanguageVisible, initial.isLanguageVisible);
  if (canOrganize) set('isHiddenByOrganizer', values.isHiddenByOrganizer, initial.isHiddenByOrganizer);
  if (!sameList(values.sectors, initial.sectors)) body.sectors = values.sectors.map(Number);

  const languages: StandUpdateDraft['languages'] = [];
  const inputs: unknown[] = [];
  for (const lang of LOCALES) {
    const now = values.content[lang];
    if (!now) continue;
    const next = toLanguageInput(lang, now);
    const before = toLanguageInput(lang, initial.content[lang] ?? emptyLanguageContent());
    if (JSON.stringify(next.input) === JSON.stringify(before.input)) continue;
    inputs.push(next.input);
    languages.push({ language: lang, origins: next.origins });
  }
  if (inputs.length) body.languages = inputs;
  return { body: body as StandUpdate, languages };
};

const TOP_FIELDS: Record<string, string> = {
  name: 'name',
  standGroup: 'standType',
  standType: 'standType',
  standTypeVariation: 'standTypeVariation',
  theme: 'theme',
  contactName: 'contactName',
  contactEmail: 'contactEmail',
  contactPhone: 'contactPhone',
  logo: 'logo',
  image: 'image',
  isVisible: 'isVisible',
  isLanguageVisible: 'isLanguageVisible',
  isHiddenByOrganizer: 'isHiddenByOrganizer',
  sectors: 'sectors',
};

/** `languages[0].resources[2].url`, `languages.0.resources.2.url` or an issue path → its parts. */
const pathParts = (path: string | readonly PropertyKey[]): (string | number)[] =>
  (typeof path === 'string' ? path.split(/[.[\]]+/).filter(Boolean) : path.map(String)).map((p) =>
    /^\d+$/.test(String(p)) ? Number(p) : String(p),
  );

/** The form field a body path belongs to, or null when it belongs to none (the error card). */
export const fieldOfPath = (
  path: string | readonly PropertyKey[],
  draft: StandUpdateDraft,
): string | null => {
  const [root, index, sub, resIndex, resField] = pathParts(path);
  if (typeof root !== 'string') return null;
  if (root === 'persons') return typeof index === 'string' ? `persons.${index}` : 'persons.mainDesk';
  if (root !== 'languages') return TOP_FIELDS[root] ?? null;
  const entry = typeof index === 'number' ? draft.languages[index] : undefined;
  if (!entry) return null;
  const base = `content.${entry.language}`;
  if (sub === 'title' || sub === 'infos') return `${base}.${sub}`;
  if (sub !== 'resources') return `${base}.other`;
  const origin = typeof resIndex === 'number' ? entry.origins[resIndex] : undefined;
  if (!origin) return `${base}.other`;
  if (origin.includes('.videos.')) return `${origin}.${resField === 'title' ? 'title' : 'url'}`;
  if (origin.endsWith('.videoroom')) return resField === 'title' ? `${base}.videoroomTitle` : origin;
  if (origin.includes('.brochures.'))
    return `${origin}.${resField === 'title' || resField === 'description' ? resField : 'media'}`;
  return origin;
};

/** The contract's rules on what would be sent, as error codes per field. */
export const validateStandDraft = (draft: StandUpdateDraft): StandFormErrors => {
  const parsed = StandUpdateSchema.safeParse(draft.body);
  const errors: StandFormErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = fieldOfPath(issue.path, draft);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
};

/** Codes the api may answer without a field path that still belong on one field. */
const CODE_FIELDS: Record<string, string> = {
  logo_not_square: 'logo',
  wrong_character_type: 'persons.mainDesk',
};

/**
 * Where the server's violations go: on the field the sent draft's path comes from, or on the one
 * a field-less code belongs to (`logo_not_square`); the rest in the error card.
 */
export const standFieldOf =
  (sent: StandUpdateDraft | null): FieldOfViolation =>
  (path, violation) =>
    (sent && fieldOfPath(path, sent)) ?? CODE_FIELDS[violation.code] ?? null;

/** How many errors sit in one language's tab. */
export const languageErrorCount = (errors: Partial<StandFormErrors>, language: Locale): number =>
  Object.keys(errors).filter((k) => k.startsWith(`content.${language}.`)).length;

// ---- Video links -------------------------------------------------------------------------------

export type VideoLinkState =
  { status: 'empty' } | { status: 'invalid' } | { status: 'valid'; link: VideoLink };

/** What a typed video link is, live (§5: three video hosts and SlideShare embed codes). */
export const videoLinkState = (url: string): VideoLinkState => {
  if (!url.trim()) return { status: 'empty' };
  const link = parseVideoLink(url);
  return link ? { status: 'valid', link } : { status: 'invalid' };
};

// ---- Lists: videos and brochures ---------------------------------------------------------------

/** The list with the item at `index` moved by `delta` (unchanged when it would leave the list). */
export const moveEntry = <T>(list: readonly T[], index: number, delta: -1 | 1): T[] => {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
};

export const removeEntry = <T extends { key: string }>(list: readonly T[], key: string): T[] =>
  list.filter((e) => e.key !== key);

export const updateEntry = <T extends { key: string }>(
  list: readonly T[],
  key: string,
  patch: Partial<T>,
): T[] => list.map((e) => (e.key === key ? { ...e, ...patch } : e));

/** A file name as a brochure title: no extension, separators as spaces. */
export const titleFromFileName = (name: string): string =>
  name
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);

export const addBrochure = (
  list: readonly BrochureEntry[],
  media: MediaRef,
  fileName: string,
): BrochureEntry[] => [
  ...list,
  { key: newEntryKey(), media, title: titleFromFileName(fileName), description: '' },
];

export const addVideo = (list: readonly VideoEntry[]): VideoEntry[] => [
  ...list,
  { key: newEntryKey(), url: '', title: '' },
];
