import type { FastifyInstance } from 'fastify';
import { legalApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { LegalService } from './legal.service.ts';

export const registerLegalRoutes = (app: FastifyInstance, s: LegalService) => {
  defineRoute(app, legalApi.getLegalPage, { auth: 'optional' }, ({ actor, params, query, locale }) =>
    s.getPage({ actor, fairId: params.id, kind: params.kind, locale: query.locale ?? locale }),
  );
  defineRoute(app, legalApi.listLegalPages, { auth: 'required' }, ({ actor, params }) =>
    s.listStates({ actor, fairId: params.id }),
  );
  defineRoute(app, legalApi.putLegalPage, { auth: 'required' }, ({ actor, params, body }) =>
    s.putPage({ actor, fairId: params.id, kind: params.kind, locale: params.locale, html: body.html }),
  );
  defineRoute(app, legalApi.deleteLegalPage, { auth: 'required' }, async ({ actor, params }) => {
    await s.resetPage({ actor, fairId: params.id, kind: params.kind, locale: params.locale });
    return null;
  });
};
