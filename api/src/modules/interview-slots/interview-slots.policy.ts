import { canVisitFair, isFairOrganizer, isFirmStaff, type Actor } from '../../platform/access/index.ts';

/**
 * Issue 13 "Interview slots", permissions.md "stands" and "Membership states": every rule takes
 * the slot's fair and firm (and its booth's visibility). Default deny.
 * - the firm's side: the firm's staff (stand admin 5, stand contact 6) and the fair's organizers;
 *   they publish, see every slot of the booth with its candidate, cancel and delete;
 * - the host (a staff member) cancels their own slots like the firm's side;
 * - a candidate: a validated member of the fair who is not staff of the firm books an open slot
 *   of a booth they may see; they see and cancel their own booking;
 * - an open slot is seen by whoever may see its booth (a shown booth in a fair they may visit).
 */
export interface BoothScope {
  fairId: number;
  firmId: number;
  isVisible: boolean;
  isHiddenByOrganizer: boolean;
  isPublicAccess: boolean;
}
export interface SlotScope extends BoothScope {
  hostId: number;
  bookedBy: number | null;
  status: 'open' | 'booked' | 'cancelled';
}

/** The firm's staff and the fair's organizers. */
export const actsForFirm = (actor: Actor | null | undefined, b: Pick<BoothScope, 'fairId' | 'firmId'>) =>
  isFirmStaff(actor, b.firmId) || isFairOrganizer(actor, b.fairId);

/** The booth is seen: the firm's side always; a shown booth by whoever may visit the fair. */
export const canSeeBooth = (actor: Actor | null | undefined, b: BoothScope): boolean =>
  actsForFirm(actor, b) ||
  (b.isVisible &&
    !b.isHiddenByOrganizer &&
    canVisitFair(actor, { id: b.fairId, isPublicAccess: b.isPublicAccess }));

export const canPublishSlots = (actor: Actor | null | undefined, b: BoothScope): boolean =>
  actsForFirm(actor, b);

export const isCandidate = (actor: Actor | null | undefined, s: Pick<SlotScope, 'bookedBy'>): boolean =>
  !!actor && s.bookedBy === actor.id;

export const isHost = (actor: Actor | null | undefined, s: Pick<SlotScope, 'hostId'>): boolean =>
  !!actor && s.hostId === actor.id;

/** Sees the candidate, the offer and the cancellation: the firm's side, the host, the candidate. */
export const seesBooking = (actor: Actor | null | undefined, s: SlotScope): boolean =>
  actsForFirm(actor, s) || isHost(actor, s) || isCandidate(actor, s);

/** The slot exists for: its parties and the firm's side; anyone who may see the booth (a booked one answers `slot_taken`). */
export const canSeeSlot = (actor: Actor | null | undefined, s: SlotScope): boolean =>
  seesBooking(actor, s) || canSeeBooth(actor, s);

/** Listed to a visitor of the booth: open ones and their own booking. */
export const isListedToVisitor = (actor: Actor | null | undefined, s: SlotScope): boolean =>
  s.status === 'open' || isCandidate(actor, s);

/** Books in this fair: a validated member (organizers and waiting members do not). */
export const mayBookInFair = (actor: Actor | null | undefined, fairId: number): boolean =>
  !!actor && actor.memberFairIds.includes(fairId);

/** What decides a booking, in the order its refusals are answered (403 codes). */
export const bookingRefusal = (
  actor: Actor | null | undefined,
  s: SlotScope,
): 'cannot_book_own_firm' | 'not_validated_in_fair' | null => {
  if (isFirmStaff(actor, s.firmId) || isHost(actor, s)) return 'cannot_book_own_firm';
  if (!mayBookInFair(actor, s.fairId)) return 'not_validated_in_fair';
  return null;
};

/** The firm's side (and the host) cancel an open or booked slot; the candidate their own booking. */
export const canCancelSlot = (actor: Actor | null | undefined, s: SlotScope): boolean =>
  actsForFirm(actor, s) || isHost(actor, s) || (isCandidate(actor, s) && s.status === 'booked');

export const cancelsForFirm = (actor: Actor | null | undefined, s: SlotScope): boolean =>
  actsForFirm(actor, s) || isHost(actor, s);

export const canDeleteSlot = (actor: Actor | null | undefined, s: SlotScope): boolean =>
  actsForFirm(actor, s);
