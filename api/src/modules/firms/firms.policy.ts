import { ROLES, USER_TYPES, type FirmAbilities } from '@passerelle/contract';
import {
  hasRole,
  isFairMember,
  isFairOrganizer,
  isGlobalOrganizer,
  isReadOnlySupervisor,
  type Actor,
} from '../../platform/access/index.ts';

/** What the firm policies need about a firm: its visibility and the fairs it exhibits at. */
export interface FirmScope {
  id: number;
  isVisible: boolean;
  fairIds: number[];
}

/** What the public views need about a fair. */
export interface FairScope {
  id: number;
  isPublicAccess: boolean;
}

/** A firm member: an exhibitor whose firm it is (stand admin 5 or stand contact 6). */
export const isFirmMember = (actor: Actor | null, firmId: number): boolean =>
  !!actor && hasRole(actor, ROLES.EXHIBITOR) && actor.firmId === firmId;

/** A stand admin (userType 5) of the firm: edits the firm and creates its users. */
export const isFirmStandAdmin = (actor: Actor | null, firmId: number): boolean =>
  isFirmMember(actor, firmId) && actor!.userType === USER_TYPES.STAND_ADMIN;

/** An organizer of one of the fairs the firm exhibits at; super roles organize every fair. */
export const organizesFirm = (actor: Actor | null, firm: FirmScope): boolean =>
  isGlobalOrganizer(actor) ||
  (hasRole(actor, ROLES.ORGANIZER) && firm.fairIds.some((f) => actor!.adminFairIds.includes(f)));

/**
 * Public views (front list, detail, bcard, light): a visible firm is anyone's; a hidden one only
 * its organizers' and its own users'.
 */
export const canSeeFirm = (actor: Actor | null, firm: FirmScope): boolean =>
  firm.isVisible || organizesFirm(actor, firm) || isFirmMember(actor, firm.id);

/** A fair's public content: anyone when the fair is public, else its members and organizers. */
export const canVisitFair = (actor: Actor | null, fair: FairScope): boolean =>
  fair.isPublicAccess || isFairMember(actor, fair.id) || isReadOnlySupervisor(actor);

/** The full view, counts and users of a firm: its members, its organizers, cluster admins. */
export const canReadFirm = (actor: Actor | null, firm: FirmScope): boolean =>
  organizesFirm(actor, firm) || isFirmMember(actor, firm.id) || isReadOnlySupervisor(actor);

/** Back-office lists (`/firms`, `/firms/back/list`, `/firms/select-input`). */
export const canListFirms = (actor: Actor | null): boolean =>
  isGlobalOrganizer(actor) || hasRole(actor, ROLES.ORGANIZER, ROLES.CLUSTER_ADMIN);
/** Lists not limited to the actor's own fairs. */
export const seesAllFirms = (actor: Actor | null): boolean =>
  isGlobalOrganizer(actor) || isReadOnlySupervisor(actor);

/** permissions.md "firms": the organizer of the fair creates. */
export const canCreateFirm = (actor: Actor | null, fairId: number): boolean => isFairOrganizer(actor, fairId);

/** Firm stand admins and the organizers of its fairs update; nobody deletes (§7). */
export const canUpdateFirm = (actor: Actor | null, firm: FirmScope): boolean =>
  organizesFirm(actor, firm) || isFirmStandAdmin(actor, firm.id);

/** Hiding or showing a firm is the organizer's. */
export const canChangeFirmVisibility = (actor: Actor | null, firm: FirmScope): boolean =>
  organizesFirm(actor, firm);

/** The logo: "the same" as the update (permissions.md); the media module's route asks this. */
export const canChangeFirmLogo = canUpdateFirm;

/** Creating stand admins and contacts of the firm (the users module decides per fair). */
export const canManageFirmUsers = canUpdateFirm;

/** Fair-firm links are the fair organizer's. */
export const canLinkFirmToFair = (actor: Actor | null, fairId: number): boolean =>
  isFairOrganizer(actor, fairId);

/** Firm-sector links follow the firm's profile. */
export const canLinkFirmToSector = canUpdateFirm;

export const firmAbilities = (actor: Actor | null, firm: FirmScope): FirmAbilities => ({
  update: canUpdateFirm(actor, firm),
  changeVisibility: canChangeFirmVisibility(actor, firm),
  changeLogo: canChangeFirmLogo(actor, firm),
  manageUsers: canManageFirmUsers(actor, firm),
});
