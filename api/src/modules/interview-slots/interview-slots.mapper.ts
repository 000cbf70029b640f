import { interviewRoomPath, type InterviewPerson, type InterviewSlot } from '@passerelle/contract';
import type { interviewSlots } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/access/index.ts';
import {
  bookingRefusal,
  canCancelSlot,
  canDeleteSlot,
  seesBooking,
  type SlotScope,
} from './interview-slots.policy.ts';

export type SlotRow = typeof interviewSlots.$inferSelect;

/** A person's business-card fields (never the e-mail); an erased account shows no name. */
export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  firmId: number | null;
  firmName: string | null;
  erasedAt: Date | null;
}

/** A slot with what its DTO shows: its booth, firm, fair and people. */
export interface SlotView {
  slot: SlotRow;
  standName: string;
  firmName: string;
  timezone: string;
  isVisible: boolean;
  isHiddenByOrganizer: boolean;
  isPublicAccess: boolean;
  host: PersonRow;
  candidate: PersonRow | null;
}

export const scopeOf = (v: SlotView): SlotScope => ({
  fairId: v.slot.fairId,
  firmId: v.slot.firmId,
  isVisible: v.isVisible,
  isHiddenByOrganizer: v.isHiddenByOrganizer,
  isPublicAccess: v.isPublicAccess,
  hostId: v.slot.hostId,
  bookedBy: v.slot.bookedBy,
  status: v.slot.status,
});

export const toPerson = (p: PersonRow): InterviewPerson =>
  p.erasedAt
    ? { id: p.id, firstName: '', lastName: '', jobTitle: null, firm: null }
    : {
        id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        jobTitle: p.jobTitle,
        firm: p.firmId !== null && p.firmName !== null ? { id: p.firmId, name: p.firmName } : null,
      };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The DTO as the viewer may see it (explicit whitelist): the booking's details to its parties and the firm's side only. */
export const toInterviewSlot = (v: SlotView, viewer: Actor, now = new Date()): InterviewSlot => {
  const s = v.slot;
  const scope = scopeOf(v);
  const booking = seesBooking(viewer, scope);
  const future = s.startsAt.getTime() > now.getTime();
  return {
    id: s.id,
    fair: s.fairId,
    timezone: v.timezone,
    stand: { id: s.standId, name: v.standName },
    firm: { id: s.firmId, name: v.firmName },
    host: toPerson(v.host),
    startsAt: s.startsAt.toISOString(),
    endsAt: new Date(s.startsAt.getTime() + s.durationMinutes * 60_000).toISOString(),
    durationMinutes: s.durationMinutes,
    status: s.status,
    candidate: booking && v.candidate ? toPerson(v.candidate) : null,
    bookedByMe: s.bookedBy === viewer.id,
    bookedAt: booking ? iso(s.bookedAt) : null,
    jobOffer: booking ? s.jobOfferId : null,
    cancelledBy: booking ? s.cancelledBy : null,
    cancelMessage: booking ? s.cancelMessage : null,
    roomPath: interviewRoomPath(s.id),
    abilities: {
      book: s.status === 'open' && future && bookingRefusal(viewer, scope) === null,
      cancel: future && s.status !== 'cancelled' && canCancelSlot(viewer, scope),
      delete: s.status === 'open' && canDeleteSlot(viewer, scope),
    },
    createdAt: s.createdAt.toISOString(),
  };
};
