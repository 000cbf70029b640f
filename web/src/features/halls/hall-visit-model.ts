import type { StandListItem } from '@passerelle/contract';
import { LOCALES, type Locale } from '@passerelle/contract/lite';
import { integer, oneOf, searchParams, type SearchOf } from '../../lib/search-params.ts';

/**
 * `/fair/visit/{id}?sector=&lang=`: the hall's booth filters as they live in the URL; anything
 * malformed is dropped rather than failing the page.
 */
export const hallVisitSearch = searchParams({ sector: integer(), lang: oneOf(LOCALES) });
export type HallVisitSearch = SearchOf<typeof hallVisitSearch>;

/** What visitors see of a hall: its visible booths by number. */
export const visibleBooths = (stands: readonly StandListItem[]): StandListItem[] =>
  stands
    .filter((s) => s.isVisible)
    .sort(
      (a, b) => (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER) || a.id - b.id,
    );

/** A booth matches when it lists the sector and has content in the language (both optional). */
export const filterBooths = (stands: readonly StandListItem[], search: HallVisitSearch): StandListItem[] =>
  stands.filter(
    (s) =>
      (search.sector === undefined || s.sectors.some((sector) => sector.id === search.sector)) &&
      (search.lang === undefined || s.languages.includes(search.lang)),
  );

/** The sectors present in the hall, by name (the filter offers only what finds something). */
export const sectorsOf = (stands: readonly StandListItem[]): { id: number; name: string }[] => {
  const byId = new Map<number, string>();
  for (const s of stands) for (const sector of s.sectors) byId.set(sector.id, sector.name);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
};

/** The languages spoken at the hall's booths, in the platform's order (fr, en, nl, de, es). */
export const languagesOf = (stands: readonly StandListItem[]): Locale[] =>
  LOCALES.filter((l) => stands.some((s) => s.languages.includes(l)));
