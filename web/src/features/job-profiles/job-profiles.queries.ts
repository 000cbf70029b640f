import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CvLibraryQuery, JobProfile, JobProfileInput } from '@passerelle/contract';
import {
  authApi,
  jobProfilesApi,
  jobsApi,
  type Route,
  type EndpointQuery,
  type Locale,
} from '@passerelle/contract/lite';
import { API_BASE, apiCall, apiDownload, apiList, refreshSession } from '../../lib/api-client.ts';
import { ApiError, toProblem } from '../../lib/api-error.ts';
import { invalidateEndpoints, queryKeyOf } from '../../lib/query-keys.ts';
import { saveBlob } from '../../lib/save-file.ts';
import { getSession } from '../../lib/session.ts';

const unpaged = { pagination: false } as const;
/** A job reference table, whole, named in the reader's language (cached once loaded). */
const reference = <E extends Route>(endpoint: E, locale: Locale) =>
  queryOptions({
    queryKey: queryKeyOf(endpoint, unpaged, locale),
    queryFn: ({ signal }) => apiCall(endpoint, { query: unpaged as EndpointQuery<E>, signal }),
    staleTime: Infinity,
  });

/** The candidate's profile, its diffusion choices, others' reads, the job reference lists. */
export const jobProfileQueries = {
  mine: (viewerId: number) =>
    queryOptions({
      queryKey: queryKeyOf(jobProfilesApi.getMyProfile, {}, viewerId),
      // 404 until a profile is saved: an empty form, not an error.
      queryFn: ({ signal }) =>
        apiCall(jobProfilesApi.getMyProfile, { signal }).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
    }),
  diffusions: (viewerId: number) =>
    queryOptions({
      queryKey: queryKeyOf(jobProfilesApi.myDiffusions, {}, viewerId),
      queryFn: ({ signal }) => apiCall(jobProfilesApi.myDiffusions, { signal }),
    }),
  full: (id: number, locale: Locale, viewerId: number) =>
    queryOptions({
      queryKey: queryKeyOf(jobProfilesApi.getFullProfile, { id, locale }, viewerId),
      queryFn: ({ signal }) =>
        apiCall(jobProfilesApi.getFullProfile, { params: { id }, query: { locale }, signal }),
    }),
  library: (query: CvLibraryQuery, viewerId: number) =>
    queryOptions({
      queryKey: queryKeyOf(jobProfilesApi.cvLibrary, query, viewerId),
      queryFn: ({ signal }) => apiList(jobProfilesApi.cvLibrary, { query, signal }),
      placeholderData: (previous) => previous,
    }),
  families: (locale: Locale) => reference(jobsApi.families.list, locale),
  functions: (locale: Locale) => reference(jobsApi.functions.list, locale),
  experiences: (locale: Locale) => reference(jobsApi.experiences.list, locale),
  disponibilities: (locale: Locale) => reference(jobsApi.disponibilities.list, locale),
  educationLevels: (locale: Locale) => reference(jobsApi.educationLevels.list, locale),
  personalQualities: (locale: Locale) => reference(jobsApi.personalQualities.list, locale),
  personalSkills: (locale: Locale) => reference(jobsApi.personalSkills.list, locale),
};

/** What a change of the profile refreshes: the profile, its reads, and the viewer (`jobProfile`, §4). */
const refreshProfile = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidateEndpoints(
    queryClient,
    jobProfilesApi.getMyProfile,
    jobProfilesApi.getFullProfile,
    jobProfilesApi.cvLibrary,
    jobProfilesApi.myDiffusions,
    authApi.userDetail,
  );

export const useSaveProfileMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<JobProfileInput>) => apiCall(jobProfilesApi.saveMyProfile, { body }),
    onSuccess: () => refreshProfile(queryClient),
  });
};

export const useDiffusionMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fair, accept }: { fair: number; accept: boolean }) =>
      apiCall(jobProfilesApi.setMyDiffusion, { params: { fair }, body: { isAcceptingDiffusion: accept } }),
    onSuccess: () => refreshProfile(queryClient),
  });
};

export const useRemoveCvMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(jobProfilesApi.deleteMyCv),
    onSuccess: () => refreshProfile(queryClient),
  });
};

/**
 * `POST /job_profiles/me/cv` with upload progress (fetch has none): an XMLHttpRequest with the
 * session's token, retried once after a refresh when the token expired. Rejects with an ApiError
 * carrying the server's problem.
 */
const sendWithProgress = (file: File, onProgress: (ratio: number) => void): Promise<JobProfile> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${jobProfilesApi.uploadMyCv.path}`);
    const token = getSession().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept-language', document.documentElement.lang || 'fr');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiError(toProblem(0, null, 'network')));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as JobProfile);
      else reject(new ApiError(toProblem(xhr.status, body, xhr.statusText)));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });

export const useUploadCvMutation = (onProgress: (ratio: number) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      try {
        return await sendWithProgress(file, onProgress);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && (await refreshSession()))
          return sendWithProgress(file, onProgress);
        throw error;
      }
    },
    onSuccess: () => refreshProfile(queryClient),
  });
};

export const useUploadPhotoMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData();
      formData.append('file', file, file.name);
      return apiCall(jobProfilesApi.uploadMyPhoto, { formData });
    },
    onSuccess: () => refreshProfile(queryClient),
  });
};

export const useRemovePhotoMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(jobProfilesApi.deleteMyPhoto),
    onSuccess: () => refreshProfile(queryClient),
  });
};

/** The photo of a profile as an object URL for an `<img>` (authorised, not cached; revoked by its user). */
export const photoQuery = (id: number, uploadedAt: string, viewerId: number) =>
  queryOptions({
    queryKey: queryKeyOf(jobProfilesApi.downloadPhoto, { id, uploadedAt }, viewerId),
    queryFn: async ({ signal }) =>
      (await apiDownload(jobProfilesApi.downloadPhoto, { params: { id }, signal })).blob,
    staleTime: Infinity,
  });

/** The CV of a profile as a file (authorised, never cached by the browser). */
export const downloadCv = async (id: number): Promise<void> => {
  const { blob, fileName } = await apiDownload(jobProfilesApi.downloadCv, { params: { id } });
  saveBlob(blob, fileName);
};
