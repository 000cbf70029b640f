import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createProfileService } from './users.profile.service.ts';
import { registerUsersRoutes } from './users.routes.ts';
import type { UsersService } from './users.service.ts';

export const usersModule = async (app: FastifyInstance, opts: { deps: AppDeps; users: UsersService }) => {
  registerUsersRoutes(app, createProfileService(opts.deps.db, opts.users.getUserDetail));
};
export { createUsersService, type UsersService } from './users.service.ts';
