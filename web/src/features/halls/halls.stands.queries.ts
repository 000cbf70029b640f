import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { standsApi } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import type { AssignOp } from './assign-model.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

/**
 * The booths as the halls screens see them: a hall's floor, the fair's unassigned booths, and the
 * assignment writes. A hall change refreshes them too (`hallsKeys.all` names them); keys carry
 * the viewer: organizers also get hidden booths.
 */
export const hallStandsKeys = {
  all: [standsApi.listHallStands, standsApi.listStandsLight, standsApi.listStands],
  ofHall: (hall: number, viewer: number | null) => queryKeyOf(standsApi.listHallStands, { id: hall }, viewer),
  light: (hall: number, viewer: number | null) =>
    queryKeyOf(standsApi.listStandsLight, { fair_hall: hall }, viewer),
  unassigned: (fair: number, viewer: number | null) =>
    queryKeyOf(standsApi.listStands, { fair, 'exists[fairHall]': 'false' }, viewer),
};

export const hallStandsQueries = {
  /** `GET /fair_halls/{id}/stands?pagination=false`: the hall's booths by number. */
  ofHall: (hall: number, viewer: number | null) =>
    queryOptions({
      queryKey: hallStandsKeys.ofHall(hall, viewer),
      queryFn: ({ signal }) =>
        apiCall(standsApi.listHallStands, { params: { id: hall }, query: { pagination: false }, signal }),
    }),
  /** `GET /stands/light?fair_hall=`: id, number, name, firm, visibility (counts, pickers). */
  light: (hall: number, viewer: number | null) =>
    queryOptions({
      queryKey: hallStandsKeys.light(hall, viewer),
      queryFn: ({ signal }) => apiCall(standsApi.listStandsLight, { query: { fair_hall: hall }, signal }),
    }),
  /** `GET /stands?fair=&exists[fairHall]=false&pagination=false`: booths waiting for a hall. */
  unassigned: (fair: number, viewer: number | null) =>
    queryOptions({
      queryKey: hallStandsKeys.unassigned(fair, viewer),
      queryFn: ({ signal }) =>
        apiCall(standsApi.listStands, {
          query: { fair, 'exists[fairHall]': 'false', pagination: false },
          signal,
        }),
    }),
};

/**
 * One assignment change: `PUT /stands/put/{id}` with `{ fairHall, number }` (place, move, take out
 * of the hall) or `DELETE /stands/{id}`. Settles only once the booth lists are fetched again, so
 * that the board's pending change can be dropped without a flicker, on success as on failure.
 */
export const useAssignStandMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ hall, op }: { hall: number; op: AssignOp }) => {
      const params = { id: op.stand };
      if (op.kind === 'delete') await apiCall(standsApi.deleteStand, { params });
      else
        await apiCall(standsApi.updateStand, {
          params,
          body:
            op.kind === 'place' ? { fairHall: hall, number: op.position } : { fairHall: null, number: null },
        });
    },
    onSettled: async () => {
      // The booth screens of the stands feature cache under `stands`: they see the change too.
      await Promise.all([
        invalidateEndpoints(queryClient, ...hallStandsKeys.all),
        // The booths as their exhibitors see them (named by the contract, not by the stands feature).
        invalidateEndpoints(queryClient, standsApi.listMyStands, standsApi.getStand),
      ]);
    },
  });
};
