import type { Locale, NameTranslations } from '@passerelle/contract';
import type * as t from '../../db/schema/index.ts';

const nameOf = (translations: NameTranslations, locale: Locale): string =>
  translations[locale]?.name ?? translations.fr?.name ?? '';

/** Explicit DTO whitelists: a new column never leaks. */
export const jobNamedDto = (row: { id: number; translations: NameTranslations }, locale: Locale) => ({
  id: row.id,
  name: nameOf(row.translations, locale),
  translations: row.translations,
});
export const jobPositionedDto = (
  row: { id: number; translations: NameTranslations; position: number },
  locale: Locale,
) => ({ ...jobNamedDto(row, locale), position: row.position });
export const jobEducationLevelDto = (row: typeof t.jobEducationLevels.$inferSelect, locale: Locale) => ({
  ...jobPositionedDto(row, locale),
  country: row.countryId,
  isced: row.isced,
});
export const jobFamilyDto = (row: typeof t.jobFamilies.$inferSelect, locale: Locale) => ({
  ...jobNamedDto(row, locale),
  parent: row.parentId,
});
export const jobFunctionDto = (row: typeof t.jobFunctions.$inferSelect, locale: Locale) => ({
  ...jobNamedDto(row, locale),
  family: row.familyId,
  iscoCode: row.iscoCode,
});
export const jobSafeguardedCountryDto = (row: typeof t.jobSafeguardedCountries.$inferSelect) => ({
  id: row.id,
  country: row.countryId,
  edition: row.edition,
});
