import type { Locale, NameTranslations } from '@passerelle/contract';

const resolve = (t: Partial<Record<string, { name: string }>>, locale: Locale) =>
  t[locale]?.name ?? t.fr?.name ?? '';

export const translatedDto =
  <R extends { id: number; translations: NameTranslations }, X extends object>(extra: (row: R) => X) =>
  (row: R, locale: Locale) => ({
    id: row.id,
    name: resolve(row.translations, locale),
    translations: row.translations,
    ...extra(row),
  });

export const dataListDto = (
  row: { id: number; ref: string; isDefault: boolean; translations: Record<string, { level1name: string }> },
  locale: Locale,
) => ({
  id: row.id,
  ref: row.ref,
  isDefault: row.isDefault,
  level1name: row.translations[locale]?.level1name ?? row.translations.fr?.level1name ?? '',
  translations: row.translations as never,
});
