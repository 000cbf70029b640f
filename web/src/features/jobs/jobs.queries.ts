import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { fairsApi } from '@passerelle/contract';
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
