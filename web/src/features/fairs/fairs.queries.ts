import { queryOptions } from '@tanstack/react-query';
import { fairsApi } from '@passerelle/contract';
import { apiCall } from '../../lib/api-client.ts';

/** Query keys of the fairs domain: [domain, entity, 'list' | id, params]. */
export const fairKeys = {
  all: ['fairs', 'fair'] as const,
  list: (params: Record<string, unknown>) => ['fairs', 'fair', 'list', params] as const,
  detail: (id: number) => ['fairs', 'fair', id] as const,
};

export const fairsQueries = {
  /** Every fair (`GET /fairs?pagination=false`), used by every layout for the fair choice (§2). */
  list: () =>
    queryOptions({
      queryKey: fairKeys.list({ pagination: false }),
      queryFn: ({ signal }) => apiCall(fairsApi.listFairs, { query: { pagination: false }, signal }),
      staleTime: 60_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: fairKeys.detail(id),
      queryFn: ({ signal }) => apiCall(fairsApi.getFair, { params: { id }, signal }),
      staleTime: 60_000,
    }),
};
