import { eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fairs } from '../../db/schema/fairs.ts';
import { isGlobalOrganizer, isReadOnlySupervisor, type Actor } from './actor.ts';
import { memberRightsFairIds, organizedFairIds } from './fairs.ts';

/**
 * The fair helpers as SQL for lists, on any fair-id column. Fairs are the tenancy boundary, so
 * this is the one place outside the fairs module that reads the `fairs` table.
 * "All" is an explicit `true` (never undefined), so the helpers compose inside `or(…)` safely:
 * Drizzle drops undefined operands, which would turn "or everything" into "or nothing".
 */
const all = () => sql`true`;

/** `canVisitFair`: public fairs, the fairs where the actor has member rights; supervisors all. */
export const inVisitableFairs = (db: Db, column: AnyColumn, actor: Actor | null | undefined): SQL => {
  if (isGlobalOrganizer(actor) || isReadOnlySupervisor(actor)) return all();
  const own = memberRightsFairIds(actor) as number[];
  return inArray(
    column,
    db
      .select({ id: fairs.id })
      .from(fairs)
      .where(or(eq(fairs.isPublicAccess, true), own.length ? inArray(fairs.id, own) : undefined)),
  );
};

/** `isFairOrganizer`: the fairs whose organizer seat the actor holds. */
export const inOrganizedFairs = (column: AnyColumn, actor: Actor | null | undefined): SQL => {
  const ids = organizedFairIds(actor);
  if (ids === 'all') return all();
  return ids.length ? inArray(column, ids) : sql`false`;
};

/** `isFairMember`: validated memberships and organized fairs. */
export const inMemberFairs = (column: AnyColumn, actor: Actor | null | undefined): SQL => {
  const ids = memberRightsFairIds(actor);
  if (ids === 'all') return all();
  return ids.length ? inArray(column, ids) : sql`false`;
};
