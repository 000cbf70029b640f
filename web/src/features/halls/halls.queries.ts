import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FairHall, FairHallCreate, FairHallUpdate, HallSlot } from '@passerelle/contract';
import { hallsApi } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';
import { hallStandsKeys } from './halls.stands.queries.ts';

/**
 * Keys `[halls, entity, view, params]`. Lists carry the viewer's id: organizers also see hidden
 * halls, so a cached answer never outlives a change of session.
 */
export const hallsKeys = {
  /** Every read of the halls domain, the booths of the halls included. */
  all: [
    hallsApi.listHalls,
    hallsApi.listHallsLight,
    hallsApi.getHall,
    hallsApi.listConfigurations,
    ...hallStandsKeys.all,
  ],
  list: (fair: number, viewer: number | null) => queryKeyOf(hallsApi.listHalls, { fair }, viewer),
  light: (fair: number, viewer: number | null) => queryKeyOf(hallsApi.listHallsLight, { fair }, viewer),
  detail: (id: number, viewer: number | null) => queryKeyOf(hallsApi.getHall, { id }, viewer),
  configuration: (hall: number, viewer: number | null) =>
    queryKeyOf(hallsApi.listConfigurations, { fairHall: hall }, viewer, 'first'),
};

export const hallsQueries = {
  /** `GET /fair_halls?pagination=false&fair=`: the fair's halls by position. */
  list: (fair: number, viewer: number | null) =>
    queryOptions({
      queryKey: hallsKeys.list(fair, viewer),
      queryFn: ({ signal }) => apiCall(hallsApi.listHalls, { query: { pagination: false, fair }, signal }),
    }),
  /** `GET /fair_halls/light?fair=`: the lobby's doors. */
  light: (fair: number, viewer: number | null) =>
    queryOptions({
      queryKey: hallsKeys.light(fair, viewer),
      queryFn: ({ signal }) => apiCall(hallsApi.listHallsLight, { query: { fair }, signal }),
    }),
  detail: (id: number, viewer: number | null) =>
    queryOptions({
      queryKey: hallsKeys.detail(id, viewer),
      queryFn: ({ signal }) => apiCall(hallsApi.getHall, { params: { id }, signal }),
    }),
  /** `GET /fair_hall_configurations?fairHall=`: the hall's booth slots (one entry or none). */
  configuration: (hall: number, viewer: number | null) =>
    queryOptions({
      queryKey: hallsKeys.configuration(hall, viewer),
      queryFn: async ({ signal }) =>
        (
          await apiCall(hallsApi.listConfigurations, {
            query: { fairHall: hall, pagination: false },
            signal,
          })
        )[0] ?? null,
    }),
};

const useInvalidateHalls = () => {
  const queryClient = useQueryClient();
  return () => invalidateEndpoints(queryClient, ...hallsKeys.all);
};

export const useCreateHallMutation = () => {
  const invalidate = useInvalidateHalls();
  return useMutation({
    mutationFn: (body: FairHallCreate) => apiCall(hallsApi.createHall, { body }),
    onSuccess: invalidate,
  });
};

export const useUpdateHallMutation = () => {
  const invalidate = useInvalidateHalls();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: FairHallUpdate }) =>
      apiCall(hallsApi.updateHall, { params: { id }, body }),
    onSuccess: invalidate,
  });
};

/** Up/down: every hall whose place changes gets its new position (one call each). */
export const useReorderHallsMutation = () => {
  const invalidate = useInvalidateHalls();
  return useMutation({
    mutationFn: async (ordered: FairHall[]) => {
      for (const [position, hall] of ordered.entries())
        if (hall.position !== position)
          await apiCall(hallsApi.updateHall, { params: { id: hall.id }, body: { position } });
    },
    onSettled: invalidate,
  });
};

export const useDeleteHallMutation = () => {
  const invalidate = useInvalidateHalls();
  return useMutation({
    mutationFn: (id: number) => apiCall(hallsApi.deleteHall, { params: { id } }),
    onSuccess: invalidate,
  });
};

/** Saves a hall's slots: PUT on its configuration, POST when it has none yet. */
export const useSaveSlotsMutation = () => {
  const invalidate = useInvalidateHalls();
  return useMutation({
    mutationFn: ({
      hall,
      configuration,
      slots,
    }: {
      hall: number;
      configuration: number | null;
      slots: HallSlot[];
    }) =>
      configuration === null
        ? apiCall(hallsApi.createConfiguration, { body: { fairHall: hall, slots } })
        : apiCall(hallsApi.updateConfiguration, { params: { id: configuration }, body: { slots } }),
    onSuccess: invalidate,
  });
};
