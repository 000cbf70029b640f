import { ROLES, type FirmAbilities } from '@passerelle/contract';
import {
  canVisitFair,
  hasRole,
  isFairOrganizer,
  isFirmMember,
  isFirmStandAdmin,
  isGlobalOrganizer,
  isReadOnlySupervisor,
  organizesSomeFairOf,
  ownsFirmRecord,
  type Actor,
} from '../../platform/access/index.ts';

export { canVisitFair, isFirmMember, isFirmStandAdmin };

/** What the firm policies need about a firm: its visibility, the fairs it exhibits at, which of them are public. */
export interface FirmScope {
  id: number;
  isVisible: boolean;
  fairIds: number[];
  /** Of `fairIds`, those open to the public without login. */
  publicFairIds: number[];
}

/** What the public views need about a fair. */
export interface FairScope {
  id: number;
  isPublicAccess: boolean;
}

/** An organizer of one of the fairs the firm exhibits at; super roles organize every fair. */
export const organizesFirm = (actor: Actor | null, firm: FirmScope): boolean =>
  organizesSomeFairOf(actor, firm);

/**
 * Public views (front list, detail, bcard, light, sectors): permissions.md "anyone allowed in the
 * fair" — a visible firm is seen by whoever may visit one of the fairs it exhibits at (and by
 * supervisors); a hidden one only by its organizers and its own users.
 */
export const canSeeFirm = (actor: Actor | null, firm: FirmScope): boolean =>
  organizesFirm(actor, firm) ||
  isFirmMember(actor, firm.id) ||
  (firm.isVisible &&
    (isReadOnlySupervisor(actor) ||
      firm.fairIds.some((id) =>
        canVisitFair(actor, { id, isPublicAccess: firm.publicFairIds.includes(id) }),
      )));

/** The full view and counts of a firm: its members, the organizers of its fairs, cluster admins. */
export const canReadFirm = (actor: Actor | null, firm: FirmScope): boolean =>
  organizesFirm(actor, firm) || isFirmMember(actor, firm.id) || isReadOnlySupervisor(actor);

/** Back-office lists (`/firms`, `/firms/back/list`, `/firms/select-input`). */
export const canListFirms = (actor: Actor | null): boolean =>
  isGlobalOrganizer(actor) || hasRole(actor, ROLES.ORGANIZER, ROLES.CLUSTER_ADMIN);
/** Lists not limited to the actor's own fairs. */
export const seesAllFirms = (actor: Actor | null): boolean =>
  isGlobalOrganizer(actor) || isReadOnlySupervisor(actor);

/** permissions.md "firms": the organizer of the fair creates (the new firm is then linked to that fair only). */
export const canCreateFirm = (actor: Actor | null, fairId: number): boolean => isFairOrganizer(actor, fairId);

/**
 * The firm's own record — profile, sectors, logo, global visibility — is its stand admins'; an
 * organizer's only when every fair the firm is linked to is one it organizes (permissions.md
 * "Firms across fairs"). Nobody deletes a firm (§7).
 */
export const canUpdateFirm = (actor: Actor | null, firm: FirmScope): boolean => ownsFirmRecord(actor, firm);
export const canChangeFirmVisibility = canUpdateFirm;
export const canChangeFirmLogo = canUpdateFirm;
export const canLinkFirmToSector = canUpdateFirm;

/** The roster (who is stand admin or contact, join requests) follows the record. */
export const canManageFirmUsers = canUpdateFirm;

/** Fair-firm links are the fair's side: its organizer links any firm to its own fair. */
export const canLinkFirmToFair = (actor: Actor | null, fairId: number): boolean =>
  isFairOrganizer(actor, fairId);

/** An organizer of one of the firm's fairs to whom its roster does not belong invites; its stand admins accept. */
export const canInviteFirmUsers = (actor: Actor | null, firm: FirmScope): boolean =>
  !canManageFirmUsers(actor, firm) && hasRole(actor, ROLES.ORGANIZER) && organizesFirm(actor, firm);

export const firmAbilities = (actor: Actor | null, firm: FirmScope): FirmAbilities => ({
  update: canUpdateFirm(actor, firm),
  changeVisibility: canChangeFirmVisibility(actor, firm),
  changeLogo: canChangeFirmLogo(actor, firm),
  manageUsers: canManageFirmUsers(actor, firm),
  inviteUsers: canInviteFirmUsers(actor, firm),
});
