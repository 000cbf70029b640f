import type { FastifyInstance } from 'fastify';
import { mediaApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { MediaService } from './media.service.ts';

export const registerMediaRoutes = (app: FastifyInstance, service: MediaService) => {
  defineRoute(app, mediaApi.uploadMedia, { auth: 'required' }, ({ actor, request }) =>
    service.upload({ actor, request }),
  );
  defineRoute(app, mediaApi.listMedia, { auth: 'required' }, ({ actor, query }) =>
    service.list({ actor, query }),
  );
  defineRoute(app, mediaApi.getMedia, { auth: 'required' }, ({ actor, params }) =>
    service.get({ actor, id: params.id }),
  );
  defineRoute(app, mediaApi.deleteMedia, { auth: 'required' }, ({ actor, params }) =>
    service.remove({ actor, id: params.id }),
  );
};
