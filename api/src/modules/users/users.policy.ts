import { ROLES, USER_TYPES } from '@passerelle/contract';
import {
  hasRole,
  isFairMember,
  isFairOrganizer,
  isFirmStandAdmin,
  isGlobalOrganizer,
  isSuperAdmin,
  memberRightsFairIds,
  organizesEveryFair,
  ownsFirmRecord,
  type Actor,
  type FirmFairs,
} from '../../platform/access/index.ts';

export interface UserScope {
  id: number;
  roles: string[];
  /** Fairs the user is a member of (fairUsers, whatever the state). */
  fairIds: number[];
  /** Of those, the validated memberships (the fairs where others meet the user). */
  validatedFairIds?: number[];
  /** Fairs the user organises (fair admins). */
  adminFairIds?: number[];
  firmId?: number | null;
}

/** Every fair the account belongs to: memberships and organizer seats. */
const fairsOfAccount = (target: UserScope) => [
  ...new Set([...target.fairIds, ...(target.adminFairIds ?? [])]),
];

/** permissions.md "users": self updates its own profile. */
export const canUpdateProfile = (actor: Actor, target: UserScope) => actor.id === target.id;

/** Export of personal data: the person themself (GDPR Art. 15/20). */
export const canExportPersonalData = (actor: Actor, target: UserScope) => actor.id === target.id;

const isAdminLevel = (u: UserScope) =>
  u.roles.some((r) => r === ROLES.SUPER_ADMIN || r === ROLES.SUPER_ORGANIZER || r === ROLES.ORGANIZER);

/**
 * An account is a fair-scoped organizer's to change (erase, retype, edit, detach from its firm)
 * only when every fair it belongs to is one the organizer organizes; otherwise the organizer
 * removes it from its own fair instead. Organizers and super roles are a super role's call.
 */
const ownsAccount = (actor: Actor, target: UserScope) =>
  !isAdminLevel(target) && organizesEveryFair(actor, fairsOfAccount(target));

/** Erasure: self; the super admin; an organizer to whom the account belongs by the rule above. */
export const canEraseUser = (actor: Actor, target: UserScope) =>
  actor.id === target.id || isSuperAdmin(actor) || ownsAccount(actor, target);

/**
 * Business card: self, super roles, cluster admins, an organizer of a fair the user is in, and
 * anyone with member rights in a fair where the user is a validated member or organizer.
 */
export const canReadBusinessCard = (actor: Actor, target: UserScope) => {
  if (actor.id === target.id || isGlobalOrganizer(actor) || hasRole(actor, ROLES.CLUSTER_ADMIN)) return true;
  if (fairsOfAccount(target).some((f) => isFairOrganizer(actor, f))) return true;
  return meetingFairs(actor, target).length > 0;
};

/** The fairs where actor and user meet: the user is validated there (or organizes it), the actor has member rights. */
export const meetingFairs = (actor: Actor, target: UserScope): number[] => {
  const present = [...(target.validatedFairIds ?? []), ...(target.adminFairIds ?? [])];
  const mine = memberRightsFairIds(actor);
  return [...new Set(present.filter((f) => mine === 'all' || mine.includes(f)))];
};

/** permissions.md "users": organizers see the users of their fairs; super roles and cluster admins all. */
export const canListUsers = (actor: Actor) =>
  isGlobalOrganizer(actor) || hasRole(actor, ROLES.ORGANIZER, ROLES.CLUSTER_ADMIN);
export const seesAllUsers = (actor: Actor) => isGlobalOrganizer(actor) || hasRole(actor, ROLES.CLUSTER_ADMIN);

/** An organizer of the fair manages memberships of the fair (validation, removal); cluster admins never write. */
export const canCreateUserInFair = (actor: Actor, fairId: number) => isFairOrganizer(actor, fairId);

export { isFirmStandAdmin };

const isStaffType = (userType: number) =>
  userType === USER_TYPES.STAND_ADMIN || userType === USER_TYPES.STAND_CONTACT;

/**
 * How an account may come to exist, one rule per account type whatever the path (form, import):
 * - super organizers: by super roles;
 * - stand staff (permissions.md "Firms across fairs"): created by the firm's stand admins, or by
 *   an organizer of the fair to whom the firm's record belongs; an organizer of the fair to whom it
 *   does not belong may only *invite* (the firm's stand admins accept the join request);
 * - everything else (§6: organizers, visitors): by the fair's organizer.
 * Whether the firm is linked to the fair is a state rule (422 firm_not_in_fair), checked by the caller.
 */
export const accountCreation = (
  actor: Actor,
  account: { userType: number; fairId: number; firm: FirmFairs | null },
): 'create' | 'invite' | 'refuse' => {
  if (account.userType === USER_TYPES.SUPER_ORGANIZER) return isGlobalOrganizer(actor) ? 'create' : 'refuse';
  if (isStaffType(account.userType)) {
    if (!account.firm) return isFairOrganizer(actor, account.fairId) ? 'create' : 'refuse';
    if (isFirmStandAdmin(actor, account.firm.id)) return 'create';
    if (!isFairOrganizer(actor, account.fairId)) return 'refuse';
    return ownsFirmRecord(actor, account.firm) ? 'create' : 'invite';
  }
  return isFairOrganizer(actor, account.fairId) ? 'create' : 'refuse';
};
export const canCreateAccount = (...args: Parameters<typeof accountCreation>) =>
  accountCreation(...args) === 'create';

const sharesOrganizedFair = (actor: Actor, target: UserScope) =>
  hasRole(actor, ROLES.ORGANIZER) && fairsOfAccount(target).some((f) => actor.adminFairIds.includes(f));

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
 * super roles manage everyone else; an organizer manages an account that is its by `ownsAccount`.
 */
export const canManageUser = (actor: Actor, target: UserScope) => {
  if (actor.id === target.id || target.roles.includes(ROLES.SUPER_ADMIN)) return false;
  if (isGlobalOrganizer(actor)) return true;
  return hasRole(actor, ROLES.ORGANIZER) && ownsAccount(actor, target);
};

/** Removing a (non-organizer) member from a fair: that fair's organizer, even when the account is not its. */
export const canRemoveFromFair = (actor: Actor, target: UserScope, fairId: number) =>
  actor.id !== target.id &&
  !isAdminLevel(target) &&
  target.fairIds.includes(fairId) &&
  isFairOrganizer(actor, fairId);

/** The fairs of a user whose membership the caller sees: all for self and supervisors, else shared ones. */
export const visibleFairsOf = (actor: Actor, target: UserScope, fairIds: number[]) =>
  actor.id === target.id || isGlobalOrganizer(actor) || hasRole(actor, ROLES.CLUSTER_ADMIN)
    ? fairIds
    : fairIds.filter((f) => actor.adminFairIds.includes(f) || actor.memberFairIds.includes(f));

/** The participant directory of a fair: its validated members and organizers, cluster admins (read-only). */
export const canReadDirectory = (actor: Actor, fairId: number) =>
  isFairMember(actor, fairId) || hasRole(actor, ROLES.CLUSTER_ADMIN);

/** `/superorganizer/list`: the super admin's screen. */
export const canListSuperOrganizers = (actor: Actor) => isSuperAdmin(actor);
