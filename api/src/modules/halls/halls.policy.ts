import { canVisitFair, isFairOrganizer, type Actor } from '../../platform/access/index.ts';

export { canVisitFair };

/** What the hall policies need about a fair. */
export interface HallFairScope {
  id: number;
  isPublicAccess: boolean;
}

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
