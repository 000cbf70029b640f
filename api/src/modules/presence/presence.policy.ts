import { isFairMember, isReadOnlySupervisor, type Actor } from '../../platform/access/index.ts';

/**
 * §4 presence, by the rows of permissions.md it follows: who is online in a fair is member
 * information (like the participant directory): its validated members and organizers see it, the
 * cluster admin reads it; waiting members and strangers do not.
 */
export const canSeePresenceIn = (actor: Actor | null, fairId: number): boolean =>
  isFairMember(actor, fairId) || isReadOnlySupervisor(actor);

/** Available or away: the user says it of themselves only. */
export const canSetPresenceOf = (actor: Actor | null, userId: number): boolean =>
  !!actor && actor.id === userId;
