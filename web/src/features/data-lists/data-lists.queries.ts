import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataList } from '@passerelle/contract';
import { referenceApi, type EndpointBody } from '@passerelle/contract/lite';
import { apiCall } from '../../lib/api-client.ts';
import { referenceQueries } from '../../lib/reference-lists.ts';
import { toEntryTranslations, type EntryNames, type TableCreateValues } from './data-list-model.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';

export type DataListCreateBody = EndpointBody<typeof referenceApi.dataLists.create>;
export type DataListUpdateBody = EndpointBody<typeof referenceApi.dataLists.update>;

/**
 * The endpoints of every data list query: the entries of one ref and `/all-data-lists` (so that
 * registration forms refresh too).
 */
export const dataListsEndpoints = [referenceApi.dataLists.list, referenceApi.allDataLists];

const entriesQuery = (ref: string) => {
  const query = { ref, pagination: false } as const;
  return queryOptions({
    queryKey: queryKeyOf(referenceApi.dataLists.list, query),
    queryFn: ({ signal }) => apiCall(referenceApi.dataLists.list, { query, signal }),
    staleTime: 0,
  });
};

export const dataListsQueries = {
  /** Every table grouped by ref: the cached reference query, refreshed on mount. */
  all: () => ({ ...referenceQueries.allDataLists(), staleTime: 0 }),
  /** The entries of one table (an unknown ref gives an empty list). */
  entries: entriesQuery,
};

/** Add, rename and delete entries of one table; each write refreshes every data list query. */
export const useDataListMutations = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateEndpoints(queryClient, ...dataListsEndpoints);
  return {
    create: useMutation({
      mutationFn: (body: DataListCreateBody) => apiCall(referenceApi.dataLists.create, { body }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: DataListUpdateBody }) =>
        apiCall(referenceApi.dataLists.update, { params: { id }, body }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiCall(referenceApi.dataLists.remove, { params: { id } }),
      onSuccess,
    }),
  };
};

/** Thrown before any write when another table already uses the ref. */
export class RefTakenError extends Error {
  constructor(readonly ref: string) {
    super(`data list ${ref} already exists`);
    this.name = 'RefTakenError';
  }
}

export interface TableCreateResult {
  ref: string;
  created: DataList[];
  /** How many entries were asked for; fewer were created when a later write failed. */
  requested: number;
  /** The failure that stopped the creation after its first entry, if any. */
  error: unknown;
}

/**
 * Creates a table: checks that no entry uses the ref yet (the api accepts any ref, entries of a
 * table share it), then creates the entries in order. The first failure is thrown (nothing was
 * written); a later one is returned beside the entries already created.
 */
export const useCreateTableMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ref, entries }: TableCreateValues): Promise<TableCreateResult> => {
      const value = ref.trim();
      const existing = await queryClient.fetchQuery(entriesQuery(value));
      if (existing.length > 0) throw new RefTakenError(value);
      const created: DataList[] = [];
      for (const names of entries) {
        try {
          created.push(await createEntry(value, names));
        } catch (error) {
          if (created.length === 0) throw error;
          return { ref: value, created, requested: entries.length, error };
        }
      }
      return { ref: value, created, requested: entries.length, error: null };
    },
    onSettled: () => invalidateEndpoints(queryClient, ...dataListsEndpoints),
  });
};

const createEntry = (ref: string, names: EntryNames) =>
  apiCall(referenceApi.dataLists.create, {
    body: { ref, isDefault: false, translations: toEntryTranslations(names) },
  });
