import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { isEmptyTable } from '../../platform/db/index.ts';
import { COUNTRY_CODES, countryTranslations } from '../../seed/data/countries.ts';
import { LANGUAGE_CODES, languageTranslations } from '../../seed/data/languages.ts';
import {
  BUSINESS_SECTORS,
  CIVIL_STATUSES,
  DATA_LISTS,
  FIRM_TYPES,
  USER_INDIVIDUAL_STATUSES,
  USER_STATUSES,
  USER_TYPES,
} from '../../seed/data/lookups.ts';
import {
  CITIES,
  DEPARTMENTS,
  DISTRICTS,
  POSTAL_CODES,
  PROVINCES,
  REGIONS,
} from '../../seed/data/geography.ts';

const chunks = <T>(items: T[], size = 200): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * Fills the reference tables (all countries, languages, lookups, geography). Idempotent: a table
 * that already has rows is left alone. Real data, so it runs on every database, not only the demo.
 * `d` is the seeding transaction (`seedModules`).
 */
export const seedReferenceTables = async (d: Db) => {
  const empty = (table: Parameters<typeof isEmptyTable>[1]) => isEmptyTable(d, table);
  if (await empty(t.countries))
    for (const part of chunks([...COUNTRY_CODES]))
      await d
        .insert(t.countries)
        .values(part.map((code) => ({ code, translations: countryTranslations(code) })));
  if (await empty(t.languages))
    for (const part of chunks([...LANGUAGE_CODES]))
      await d
        .insert(t.languages)
        .values(part.map((code) => ({ code, translations: languageTranslations(code) })));
  for (const [table, rows] of [
    [t.civilStatuses, CIVIL_STATUSES],
    [t.userStatuses, USER_STATUSES],
    [t.userIndividualStatuses, USER_INDIVIDUAL_STATUSES],
    [t.userTypes, USER_TYPES],
    [t.firmTypes, FIRM_TYPES],
  ] as const)
    if (await empty(table))
      await d.insert(table).values(rows.map((r) => ({ position: r.position, translations: r.translations })));
  if (await empty(t.businessSectors))
    for (const sector of BUSINESS_SECTORS) {
      const [s] = await d
        .insert(t.businessSectors)
        .values({ translations: sector.translations })
        .returning({ id: t.businessSectors.id });
      await d
        .insert(t.businessSubsectors)
        .values(sector.subsectors.map((sub) => ({ sectorId: s!.id, translations: sub.translations })));
    }
  if (await empty(t.dataLists))
    for (const list of DATA_LISTS)
      await d.insert(t.dataLists).values(
        list.values.map((v) => ({
          ref: list.ref,
          isDefault: list.isDefault,
          translations: Object.fromEntries(
            Object.entries(v.translations).map(([l, n]) => [l, { level1name: n.name }]),
          ),
        })),
      );
  if (await empty(t.regions)) await seedGeography(d);
};

const seedGeography = async (db: Db) => {
  const countries = await db.select({ id: t.countries.id, code: t.countries.code }).from(t.countries);
  const countryId = (code: string) => countries.find((c) => c.code === code)!.id;
  const regions = await db
    .insert(t.regions)
    .values(REGIONS.map((r) => ({ name: r.name, code: r.code, countryId: countryId(r.country) })))
    .returning({ id: t.regions.id });
  const regionId = (group: string, code: string) =>
    regions[REGIONS.findIndex((r) => r.group === group && r.code === code)]?.id ?? null;
  await db
    .insert(t.provinces)
    .values(PROVINCES.map((p) => ({ name: p.name, code: p.code, countryId: countryId(p.country) })));
  const departments = await db
    .insert(t.departments)
    .values(
      DEPARTMENTS.map((dep) => ({
        name: dep.name,
        code: dep.code,
        regionId: regionId('FR', dep.regionCode)!,
      })),
    )
    .returning({ id: t.departments.id });
  const departmentId = (code: string) =>
    departments[DEPARTMENTS.findIndex((dep) => dep.code === code)]?.id ?? null;
  const cities = await db
    .insert(t.cities)
    .values(
      CITIES.map((c) => {
        const dep = c.departmentCode ? DEPARTMENTS.find((x) => x.code === c.departmentCode) : undefined;
        return {
          name: c.name,
          zipcode: c.postalCode,
          departmentId: c.departmentCode ? departmentId(c.departmentCode) : null,
          regionId: dep ? regionId('FR', dep.regionCode) : c.regionCode ? regionId('QC', c.regionCode) : null,
        };
      }),
    )
    .returning({ id: t.cities.id, name: t.cities.name });
  const cityId = (name: string) => cities.find((c) => c.name === name)?.id;
  const districts = DISTRICTS.filter((x) => cityId(x.cityName));
  if (districts.length)
    await db
      .insert(t.districts)
      .values(districts.map((x) => ({ name: x.name, cityId: cityId(x.cityName)! })));
  const codes = POSTAL_CODES.filter((p) => cityId(p.cityName));
  for (const part of chunks(codes))
    await db.insert(t.postalCodes).values(part.map((p) => ({ code: p.code, cityId: cityId(p.cityName)! })));
};
