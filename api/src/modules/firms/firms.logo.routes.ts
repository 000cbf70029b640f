import type { FastifyInstance } from 'fastify';
import { mediaApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import { registerMediaUploads } from '../media/index.ts';
import type { FirmLogoService } from './firms.logo.service.ts';

/** `POST /firms/{id}/logo`, in its own plugin so that multipart parsing stays on this route. */
export const firmLogoRoutes = async (app: FastifyInstance, opts: { service: FirmLogoService }) => {
  await registerMediaUploads(app);
  const { service } = opts;
  defineRoute(app, mediaApi.uploadFirmLogo, { auth: 'required' }, ({ actor, params, request }) =>
    service.changeLogo({ actor, firmId: params.id, request }),
  );
};
