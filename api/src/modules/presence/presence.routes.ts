import type { FastifyInstance } from 'fastify';
import { presenceApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { PresenceService } from './presence.service.ts';

/** §4 presence: HTTP only. */
export const registerPresenceRoutes = (app: FastifyInstance, service: PresenceService) => {
  defineRoute(app, presenceApi.getFairPresence, { auth: 'required' }, ({ actor, params, query }) =>
    service.ofFair({ actor, fairId: params.id, userIds: query['user[]'] }),
  );
  defineRoute(app, presenceApi.updateMyPresence, { auth: 'required' }, ({ actor, params, body }) =>
    service.setMine({ actor, userId: params.id, status: body.status }),
  );
};
