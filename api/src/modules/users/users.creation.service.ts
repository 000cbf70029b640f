import { eq } from 'drizzle-orm';
import {
  ROLES,
  USER_TYPES,
  type AccountCreateSchema,
  type StaffCreateSchema,
  type UserCreateSchema,
} from '@passerelle/contract';
import type { z } from 'zod';
import { fairs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, unprocessable } from '../../platform/errors/index.ts';
import type { FirmJoinRequests } from '../firms/index.ts';
import { reserveFairSeats } from './fair-seats.ts';
import {
  accountFor,
  insertAccounts,
  isStaffType,
  publishAccountsCreated,
  type Account,
  type ReserveInvitations,
  type SendInvitation,
} from './users.accounts.ts';
import { firmWithFairs, membershipsOf, toListItem } from './users.list-items.ts';
import { accountCreation } from './users.policy.ts';

type CreateInput = z.output<typeof UserCreateSchema>;
type AccountInput = z.output<typeof AccountCreateSchema>;
type StaffInput = z.output<typeof StaffCreateSchema>;
interface Meta {
  ip: string;
  userAgent?: string;
}

/** Super organizers are created only through their own path (`POST /users/super-organizer`). */
const SUPER_ORGANIZER_ACCOUNT: Account = {
  roles: [ROLES.SUPER_ORGANIZER],
  userType: USER_TYPES.SUPER_ORGANIZER,
};

/** `POST /users` and the §7 creation forms: an account in a fair, invited by mail to set its password. */
export const createUserCreationService = (
  deps: Pick<AppDeps, 'db' | 'bus'>,
  sendInvitation: SendInvitation,
  joinRequests: FirmJoinRequests,
  reserveInvitations: ReserveInvitations,
) => {
  const { db } = deps;
  const fairUsersOf = (ids: number[]) => membershipsOf(db, ids);
  const firmOf = (firmId: number) => firmWithFairs(db, firmId);

  /**
   * Creates the account in the fair, within the fair's maxima, then mails a set-password link
   * (the account has no password until its owner chooses one). Every creation path goes here.
   */
  const createAccount = async ({
    actor,
    data,
    account,
    meta,
  }: {
    actor: Actor;
    data: Omit<CreateInput, 'userType'>;
    account: Account;
    meta: Meta;
  }) => {
    const [fair] = await db.select().from(fairs).where(eq(fairs.id, data.fair)).limit(1);
    if (!fair) throw unprocessable([{ propertyPath: 'fair', code: 'invalid_value' }]);
    const isStaff = isStaffType(account.userType);
    const firm = isStaff && data.firm !== null ? await firmOf(data.firm) : null;
    const mode = accountCreation(actor, { userType: account.userType, fairId: fair.id, firm });
    if (mode === 'refuse') throw forbidden();
    if (isStaff && data.firm === null) throw unprocessable([{ propertyPath: 'firm', code: 'firm_required' }]);
    if (firm && !firm.fairIds.includes(fair.id))
      throw unprocessable([{ propertyPath: 'firm', code: 'firm_not_in_fair' }]);
    // Invited: a plain account in the fair, and a request the firm's stand admins accept.
    const invite =
      mode === 'invite' && firm ? { firmId: firm.id, userType: account.userType as 5 | 6 } : null;
    const created = await db.transaction(async (tx) => {
      await reserveFairSeats(tx, fair, {
        users: 1,
        organizers: account.userType === USER_TYPES.ORGANIZER ? 1 : 0,
      });
      const [row] = invite
        ? await insertAccounts(tx, fair.id, [{ ...data, firm: null, userType: USER_TYPES.VISITOR }])
        : await insertAccounts(tx, fair.id, [{ ...data, userType: account.userType, account }]);
      const request = invite
        ? await joinRequests.createRequest(tx, {
            ...invite,
            userId: row!.id,
            fairId: fair.id,
            requestedById: actor.id,
          })
        : null;
      await reserveInvitations(actor.id, 1);
      return { row: row!, request };
    });
    await publishAccountsCreated(deps, fair.id, [created.row]);
    await sendInvitation(created.row, { id: fair.id, name: fair.name }, meta);
    if (created.request) void joinRequests.notify(created.request.id);
    const memberships = await fairUsersOf([created.row.id]);
    return {
      ...toListItem(created.row, memberships),
      joinRequest: created.request && {
        id: created.request.id,
        firm: { id: firm!.id, name: firm!.name },
        status: 'pending' as const,
      },
    };
  };

  /** `POST /users`: the account type from `userType` (§6). */
  const createUser = ({ actor, data, meta }: { actor: Actor; data: CreateInput; meta: Meta }) =>
    createAccount({ actor, data, account: accountFor(data.userType), meta });

  /** The §7 creation forms whose path fixes the type: `POST /users` with that type. */
  const createOfType =
    (userType: number) =>
    ({ actor, data, meta }: { actor: Actor; data: AccountInput | StaffInput; meta: Meta }) =>
      createUser({ actor, data: { firm: null, ...data, userType }, meta });
  const createOrganizer = createOfType(USER_TYPES.ORGANIZER);
  const createVisitor = createOfType(USER_TYPES.VISITOR);
  const createStandAdmin = createOfType(USER_TYPES.STAND_ADMIN);
  const createStandContact = createOfType(USER_TYPES.STAND_CONTACT);
  /** `POST /users/super-organizer`: not a §6 type, so it names its account itself. */
  const createSuperOrganizer = ({ actor, data, meta }: { actor: Actor; data: AccountInput; meta: Meta }) =>
    createAccount({ actor, data: { ...data, firm: null }, account: SUPER_ORGANIZER_ACCOUNT, meta });

  return {
    createUser,
    createOrganizer,
    createSuperOrganizer,
    createStandAdmin,
    createStandContact,
    createVisitor,
  };
};
export type UserCreationService = ReturnType<typeof createUserCreationService>;
