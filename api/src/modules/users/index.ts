import { defineModule } from '../../platform/modules/index.ts';
import { createDirectoryService } from './users.directory.service.ts';
import { createProfileService } from './users.profile.service.ts';
import { registerUsersRoutes } from './users.routes.ts';
import { createUserCreationService } from './users.creation.service.ts';
import { createUserManagementService } from './users.management.service.ts';
import type { ReserveInvitations, SendInvitation } from './users.accounts.ts';
import { createUsersService, type UsersService } from './users.service.ts';

declare module '../../platform/modules/index.ts' {
  interface Doors {
    /** Accounts as the platform reads them: the actor of a request, a user's detail. */
    users: UsersService;
  }
}

/** §3 User: profiles, management, seats in fairs, the directory. */
export const usersModule = defineModule({
  name: 'users',
  services: ({ deps, doors, personalData }) => {
    const users = createUsersService(deps.db);
    // The auth module (listed after this one: it reads accounts through `users`) mails the links;
    // they are asked for when an account is created, long after every module is built.
    const sendInvitation: SendInvitation = (...args) => doors.accountLinks.sendAccountCreatedLink(...args);
    const reserveInvitations: ReserveInvitations = (...args) =>
      doors.accountLinks.reserveInvitations(...args);
    return {
      users,
      // The other modules' parts of a user's data (job profile…), exported and erased with the account.
      profile: createProfileService(deps, users.getUserDetail, personalData),
      management: {
        ...createUserManagementService(deps),
        ...createUserCreationService(deps, sendInvitation, doors.firmJoinRequests, reserveInvitations),
      },
      directory: createDirectoryService(deps.db),
    };
  },
  doors: ({ users }) => ({ users }),
  routes: (app, { profile, management, directory }) =>
    registerUsersRoutes(app, profile, management, directory),
});
export { createUsersService, type UsersService } from './users.service.ts';
export { accountCreation } from './users.policy.ts';
export { reserveFairSeats } from './fair-seats.ts';
export { toBusinessCard, type BusinessCardRow } from './users.mapper.ts';
// What other modules write to accounts, inside their own transaction (the module owns `users`,
// `fair_users`, `fair_admins`): the user import and registration create accounts, auth sets
// passwords and e-mails, firms add an accepted join request to a roster.
export {
  accountFor,
  insertAccounts,
  insertSelfRegistered,
  joinFirmRoster,
  membershipState,
  publishAccountsCreated,
  setLoginEmail,
  setPasswordHash,
  type NewAccount,
  type ReserveInvitations,
  type SelfRegisteredAccount,
  type SendInvitation,
} from './users.accounts.ts';
export type { PersonCardRow } from './users.cards.ts';
export { toPersonCard } from './users.cards.ts';
