import type { FastifyInstance } from 'fastify';
import { fairsApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { FairsService } from './fairs.service.ts';

export const registerFairsRoutes = (app: FastifyInstance, fairs: FairsService) => {
  defineRoute(app, fairsApi.listFairs, { auth: 'optional' }, ({ actor, query, locale }) =>
    fairs.listFairs({ actor, query, locale }),
  );
  defineRoute(app, fairsApi.getFair, { auth: 'optional' }, ({ actor, params, locale }) =>
    fairs.getFair({ actor, fairId: params.id, locale }),
  );
  defineRoute(
    app,
    fairsApi.listDefaultFairs,
    { auth: 'optional' },
    async ({ actor, locale }) =>
      (await fairs.listFairs({ actor, query: { pagination: false }, locale })).items,
  );
  defineRoute(app, fairsApi.getDefaultFair, { auth: 'optional' }, ({ actor, params, locale }) =>
    fairs.getFair({ actor, fairId: params.id, locale }),
  );
  defineRoute(app, fairsApi.createFair, { auth: 'required' }, ({ actor, body, locale }) =>
    fairs.createFair({ actor, data: body, locale }),
  );
  defineRoute(app, fairsApi.updateFair, { auth: 'required' }, ({ actor, params, body, locale }) =>
    fairs.updateFair({ actor, fairId: params.id, data: body, locale }),
  );
  defineRoute(app, fairsApi.deleteFair, { auth: 'required' }, async ({ actor, params, locale }) => {
    await fairs.deleteFair({ actor, fairId: params.id, locale });
    return null;
  });
};
