import { z } from 'zod';
import { PaginationQuerySchema } from '../http/list.ts';
import {
  INTERVIEW_SLOT_STATUSES,
  INTERVIEW_SLOT_MIN_MINUTES,
  INTERVIEW_SLOT_MAX_MINUTES,
  INTERVIEW_SLOT_MAX_SERIES,
  INTERVIEW_CANCEL_MESSAGE_MAX,
} from './constants.ts';

export * from './constants.ts';

const id = z.number().int();
const refId = z
  .number({ error: 'invalid_type' })
  .int({ error: 'invalid_type' })
  .positive({ error: 'invalid_type' });

/** A person of a slot as the other side sees them: business-card fields only, never the e-mail. */
export const InterviewPersonSchema = z.object({
  id,
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  /** The firm the person works for, when staff of one. */
  firm: z.object({ id, name: z.string() }).nullable(),
});
export type InterviewPerson = z.infer<typeof InterviewPersonSchema>;

export const InterviewSlotSchema = z.object({
  id,
  fair: id,
  /** The fair's IANA time zone (`Europe/Brussels`): the browser shows both its own zone and this one. */
  timezone: z.string(),
  /** The booth (its id and name). */
  stand: z.object({ id, name: z.string() }),
  firm: z.object({ id, name: z.string() }),
  /** The staff member who holds the interview. */
  host: InterviewPersonSchema,
  /** ISO 8601, UTC (`2026-03-29T08:00:00.000Z`). */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: id,
  status: z.enum(INTERVIEW_SLOT_STATUSES),
  /** The candidate: shown to the candidate themself and to the firm's side (its staff, the fair's organizers); null otherwise. */
  candidate: InterviewPersonSchema.nullable(),
  /** True when the caller is the candidate who booked it. */
  bookedByMe: z.boolean(),
  bookedAt: z.string().nullable(),
  /** The offer it was booked from, if any (to the candidate and the firm's side). */
  jobOffer: id.nullable(),
  /** Who cancelled it and why (a cancelled slot; or the last candidate's cancellation, to the firm's side). */
  cancelledBy: id.nullable(),
  cancelMessage: z.string().nullable(),
  /** The browser path of the interview's room (`/visio/slots/{id}`). */
  roomPath: z.string(),
  /** What the caller may do with it. */
  abilities: z.object({ book: z.boolean(), cancel: z.boolean(), delete: z.boolean() }),
  createdAt: z.string(),
});
export type InterviewSlot = z.infer<typeof InterviewSlotSchema>;

/** `POST /interview_slots`: one slot (`count` 1) or `count` consecutive slots of `durationMinutes`. */
export const InterviewSlotCreateSchema = z
  .object({
    stand: refId,
    host: refId,
    startsAt: z.iso.datetime({ offset: true, error: 'invalid_value' }),
    durationMinutes: z
      .number({ error: 'invalid_type' })
      .int({ error: 'invalid_type' })
      .min(INTERVIEW_SLOT_MIN_MINUTES, { error: 'too_small' })
      .max(INTERVIEW_SLOT_MAX_MINUTES, { error: 'too_big' }),
    count: z
      .number({ error: 'invalid_type' })
      .int({ error: 'invalid_type' })
      .min(1, { error: 'too_small' })
      .max(INTERVIEW_SLOT_MAX_SERIES, { error: 'too_big' })
      .default(1),
  })
  .strict();
export type InterviewSlotCreate = z.input<typeof InterviewSlotCreateSchema>;

/** `POST /interview_slots/{id}/book`: optionally the offer it is booked from (an offer of the booth's firm). */
export const InterviewSlotBookSchema = z
  .object({
    jobOffer: refId.optional(),
  })
  .strict();
export type InterviewSlotBook = z.input<typeof InterviewSlotBookSchema>;

/** `POST /interview_slots/{id}/cancel`: a plain-text message to the other side. */
export const InterviewSlotCancelSchema = z
  .object({
    message: z
      .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
      .trim()
      .min(1, { error: 'required' })
      .max(INTERVIEW_CANCEL_MESSAGE_MAX, { error: 'too_long' }),
  })
  .strict();
export type InterviewSlotCancel = z.input<typeof InterviewSlotCancelSchema>;

/** `GET /interview_slots`: the caller's slots, as candidate and as host; upcoming first (then past, newest first). */
export const InterviewSlotListQuerySchema = PaginationQuerySchema.extend({
  fair: z.coerce.number({ error: 'invalid_type' }).int({ error: 'invalid_type' }).positive().optional(),
});
export type InterviewSlotListQuery = z.input<typeof InterviewSlotListQuerySchema>;

/** `GET /stands/{id}/interview_slots`: upcoming slots of the booth (`pagination=false` for all). */
export const StandInterviewSlotListQuerySchema = PaginationQuerySchema;
