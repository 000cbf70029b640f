import { isFirmStaffType, type BoothQueueKind } from '@passerelle/contract';
import { isFairOrganizer, isFirmStaff, type Actor } from '../../platform/access/index.ts';

/**
 * Issue 13 "The booth queue", permissions.md "stands" and "Membership states": every rule takes
 * the booth's fair and firm. Default deny.
 * - the booth's firm's staff (stand admin 5, stand contact 6) see the people waiting and take them;
 *   they and the fair's organizers set the opening hours (organizers see the queue, never take);
 * - a validated member of the fair who is not staff of the firm joins and leaves, and sees their
 *   own place; whoever may see the booth sees how many wait and whether staff are available.
 */
export interface QueueBoothScope {
  fairId: number;
  firmId: number;
  isVideoEnabled: boolean;
  /** The fair's direct messages (module and switch): a chat from the queue is a direct conversation. */
  isDirectMessageEnabled: boolean;
}

/** A stand admin or stand contact of some firm: has an availability of their own. */
export const isStaffMember = (actor: Actor | null | undefined): actor is Actor =>
  !!actor && actor.firmId !== null && isFirmStaffType(actor.userType);

/** A stand admin or stand contact of the booth's firm. */
export const isBoothStaff = (actor: Actor | null | undefined, b: Pick<QueueBoothScope, 'firmId'>) =>
  isFirmStaff(actor, b.firmId);

/** Sees who waits: the firm's staff and the fair's organizers. */
export const seesQueueEntries = (actor: Actor | null | undefined, b: QueueBoothScope) =>
  isBoothStaff(actor, b) || isFairOrganizer(actor, b.fairId);

/** Takes a person: the firm's staff only (they are the ones who call or write). */
export const canTakeFromQueue = (actor: Actor | null | undefined, b: QueueBoothScope) =>
  isBoothStaff(actor, b);

/** Sets the hours: the firm's staff and the fair's organizers. */
export const canSetOpeningHours = (actor: Actor | null | undefined, b: QueueBoothScope) =>
  seesQueueEntries(actor, b);

/** The fair's switch for what the visitor waits for. */
export const kindEnabled = (b: QueueBoothScope, kind: BoothQueueKind) =>
  kind === 'call' ? b.isVideoEnabled : b.isDirectMessageEnabled;

/** Why the actor may not join, in the order refusals are answered (403 codes); null: may join. */
export const joinRefusal = (
  actor: Actor | null | undefined,
  b: QueueBoothScope,
  kind: BoothQueueKind,
): 'forbidden' | 'not_validated_in_fair' | 'video_disabled' | 'direct_messages_disabled' | null => {
  if (!actor || isBoothStaff(actor, b)) return 'forbidden';
  if (!actor.memberFairIds.includes(b.fairId)) return 'not_validated_in_fair';
  if (!kindEnabled(b, kind)) return kind === 'call' ? 'video_disabled' : 'direct_messages_disabled';
  return null;
};
