import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Stand,
  StandCharacterTypeValue,
  StandCreate,
  StandPerson,
  StandUpdate,
} from '@passerelle/contract';
import { firmsApi, hallsApi, standCatalogueApi, standsApi } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { invalidateEndpoints, isQueryOf, queryKeyOf } from '../../lib/query-keys.ts';

const unpaged = { pagination: false } as const;

/**
 * Keys `[endpoint, params…, viewer]` (lib/query-keys). Booth reads carry the viewer's id: hidden
 * booths and people's e-mails depend on who asks, so a cached answer never outlives a change of
 * session. The booth catalogue is keyed by the lookup endpoints, so that the lookup back-office's
 * invalidations reach it (characters by type under the characters' list endpoint).
 */
export const standsKeys = {
  /** What a booth write changes: the booths and their staff. */
  all: [standsApi.listMyStands, standsApi.getStand, firmsApi.allUsers],
  mine: (fair: number, viewer: number | null) => queryKeyOf(standsApi.listMyStands, { fair }, viewer),
  detail: (id: number, viewer: number | null) => queryKeyOf(standsApi.getStand, { id }, viewer),
  firmMembers: (firm: number) => queryKeyOf(firmsApi.allUsers, { id: firm }, unpaged, 'members'),
  firmChoices: (fair: number) => queryKeyOf(firmsApi.selectInput, { fair }),
  halls: (fair: number) => queryKeyOf(hallsApi.listHallsLight, { fair }),
  types: () => queryKeyOf(standCatalogueApi.standTypes.list, { ...unpaged, 'order[position]': 'asc' }),
  variations: () =>
    queryKeyOf(standCatalogueApi.standTypeVariations.list, { ...unpaged, 'order[position]': 'asc' }),
  characters: (type: StandCharacterTypeValue) =>
    queryKeyOf(standCatalogueApi.standCharacters.list, 'type', type),
};

export const standsQueries = {
  /** `GET /stands/my-stands?fair=`: the caller's booths in the current fair. */
  mine: (fair: number, viewer: number | null) =>
    queryOptions({
      queryKey: standsKeys.mine(fair, viewer),
      queryFn: ({ signal }) => apiCall(standsApi.listMyStands, { query: { fair }, signal }),
    }),
  /** `GET /stands/{id}`: the booth in every language, its people and the caller's abilities. */
  detail: (id: number, viewer: number | null) =>
    queryOptions({
      queryKey: standsKeys.detail(id, viewer),
      queryFn: ({ signal }) => apiCall(standsApi.getStand, { params: { id }, signal }),
    }),
  /** `GET /firms/{id}/all-users?pagination=false`: who may be listed on the firm's booth. */
  firmMembers: (firm: number) =>
    queryOptions({
      queryKey: standsKeys.firmMembers(firm),
      queryFn: ({ signal }) =>
        apiCall(firmsApi.allUsers, { params: { id: firm }, query: { pagination: false }, signal }),
    }),
  /** `GET /firms/select-input?pagination=false&fair=`: the firms a booth may be created for. */
  firmChoices: (fair: number) =>
    queryOptions({
      queryKey: standsKeys.firmChoices(fair),
      queryFn: ({ signal }) =>
        apiCall(firmsApi.selectInput, { query: { pagination: false, fair, 'order[name]': 'asc' }, signal }),
    }),
  /** `GET /fair_halls/light?fair=`: hall names and letters (where a booth stands). */
  halls: (fair: number) =>
    queryOptions({
      queryKey: standsKeys.halls(fair),
      queryFn: ({ signal }) => apiCall(hallsApi.listHallsLight, { query: { fair }, signal }),
    }),
  types: () =>
    queryOptions({
      queryKey: standsKeys.types(),
      queryFn: ({ signal }) =>
        apiCall(standCatalogueApi.standTypes.list, {
          query: { ...unpaged, 'order[position]': 'asc' },
          signal,
        }),
      staleTime: Infinity,
    }),
  variations: () =>
    queryOptions({
      queryKey: standsKeys.variations(),
      queryFn: ({ signal }) =>
        apiCall(standCatalogueApi.standTypeVariations.list, {
          query: { ...unpaged, 'order[position]': 'asc' },
          signal,
        }),
      staleTime: Infinity,
    }),
  /** `GET /stand_characters/type/{type}` (§7). */
  characters: (type: StandCharacterTypeValue) =>
    queryOptions({
      queryKey: standsKeys.characters(type),
      queryFn: ({ signal }) => apiCall(standCatalogueApi.standCharactersByType, { params: { type }, signal }),
      staleTime: Infinity,
    }),
};

/** Every booth read but the given booth's detail (which the caller sets from the answer). */
const isOtherStandQuery = (id: number | null) => (q: { queryKey: readonly unknown[] }) =>
  isQueryOf(...standsKeys.all)(q) &&
  !(isQueryOf(standsApi.getStand)(q) && (q.queryKey[1] as { id?: number } | undefined)?.id === id);

/** `POST /stands` (organizer): the new booth is cached; the lists refetch. */
export const useCreateStandMutation = (viewer: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StandCreate) => apiCall(standsApi.createStand, { body }),
    onSuccess: async (stand: Stand) => {
      queryClient.setQueryData(standsKeys.detail(stand.id, viewer), stand);
      await queryClient.invalidateQueries({ predicate: isOtherStandQuery(stand.id) });
    },
  });
};

/** `PUT /stands/put/{id}`: the answer replaces the cached booth; lists refetch. */
export const useUpdateStandMutation = (id: number, viewer: number | null) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StandUpdate) => apiCall(standsApi.updateStand, { params: { id }, body }),
    onSuccess: async (stand: Stand) => {
      queryClient.setQueryData(standsKeys.detail(id, viewer), stand);
      await queryClient.invalidateQueries({ predicate: isOtherStandQuery(id) });
    },
  });
};

export type StandPeopleKind = 'admins' | 'contacts';

/** Adds a member of the firm as a booth administrator or contact; the booth refetches. */
export const useAddStandPersonMutation = (standId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, user }: { kind: StandPeopleKind; user: number }): Promise<void> => {
      if (kind === 'admins')
        await apiCall(standsApi.addStandAdmin, { params: { id: standId }, body: { user } });
      else await apiCall(standsApi.createStandContact, { body: { stand: standId, user } });
    },
    onSuccess: () => invalidateEndpoints(queryClient, ...standsKeys.all),
  });
};

/** Removes a booth administrator (by user) or contact (by its link row); the booth refetches. */
export const useRemoveStandPersonMutation = (standId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, person }: { kind: StandPeopleKind; person: StandPerson }) =>
      kind === 'admins'
        ? apiCall(standsApi.removeStandAdmin, { params: { id: standId, userId: person.id } })
        : apiCall(standsApi.deleteStandContact, { params: { id: person.linkId ?? person.id } }),
    onSuccess: () => invalidateEndpoints(queryClient, ...standsKeys.all),
  });
};
