import { ROLES, USER_TYPES, isFirmStaffType } from '@passerelle/contract';
import { hasRole, isGlobalOrganizer, type Actor } from './actor.ts';
import { isFairOrganizer, organizesEveryFair } from './fairs.ts';

/** What the firm rules need about a firm: the fairs it is linked to. */
export interface FirmFairs {
  id: number;
  fairIds: number[];
}

/** A firm member: an exhibitor whose firm it is (stand admin 5 or stand contact 6). */
export const isFirmMember = (actor: Actor | null | undefined, firmId: number | null): boolean =>
  !!actor && firmId !== null && hasRole(actor, ROLES.EXHIBITOR) && actor.firmId === firmId;

/** A stand admin or stand contact of the firm (its staff: booth chats, calls, queue, interviews). */
export const isFirmStaff = (actor: Actor | null | undefined, firmId: number | null): boolean =>
  isFirmMember(actor, firmId) && isFirmStaffType(actor!.userType);

/** A stand admin (userType 5) of the firm: edits the firm, its booths and its roster. */
export const isFirmStandAdmin = (actor: Actor | null | undefined, firmId: number | null): boolean =>
  isFirmMember(actor, firmId) && actor!.userType === USER_TYPES.STAND_ADMIN;

/**
 * The firm's own record (name, type, description, contacts, logo, global visibility) and its
 * roster: its stand admins; an organizer only when every fair the firm is linked to is theirs;
 * super roles always (permissions.md "Firms across fairs").
 */
export const ownsFirmRecord = (actor: Actor | null | undefined, firm: FirmFairs): boolean =>
  isGlobalOrganizer(actor) || isFirmStandAdmin(actor, firm.id) || organizesEveryFair(actor, firm.fairIds);

/** The fair's side of a firm (its link, its booths and staff in that fair): that fair's organizer. */
export const organizesFirmInFair = (
  actor: Actor | null | undefined,
  firm: FirmFairs,
  fairId: number,
): boolean => firm.fairIds.includes(fairId) && isFairOrganizer(actor, fairId);

/** An organizer of at least one fair the firm is linked to (reads the firm's back-office views). */
export const organizesSomeFairOf = (actor: Actor | null | undefined, firm: FirmFairs): boolean =>
  isGlobalOrganizer(actor) || firm.fairIds.some((f) => isFairOrganizer(actor, f));
