import { and, eq, inArray } from 'drizzle-orm';
import type { PresenceEntry } from '@passerelle/contract';
import { fairUsers, fairs } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, notFound } from '../../platform/errors/index.ts';
import type { PresenceStatus } from '../../platform/realtime/index.ts';
import { canSeePresenceIn, canSetPresenceOf } from './presence.policy.ts';

const VALIDATED = 1;

/**
 * §4 presence: the platform counts each user's open streams (platform/realtime/presence.ts); this
 * answers who is online in a fair, lets a user say they are away, and publishes each change as
 * `presence.changed` to the fairs the user is a validated member of (streamed on
 * `/fairs/{id}/users/status` to that fair's members).
 */
export const createPresenceService = (deps: AppDeps) => {
  const { db } = deps;

  const validatedFairsOf = async (userId: number) =>
    (
      await db
        .select({ fairId: fairUsers.fairId })
        .from(fairUsers)
        .where(and(eq(fairUsers.userId, userId), eq(fairUsers.isValidated, VALIDATED)))
    ).map((r) => r.fairId);

  const publishChange = async (userId: number, status: PresenceStatus) => {
    const fairIds = await validatedFairsOf(userId);
    if (!fairIds.length) return;
    await deps.bus.publish({ name: 'presence.changed', payload: { userId, status, fairIds } });
  };

  return {
    publishChange,
    closeStreamsWhere: deps.realtime.closeWhere,

    /** Who of these people is online now; people who are not members of the fair answer offline. */
    async ofFair({
      actor,
      fairId,
      userIds,
    }: {
      actor: Actor | null;
      fairId: number;
      userIds: number[];
    }): Promise<PresenceEntry[]> {
      const [fair] = await db.select({ id: fairs.id }).from(fairs).where(eq(fairs.id, fairId));
      if (!fair) throw notFound();
      if (!canSeePresenceIn(actor, fairId)) throw forbidden();
      const unique = [...new Set(userIds)];
      const members = new Set(
        (
          await db
            .select({ userId: fairUsers.userId })
            .from(fairUsers)
            .where(
              and(
                eq(fairUsers.fairId, fairId),
                eq(fairUsers.isValidated, VALIDATED),
                inArray(fairUsers.userId, unique),
              ),
            )
        ).map((r) => r.userId),
      );
      const statuses = await deps.presence.statuses([...members]);
      return unique.map((user) => ({ user, status: statuses.get(user) ?? 'offline' }));
    },

    /** Available again, or away. */
    async setMine({
      actor,
      userId,
      status,
    }: {
      actor: Actor | null;
      userId: number;
      status: 'online' | 'away';
    }): Promise<PresenceEntry> {
      if (!canSetPresenceOf(actor, userId)) throw forbidden();
      const now = await deps.presence.setAway(userId, status === 'away');
      return { user: userId, status: now };
    },
  };
};
export type PresenceService = ReturnType<typeof createPresenceService>;
