import type { FastifyInstance } from 'fastify';
import { mediaApi } from '@passerelle/contract';
import type { AppDeps } from '../../platform/deps.ts';
import { defineRoute } from '../../platform/http/index.ts';
import { registerMediaUploads } from '../media/index.ts';
import { createFirmLogoService } from './firms.logo.service.ts';

/** `POST /firms/{id}/logo`, in its own plugin so that multipart parsing stays on this route. */
export const firmLogoRoutes = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  await registerMediaUploads(app);
  const service = createFirmLogoService(opts.deps);
  defineRoute(app, mediaApi.uploadFirmLogo, { auth: 'required' }, ({ actor, params, request }) =>
    service.changeLogo({ actor, firmId: params.id, request }),
  );
};
