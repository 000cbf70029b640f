import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import { COUNTRY_CODES, countryTranslations } from './data/countries.ts';
import { LANGUAGE_CODES, languageTranslations } from './data/languages.ts';
import {
  BUSINESS_SECTORS,
  CIVIL_STATUSES,
  DATA_LISTS,
  FIRM_TYPES,
  USER_INDIVIDUAL_STATUSES,
  USER_STATUSES,
  USER_TYPES,
} from './data/lookups.ts';
import { CITIES, DEPARTMENTS, DISTRICTS, POSTAL_CODES, PROVINCES, REGIONS } from './data/geography.ts';
import { seedEmailModels } from './email-models-seed.ts';
import { seedStandCatalogue } from './stand-catalogue-seed.ts';

const chunks = <T>(items: T[], size = 200): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * Fills the reference tables (all countries, languages, lookups, geography). Idempotent: a table
 * that already has rows is left alone. Real data, so it runs on every database, not only the demo.
 */
export const seedReference = async (db: Db) => {
  // Inside the transaction every query must use `tx`: PGlite has one connection, so a query on
  // the outer handle would wait for the transaction forever.
  const emptyIn = (d: Db) => async (table: PgTable) => {
    const [r] = await d.select({ n: count() }).from(table);
    return Number(r?.n ?? 0) === 0;
  };
  await db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    const empty = emptyIn(d);
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
        await d
          .insert(table)
          .values(rows.map((r) => ({ position: r.position, translations: r.translations })));
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
    if (await empty(t.emails)) await seedEmailModels(d);
    await seedStandCatalogue(d, empty);
  });
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
