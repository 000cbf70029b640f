import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { defineModule } from '../../platform/modules/index.ts';
import { registerMediaRoutes } from './media.routes.ts';
import { registerMediaServing } from './media.serve.ts';
import { createMediaService, type MediaService } from './media.service.ts';
import { mediaSweepJob } from './media.sweep.ts';
import { MEDIA_MULTIPART_LIMITS } from './media.upload.ts';

export { createMediaService, type MediaRow, type MediaService } from './media.service.ts';
export { assertSquare, type UploadOptions } from './media.upload.ts';
export { toMediaDto } from './media.mapper.ts';
export { sweepUnusedMedia, type SweepResult } from './media.sweep.ts';

/**
 * Multipart parsing for the routes of the calling plugin (and only them): one file part and a
 * few small fields. Size limits are set per upload by `storeUpload` from the kinds it accepts.
 */
export const registerMediaUploads = (app: FastifyInstance) =>
  app.register(multipart, { limits: MEDIA_MULTIPART_LIMITS, throwFileSizeLimit: true });

declare module '../../platform/modules/index.ts' {
  interface Doors {
    /** Stored files: uploads for other modules' subjects (logos, hall images, booth files). */
    media: MediaService;
  }
}

/**
 * §3 Media item: under `/api` upload, lists and lookups by path, delete; `GET|HEAD /media/<key>`
 * outside it (before the SPA fallback); the periodic sweep of unused files, stopped on close.
 */
export const mediaModule = defineModule({
  name: 'media',
  services: ({ deps }) => createMediaService(deps),
  doors: (media) => ({ media }),
  routes: async (app, media) => {
    await registerMediaUploads(app);
    registerMediaRoutes(app, media);
  },
  rootRoutes: async (app, media, { deps }) => {
    registerMediaServing(app, { storage: deps.storage, originalNameOf: media.originalNameOf });
    await app.register(mediaSweepJob, { deps });
  },
});
