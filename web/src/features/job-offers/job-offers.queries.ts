import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  JobOfferCreate,
  JobOfferFairListQuery,
  JobOfferListQuery,
  JobOfferUpdate,
} from '@passerelle/contract';
import { type Route, firmsApi, jobOffersApi, jobsApi, referenceApi } from '@passerelle/contract/lite';
import { apiCall, apiList } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

const unpaged = { pagination: false } as const;
/** Reference tables change rarely: kept a while. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** An entry of a job reference table as the selects read it. */
export interface NamedEntry {
  id: number;
  name: string;
}

/** The job reference tables an offer names, all entries (the form's selects, the filters). */
const reference = <T extends NamedEntry = NamedEntry>(endpoint: Route) =>
  queryOptions({
    queryKey: queryKeyOf(endpoint, unpaged),
    queryFn: ({ signal }) => apiCall(endpoint, { query: unpaged as never, signal }) as Promise<T[]>,
    staleTime: REFERENCE_STALE_MS,
  });

export const jobOffersQueries = {
  list: (query: JobOfferListQuery, viewer: number | null) =>
    queryOptions({
      queryKey: queryKeyOf(jobOffersApi.listJobOffers, query, viewer),
      queryFn: ({ signal }) => apiList(jobOffersApi.listJobOffers, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  /** A firm's published offers in a fair: the booth's and the exhibitor page's panel (`FirmOffersPanel`). */
  firmPanel: (firmId: number, fairId: number, viewer: number | null) =>
    jobOffersQueries.list(
      { fair: fairId, 'firm.id': firmId, status: 'published', pagination: false },
      viewer,
    ),
  fairList: (query: JobOfferFairListQuery, viewer: number | null) =>
    queryOptions({
      queryKey: queryKeyOf(jobOffersApi.listFairJobOffers, query, viewer),
      queryFn: ({ signal }) => apiList(jobOffersApi.listFairJobOffers, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  mine: (fair: number | undefined, viewer: number | null) =>
    queryOptions({
      queryKey: queryKeyOf(jobOffersApi.listMyJobOffers, { fair }, viewer),
      queryFn: ({ signal }) => apiCall(jobOffersApi.listMyJobOffers, { query: fair ? { fair } : {}, signal }),
    }),
  /** The offer page: the offer and the match with the viewer's job profile. */
  computed: (id: number, viewer: number | null) =>
    queryOptions({
      queryKey: queryKeyOf(jobOffersApi.getComputedJobOffer, { id }, viewer),
      queryFn: ({ signal }) => apiCall(jobOffersApi.getComputedJobOffer, { params: { id }, signal }),
    }),
  detail: (id: number, viewer: number | null) =>
    queryOptions({
      queryKey: queryKeyOf(jobOffersApi.getJobOffer, { id }, viewer),
      queryFn: ({ signal }) => apiCall(jobOffersApi.getJobOffer, { params: { id }, signal }),
    }),
  families: () => reference(jobsApi.families.list),
  functions: () => reference<NamedEntry & { family: number }>(jobsApi.functions.list),
  contractTypes: () => reference(jobsApi.contractTypes.list),
  experiences: () => reference(jobsApi.experiences.list),
  functionLevels: () => reference(jobsApi.functionLevels.list),
  disponibilities: () => reference(jobsApi.disponibilities.list),
  educationLevels: (country: number | null) =>
    queryOptions({
      queryKey: queryKeyOf(jobsApi.educationLevels.list, { country }),
      queryFn: ({ signal }) =>
        apiCall(jobsApi.educationLevels.list, {
          query: { ...unpaged, country: country ?? undefined },
          signal,
        }),
      enabled: country !== null,
      staleTime: REFERENCE_STALE_MS,
    }),
  regions: (country: number | null) =>
    queryOptions({
      queryKey: queryKeyOf(referenceApi.regions.list, { country }),
      queryFn: ({ signal }) =>
        apiCall(referenceApi.regions.list, { query: { ...unpaged, country: country ?? undefined }, signal }),
      enabled: country !== null,
      staleTime: REFERENCE_STALE_MS,
    }),
  firmsOfFair: (fair: number) =>
    queryOptions({
      queryKey: queryKeyOf(firmsApi.selectInput, { fair }),
      queryFn: ({ signal }) => apiCall(firmsApi.selectInput, { query: { fair, pagination: false }, signal }),
    }),
};

const OFFER_VIEWS = [
  jobOffersApi.listJobOffers,
  jobOffersApi.listFairJobOffers,
  jobOffersApi.listMyJobOffers,
  jobOffersApi.getJobOffer,
  jobOffersApi.getComputedJobOffer,
];

export const useCreateJobOfferMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobOfferCreate) => apiCall(jobOffersApi.createJobOffer, { body }),
    onSuccess: () => invalidateEndpoints(queryClient, ...OFFER_VIEWS),
  });
};

export const useUpdateJobOfferMutation = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobOfferUpdate) => apiCall(jobOffersApi.updateJobOffer, { params: { id }, body }),
    onSuccess: () => invalidateEndpoints(queryClient, ...OFFER_VIEWS),
  });
};

/** A status change from a list row (publish, close, back to draft). */
export const useOfferStatusMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'draft' | 'published' | 'closed' }) =>
      apiCall(jobOffersApi.updateJobOffer, { params: { id }, body: { status } }),
    onSuccess: () => invalidateEndpoints(queryClient, ...OFFER_VIEWS),
  });
};

export const useDeleteJobOfferMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(jobOffersApi.deleteJobOffer, { params: { id } }),
    onSuccess: () => invalidateEndpoints(queryClient, ...OFFER_VIEWS),
  });
};
