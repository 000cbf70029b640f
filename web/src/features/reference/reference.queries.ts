import { queryOptions } from '@tanstack/react-query';
import { referenceApi } from '@passerelle/contract';
import { apiCall } from '../../lib/api-client.ts';

const unpaged = { pagination: false } as const;

/**
 * §9: countries, languages, civil statuses and similar lists are cached once loaded
 * (staleTime Infinity); a caller forces a reload with `queryClient.refetchQueries({ queryKey })`.
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
      queryKey: ['reference', 'civil-status', 'list', unpaged] as const,
      queryFn: ({ signal }) => apiCall(referenceApi.civilStatuses.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
  firmTypes: () =>
    queryOptions({
      queryKey: ['reference', 'firm-type', 'list', unpaged] as const,
      queryFn: ({ signal }) => apiCall(referenceApi.firmTypes.list, { query: unpaged, signal }),
      staleTime: Infinity,
    }),
};
