import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { createMailTemplates } from '../emails/index.ts';
import { createFirmJoinRequests } from '../firms/index.ts';
import { createDirectoryService } from './users.directory.service.ts';
import { createProfileService } from './users.profile.service.ts';
import { registerUsersRoutes } from './users.routes.ts';
import {
  createUserManagementService,
  type ReserveInvitations,
  type SendInvitation,
} from './users.management.service.ts';
import type { UsersService } from './users.service.ts';

export const usersModule = async (
  app: FastifyInstance,
  opts: {
    deps: AppDeps;
    users: UsersService;
    sendInvitation: SendInvitation;
    reserveInvitations: ReserveInvitations;
  },
) => {
  registerUsersRoutes(
    app,
    createProfileService(opts.deps, opts.users.getUserDetail),
    createUserManagementService(
      opts.deps,
      opts.sendInvitation,
      createFirmJoinRequests(opts.deps, createMailTemplates(opts.deps.db).render),
      opts.reserveInvitations,
    ),
    createDirectoryService(opts.deps.db),
  );
};
export { createUsersService, type UsersService } from './users.service.ts';
export { accountCreation } from './users.policy.ts';
export { reserveFairSeats } from './fair-seats.ts';
// The user import creates its accounts through the same insert, inside its own transaction.
export {
  accountFor,
  insertAccounts,
  membershipState,
  publishAccountsCreated,
  type NewAccount,
  type ReserveInvitations,
  type SendInvitation,
} from './users.management.service.ts';
