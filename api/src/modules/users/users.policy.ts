import { ROLES, USER_TYPES } from '@passerelle/contract';
import {
  hasRole,
  isFairMember,
  isFairOrganizer,
  isGlobalOrganizer,
  isSuperAdmin,
  type Actor,
} from '../../platform/access/index.ts';

export interface UserScope {
  id: number;
  roles: string[];
  /** Fairs the user is a member of (fairUsers). */
  fairIds: number[];
  /** Fairs the user organises (fair admins). */
  adminFairIds?: number[];
  firmId?: number | null;
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

/** Stand admin (userType 5) of the firm: creates stand admins and contacts of its own firm. */
export const isFirmStandAdmin = (actor: Actor, firmId: number | null) =>
  firmId !== null &&
  hasRole(actor, ROLES.EXHIBITOR) &&
  actor.userType === USER_TYPES.STAND_ADMIN &&
  actor.firmId === firmId;

/**
 * permissions.md "users", one rule per account type whatever the path it is created through:
 * super organizers by super organizers and the super admin; stand admins and contacts by the
 * fair's organizer or a stand admin of that firm who belongs to the fair; everything else (§6:
 * organizers, visitors) by the fair's organizer. Cluster admins never write.
 */
export const canCreateAccount = (
  actor: Actor,
  account: { userType: number; fairId: number; firmId: number | null },
) => {
  if (account.userType === USER_TYPES.SUPER_ORGANIZER) return isGlobalOrganizer(actor);
  if (account.userType === USER_TYPES.STAND_ADMIN || account.userType === USER_TYPES.STAND_CONTACT)
    return (
      isFairOrganizer(actor, account.fairId) ||
      (isFirmStandAdmin(actor, account.firmId) && actor.memberFairIds.includes(account.fairId))
    );
  return isFairOrganizer(actor, account.fairId);
};

const sharesOrganizedFair = (actor: Actor, target: UserScope) =>
  hasRole(actor, ROLES.ORGANIZER) &&
  [...target.fairIds, ...(target.adminFairIds ?? [])].some((f) => actor.adminFairIds.includes(f));

/**
 * `GET /users/{id}`: self; super roles and cluster admins; an organizer of a fair the user is a
 * member or organizer of; the members of the user's firm. Anyone else does not see the user (404).
 */
export const canReadUser = (actor: Actor, target: UserScope) =>
  actor.id === target.id ||
  isGlobalOrganizer(actor) ||
  hasRole(actor, ROLES.CLUSTER_ADMIN) ||
  sharesOrganizedFair(actor, target) ||
  (hasRole(actor, ROLES.EXHIBITOR) && actor.firmId !== null && actor.firmId === target.firmId);

/**
 * `PUT /users/{id}/manage`: never oneself (that is the profile); nobody manages the super admin;
 * super roles manage everyone else; an organizer manages the non-admin members of its fairs
 * (like erasure: another organizer or a super role is not an organizer's call).
 */
export const canManageUser = (actor: Actor, target: UserScope) => {
  if (actor.id === target.id || target.roles.includes(ROLES.SUPER_ADMIN)) return false;
  if (isGlobalOrganizer(actor)) return true;
  return (
    hasRole(actor, ROLES.ORGANIZER) &&
    !isAdminLevel(target) &&
    target.fairIds.some((f) => actor.adminFairIds.includes(f))
  );
};

/** The fairs of a user whose membership the caller sees: all for self and supervisors, else shared ones. */
export const visibleFairsOf = (actor: Actor, target: UserScope, fairIds: number[]) =>
  actor.id === target.id || isGlobalOrganizer(actor) || hasRole(actor, ROLES.CLUSTER_ADMIN)
    ? fairIds
    : fairIds.filter((f) => actor.adminFairIds.includes(f) || actor.memberFairIds.includes(f));

/** The participant directory of a fair: its members and organizers, cluster admins (read-only). */
export const canReadDirectory = (actor: Actor, fairId: number) =>
  isFairMember(actor, fairId) || hasRole(actor, ROLES.CLUSTER_ADMIN);

/** `/superorganizer/list`: the super admin's screen. */
export const canListSuperOrganizers = (actor: Actor) => isSuperAdmin(actor);
