import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NameTranslations } from '@passerelle/contract';
import { jobsApi, referenceApi, standCatalogueApi, type EndpointBody } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

/**
 * The five endpoints of a translated lookup table: the positioned ones (civil statuses, user
 * statuses, user types, firm types…), business sectors (no position) and sub-sectors (a parent).
 */
export type LookupEndpoints =
  | typeof referenceApi.civilStatuses
  | typeof referenceApi.businessSectors
  | typeof referenceApi.businessSubsectors
  | typeof standCatalogueApi.standTypes
  | typeof standCatalogueApi.standTypeVariations
  | typeof standCatalogueApi.standCharacters
  | typeof referenceApi.countries
  | typeof referenceApi.regions
  | typeof referenceApi.provinces
  | typeof referenceApi.departments
  | typeof referenceApi.cities
  | typeof referenceApi.districts
  | typeof referenceApi.postalCodes
  | (typeof jobsApi)[keyof typeof jobsApi];

/** A table a parent is picked from: its rows carry a translated name, or a plain one (stand groups). */
export type LookupParentEndpoints =
  LookupEndpoints | typeof standCatalogueApi.standGroups | typeof standCatalogueApi.standCharacterTypes;
export type LookupCreateBody = EndpointBody<LookupEndpoints['create']>;
export type LookupUpdateBody = EndpointBody<LookupEndpoints['update']>;

/** A row of any of these tables (geography rows have a plain name, no translations). */
export interface LookupRow {
  id: number;
  name?: string;
  translations?: NameTranslations;
  position?: number;
  [field: string]: unknown;
}

const unpaged = { pagination: false } as const;

/** A filter of the list by its parent or a searched text (`{ country: 12, name: 'bre' }`), empty for the whole table. */
export type LookupFilter = Record<string, number | string>;

/** Cache key of the list of one lookup table (`queryKeyOf(endpoints.list, unpaged)`), filtered or not. */
export const lookupKey = (endpoints: LookupParentEndpoints, filter: LookupFilter = {}) =>
  queryKeyOf(endpoints.list, { ...unpaged, ...filter });

/** The whole table (or one parent's rows), unpaged: shared by the screens that read it and its back-office screen. */
const lookupQuery = (endpoints: LookupEndpoints, filter: LookupFilter = {}) =>
  queryOptions({
    queryKey: lookupKey(endpoints, filter),
    queryFn: ({ signal }): Promise<LookupRow[]> =>
      apiCall(endpoints.list, { query: { ...unpaged, ...filter } as never, signal }) as Promise<LookupRow[]>,
    staleTime: Infinity,
  });

/** The back-office list of a lookup table: the cached reference query, refreshed on mount. */
export const lookupListQuery = (endpoints: LookupEndpoints, filter: LookupFilter = {}) => ({
  ...lookupQuery(endpoints, filter),
  staleTime: 0,
});

/** A row a parent is picked from: a translated name, or only a plain one (stand groups). */
export interface LookupParentRow {
  id: number;
  name: string;
  translations?: NameTranslations;
  [field: string]: unknown;
}

/** The rows a parent is picked from, unpaged and refreshed on mount. */
export const lookupParentQuery = (endpoints: LookupParentEndpoints) =>
  queryOptions({
    queryKey: lookupKey(endpoints),
    queryFn: ({ signal }): Promise<LookupParentRow[]> =>
      apiCall(endpoints.list, { query: unpaged, signal }) as Promise<LookupParentRow[]>,
    staleTime: 0,
  });

/** Create, update and delete on a lookup table; each one invalidates every cached query of it. */
export const useLookupMutations = (endpoints: LookupEndpoints) => {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateEndpoints(queryClient, endpoints.list);
  return {
    create: useMutation({
      mutationFn: (body: LookupCreateBody) => apiCall(endpoints.create, { body: body as never }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: LookupUpdateBody }) =>
        apiCall(endpoints.update, { params: { id }, body: body as never }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiCall(endpoints.remove, { params: { id } }),
      onSuccess,
    }),
  };
};
