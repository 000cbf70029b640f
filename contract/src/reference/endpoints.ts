import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { resourceEndpoints, OrderDirectionSchema } from '../http/resource.ts';
import { PaginationQuerySchema } from '../http/list.ts';
import * as S from './schemas.ts';

const text = z.string().trim().max(100, { error: 'too_long' }).optional();
const id = z.coerce.number().int().positive().optional();
const nameFilters = {
  name: text,
  'order[name]': OrderDirectionSchema.optional(),
  'order[id]': OrderDirectionSchema.optional(),
};
const codes = z.union([z.string().trim().max(16), z.array(z.string().trim().max(16)).max(300)]).optional();
const existsFlag = z.enum(['true', 'false', '1', '0'], { error: 'invalid_value' }).optional();
const positionFilters = { ...nameFilters, 'order[position]': OrderDirectionSchema.optional() };

export const countries = resourceEndpoints({
  path: '/countries',
  tag: 'countries',
  schema: S.CountrySchema,
  createSchema: S.CountryCreateSchema,
  filters: { ...nameFilters, code: text, 'code[]': codes },
});
export const countriesSearch = defineEndpoint({
  method: 'GET',
  path: '/countries/search',
  summary: 'Search countries by name (10 a page)',
  tags: ['countries'],
  query: PaginationQuerySchema.extend({ name: text }),
  response: z.array(S.CountrySchema),
  paged: true,
});
export const languages = resourceEndpoints({
  path: '/languages',
  tag: 'languages',
  schema: S.LanguageSchema,
  createSchema: S.LanguageCreateSchema,
  filters: { ...nameFilters, code: text },
});
export const civilStatuses = resourceEndpoints({
  path: '/civil_statuses',
  tag: 'civil_statuses',
  schema: S.PositionedSchema,
  createSchema: S.PositionedCreateSchema,
  filters: positionFilters,
});
export const userStatuses = resourceEndpoints({
  path: '/user_statuses',
  tag: 'user_statuses',
  schema: S.PositionedSchema,
  createSchema: S.PositionedCreateSchema,
  filters: positionFilters,
});
export const userIndividualStatuses = resourceEndpoints({
  path: '/user_individual_statuses',
  tag: 'user_individual_statuses',
  schema: S.PositionedSchema,
  createSchema: S.PositionedCreateSchema,
  filters: positionFilters,
});
export const userTypes = resourceEndpoints({
  path: '/user_types',
  tag: 'user_types',
  schema: S.PositionedSchema,
  createSchema: S.PositionedCreateSchema,
  filters: positionFilters,
});
export const firmTypes = resourceEndpoints({
  path: '/firm_types',
  tag: 'firm_types',
  schema: S.PositionedSchema,
  createSchema: S.PositionedCreateSchema,
  filters: positionFilters,
});
export const businessSectors = resourceEndpoints({
  path: '/business_sectors',
  tag: 'business_sectors',
  schema: S.BusinessSectorSchema,
  createSchema: S.BusinessSectorCreateSchema,
  filters: nameFilters,
});
export const businessSubsectors = resourceEndpoints({
  path: '/business_subsectors',
  tag: 'business_subsectors',
  schema: S.BusinessSubsectorSchema,
  createSchema: S.BusinessSubsectorCreateSchema,
  filters: { ...nameFilters, sector: id, 'sector.id': id },
});
export const dataLists = resourceEndpoints({
  path: '/data_lists',
  tag: 'data_lists',
  schema: S.DataListSchema,
  createSchema: S.DataListCreateSchema,
  filters: { ref: text, isDefault: z.enum(['true', 'false', '1', '0']).optional() },
});
export const allDataLists = defineEndpoint({
  method: 'GET',
  path: '/all-data-lists',
  summary: 'Every data list, grouped by ref',
  tags: ['data_lists'],
  response: z.record(z.string(), z.array(S.DataListSchema)),
});

const geoOrder = {
  'order[name]': OrderDirectionSchema.optional(),
  'order[id]': OrderDirectionSchema.optional(),
};
export const regions = resourceEndpoints({
  path: '/regions',
  tag: 'geography',
  schema: S.RegionSchema,
  createSchema: S.RegionCreateSchema,
  filters: { name: text, country: id, 'country.id': id, ...geoOrder },
});
export const provinces = resourceEndpoints({
  path: '/provinces',
  tag: 'geography',
  schema: S.ProvinceSchema,
  createSchema: S.ProvinceCreateSchema,
  filters: { name: text, country: id, 'country.id': id, ...geoOrder },
});
export const departments = resourceEndpoints({
  path: '/departments',
  tag: 'geography',
  schema: S.DepartmentSchema,
  createSchema: S.DepartmentCreateSchema,
  filters: { name: text, region: id, 'region.id': id, ...geoOrder },
});
export const cities = resourceEndpoints({
  path: '/cities',
  tag: 'geography',
  schema: S.CitySchema,
  createSchema: S.CityCreateSchema,
  filters: {
    name: text,
    zipcode: text,
    region: id,
    'region.id': id,
    department: id,
    'department.id': id,
    'order[zipcode]': OrderDirectionSchema.optional(),
    'exists[department]': existsFlag,
    ...geoOrder,
  },
});
export const districts = resourceEndpoints({
  path: '/districts',
  tag: 'geography',
  schema: S.DistrictSchema,
  createSchema: S.DistrictCreateSchema,
  filters: { name: text, city: id, 'city.id': id, ...geoOrder },
});
export const postalCodes = resourceEndpoints({
  path: '/postal_codes',
  tag: 'geography',
  schema: S.PostalCodeSchema,
  createSchema: S.PostalCodeCreateSchema,
  filters: {
    code: text,
    city: id,
    'city.id': id,
    'order[code]': OrderDirectionSchema.optional(),
    'order[id]': OrderDirectionSchema.optional(),
  },
});
