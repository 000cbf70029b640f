import { queryOptions } from '@tanstack/react-query';
import { jobApplicationsApi } from '@passerelle/contract/lite';
import { apiCall } from './api-client.ts';
import { queryKeyOf } from './query-keys.ts';

/**
 * The exhibitor's pending applications in a fair (§2: the badge of the exhibitor menu's job
 * entries, the account card's job block). Shared by the side menu and the account card; the
 * applications feature invalidates it by endpoint when a status moves.
 */
export const pendingApplicationsQuery = (fairId: number, viewerId: number) =>
  queryOptions({
    queryKey: queryKeyOf(jobApplicationsApi.pendingJobApplications, { fair: fairId }, viewerId),
    queryFn: ({ signal }) =>
      apiCall(jobApplicationsApi.pendingJobApplications, { query: { fair: fairId }, signal }),
    staleTime: 30_000,
  });
