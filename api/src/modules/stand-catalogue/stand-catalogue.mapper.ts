import type { Locale, NameTranslations } from '@passerelle/contract';
import type * as t from '../../db/schema/index.ts';

const nameOf = (translations: NameTranslations, locale: Locale): string =>
  translations[locale]?.name ?? translations.fr?.name ?? '';
const translated = (row: { id: number; translations: NameTranslations }, locale: Locale) => ({
  id: row.id,
  name: nameOf(row.translations, locale),
  translations: row.translations,
});

/** Explicit DTO whitelists: a new column never leaks. */
export const standGroupDto = (row: typeof t.standGroups.$inferSelect) => ({ id: row.id, name: row.name });
export const standTypeDto = (row: typeof t.standTypes.$inferSelect, locale: Locale) => ({
  ...translated(row, locale),
  standGroup: row.standGroupId,
  artKey: row.artKey,
  position: row.position,
});
export const standTypeVariationDto = (row: typeof t.standTypeVariations.$inferSelect, locale: Locale) => ({
  ...translated(row, locale),
  standType: row.standTypeId,
  artKey: row.artKey,
  position: row.position,
});
export const typedDto = (
  row: { id: number; type: string; translations: NameTranslations },
  locale: Locale,
) => ({
  ...translated(row, locale),
  type: row.type,
});
export const standCharacterDto = (row: typeof t.standCharacters.$inferSelect, locale: Locale) => ({
  ...translated(row, locale),
  type: row.type,
  artKey: row.artKey,
  position: row.position,
});
