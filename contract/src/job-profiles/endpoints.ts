import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import { updateSchemaOf } from '../http/partial.ts';
import {
  CvLibraryItemSchema,
  CvLibraryQuerySchema,
  JobProfileDiffusionSchema,
  JobProfileDiffusionUpdateSchema,
  JobProfileFullSchema,
  JobProfileInputSchema,
  JobProfileListQuerySchema,
  JobProfileLocaleQuerySchema,
  JobProfileSchema,
} from './schemas.ts';

const tags = ['job-profiles'];
// Uploads: multipart/form-data with one `file` part, recognised from its bytes (415 otherwise).
const UPLOAD_PROBLEMS = [413, 415, 507] as const;
const fairParams = z.object({
  fair: z.coerce
    .number({ error: 'invalid_type' })
    .int({ error: 'invalid_type' })
    .positive({ error: 'invalid_type' }),
});

export const listProfiles = defineEndpoint({
  method: 'GET',
  path: '/job_profiles',
  summary:
    'Job profiles the caller may read (self; organizers of the candidate’s fairs; a firm’s staff where the candidate accepts diffusion), by `user.id`',
  tags,
  query: JobProfileListQuerySchema,
  response: z.array(JobProfileSchema),
  paged: true,
});
export const getMyProfile = defineEndpoint({
  method: 'GET',
  path: '/job_profiles/me',
  summary: 'The caller’s own job profile (404 until one is saved)',
  tags,
  response: JobProfileSchema,
});
export const saveMyProfile = defineEndpoint({
  method: 'PUT',
  path: '/job_profiles/me',
  summary: 'Create or update the caller’s own job profile (absent fields keep their value)',
  tags,
  body: updateSchemaOf(JobProfileInputSchema),
  response: JobProfileSchema,
});
export const deleteMyProfile = defineEndpoint({
  method: 'DELETE',
  path: '/job_profiles/me',
  summary: 'Delete the caller’s job profile, its CV and photo, and its diffusion choices',
  tags,
  response: z.null(),
  status: 204,
});
export const uploadMyCv = defineEndpoint({
  method: 'POST',
  path: '/job_profiles/me/cv',
  summary: 'Upload or replace the CV (multipart `file`, PDF only, at most 5 MB); never served from /media',
  tags,
  response: JobProfileSchema,
  status: 201,
  problems: UPLOAD_PROBLEMS,
});
export const deleteMyCv = defineEndpoint({
  method: 'DELETE',
  path: '/job_profiles/me/cv',
  summary: 'Remove the CV (the file is deleted)',
  tags,
  response: z.null(),
  status: 204,
});
export const uploadMyPhoto = defineEndpoint({
  method: 'POST',
  path: '/job_profiles/me/photo',
  summary: 'Upload or replace the photo (multipart `file`: PNG, JPEG or WebP, re-encoded without metadata)',
  tags,
  response: JobProfileSchema,
  status: 201,
  problems: UPLOAD_PROBLEMS,
});
export const deleteMyPhoto = defineEndpoint({
  method: 'DELETE',
  path: '/job_profiles/me/photo',
  summary: 'Remove the photo (the file is deleted)',
  tags,
  response: z.null(),
  status: 204,
});
export const myDiffusions = defineEndpoint({
  method: 'GET',
  path: '/job_profiles/me/diffusions',
  summary: 'Per fair where the caller is a member: whether its exhibitors may find the profile',
  tags,
  response: z.array(JobProfileDiffusionSchema),
});
export const setMyDiffusion = defineEndpoint({
  method: 'PUT',
  path: '/job_profiles/me/diffusions/:fair',
  summary: 'Accept or stop the diffusion of the profile to the exhibitors of one of the caller’s fairs',
  tags,
  params: fairParams,
  body: JobProfileDiffusionUpdateSchema,
  response: z.array(JobProfileDiffusionSchema),
});
export const cvLibrary = defineEndpoint({
  method: 'GET',
  path: '/job_profiles/library',
  summary:
    'The CV library of a fair (`/jobs/cv/list`): complete profiles accepting diffusion there, for its organizer and the staff of its firms; filters function, family, language + minLevel, residenceCountry',
  tags,
  query: CvLibraryQuerySchema,
  response: z.array(CvLibraryItemSchema),
  paged: true,
});
export const getProfile = defineEndpoint({
  method: 'GET',
  path: '/job_profiles/:id',
  summary: 'One job profile (404 to whoever may not read it)',
  tags,
  params: IdParamsSchema,
  query: JobProfileLocaleQuerySchema,
  response: JobProfileSchema,
});
export const getFullProfile = defineEndpoint({
  method: 'GET',
  path: '/job_profiles/:id/full',
  summary: 'One job profile with the candidate’s name and every label translated (`?locale=`)',
  tags,
  params: IdParamsSchema,
  query: JobProfileLocaleQuerySchema,
  response: JobProfileFullSchema,
});
export const downloadCv = defineEndpoint({
  method: 'GET',
  path: '/job_profiles/:id/cv',
  summary: 'The CV as a PDF attachment, not cached (404 to whoever may not read the profile)',
  tags,
  params: IdParamsSchema,
  response: z.string(),
});
export const downloadPhoto = defineEndpoint({
  method: 'GET',
  path: '/job_profiles/:id/photo',
  summary: 'The photo, not cached (404 to whoever may not read the profile)',
  tags,
  params: IdParamsSchema,
  response: z.string(),
});
