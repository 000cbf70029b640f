import type { FastifyInstance } from 'fastify';
import { firmsApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { FirmJoinRequests } from './firms.join-requests.service.ts';

/** Join requests: listed and decided by whoever owns the firm's roster (the service decides who). */
export const registerJoinRequestRoutes = (app: FastifyInstance, joinRequests: FirmJoinRequests) => {
  defineRoute(app, firmsApi.listJoinRequests, { auth: 'required' }, ({ actor, params, query }) =>
    joinRequests.list({ actor, firmId: params.id, query }),
  );
  defineRoute(app, firmsApi.decideJoinRequest, { auth: 'required' }, ({ actor, params, body }) =>
    joinRequests.decide({ actor, requestId: params.id, status: body.status }),
  );
};
