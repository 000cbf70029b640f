import type { FastifyInstance } from 'fastify';
import { visioApi as api } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { VisioService } from './visio.service.ts';

// §7 Video: HTTP only, every policy decision is in the service.
export const registerVisioRoutes = (app: FastifyInstance, visio: VisioService) => {
  const auth = { auth: 'required' } as const;
  defineRoute(app, api.listVisioRooms, auth, ({ actor, query }) => visio.list({ actor, query }));
  defineRoute(app, api.getVisioRoom, auth, ({ actor, params }) => visio.getOne({ actor, roomId: params.id }));
  defineRoute(app, api.updateVisioRoom, auth, ({ actor, params, body }) =>
    visio.answer({ actor, roomId: params.id, data: body }),
  );
  defineRoute(app, api.getVisioRoomUniqid, auth, ({ actor, params }) =>
    visio.uniqidOf({ actor, roomId: params.id }),
  );
  defineRoute(app, api.visioAccessToken, auth, ({ actor, body }) =>
    visio.access({ actor, uniqid: body.room }),
  );
  defineRoute(app, api.createVisioRoom, auth, ({ actor, params, body }) =>
    visio.createRoom({ actor, receiverId: params.id, data: body }),
  );
  defineRoute(app, api.startVisioCall, auth, ({ actor, params }) =>
    visio.startCall({ actor, roomId: params.id }),
  );
  defineRoute(app, api.endVisioCall, auth, ({ actor, params }) =>
    visio.endCall({ actor, roomId: params.id }),
  );
  defineRoute(app, api.missVisioCall, auth, ({ actor, params }) =>
    visio.missCall({ actor, roomId: params.id }),
  );
  defineRoute(app, api.sendVisioSignal, auth, async ({ actor, params, body }) => {
    await visio.signal({ actor, roomId: params.id, data: body });
    return null;
  });
};
