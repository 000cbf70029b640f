import type { FastifyInstance } from 'fastify';
import { jobOffersApi } from '@passerelle/contract';
import { defineRoute } from '../../platform/http/index.ts';
import type { JobOffersService } from './job-offers.service.ts';

// HTTP only: every policy decision is in the service (reads are optional-auth, writes required).
export const registerJobOffersRoutes = (app: FastifyInstance, offers: JobOffersService) => {
  defineRoute(app, jobOffersApi.listJobOffers, { auth: 'optional' }, ({ actor, query, locale }) =>
    offers.listOffers({ actor, query, locale }),
  );
  defineRoute(app, jobOffersApi.listFairJobOffers, { auth: 'required' }, ({ actor, query, locale }) =>
    offers.listFairOffers({ actor, query, locale }),
  );
  defineRoute(app, jobOffersApi.listMyJobOffers, { auth: 'required' }, ({ actor, query, locale }) =>
    offers.listMyOffers({ actor, query, locale }),
  );
  defineRoute(app, jobOffersApi.getJobOffer, { auth: 'optional' }, ({ actor, params, locale }) =>
    offers.getOffer({ actor, offerId: params.id, locale }),
  );
  defineRoute(app, jobOffersApi.createJobOffer, { auth: 'required' }, ({ actor, body, locale }) =>
    offers.createOffer({ actor, data: body, locale }),
  );
  defineRoute(app, jobOffersApi.updateJobOffer, { auth: 'required' }, ({ actor, params, body, locale }) =>
    offers.updateOffer({ actor, offerId: params.id, data: body, locale }),
  );
  defineRoute(app, jobOffersApi.deleteJobOffer, { auth: 'required' }, async ({ actor, params }) => {
    await offers.deleteOffer({ actor, offerId: params.id });
    return null;
  });
};
