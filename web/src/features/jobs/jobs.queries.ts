import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fairsApi, jobsApi } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';
import { jobModuleConfigurationOf } from './job-configuration.ts';

/** The fair as saved (its `jobModuleConfiguration`), fetched afresh for the configuration screen. */
export const jobFairQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf(fairsApi.getFair, { id }),
    queryFn: ({ signal }) => apiCall(fairsApi.getFair, { params: { id }, signal }),
    staleTime: 0,
  });

/** Saves which job tables a fair uses, through the fair's update; every answer showing fairs is refetched. */
export const useSaveJobTablesMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fairId, used }: { fairId: number; used: readonly string[] }) =>
      apiCall(fairsApi.updateFair, {
        params: { id: fairId },
        body: { jobModuleConfiguration: jobModuleConfigurationOf(used) },
      }),
    onSuccess: () =>
      invalidateEndpoints(
        queryClient,
        fairsApi.getFair,
        fairsApi.listFairs,
        fairsApi.getDefaultFair,
        fairsApi.listDefaultFairs,
      ),
  });
};

const unpaged = { pagination: false } as const;

/** The WHO safeguards list (every listed country, one page). */
export const safeguardedCountriesQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(jobsApi.safeguardedCountries.list, unpaged),
    queryFn: ({ signal }) => apiCall(jobsApi.safeguardedCountries.list, { query: unpaged, signal }),
  });

/** Adds a country to the safeguards list, or removes one; the list is refetched. */
export const useSafeguardMutations = () => {
  const queryClient = useQueryClient();
  const refetch = () => invalidateEndpoints(queryClient, jobsApi.safeguardedCountries.list);
  return {
    add: useMutation({
      mutationFn: (body: { country: number; edition: string }) =>
        apiCall(jobsApi.safeguardedCountries.create, { body }),
      onSuccess: refetch,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiCall(jobsApi.safeguardedCountries.remove, { params: { id } }),
      onSuccess: refetch,
    }),
  };
};
