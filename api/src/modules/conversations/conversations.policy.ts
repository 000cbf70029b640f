import { ROLES, isFirmStaffType, type ConversationKind } from '@passerelle/contract';
import {
  canVisitFair,
  hasRole,
  isFairMember,
  isFairOrganizer,
  type Actor,
} from '../../platform/access/index.ts';

/**
 * permissions.md "conversations and direct messages", "booth chat" and "Membership states":
 * every rule takes the conversation's fair and, for a booth chat, its firm. Default deny.
 * - read: its participants; for a booth chat also the firm's staff (its shared inbox). Organizers
 *   do not read private conversations.
 * - write: a reader who has member rights in the fair (validated member or organizer), or the
 *   firm's staff in its booth chats; never while muted in the fair.
 * - inbox status and assignee: the firm's staff.
 * - mutes: the fair's organizers, its moderators (ROLE_MODERATOR and member of the fair), the
 *   staff of a firm with a booth in the fair. Reports are read by the fair's organizers.
 */
export interface ConversationScope {
  kind: ConversationKind;
  fairId: number;
  firmId: number | null;
  /** The user ids with a participant row. */
  participantIds: number[];
}

/**
 * A stand admin or stand contact of the firm: its booth chats' shared inbox. Unlike
 * `platform/access` `isFirmStaff`, it does not ask for the exhibitor role (the inbox follows the
 * user type alone, as it always has).
 */
export const isInboxStaff = (actor: Actor | null | undefined, firmId: number | null): boolean =>
  !!actor && firmId !== null && actor.firmId === firmId && isFirmStaffType(actor.userType);

export const isParticipant = (
  actor: Actor | null | undefined,
  c: Pick<ConversationScope, 'participantIds'>,
) => !!actor && c.participantIds.includes(actor.id);

/** The actor reads (and writes) for the firm's side of a booth chat. */
export const actsForFirm = (actor: Actor | null | undefined, c: Pick<ConversationScope, 'kind' | 'firmId'>) =>
  c.kind === 'booth' && isInboxStaff(actor, c.firmId);

export const canReadConversation = (actor: Actor | null | undefined, c: ConversationScope): boolean =>
  isParticipant(actor, c) || actsForFirm(actor, c);

/** Muting is checked apart (it needs the fair's mutes). */
export const canWriteConversation = (actor: Actor | null | undefined, c: ConversationScope): boolean =>
  actsForFirm(actor, c) || (isParticipant(actor, c) && isFairMember(actor, c.fairId));

export const canManageInboxItem = (actor: Actor | null | undefined, c: ConversationScope): boolean =>
  actsForFirm(actor, c);

/** The firm's inbox: its own staff only. */
export const canReadFirmInbox = (actor: Actor | null | undefined, firmId: number): boolean =>
  isInboxStaff(actor, firmId);

/** Starting a conversation in a fair: member rights there (waiting and refused members may not). */
export const canStartInFair = (actor: Actor | null | undefined, fairId: number): boolean =>
  isFairMember(actor, fairId);

/** A moderator of the fair: ROLE_MODERATOR and a validated member of it. */
export const isFairModerator = (actor: Actor | null | undefined, fairId: number): boolean =>
  hasRole(actor, ROLES.MODERATOR) && !!actor?.memberFairIds.includes(fairId);

/** `boothFirmIds`: the firms with a booth in the fair. */
export const canModerateFair = (
  actor: Actor | null | undefined,
  fairId: number,
  boothFirmIds: readonly number[],
): boolean =>
  isFairOrganizer(actor, fairId) ||
  isFairModerator(actor, fairId) ||
  boothFirmIds.some((firmId) => isInboxStaff(actor, firmId));

export const canReadMessageReports = (actor: Actor | null | undefined, fairId: number): boolean =>
  isFairOrganizer(actor, fairId);

/** A fair refused to the actor: 404 when it may not even see the fair, else 403. */
export const hidesFair = (
  actor: Actor | null | undefined,
  fair: { id: number; isPublicAccess: boolean },
): boolean => !canVisitFair(actor, fair);
