import type { FastifyInstance } from 'fastify';
import { referenceApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { ReferenceService } from './reference.service.ts';

/** The two reference calls that are not plain CRUD. */
export const registerReferenceRoutes = (app: FastifyInstance, reference: ReferenceService) => {
  defineRoute(app, referenceApi.countriesSearch, { auth: 'optional' }, ({ query, locale }) =>
    reference.searchCountries({ query, locale }),
  );
  defineRoute(app, referenceApi.allDataLists, { auth: 'optional' }, ({ locale }) =>
    reference.allDataLists({ locale }),
  );
};
