import type { FastifyInstance } from 'fastify';
import { fairsApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { FairsService } from './fairs.service.ts';
import { listFairOverviews } from './fairs.overview.ts';
import type { Db } from '../../db/client.ts';

// Anonymous readers get the serialised public answer (cached); a logged-in actor gets its own
// view (organizer-only fields, abilities).
export const registerFairsRoutes = (app: FastifyInstance, fairs: FairsService, db: Db) => {
  defineRoute(app, fairsApi.listFairOverviews, { auth: 'required' }, ({ actor }) =>
    listFairOverviews(db, actor),
  );
  defineRoute(app, fairsApi.listFairs, { auth: 'optional' }, ({ actor, query, locale }) =>
    actor ? fairs.listFairs({ actor, query, locale }) : fairs.listFairsPublic(query, locale),
  );
  defineRoute(app, fairsApi.getFair, { auth: 'optional' }, ({ actor, params, locale }) =>
    actor ? fairs.getFair({ actor, fairId: params.id, locale }) : fairs.getFairPublic(params.id, locale),
  );
  defineRoute(app, fairsApi.listDefaultFairs, { auth: 'optional' }, async ({ actor, locale }) =>
    actor
      ? (await fairs.listFairs({ actor, query: { pagination: false }, locale })).items
      : fairs.listFairsPublic({ pagination: false }, locale),
  );
  defineRoute(app, fairsApi.getDefaultFair, { auth: 'optional' }, ({ actor, params, locale }) =>
    actor ? fairs.getFair({ actor, fairId: params.id, locale }) : fairs.getFairPublic(params.id, locale),
  );
  defineRoute(app, fairsApi.createFair, { auth: 'required' }, ({ actor, body, locale }) =>
    fairs.createFair({ actor, data: body, locale }),
  );
  defineRoute(app, fairsApi.updateFair, { auth: 'required' }, ({ actor, params, body, locale }) =>
    fairs.updateFair({ actor, fairId: params.id, data: body, locale }),
  );
  defineRoute(app, fairsApi.copyFair, { auth: 'required' }, ({ actor, params, body, locale }) =>
    fairs.copyFair({ actor, sourceId: params.id, data: body, locale }),
  );
  defineRoute(app, fairsApi.getFairChecklist, { auth: 'required' }, ({ actor, params }) =>
    fairs.getChecklist({ actor, fairId: params.id }),
  );
  defineRoute(app, fairsApi.deleteFair, { auth: 'required' }, async ({ actor, params, locale }) => {
    await fairs.deleteFair({ actor, fairId: params.id, locale });
    return null;
  });
};
