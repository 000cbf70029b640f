import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { registerHallsRoutes } from './halls.routes.ts';
import { createHallsService } from './halls.service.ts';

/** §3 Hall, hall configuration and map elements: `/fair_halls`, `/fair_hall_configurations`, `/elements`. */
export const hallsModule = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  registerHallsRoutes(app, createHallsService(opts.deps));
};
export { createHallsService, type HallsService } from './halls.service.ts';
export { canSeeHiddenHalls, canVisitFair, type HallFairScope } from './halls.policy.ts';
