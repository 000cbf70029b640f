import type { FastifyInstance } from 'fastify';
import { standsApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { StandPeopleService } from './stands.people.service.ts';
import type { StandsService } from './stands.service.ts';
import type { StandWriteService } from './stands.write.service.ts';

// HTTP only: every policy decision is in the services (reads are optional-auth, writes required).
export const registerStandsRoutes = (
  app: FastifyInstance,
  stands: StandsService & StandWriteService,
  people: StandPeopleService,
) => {
  defineRoute(app, standsApi.listStands, { auth: 'optional' }, ({ actor, query, locale }) =>
    stands.listStands({ actor, query, locale }),
  );
  defineRoute(app, standsApi.listStandsLight, { auth: 'optional' }, ({ actor, query, locale }) =>
    stands.listStandsLight({ actor, hallId: query.fair_hall, locale }),
  );
  defineRoute(app, standsApi.listHallStands, { auth: 'optional' }, ({ actor, params, query, locale }) =>
    stands.listHallStands({ actor, hallId: params.id, query, locale }),
  );
  defineRoute(app, standsApi.listMyStands, { auth: 'required' }, ({ actor, query, locale }) =>
    stands.listMyStands({ actor, fairId: query.fair, locale }),
  );
  defineRoute(app, standsApi.getStand, { auth: 'optional' }, ({ actor, params, locale }) =>
    stands.getStand({ actor, standId: params.id, locale }),
  );
  defineRoute(app, standsApi.createStand, { auth: 'required' }, ({ actor, body, locale }) =>
    stands.createStand({ actor, data: body, locale }),
  );
  defineRoute(app, standsApi.updateStand, { auth: 'required' }, ({ actor, params, body, locale }) =>
    stands.updateStand({ actor, standId: params.id, data: body, locale }),
  );
  defineRoute(app, standsApi.deleteStand, { auth: 'required' }, async ({ actor, params }) => {
    await stands.deleteStand({ actor, standId: params.id });
    return null;
  });

  defineRoute(app, standsApi.listStandAdmins, { auth: 'required' }, ({ actor, params }) =>
    people.listAdmins({ actor, standId: params.id }),
  );
  defineRoute(app, standsApi.addStandAdmin, { auth: 'required' }, ({ actor, params, body }) =>
    people.addAdmin({ actor, standId: params.id, userId: body.user }),
  );
  defineRoute(app, standsApi.removeStandAdmin, { auth: 'required' }, async ({ actor, params }) => {
    await people.removeAdmin({ actor, standId: params.id, userId: params.userId });
    return null;
  });
  defineRoute(app, standsApi.listStandContacts, { auth: 'optional' }, ({ actor, query }) =>
    people.listContacts({ actor, query }),
  );
  defineRoute(app, standsApi.createStandContact, { auth: 'required' }, ({ actor, body }) =>
    people.addContact({ actor, data: body }),
  );
  defineRoute(app, standsApi.deleteStandContact, { auth: 'required' }, async ({ actor, params }) => {
    await people.removeContact({ actor, id: params.id });
    return null;
  });

  defineRoute(app, standsApi.listStandResourcesByType, { auth: 'optional' }, ({ actor, params, query }) =>
    people.resourcesByType({ actor, type: params.type, standId: query.stand, language: query.language }),
  );
};
