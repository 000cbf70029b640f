import { z } from 'zod';
import {
  CityCreateSchema,
  CountryCreateSchema,
  PostalCodeCreateSchema,
  RegionCreateSchema,
  referenceApi,
} from '@passerelle/contract';
import type { LookupTableScreenProps } from './screens/lookup-table-screen.tsx';

const field = (name: string) => `reference:geography.fields.${name}`;
const title = (name: string) => `reference:geography.titles.${name}`;
const plainName = { field: 'name', labelKey: field('name'), schema: RegionCreateSchema.shape.name };
const optionalCode = {
  field: 'code',
  labelKey: field('code'),
  schema: RegionCreateSchema.shape.code,
  optional: true,
};

/** Regions and provinces belong to a country. */
const ofCountry = {
  search: true,
  plainName,
  extraFields: [optionalCode],
  parent: {
    field: 'country',
    labelKey: field('country'),
    endpoints: referenceApi.countries,
    required: true,
    filter: true,
  },
};

/** Districts and postal codes belong to a city. */
const cityParent = {
  field: 'city',
  labelKey: field('city'),
  endpoints: referenceApi.cities,
  required: true,
  filter: true,
};

/**
 * The geography levels of §3 on the generic lookup screen, down the chain country → region →
 * department → city → district and postal codes: each level is filtered by its parent, chosen
 * above the table, and a new entry starts under the chosen parent.
 */
export const GEOGRAPHY_LEVELS = {
  countries: {
    endpoints: referenceApi.countries,
    search: true,
    titleKey: title('countries'),
    extraFields: [{ field: 'code', labelKey: field('isoCode'), schema: CountryCreateSchema.shape.code }],
  },
  regions: {
    endpoints: referenceApi.regions,
    titleKey: title('regions'),
    ...ofCountry,
  },
  departments: {
    endpoints: referenceApi.departments,
    search: true,
    titleKey: title('departments'),
    plainName,
    extraFields: [optionalCode],
    parent: {
      field: 'region',
      labelKey: field('region'),
      endpoints: referenceApi.regions,
      required: true,
      filter: true,
    },
  },
  provinces: {
    endpoints: referenceApi.provinces,
    titleKey: title('provinces'),
    ...ofCountry,
  },
  cities: {
    endpoints: referenceApi.cities,
    search: true,
    titleKey: title('cities'),
    plainName,
    extraFields: [{ field: 'zipcode', labelKey: field('zipcode'), schema: CityCreateSchema.shape.zipcode }],
    parent: { field: 'region', labelKey: field('region'), endpoints: referenceApi.regions, filter: true },
    links: [{ field: 'department', labelKey: field('department'), endpoints: referenceApi.departments }],
  },
  districts: {
    endpoints: referenceApi.districts,
    search: true,
    titleKey: title('districts'),
    plainName,
    parent: cityParent,
  },
  postalCodes: {
    endpoints: referenceApi.postalCodes,
    search: true,
    titleKey: title('postalCodes'),
    plainName: { field: 'code', labelKey: field('postalCode'), schema: PostalCodeCreateSchema.shape.code },
    parent: cityParent,
  },
} satisfies Record<string, LookupTableScreenProps>;

/**
 * `/postcode/province` holds the level under the region (French departments) and, beside it, the
 * provinces of a country (Belgium): `?kind=provinces` picks the latter; anything else is dropped.
 */
export const provinceSearchSchema = z.object({
  kind: z.enum(['provinces']).optional().catch(undefined),
});
export type ProvinceKind = 'departments' | 'provinces';
