import { eq } from 'drizzle-orm';
import { ROLES, USER_TYPES, type Role, type UserCreateSchema } from '@passerelle/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import { fairAdmins, fairUsers, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors/index.ts';
import { isUniqueViolation } from '../../platform/db/index.ts';
import { createFirmEvents } from '../firms/index.ts';

/**
 * The writes other modules make to accounts (the users module owns `users`, `fair_users`,
 * `fair_admins`): each runs inside the caller's transaction, and the caller publishes the events
 * after its commit (`publishAccountsCreated`).
 */

type CreateInput = z.output<typeof UserCreateSchema>;
export interface Account {
  roles: Role[];
  userType: number;
}
export type SendInvitation = (
  user: { id: number; email: string; firstName: string; locale: string },
  fair: { id: number; name: string },
  meta: { ip: string; userAgent?: string },
) => Promise<void>;
/** Counts invitations per sender (429 beyond the hourly ceiling); call it inside the creating transaction. */
export type ReserveInvitations = (senderId: number, count: number) => Promise<void>;

/** Stand admins and stand contacts: the types that belong to a firm's staff. */
export const isStaffType = (userType: number) =>
  userType === USER_TYPES.STAND_ADMIN || userType === USER_TYPES.STAND_CONTACT;

/** §6: 3 organizer, 5 stand admin, 6 stand contact, anything else a visitor. */
export const accountFor = (userType: number): { roles: Role[]; userType: number } => {
  if (userType === USER_TYPES.ORGANIZER) return { roles: [ROLES.ORGANIZER], userType };
  if (userType === USER_TYPES.STAND_ADMIN || userType === USER_TYPES.STAND_CONTACT)
    return { roles: [ROLES.EXHIBITOR], userType };
  return { roles: [ROLES.VISITOR], userType: USER_TYPES.VISITOR };
};

export type NewAccount = Pick<
  CreateInput,
  'email' | 'firstName' | 'lastName' | 'userType' | 'firm' | 'locale'
> & {
  /** Roles and type when they do not follow from `userType` (super organizers). */
  account?: Account;
};

/**
 * Inserts validated accounts of one fair inside the caller's transaction: the user (no password
 * until its owner sets one), its membership and, for organizers, the organizer seat. A taken
 * e-mail is a 409 email_exists (the transaction is then rolled back). Fair maxima and the firm
 * rules are the caller's checks.
 */
export const insertAccounts = async (tx: Tx, fairId: number, accounts: NewAccount[]) => {
  if (accounts.length === 0) return [];
  const rows = await tx
    .insert(users)
    .values(
      accounts.map((data) => {
        const account = data.account ?? accountFor(data.userType);
        const isStaff = isStaffType(account.userType);
        return {
          email: data.email,
          firstName: data.firstName,
          lastName: data.lastName,
          roles: account.roles,
          userType: account.userType,
          firmId: isStaff ? data.firm : null,
          locale: data.locale,
          isValidated: 1,
        };
      }),
    )
    .returning()
    .catch((err: { code?: string; cause?: { code?: string } }) => {
      if (isUniqueViolation(err))
        throw conflict('email_exists', [{ propertyPath: 'email', code: 'email_exists' }]);
      throw err;
    });
  await tx.insert(fairUsers).values(rows.map((row) => ({ fairId, userId: row.id, isValidated: 1 })));
  const organizers = rows.filter((row) => row.userType === USER_TYPES.ORGANIZER);
  if (organizers.length)
    await tx.insert(fairAdmins).values(organizers.map((row) => ({ fairId, userId: row.id })));
  return rows;
};

/**
 * The events of accounts `insertAccounts` created, once the caller's transaction committed: a
 * validated membership each, the fair's organizer seats, the rosters of the firms they joined.
 */
export const publishAccountsCreated = async (
  deps: Pick<AppDeps, 'db' | 'bus'>,
  fairId: number,
  rows: { id: number; userType: number; firmId: number | null }[],
) => {
  if (!rows.length) return;
  await deps.bus.publish(
    ...rows.map((row) => ({
      name: 'membership.changed' as const,
      payload: { userId: row.id, fairId, state: 'validated' as const },
    })),
    ...(rows.some((row) => row.userType === USER_TYPES.ORGANIZER)
      ? [{ name: 'fair.changed' as const, payload: { fairId, action: 'updated' as const } }]
      : []),
  );
  await createFirmEvents(deps).staffChanged(...rows.map((row) => ({ userId: row.id, firmId: row.firmId })));
};

/** The membership state of `fairUsers.isValidated` (1, 0, −1) as events name it. */
export const membershipState = (isValidated: number) =>
  isValidated === 1
    ? ('validated' as const)
    : isValidated === -1
      ? ('refused' as const)
      : ('waiting' as const);

/** A new password (reset, change): the hash only; the caller spends links and sessions. */
export const setPasswordHash = (tx: Tx, userId: number, passwordHash: string) =>
  tx.update(users).set({ passwordHash }).where(eq(users.id, userId));

/** A confirmed e-mail change; a taken address is the unique index's violation, the caller's to word. */
export const setLoginEmail = (tx: Tx, userId: number, email: string) =>
  tx.update(users).set({ email }).where(eq(users.id, userId));

/** An accepted join request: the person becomes staff of the firm (exhibitor of the given type). */
export const joinFirmRoster = (tx: Tx, userId: number, firm: { firmId: number; userType: number }) =>
  tx
    .update(users)
    .set({ roles: [ROLES.EXHIBITOR], userType: firm.userType, firmId: firm.firmId })
    .where(eq(users.id, userId));

/** The columns of an account that signs up itself (registration answers included). */
export type SelfRegisteredAccount = Omit<typeof users.$inferInsert, 'id' | 'isValidated'>;

/**
 * An account that registered itself through a fair: the user and its membership of that fair,
 * validated or waiting (`isValidated` 1 or 0). A taken e-mail is the unique index's violation,
 * the caller's to word (`email_exists`).
 */
export const insertSelfRegistered = async (
  tx: Tx,
  fairId: number,
  isValidated: 0 | 1,
  account: SelfRegisteredAccount,
) => {
  const [user] = await tx
    .insert(users)
    .values({ ...account, isValidated })
    .returning({ id: users.id, email: users.email, firstName: users.firstName });
  await tx.insert(fairUsers).values({ fairId, userId: user!.id, isValidated });
  return user!;
};
