import { count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { fairAdmins, fairs, fairUsers } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors/index.ts';

/**
 * The fair's maxima (§3 `numberMaxUser`, `numberMaxOrganizer`) for accounts about to join it,
 * inside the caller's transaction: the fair row is locked first, so parallel creations,
 * registrations and imports of one fair queue here and cannot all pass (409 beyond).
 */
export const reserveFairSeats = async (
  tx: Tx,
  fair: { id: number; numberMaxUser: number | null; numberMaxOrganizer: number | null },
  adding: { users: number; organizers?: number },
) => {
  await tx.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, fair.id)).for('update');
  if (fair.numberMaxUser !== null && adding.users > 0) {
    const [n] = await tx.select({ n: count() }).from(fairUsers).where(eq(fairUsers.fairId, fair.id));
    if (Number(n?.n) + adding.users > fair.numberMaxUser) throw conflict('fair_user_limit_reached');
  }
  if (fair.numberMaxOrganizer !== null && (adding.organizers ?? 0) > 0) {
    const [n] = await tx.select({ n: count() }).from(fairAdmins).where(eq(fairAdmins.fairId, fair.id));
    if (Number(n?.n) + adding.organizers! > fair.numberMaxOrganizer)
      throw conflict('fair_organizer_limit_reached');
  }
};
