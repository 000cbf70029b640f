import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerStandCatalogueResources } from './stand-catalogue.resources.ts';
import { registerStandCatalogueRoutes } from './stand-catalogue.routes.ts';

/** §3/§7 the booth catalogue (super-admin "fair backend": booth groups, types, variations, persons). */
export const standCatalogueModule = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  registerStandCatalogueRoutes(app, opts.deps.db);
  await registerStandCatalogueResources(app, opts.deps);
};
