import { queryOptions } from '@tanstack/react-query';
import { firmsApi } from '@passerelle/contract/lite';
import { apiList } from './api-client.ts';
import { queryKeyOf } from './query-keys.ts';

/**
 * `GET /firms/{id}/all-users?relation=member`: the firm's own people (its staff), the first 100 —
 * whom a chat is assigned to, who holds an interview. One query for the features that pick one.
 */
export const firmStaffQuery = (firmId: number) =>
  queryOptions({
    queryKey: queryKeyOf(firmsApi.allUsers, { id: firmId }, { relation: 'member', itemsPerPage: 100 }),
    queryFn: ({ signal }) =>
      apiList(firmsApi.allUsers, {
        params: { id: firmId },
        query: { relation: 'member', itemsPerPage: 100 },
        signal,
      }),
    staleTime: 60_000,
  });
