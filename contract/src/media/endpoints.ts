import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../http/list.ts';
import { MediaListQuerySchema, MediaObjectSchema } from './schemas.ts';

// Uploads take a multipart/form-data body with one `file` part: PNG, JPEG or WebP images, PDF,
// MP4 or WebM, recognised from their bytes (415 otherwise), each kind under its size limit (413),
// within the uploader's and its firm's storage quotas (507 `storage_quota_exceeded`,
// `firm_storage_quota_exceeded`).
const UPLOAD_PROBLEMS = [413, 415, 507] as const;
export const uploadMedia = defineEndpoint({
  method: 'POST',
  path: '/media_objects',
  summary:
    'Upload a file (multipart `file`): images are re-encoded without metadata and get a WebP thumbnail (organizers, super roles, exhibitors); 507 beyond the storage quotas',
  tags: ['media'],
  response: MediaObjectSchema,
  status: 201,
  problems: UPLOAD_PROBLEMS,
});
export const listMedia = defineEndpoint({
  method: 'GET',
  path: '/media_objects',
  summary:
    'Media items the caller may see (organizers and super roles: all; others: their firm’s), filtered by `type[]`, `filePath`, `filePathMap`',
  tags: ['media'],
  query: MediaListQuerySchema,
  response: z.array(MediaObjectSchema),
  paged: true,
});
export const getMedia = defineEndpoint({
  method: 'GET',
  path: '/media_objects/:id',
  summary: 'One media item',
  tags: ['media'],
  params: IdParamsSchema,
  response: MediaObjectSchema,
});
export const deleteMedia = defineEndpoint({
  method: 'DELETE',
  path: '/media_objects/:id',
  summary: 'Delete a media item and its stored files (the uploader, organizers, super roles)',
  tags: ['media'],
  params: IdParamsSchema,
  response: z.null(),
  status: 204,
});

// The firm's logo (§5 "Logo must be square"): a square PNG, JPEG or WebP image, stored as a media
// item and set as the firm's logo; the firm's stand admins and the organizers of its fairs.
export const uploadFirmLogo = defineEndpoint({
  method: 'POST',
  path: '/firms/:id/logo',
  summary:
    'Upload the firm’s square logo (multipart `file`; 422 `logo_not_square` otherwise): the firm’s stand admins and the organizers of its fairs',
  tags: ['firms'],
  params: IdParamsSchema,
  response: MediaObjectSchema,
  status: 201,
  problems: UPLOAD_PROBLEMS,
});
