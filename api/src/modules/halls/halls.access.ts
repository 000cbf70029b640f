import { eq } from 'drizzle-orm';
import { fairHalls, fairs, stands } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound, unauthorized, unprocessable } from '../../platform/errors/index.ts';
import { canManageHalls, canSeeHiddenHalls, canVisitFair, type HallFairScope } from './halls.policy.ts';

/**
 * What the hall services share: the access to a hall (readable, writable) and its fair, and the
 * events a hall's writes publish after their commit.
 */
export const createHallAccess = (deps: Pick<AppDeps, 'db' | 'bus'>) => {
  const { db } = deps;
  /** After the commit: the hall's record and floor (`hall.changed`) or only its map (`hall.map.changed`). */
  const hallChanged = (hall: { id: number; fairId: number }, action: 'created' | 'updated' | 'deleted') =>
    deps.bus.publish({ name: 'hall.changed', payload: { fairId: hall.fairId, hallId: hall.id, action } });
  const mapChanged = (hall: { id: number; fairId: number }) =>
    deps.bus.publish({ name: 'hall.map.changed', payload: { fairId: hall.fairId, hallId: hall.id } });
  const loadFair = async (fairId: number): Promise<HallFairScope | undefined> => {
    const [fair] = await db
      .select({ id: fairs.id, isPublicAccess: fairs.isPublicAccess })
      .from(fairs)
      .where(eq(fairs.id, fairId))
      .limit(1);
    return fair;
  };
  /** Not allowed in the fair: 401 for the anonymous (log in first), 403 for the logged in. */
  const assertVisit = (actor: Actor | null, fair: HallFairScope) => {
    if (!canVisitFair(actor, fair)) throw actor ? forbidden() : unauthorized();
  };

  /** A hall the actor may read, with its fair; hidden from non-organizers (404). */
  const readableHall = async (actor: Actor | null, hallId: number) => {
    const [found] = await db
      .select({ hall: fairHalls, fair: { id: fairs.id, isPublicAccess: fairs.isPublicAccess } })
      .from(fairHalls)
      .innerJoin(fairs, eq(fairs.id, fairHalls.fairId))
      .where(eq(fairHalls.id, hallId))
      .limit(1);
    if (!found || (!found.hall.isVisible && !canSeeHiddenHalls(actor, found.fair.id))) throw notFound();
    assertVisit(actor, found.fair);
    return found;
  };
  /** A hall the actor may write: readable first (404/401/403), then the organizer's (403). */
  const writableHall = async (actor: Actor, hallId: number) => {
    const found = await readableHall(actor, hallId);
    if (!canManageHalls(actor, found.fair.id)) throw forbidden();
    return found;
  };

  /** A map element names a booth of the hall's own fair (422 `stand_not_in_fair` otherwise). */
  const checkStand = async (standId: number | null | undefined, fairId: number) => {
    if (standId === null || standId === undefined) return;
    const [stand] = await db
      .select({ fairId: stands.fairId })
      .from(stands)
      .where(eq(stands.id, standId))
      .limit(1);
    if (stand?.fairId !== fairId) throw unprocessable([{ propertyPath: 'stand', code: 'stand_not_in_fair' }]);
  };

  return { hallChanged, mapChanged, loadFair, assertVisit, readableHall, writableHall, checkStand };
};
export type HallAccess = ReturnType<typeof createHallAccess>;
