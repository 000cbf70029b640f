import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  JobApplicationCreate,
  JobApplicationListQuery,
  JobApplicationUpdate,
} from '@passerelle/contract';
import { jobApplicationsApi, jobProfilesApi, type Locale } from '@passerelle/contract/lite';
import { apiCall, apiDownload, apiList } from '../../lib/api-client.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';
import { saveBlob } from '../../lib/save-file.ts';

const api = jobApplicationsApi;

export const applicationQueries = {
  /** `GET /job_solicitations`: what the viewer may read (its own; its firm's; its fairs'). */
  list: (query: JobApplicationListQuery, viewerId: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.listJobApplications, query, viewerId),
      queryFn: ({ signal }) => apiList(api.listJobApplications, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  one: (id: number, viewerId: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.getJobApplication, { id }, viewerId),
      queryFn: ({ signal }) => apiCall(api.getJobApplication, { params: { id }, signal }),
    }),
  /** The fair's applications from countries of the WHO safeguards list (its organizer). */
  safeguards: (fair: number, viewerId: number) =>
    queryOptions({
      queryKey: queryKeyOf(api.safeguardedJobApplications, { fair }, viewerId),
      queryFn: ({ signal }) => apiCall(api.safeguardedJobApplications, { query: { fair }, signal }),
    }),
  /** The candidate's profile as the firm reads it (allowed once the candidate applied). */
  profile: (id: number, locale: Locale) =>
    queryOptions({
      queryKey: queryKeyOf(jobProfilesApi.getFullProfile, { id, locale }),
      queryFn: ({ signal }) =>
        apiCall(jobProfilesApi.getFullProfile, { params: { id }, query: { locale }, signal }),
    }),
};

/** Everything that shows applications or their count. */
const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidateEndpoints(
    queryClient,
    api.listJobApplications,
    api.getJobApplication,
    api.pendingJobApplications,
  );

export const useApplyMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobApplicationCreate) => apiCall(api.createJobApplication, { body }),
    onSuccess: () => refresh(queryClient),
  });
};

export const useMoveApplicationMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: JobApplicationUpdate }) =>
      apiCall(api.updateJobApplication, { params: { id }, body }),
    onSuccess: () => refresh(queryClient),
  });
};

export const useWithdrawMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(api.deleteJobApplication, { params: { id } }),
    onSuccess: () => refresh(queryClient),
  });
};

export const downloadApplicationsCsv = async (offerId: number) => {
  const { blob, fileName } = await apiDownload(api.exportJobApplications, { query: { 'job.id': offerId } });
  saveBlob(blob, fileName);
};

export const downloadCv = async (profileId: number) => {
  const { blob, fileName } = await apiDownload(jobProfilesApi.downloadCv, { params: { id: profileId } });
  saveBlob(blob, fileName);
};
