import {
  parseVideoLink,
  STAND_PERSON_PLACES,
  type Locale,
  type NamedRef,
  type Stand,
  type StandAbilities,
  type StandLanguage,
  type StandLight,
  type StandListItem,
  type StandMedia,
  type StandPerson,
  type StandResource,
  type StandTheme,
  STAND_THEMES,
} from '@passerelle/contract';
import type { mediaObjects } from '../../db/schema/index.ts';
import { toMediaDto } from '../media/index.ts';

type MediaRow = typeof mediaObjects.$inferSelect;
type ArtRef = { id: number; name: string; artKey: string } | null;

/** A stored file as a booth shows it (the media module's DTO, narrowed). */
export const toStandMedia = (row: MediaRow | null | undefined): StandMedia => {
  if (!row) return null;
  const m = toMediaDto(row);
  return { id: m.id, url: m.url, thumbnailUrl: m.thumbnailUrl, mimeType: m.mimeType, size: m.size };
};

const themeOf = (theme: string): StandTheme =>
  (STAND_THEMES as readonly string[]).includes(theme) ? (theme as StandTheme) : 'lagon';

/** The row of a booth in lists (one query: firm, logo, art keys, sectors and languages). */
export interface StandListRow {
  id: number;
  fairId: number;
  fairHallId: number | null;
  number: number | null;
  name: string;
  firmId: number;
  firmName: string;
  logo: MediaRow | null;
  image: MediaRow | null;
  isVisible: boolean;
  isHiddenByOrganizer: boolean;
  typeArtKey: string | null;
  variationArtKey: string | null;
  theme: string;
  sectors: NamedRef[];
  languages: string[];
}

/** A booth sits in a slot only with both its hall and its number (a deleted hall leaves none). */
const slotOf = (row: { fairHallId: number | null; number: number | null }) =>
  row.fairHallId === null
    ? { fairHall: null, number: null }
    : { fairHall: row.fairHallId, number: row.number };

export const toStandListItem = (row: StandListRow): StandListItem => ({
  id: row.id,
  fair: row.fairId,
  ...slotOf(row),
  name: row.name,
  firm: { id: row.firmId, name: row.firmName },
  logo: toStandMedia(row.logo),
  image: toStandMedia(row.image),
  isVisible: row.isVisible && !row.isHiddenByOrganizer,
  isHiddenByOrganizer: row.isHiddenByOrganizer,
  typeArtKey: row.typeArtKey,
  variationArtKey: row.variationArtKey,
  theme: themeOf(row.theme),
  sectors: row.sectors.map((s) => ({ id: Number(s.id), name: s.name })),
  languages: row.languages as Locale[],
});

export const toStandLight = (row: StandListRow): StandLight => ({
  id: row.id,
  ...slotOf(row),
  name: row.name,
  isVisible: row.isVisible && !row.isHiddenByOrganizer,
  firm: { id: row.firmId, name: row.firmName },
});

/** One row of a booth's languages joined with its resources and their files. */
export interface StandContentRow {
  languageId: number;
  language: string;
  title: string | null;
  infos: string | null;
  resource: {
    id: number;
    type: string;
    url: string | null;
    title: string | null;
    description: string | null;
    position: number;
  } | null;
  media: MediaRow | null;
}

export const toStandResource = (
  resource: NonNullable<StandContentRow['resource']>,
  media: MediaRow | null,
): StandResource => {
  const video = resource.url ? parseVideoLink(resource.url) : null;
  const file = toStandMedia(media);
  return {
    id: resource.id,
    type: resource.type as StandResource['type'],
    media: file,
    url: resource.url,
    embedUrl: video?.embedUrl ?? null,
    thumbnailUrl: video ? video.thumbnailUrl : (file?.thumbnailUrl ?? null),
    title: resource.title,
    description: resource.description,
    position: resource.position,
  };
};

/** Rows sorted by language then position → one entry per language with its resources in order. */
export const toStandLanguages = (rows: StandContentRow[]): StandLanguage[] => {
  const out = new Map<number, StandLanguage>();
  for (const row of rows) {
    let lang = out.get(row.languageId);
    if (!lang) {
      lang = {
        id: row.languageId,
        language: row.language as Locale,
        title: row.title,
        infos: row.infos,
        resources: [],
      };
      out.set(row.languageId, lang);
    }
    if (row.resource) lang.resources.push(toStandResource(row.resource, row.media));
  }
  return [...out.values()];
};

/** A person listed on a booth: business-card fields, the e-mail only where the fair shows it. */
export interface StandPersonRow {
  id: number;
  linkId: number | null;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  email: string;
  displayEmail: string | null;
}
export const toStandPerson = (row: StandPersonRow, showEmail: boolean): StandPerson => ({
  id: row.id,
  linkId: row.linkId,
  firstName: row.firstName,
  lastName: row.lastName,
  jobTitle: row.jobTitle,
  ...(showEmail && { email: row.displayEmail ?? row.email }),
});

/** The full row of one booth (firm, hall, catalogue names, files, sectors, characters). */
export interface StandFullRow {
  id: number;
  fairId: number;
  fairHall: { id: number; name: string; letter: string } | null;
  number: number | null;
  name: string;
  image: MediaRow | null;
  logo: MediaRow | null;
  firm: { id: number; name: string; website: string | null };
  isVisible: boolean;
  isHiddenByOrganizer: boolean;
  isLanguageVisible: boolean;
  group: NamedRef | null;
  type: ArtRef;
  variation: ArtRef;
  theme: string;
  persons: Partial<Record<string, number | null>>;
  characters: { id: number; name: string; artKey: string }[];
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  sectors: NamedRef[];
}

/** §3 Stand, full view: an explicit whitelist (a new column never leaks). */
export const toStand = (
  row: StandFullRow,
  parts: {
    languages: StandLanguage[];
    admins: StandPerson[];
    contacts: StandPerson[];
    abilities: StandAbilities;
  },
): Stand => {
  const characters = new Map(row.characters.map((c) => [Number(c.id), c]));
  const persons = Object.fromEntries(
    STAND_PERSON_PLACES.map((place) => {
      const c = characters.get(Number(row.persons[place]));
      return [place, c ? { id: Number(c.id), name: c.name, artKey: c.artKey } : null];
    }),
  ) as Stand['persons'];
  return {
    id: row.id,
    fair: row.fairId,
    fairHall: row.fairHall,
    number: row.fairHall ? row.number : null,
    name: row.name,
    image: toStandMedia(row.image),
    logo: toStandMedia(row.logo),
    firm: row.firm,
    isVisible: row.isVisible,
    isHiddenByOrganizer: row.isHiddenByOrganizer,
    isLanguageVisible: row.isLanguageVisible,
    group: row.group,
    type: row.type,
    variation: row.variation,
    theme: themeOf(row.theme),
    persons,
    generalContact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
    sectors: row.sectors.map((s) => ({ id: Number(s.id), name: s.name })),
    languages: parts.languages,
    admins: parts.admins,
    contacts: parts.contacts,
    abilities: parts.abilities,
  };
};
