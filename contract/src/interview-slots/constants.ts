// Interview slots' statuses and limits.
// No zod here: `@passerelle/contract/lite` exports this file to the browser's start-up (issue 10 §2).

/**
 * Issue 13, "Interview slots": a firm's staff publish interview slots at one of its booths (one
 * slot or a series of consecutive ones); a validated member of the fair books one from the booth
 * or from an offer, sees it in their own time zone and the fair's (`startsAt` is UTC, `timezone`
 * the fair's IANA zone), gets a confirmation mail with an `.ics`, and a reminder notification
 * 10 minutes before; either side cancels with a message.
 *
 * Life of a slot: `open` → `booked` (one booking wins, atomically) → back to `open` when the
 * candidate cancels (the slot is offered again), or `cancelled` when the firm's side cancels it
 * (open or booked). An open slot may also be deleted by the firm's staff.
 */
export const INTERVIEW_SLOT_STATUSES = ['open', 'booked', 'cancelled'] as const;
export type InterviewSlotStatus = (typeof INTERVIEW_SLOT_STATUSES)[number];
export const INTERVIEW_SLOT_MIN_MINUTES = 10;
export const INTERVIEW_SLOT_MAX_MINUTES = 120;
/** At most this many consecutive slots in one series. */
export const INTERVIEW_SLOT_MAX_SERIES = 24;
/** The reminder notification goes this many minutes before the start. */
export const INTERVIEW_REMINDER_MINUTES = 10;
export const INTERVIEW_CANCEL_MESSAGE_MAX = 500;
/** The browser page where the interview takes place (built by the web side). */
export const interviewRoomPath = (slotId: number) => `/visio/slots/${slotId}`;
