import { hasRole, isGlobalOrganizer, isReadOnlySupervisor, type Actor } from './actor.ts';
import { ROLES } from '@passerelle/contract';

/**
 * The one answer to "what is this actor in this fair" (permissions.md "Scopes" and "Membership
 * states"). Every policy asks it through the helpers below, never through roles alone.
 * - organizer: holds the fair's organizer seat (super roles: every fair);
 * - member: validated member;
 * - supervisor: cluster admin (reads every fair, writes nothing);
 * - waiting: registered, not validated yet: sees the fair as the public does;
 * - none: a stranger to the fair (refused members are strangers too).
 */
export type FairStanding = 'organizer' | 'member' | 'supervisor' | 'waiting' | 'none';

export const standingIn = (actor: Actor | null | undefined, fairId: number): FairStanding => {
  if (!actor) return 'none';
  if (isFairOrganizer(actor, fairId)) return 'organizer';
  if (actor.memberFairIds.includes(fairId)) return 'member';
  if (isReadOnlySupervisor(actor)) return 'supervisor';
  if (actor.waitingFairIds.includes(fairId)) return 'waiting';
  return 'none';
};

export const isFairOrganizer = (actor: Actor | null | undefined, fairId: number): boolean =>
  isGlobalOrganizer(actor) || (hasRole(actor, ROLES.ORGANIZER) && !!actor?.adminFairIds.includes(fairId));

/** A validated member or an organizer of the fair: member rights (chat, call, directory…). */
export const isFairMember = (actor: Actor | null | undefined, fairId: number): boolean =>
  !!actor && (actor.memberFairIds.includes(fairId) || isFairOrganizer(actor, fairId));

/** Anyone allowed in the fair's content: everyone when it is public, else members, organizers, supervisors. */
export const canVisitFair = (
  actor: Actor | null | undefined,
  fair: { id: number; isPublicAccess: boolean },
): boolean => fair.isPublicAccess || isFairMember(actor, fair.id) || isReadOnlySupervisor(actor);

/** The fairs whose organizer seat the actor holds; `all` for super roles. */
export const organizedFairIds = (actor: Actor | null | undefined): number[] | 'all' =>
  isGlobalOrganizer(actor) ? 'all' : hasRole(actor, ROLES.ORGANIZER) ? actor!.adminFairIds : [];

/** The fairs where the actor has member rights (validated memberships and organized fairs). */
export const memberRightsFairIds = (actor: Actor | null | undefined): number[] | 'all' => {
  const organized = organizedFairIds(actor);
  if (organized === 'all') return 'all';
  return [...new Set([...(actor?.memberFairIds ?? []), ...organized])];
};

/**
 * Every fair of the list is one the actor organizes (and the list is not empty): what makes a
 * firm's record or a user's account an organizer's to change (permissions.md "Firms across fairs").
 */
export const organizesEveryFair = (actor: Actor | null | undefined, fairIds: number[]): boolean =>
  isGlobalOrganizer(actor) || (fairIds.length > 0 && fairIds.every((f) => isFairOrganizer(actor, f)));
