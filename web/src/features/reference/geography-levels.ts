import {
  CityCreateSchema,
  CountryCreateSchema,
  PostalCodeCreateSchema,
  RegionCreateSchema,
} from '@passerelle/contract';
import { referenceApi } from '@passerelle/contract/lite';
import { geographyTitle } from './geography-routes.ts';
import type { LookupTableScreenProps } from './screens/lookup-table-screen.tsx';

const field = (name: string) => `reference:geography.fields.${name}`;
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
    titleKey: geographyTitle('countries'),
    extraFields: [{ field: 'code', labelKey: field('isoCode'), schema: CountryCreateSchema.shape.code }],
  },
  regions: {
    endpoints: referenceApi.regions,
    titleKey: geographyTitle('regions'),
    ...ofCountry,
  },
  departments: {
    endpoints: referenceApi.departments,
    search: true,
    titleKey: geographyTitle('departments'),
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
    titleKey: geographyTitle('provinces'),
    ...ofCountry,
  },
  cities: {
    endpoints: referenceApi.cities,
    search: true,
    titleKey: geographyTitle('cities'),
    plainName,
    extraFields: [{ field: 'zipcode', labelKey: field('zipcode'), schema: CityCreateSchema.shape.zipcode }],
    parent: { field: 'region', labelKey: field('region'), endpoints: referenceApi.regions, filter: true },
    links: [{ field: 'department', labelKey: field('department'), endpoints: referenceApi.departments }],
  },
  districts: {
    endpoints: referenceApi.districts,
    search: true,
    titleKey: geographyTitle('districts'),
    plainName,
    parent: cityParent,
  },
  postalCodes: {
    endpoints: referenceApi.postalCodes,
    search: true,
    titleKey: geographyTitle('postalCodes'),
    plainName: { field: 'code', labelKey: field('postalCode'), schema: PostalCodeCreateSchema.shape.code },
    parent: cityParent,
  },
} satisfies Record<string, LookupTableScreenProps>;
