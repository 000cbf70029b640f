import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { standCatalogueApi, type StandGroup } from '@passerelle/contract';
import { apiCall } from '../../lib/api-client.ts';

const unpaged = { pagination: false } as const;

/**
 * Stand groups share the reference key shape (`['reference', '/stand_groups']`): the stand-type
 * screen picks its group from the same cache, so a new group shows up there at once.
 */
export const standGroupsKey = ['reference', standCatalogueApi.standGroups.list.path] as const;

export const standGroupsQuery = () =>
  queryOptions({
    queryKey: [...standGroupsKey, 'list', unpaged] as const,
    queryFn: ({ signal }): Promise<StandGroup[]> =>
      apiCall(standCatalogueApi.standGroups.list, { query: unpaged, signal }),
    staleTime: 0,
  });

/** Create, rename and delete a group; each one invalidates every cached query of the groups. */
export const useStandGroupMutations = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: standGroupsKey });
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
