import type { FastifyInstance } from 'fastify';
import { hallsApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { HallMapService } from './halls.map.service.ts';
import type { HallsService } from './halls.service.ts';

// HTTP only: every policy decision is in the service (reads are optional-auth, writes required).
export const registerHallsRoutes = (app: FastifyInstance, halls: HallsService, map: HallMapService) => {
  defineRoute(app, hallsApi.listHalls, { auth: 'optional' }, ({ actor, query, locale }) =>
    halls.listHalls({ actor, query, locale }),
  );
  defineRoute(app, hallsApi.listHallsLight, { auth: 'optional' }, ({ actor, query, locale }) =>
    halls.listHallsLight({ actor, fairId: query.fair, locale }),
  );
  defineRoute(app, hallsApi.getHall, { auth: 'optional' }, ({ actor, params, locale }) =>
    halls.getHall({ actor, hallId: params.id, locale }),
  );
  defineRoute(app, hallsApi.createHall, { auth: 'required' }, ({ actor, body, locale }) =>
    halls.createHall({ actor, data: body, locale }),
  );
  defineRoute(app, hallsApi.updateHall, { auth: 'required' }, ({ actor, params, body, locale }) =>
    halls.updateHall({ actor, hallId: params.id, data: body, locale }),
  );
  defineRoute(app, hallsApi.deleteHall, { auth: 'required' }, async ({ actor, params }) => {
    await halls.deleteHall({ actor, hallId: params.id });
    return null;
  });

  defineRoute(app, hallsApi.listConfigurations, { auth: 'optional' }, ({ actor, query }) =>
    map.listConfigurations({ actor, query }),
  );
  defineRoute(app, hallsApi.getConfiguration, { auth: 'optional' }, ({ actor, params }) =>
    map.getConfiguration({ actor, id: params.id }),
  );
  defineRoute(app, hallsApi.createConfiguration, { auth: 'required' }, ({ actor, body }) =>
    map.createConfiguration({ actor, data: body }),
  );
  defineRoute(app, hallsApi.updateConfiguration, { auth: 'required' }, ({ actor, params, body }) =>
    map.updateConfiguration({ actor, id: params.id, data: body }),
  );

  defineRoute(app, hallsApi.listElements, { auth: 'optional' }, ({ actor, query }) =>
    map.listElements({ actor, query }),
  );
  defineRoute(app, hallsApi.createElement, { auth: 'required' }, ({ actor, body }) =>
    map.createElement({ actor, data: body }),
  );
  defineRoute(app, hallsApi.updateElement, { auth: 'required' }, ({ actor, params, body }) =>
    map.updateElement({ actor, id: params.id, data: body }),
  );
  defineRoute(app, hallsApi.deleteElement, { auth: 'required' }, async ({ actor, params }) => {
    await map.deleteElement({ actor, id: params.id });
    return null;
  });
};
