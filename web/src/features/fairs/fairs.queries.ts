import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fairsApi, type FairUpdate } from '@passerelle/contract';
import { apiCall } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

/** Query keys of the fairs domain: the endpoint, then its parameters. */
export const fairKeys = {
  list: (params: Record<string, unknown>) => queryKeyOf(fairsApi.listFairs, params),
  detail: (id: number) => queryKeyOf(fairsApi.getFair, { id }),
  overview: () => queryKeyOf(fairsApi.listFairOverviews, {}),
  byHomepage: (homepage: string) => queryKeyOf(fairsApi.listFairs, { homepage, pagination: false }),
};

export const fairsQueries = {
  /** Every fair (`GET /fairs?pagination=false`), used by every layout for the fair choice (§2). */
  list: () =>
    queryOptions({
      queryKey: fairKeys.list({ pagination: false }),
      queryFn: ({ signal }) => apiCall(fairsApi.listFairs, { query: { pagination: false }, signal }),
      staleTime: 60_000,
    }),
  /** The back office's fair list (`/fair/list`): the fairs the user organizes, with their counts. */
  overview: () =>
    queryOptions({
      queryKey: fairKeys.overview(),
      queryFn: ({ signal }) => apiCall(fairsApi.listFairOverviews, { signal }),
    }),
  /** The fairs answering at an address (`?homepage=`): none, or the one that holds it. */
  byHomepage: (homepage: string) =>
    queryOptions({
      queryKey: fairKeys.byHomepage(homepage),
      queryFn: ({ signal }) =>
        apiCall(fairsApi.listFairs, { query: { homepage, pagination: false }, signal }),
      staleTime: 10_000,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: fairKeys.detail(id),
      queryFn: ({ signal }) => apiCall(fairsApi.getFair, { params: { id }, signal }),
      staleTime: 60_000,
    }),
};

/** Updates a fair's setup; every answer that shows fairs is fetched again. */
export const useUpdateFairMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FairUpdate }) =>
      apiCall(fairsApi.updateFair, { params: { id }, body }),
    onSuccess: () =>
      invalidateEndpoints(
        queryClient,
        fairsApi.listFairs,
        fairsApi.getFair,
        fairsApi.listDefaultFairs,
        fairsApi.getDefaultFair,
        fairsApi.listFairOverviews,
      ),
  });
};
