import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FairCopy, FairCreate, FairUpdate } from '@passerelle/contract';
import { fairsApi, usersApi } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

/** Query keys of the fairs domain: the endpoint, then its parameters. */
export const fairKeys = {
  list: (params: Record<string, unknown>) => queryKeyOf(fairsApi.listFairs, params),
  detail: (id: number) => queryKeyOf(fairsApi.getFair, { id }),
  overview: () => queryKeyOf(fairsApi.listFairOverviews, {}),
  byHomepage: (homepage: string) => queryKeyOf(fairsApi.listFairs, { homepage, pagination: false }),
  checklist: (id: number) => queryKeyOf(fairsApi.getFairChecklist, { id }),
  organizers: () => queryKeyOf(usersApi.listAdmins, { pagination: false }),
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
  /** What the fair still lacks before it opens (its setup screen's checklist). */
  checklist: (id: number) =>
    queryOptions({
      queryKey: fairKeys.checklist(id),
      queryFn: ({ signal }) => apiCall(fairsApi.getFairChecklist, { params: { id }, signal }),
    }),
  /** The organizers and super organizers the user may see (the organizers step). */
  organizers: () =>
    queryOptions({
      queryKey: fairKeys.organizers(),
      queryFn: ({ signal }) => apiCall(usersApi.listAdmins, { query: { pagination: false }, signal }),
    }),
};

/** Every answer that shows a fair, its setup or its checklist. */
const FAIR_ENDPOINTS = [
  fairsApi.listFairs,
  fairsApi.getFair,
  fairsApi.listDefaultFairs,
  fairsApi.getDefaultFair,
  fairsApi.listFairOverviews,
  fairsApi.getFairChecklist,
] as const;

/** Updates a fair's setup; every answer that shows fairs is fetched again. */
export const useUpdateFairMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FairUpdate }) =>
      apiCall(fairsApi.updateFair, { params: { id }, body }),
    onSuccess: () => invalidateEndpoints(queryClient, ...FAIR_ENDPOINTS),
  });
};

/** A new fair: from nothing (`POST /fairs`) or from another fair's setup (`POST /fairs/{id}/copy`). */
export type NewFair =
  { from: 'empty'; body: FairCreate } | { from: 'copy'; sourceId: number; body: FairCopy };

export const useCreateFairMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewFair) =>
      input.from === 'copy'
        ? apiCall(fairsApi.copyFair, { params: { id: input.sourceId }, body: input.body })
        : apiCall(fairsApi.createFair, { body: input.body }),
    onSuccess: () => invalidateEndpoints(queryClient, ...FAIR_ENDPOINTS),
  });
};
