import { eq, inArray } from 'drizzle-orm';
import type { UserListItem } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import { fairFirms, fairUsers, firms, users } from '../../db/schema/index.ts';
import type { FirmFairs } from '../../platform/access/index.ts';
import { unprocessable } from '../../platform/errors/index.ts';

/** The fair memberships of these users (all states). */
export const membershipsOf = async (db: Db, ids: number[]) =>
  ids.length
    ? db
        .select({ userId: fairUsers.userId, fair: fairUsers.fairId, isValidated: fairUsers.isValidated })
        .from(fairUsers)
        .where(inArray(fairUsers.userId, ids))
    : [];

/** A user as the back-office lists show it, with its memberships. */
export const toListItem = (
  row: typeof users.$inferSelect,
  memberships: { userId: number; fair: number; isValidated: number }[],
): UserListItem => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  roles: row.roles,
  userType: row.userType,
  firm: row.firmId,
  fairUsers: memberships
    .filter((m) => m.userId === row.id)
    .map(({ fair, isValidated }) => ({ fair, isValidated })),
  createdAt: row.createdAt.toISOString(),
});

/** A firm and the fairs it is linked to (422 on the field when it does not exist). */
export const firmWithFairs = async (db: Db, firmId: number): Promise<FirmFairs & { name: string }> => {
  const [firm] = await db
    .select({ id: firms.id, name: firms.name })
    .from(firms)
    .where(eq(firms.id, firmId))
    .limit(1);
  if (!firm) throw unprocessable([{ propertyPath: 'firm', code: 'invalid_value' }]);
  const links = await db
    .select({ fairId: fairFirms.fairId })
    .from(fairFirms)
    .where(eq(fairFirms.firmId, firmId));
  return { ...firm, fairIds: links.map((l) => l.fairId) };
};
