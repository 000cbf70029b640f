import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, nameTranslations, position } from './columns.ts';

export const countries = pgTable(
  'countries',
  { id: id(), code: text('code').notNull(), translations: nameTranslations() },
  (t) => [uniqueIndex('countries_code_uq').on(t.code)],
);
export const languages = pgTable(
  'languages',
  { id: id(), code: text('code').notNull(), translations: nameTranslations() },
  (t) => [uniqueIndex('languages_code_uq').on(t.code)],
);
export const civilStatuses = pgTable('civil_statuses', {
  id: id(),
  position: position(),
  translations: nameTranslations(),
});
export const userStatuses = pgTable('user_statuses', {
  id: id(),
  position: position(),
  translations: nameTranslations(),
});
export const userIndividualStatuses = pgTable('user_individual_statuses', {
  id: id(),
  position: position(),
  translations: nameTranslations(),
});
export const userTypes = pgTable('user_types', {
  id: id(),
  position: position(),
  translations: nameTranslations(),
});
export const firmTypes = pgTable('firm_types', {
  id: id(),
  position: position(),
  translations: nameTranslations(),
});
export const businessSectors = pgTable('business_sectors', { id: id(), translations: nameTranslations() });
export const businessSubsectors = pgTable(
  'business_subsectors',
  {
    id: id(),
    sectorId: integer('sector_id').references(() => businessSectors.id, { onDelete: 'restrict' }),
    translations: nameTranslations(),
  },
  (t) => [index('business_subsectors_sector_idx').on(t.sectorId)],
);
export const dataLists = pgTable(
  'data_lists',
  {
    id: id(),
    ref: text('ref').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    translations: jsonb('translations').$type<Record<string, { level1name: string }>>().notNull(),
  },
  (t) => [index('data_lists_ref_idx').on(t.ref)],
);

// Geography (§3): city (zipcode, department, region), department (region), region (country)…
export const regions = pgTable(
  'regions',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
  },
  (t) => [index('regions_country_idx').on(t.countryId)],
);
export const provinces = pgTable(
  'provinces',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code'),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
  },
  (t) => [index('provinces_country_idx').on(t.countryId)],
);
export const departments = pgTable(
  'departments',
  {
    id: id(),
    name: text('name').notNull(),
    code: text('code'),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
  },
  (t) => [index('departments_region_idx').on(t.regionId)],
);
export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text('name').notNull(),
    zipcode: text('zipcode').notNull(),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'restrict' }),
  },
  (t) => [index('cities_department_idx').on(t.departmentId), index('cities_region_idx').on(t.regionId)],
);
export const districts = pgTable(
  'districts',
  {
    id: id(),
    name: text('name').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
  },
  (t) => [index('districts_city_idx').on(t.cityId)],
);
export const postalCodes = pgTable(
  'postal_codes',
  {
    id: id(),
    code: text('code').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
  },
  (t) => [index('postal_codes_city_idx').on(t.cityId), index('postal_codes_code_idx').on(t.code)],
);
