import { queryOptions } from '@tanstack/react-query';
import { referenceApi } from '@passerelle/contract/lite';
import { apiCall } from './api-client.ts';
import { queryKeyOf } from './query-keys.ts';

const unpaged = { pagination: false } as const;

/**
 * The read-only lists every feature's forms offer (profile, registration, user screens). §9: cached
 * once loaded (staleTime Infinity); keys start with 'reference' so the lookup back-office's
 * invalidations reach them.
 */
export const referenceQueries = {
  countries: () =>
    queryOptions({
      queryKey: queryKeyOf(referenceApi.countries.list, unpaged),
      queryFn: ({ signal }) => apiCall(referenceApi.countries.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
  languages: () =>
    queryOptions({
      queryKey: queryKeyOf(referenceApi.languages.list, unpaged),
      queryFn: ({ signal }) => apiCall(referenceApi.languages.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
  civilStatuses: () =>
    queryOptions({
      queryKey: queryKeyOf(referenceApi.civilStatuses.list, unpaged),
      queryFn: ({ signal }) => apiCall(referenceApi.civilStatuses.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
  firmTypes: () =>
    queryOptions({
      queryKey: queryKeyOf(referenceApi.firmTypes.list, unpaged),
      queryFn: ({ signal }) => apiCall(referenceApi.firmTypes.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
  businessSectors: () =>
    queryOptions({
      queryKey: queryKeyOf(referenceApi.businessSectors.list, unpaged),
      queryFn: ({ signal }) => apiCall(referenceApi.businessSectors.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
  /** Every data list grouped by ref (registration list fields, job tables). */
  allDataLists: () =>
    queryOptions({
      queryKey: queryKeyOf(referenceApi.allDataLists),
      queryFn: ({ signal }) => apiCall(referenceApi.allDataLists, { signal }),
      staleTime: Infinity,
    }),
};
