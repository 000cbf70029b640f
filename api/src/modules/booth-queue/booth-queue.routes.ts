import type { FastifyInstance } from 'fastify';
import { boothQueueApi as api } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { BoothQueueService } from './booth-queue.service.ts';

// Issue 13 "The booth queue": HTTP only, every policy decision is in the service.
export const registerBoothQueueRoutes = (app: FastifyInstance, queue: BoothQueueService) => {
  const auth = { auth: 'required' } as const;
  // A public fair's booth says to anyone whether its staff are available and how many wait.
  defineRoute(app, api.getBoothQueue, { auth: 'optional' }, ({ actor, params }) =>
    queue.get({ actor, standId: params.id }),
  );
  defineRoute(app, api.joinBoothQueue, auth, ({ actor, params, body }) =>
    queue.join({ actor, standId: params.id, data: body }),
  );
  defineRoute(app, api.leaveBoothQueue, auth, ({ actor, params }) =>
    queue.leave({ actor, standId: params.id }),
  );
  defineRoute(app, api.takeFromBoothQueue, auth, ({ actor, params, body }) =>
    queue.take({ actor, standId: params.id, data: body }),
  );
  defineRoute(app, api.setBoothOpeningHours, auth, ({ actor, params, body }) =>
    queue.setHours({ actor, standId: params.id, data: body }),
  );
  defineRoute(app, api.getMyAvailability, auth, ({ actor }) => queue.availabilityOf({ actor }));
  defineRoute(app, api.setMyAvailability, auth, ({ actor, body }) =>
    queue.setAvailability({ actor, data: body }),
  );
};
