import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StandGroup } from '@passerelle/contract';
import { standCatalogueApi } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

const unpaged = { pagination: false } as const;

/**
 * Stand groups are keyed by their list endpoint, as every lookup (lib/query-keys): the stand-type
 * screen picks its group from the same cache, so a new group shows up there at once.
 */
export const standGroupsKey = queryKeyOf(standCatalogueApi.standGroups.list, unpaged);

export const standGroupsQuery = () =>
  queryOptions({
    queryKey: standGroupsKey,
    queryFn: ({ signal }): Promise<StandGroup[]> =>
      apiCall(standCatalogueApi.standGroups.list, { query: unpaged, signal }),
    staleTime: 0,
  });

/** Create, rename and delete a group; each one invalidates every cached query of the groups. */
export const useStandGroupMutations = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateEndpoints(queryClient, standCatalogueApi.standGroups.list);
  return {
    create: useMutation({
      mutationFn: (name: string) => apiCall(standCatalogueApi.standGroups.create, { body: { name } }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, name }: { id: number; name: string }) =>
        apiCall(standCatalogueApi.standGroups.update, { params: { id }, body: { name } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiCall(standCatalogueApi.standGroups.remove, { params: { id } }),
      onSuccess,
    }),
  };
};
