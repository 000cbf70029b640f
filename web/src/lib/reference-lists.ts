import { queryOptions } from '@tanstack/react-query';
import { referenceApi } from '@passerelle/contract';
import { apiCall } from './api-client.ts';

const unpaged = { pagination: false } as const;

/**
 * The read-only lists every feature's forms offer (profile, registration, user screens). §9: cached
 * once loaded (staleTime Infinity); keys start with 'reference' so the lookup back-office's
 * invalidations reach them.
 */
export const referenceQueries = {
  countries: () =>
    queryOptions({
      queryKey: ['reference', 'country', 'list', unpaged] as const,
      queryFn: ({ signal }) => apiCall(referenceApi.countries.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
  languages: () =>
    queryOptions({
      queryKey: ['reference', 'language', 'list', unpaged] as const,
      queryFn: ({ signal }) => apiCall(referenceApi.languages.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
  civilStatuses: () =>
    queryOptions({
      queryKey: ['reference', referenceApi.civilStatuses.list.path, 'list', unpaged] as const,
      queryFn: ({ signal }) => apiCall(referenceApi.civilStatuses.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
  firmTypes: () =>
    queryOptions({
      queryKey: ['reference', referenceApi.firmTypes.list.path, 'list', unpaged] as const,
      queryFn: ({ signal }) => apiCall(referenceApi.firmTypes.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
  businessSectors: () =>
    queryOptions({
      queryKey: ['reference', referenceApi.businessSectors.list.path, 'list', unpaged] as const,
      queryFn: ({ signal }) => apiCall(referenceApi.businessSectors.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
  /** Every data list grouped by ref (registration list fields, job tables). */
  allDataLists: () =>
    queryOptions({
      queryKey: ['reference', referenceApi.dataLists.list.path, 'all'] as const,
      queryFn: ({ signal }) => apiCall(referenceApi.allDataLists, { signal }),
      staleTime: Infinity,
    }),
};
