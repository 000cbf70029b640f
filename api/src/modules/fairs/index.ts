import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createFairsService } from './fairs.service.ts';
import { registerFairsRoutes } from './fairs.routes.ts';

export const fairsModule = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  registerFairsRoutes(app, createFairsService(opts.deps));
};
export { createFairsService, type FairsService } from './fairs.service.ts';
