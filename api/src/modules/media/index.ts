import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppDeps } from '../../platform/deps.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { registerMediaServing } from './media.serve.ts';
import { createMediaService } from './media.service.ts';
import { MEDIA_MULTIPART_LIMITS } from './media.upload.ts';

export { createMediaService, type MediaRow, type MediaService } from './media.service.ts';
export { assertSquare, type UploadOptions } from './media.upload.ts';
export { toMediaDto } from './media.mapper.ts';
export { mediaSweepModule, sweepUnusedMedia, type SweepResult } from './media.sweep.ts';

/**
 * Multipart parsing for the routes of the calling plugin (and only them): one file part and a
 * few small fields. Size limits are set per upload by `storeUpload` from the kinds it accepts.
 */
export const registerMediaUploads = (app: FastifyInstance) =>
  app.register(multipart, { limits: MEDIA_MULTIPART_LIMITS, throwFileSizeLimit: true });

/** §3 Media item under `/api`: upload, lists and lookups by path, delete. */
export const mediaModule = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  await registerMediaUploads(app);
  registerMediaRoutes(app, createMediaService(opts.deps));
};

/** `GET|HEAD /media/<key>`: the stored files, outside `/api` (register before the SPA fallback). */
export const mediaFilesModule = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  const service = createMediaService(opts.deps);
  registerMediaServing(app, { storage: opts.deps.storage, originalNameOf: service.originalNameOf });
};
