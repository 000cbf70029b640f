import { isFirmStaffType, type VisioCallStatus } from '@passerelle/contract';
import { canVisitFair, isFairMember, type Actor } from '../../platform/access/index.ts';

/**
 * permissions.md "visio rooms and calls": read by its two participants only; a caller who has
 * member rights in the fair (validated member, organizer) creates a room and starts the call; the
 * receiver picks up or declines; either participant ends it, misses it, or signals. Every rule
 * takes the room's participants and fair. Default deny.
 */
export interface CallScope {
  fairId: number;
  callerId: number;
  receiverId: number;
  status: VisioCallStatus;
}

/** Finished: nothing more happens to it (no signal, no joining). */
export const isCallOver = (status: VisioCallStatus) =>
  status === 'ended' || status === 'missed' || status === 'declined';

/** §3/§4: a call "is calling" while it rings or runs. */
export const isCalling = (status: VisioCallStatus) => status === 'ringing' || status === 'active';

export const isCaller = (actor: Actor | null | undefined, c: Pick<CallScope, 'callerId'>) =>
  !!actor && actor.id === c.callerId;

export const isReceiver = (actor: Actor | null | undefined, c: Pick<CallScope, 'receiverId'>) =>
  !!actor && actor.id === c.receiverId;

export const isCallParticipant = (
  actor: Actor | null | undefined,
  c: Pick<CallScope, 'callerId' | 'receiverId'>,
) => isCaller(actor, c) || isReceiver(actor, c);

/** Reading a room (and its address): its participants; anyone else is told it does not exist. */
export const canReadCall = (actor: Actor | null | undefined, c: CallScope) => isCallParticipant(actor, c);

/** Calling someone in a fair: member rights there (waiting and refused members may not). */
export const canCallInFair = (actor: Actor | null | undefined, fairId: number) => isFairMember(actor, fairId);

/** Ringing: the caller, still with member rights in the fair. */
export const canStartCall = (actor: Actor | null | undefined, c: CallScope) =>
  isCaller(actor, c) && canCallInFair(actor, c.fairId);

/** Picking up or declining: the receiver. */
export const canAnswerCall = (actor: Actor | null | undefined, c: CallScope) => isReceiver(actor, c);

/** Hanging up, marking missed, relaying a signal: either participant. */
export const canEndCall = (actor: Actor | null | undefined, c: CallScope) => isCallParticipant(actor, c);
export const canSignalCall = (actor: Actor | null | undefined, c: CallScope) => isCallParticipant(actor, c);

/** A person of a booth: the staff of the booth's firm. */
export const isBoothPerson = (person: { firmId: number | null; userType: number }, boothFirmId: number) =>
  person.firmId === boothFirmId && isFirmStaffType(person.userType);

/** A fair refused to the actor: 404 when it may not even see the fair, else 403. */
export const hidesFair = (actor: Actor | null | undefined, fair: { id: number; isPublicAccess: boolean }) =>
  !canVisitFair(actor, fair);
