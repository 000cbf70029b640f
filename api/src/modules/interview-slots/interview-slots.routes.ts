import type { FastifyInstance } from 'fastify';
import { interviewSlotsApi as api } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { InterviewSlotsService } from './interview-slots.service.ts';

// Issue 13 "Interview slots": HTTP only, every policy decision is in the service.
export const registerInterviewSlotsRoutes = (app: FastifyInstance, slots: InterviewSlotsService) => {
  const auth = { auth: 'required' } as const;
  defineRoute(app, api.createInterviewSlots, auth, ({ actor, body }) => slots.create({ actor, data: body }));
  defineRoute(app, api.listStandInterviewSlots, auth, ({ actor, params, query }) =>
    slots.listOfStand({ actor, standId: params.id, query }),
  );
  defineRoute(app, api.listMyInterviewSlots, auth, ({ actor, query }) => slots.listMine({ actor, query }));
  defineRoute(app, api.getInterviewSlot, auth, ({ actor, params }) =>
    slots.get({ actor, slotId: params.id }),
  );
  defineRoute(app, api.bookInterviewSlot, auth, ({ actor, params, body }) =>
    slots.book({ actor, slotId: params.id, data: body }),
  );
  defineRoute(app, api.cancelInterviewSlot, auth, ({ actor, params, body }) =>
    slots.cancel({ actor, slotId: params.id, message: body.message }),
  );
  defineRoute(app, api.deleteInterviewSlot, auth, async ({ actor, params }) => {
    await slots.remove({ actor, slotId: params.id });
    return null;
  });
};
