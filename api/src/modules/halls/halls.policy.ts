import {
  isFairMember,
  isFairOrganizer,
  isReadOnlySupervisor,
  type Actor,
} from '../../platform/access/index.ts';

/** What the hall policies need about a fair. */
export interface HallFairScope {
  id: number;
  isPublicAccess: boolean;
}

/** permissions.md "halls": anyone allowed in the fair — everyone when it is public, else its members. */
export const canVisitFair = (actor: Actor | null, fair: HallFairScope): boolean =>
  fair.isPublicAccess || isFairMember(actor, fair.id) || isReadOnlySupervisor(actor);

/** Hidden halls exist only for the fair's organizers (404 for everyone else). */
export const canSeeHiddenHalls = (actor: Actor | null, fairId: number): boolean =>
  isFairOrganizer(actor, fairId);

/** Halls, their configuration and map elements are written and deleted by the fair's organizers. */
export const canManageHalls = (actor: Actor | null, fairId: number): boolean =>
  isFairOrganizer(actor, fairId);

export const hallAbilities = (actor: Actor | null, fairId: number) => ({
  update: canManageHalls(actor, fairId),
  delete: canManageHalls(actor, fairId),
});
