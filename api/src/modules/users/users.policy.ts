import { ROLES } from '@passerelle/contract';
import {
  hasRole,
  isFairOrganizer,
  isGlobalOrganizer,
  isSuperAdmin,
  type Actor,
} from '../../platform/access/index.ts';

export interface UserScope {
  id: number;
  roles: string[];
  fairIds: number[];
}

/** permissions.md "users": self updates its own profile. */
export const canUpdateProfile = (actor: Actor, target: UserScope) => actor.id === target.id;

/** Export of personal data: the person themself (GDPR Art. 15/20). */
export const canExportPersonalData = (actor: Actor, target: UserScope) => actor.id === target.id;

const isAdminLevel = (u: UserScope) =>
  u.roles.some((r) => r === ROLES.SUPER_ADMIN || r === ROLES.SUPER_ORGANIZER || r === ROLES.ORGANIZER);

/**
 * Erasure: self; the super admin; an organizer of a fair the user belongs to — but an organizer
 * never erases another organizer or a super role (that is a super admin's call).
 */
export const canEraseUser = (actor: Actor, target: UserScope) =>
  actor.id === target.id ||
  isSuperAdmin(actor) ||
  (!isAdminLevel(target) && target.fairIds.some((f) => isFairOrganizer(actor, f)));

/** Business card: any logged-in user sharing a fair with the card's owner, organizers, self. */
export const canReadBusinessCard = (actor: Actor, target: UserScope) =>
  actor.id === target.id ||
  isGlobalOrganizer(actor) ||
  hasRole(actor, ROLES.CLUSTER_ADMIN) ||
  target.fairIds.some((f) => actor.memberFairIds.includes(f) || actor.adminFairIds.includes(f));

/** permissions.md "users": organizers see the users of their fairs; super roles and cluster admins all. */
export const canListUsers = (actor: Actor) =>
  isGlobalOrganizer(actor) || hasRole(actor, ROLES.ORGANIZER, ROLES.CLUSTER_ADMIN);
export const seesAllUsers = (actor: Actor) => isGlobalOrganizer(actor) || hasRole(actor, ROLES.CLUSTER_ADMIN);

/** An organizer of the fair creates accounts for it, by userType (§6); cluster admins never write. */
export const canCreateUserInFair = (actor: Actor, fairId: number) => isFairOrganizer(actor, fairId);
