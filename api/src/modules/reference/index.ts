import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerReferenceResources } from './reference.resources.ts';
import { registerReferenceRoutes } from './reference.routes.ts';
import { createReferenceService } from './reference.service.ts';

export const referenceModule = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  // Extra routes first: `/countries/search` must not be taken for `/countries/:id`.
  registerReferenceRoutes(app, createReferenceService(opts.deps.db));
  await registerReferenceResources(app, opts.deps);
};
