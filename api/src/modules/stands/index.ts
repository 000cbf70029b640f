import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createStandPeopleService } from './stands.people.service.ts';
import { registerStandsRoutes } from './stands.routes.ts';
import { createStandsService } from './stands.service.ts';

/**
 * §3 Stand (booth): `/stands`, `/fair_halls/{id}/stands`, booth administrators, `/stand_contacts`
 * and `/stand_resources/type/{type}`. A booth's hall slot is mirrored by its type-8 map element.
 */
export const standsModule = async (app: FastifyInstance, opts: { deps: AppDeps }) => {
  const stands = createStandsService(opts.deps);
  registerStandsRoutes(app, stands, createStandPeopleService(opts.deps, stands.readable));
};
export { createStandsService, type StandsService } from './stands.service.ts';
