import { z } from 'zod';
import { CallPersonSchema } from '../visio/schemas.ts';
import { BOOTH_QUEUE_KINDS, BOOTH_QUEUE_STATUSES, STAFF_AVAILABILITIES } from './constants.ts';

export * from './constants.ts';

const id = z.number().int();
/** `HH:MM`, 24-hour, in the fair's time zone. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'invalid_value' });

/** One person waiting (or taken) at a booth, as the booth's staff see it. */
export const BoothQueueEntrySchema = z.object({
  id,
  stand: id,
  kind: z.enum(BOOTH_QUEUE_KINDS),
  status: z.enum(BOOTH_QUEUE_STATUSES),
  /** 1 for the next one; null once taken or left. */
  place: z.number().int().positive().nullable(),
  visitor: CallPersonSchema,
  joinedAt: z.string(),
  takenAt: z.string().nullable(),
  /** The staff member who took them. */
  takenBy: CallPersonSchema.nullable(),
});
export type BoothQueueEntry = z.infer<typeof BoothQueueEntrySchema>;

/** A visitor's own place in a booth's queue. */
export const MyBoothQueuePlaceSchema = z.object({
  id,
  kind: z.enum(BOOTH_QUEUE_KINDS),
  status: z.enum(BOOTH_QUEUE_STATUSES),
  place: z.number().int().positive().nullable(),
  /** Seconds, from the booth's recent call lengths and its available staff; null once taken. */
  estimatedWaitSeconds: z.number().int().nonnegative().nullable(),
  joinedAt: z.string(),
  /** Who took them (they are about to be called or written to). */
  takenBy: CallPersonSchema.nullable(),
  /**
   * `left` because every tab of theirs was gone longer than the queue's absence window (not by
   * their own choice): shown for a while so the page can say why their place is gone.
   */
  leftWhileAway: z.boolean(),
});
export type MyBoothQueuePlace = z.infer<typeof MyBoothQueuePlaceSchema>;

/** A booth's opening hours for calls and its queue, in the fair's time zone; null: always open. */
export const BoothOpeningHoursSchema = z.object({ opensAt: z.string(), closesAt: z.string() }).nullable();

/** `GET /stands/{id}/queue`: the booth's state as the asking person may see it. */
export const BoothQueueSchema = z.object({
  stand: id,
  /** Staff of the booth who say they are available now (and not in a call). */
  availableStaff: z.number().int().nonnegative(),
  /** Within the opening hours (always true without hours). */
  isOpen: z.boolean(),
  openingHours: BoothOpeningHoursSchema,
  /** The fair's time zone (the hours are in it). */
  timezone: z.string(),
  /** How many people wait. */
  waiting: z.number().int().nonnegative(),
  /** The asker's own place, when they queue here (taken entries stay until the next join). */
  mine: MyBoothQueuePlaceSchema.nullable(),
  /** The people waiting, for the booth's staff and the fair's organizers; null for visitors. */
  entries: z.array(BoothQueueEntrySchema).nullable(),
  abilities: z.object({
    /** A validated member of the fair, not of the booth's firm, not already waiting, within the hours (and the fair's video switch on). */
    joinCall: z.boolean(),
    /** The same, for a chat (the fair's direct messages on: the staff member writes to them directly). */
    joinChat: z.boolean(),
    /** The booth's staff: take the next person, set the hours. */
    take: z.boolean(),
  }),
});
export type BoothQueue = z.infer<typeof BoothQueueSchema>;

/** `POST /stands/{id}/queue`: join for a call or a chat. */
export const BoothQueueJoinSchema = z.object({ kind: z.enum(BOOTH_QUEUE_KINDS) }).strict();
export type BoothQueueJoin = z.infer<typeof BoothQueueJoinSchema>;

/** `POST /stands/{id}/queue/take`: the next person, or the chosen entry. */
export const BoothQueueTakeSchema = z.object({ entry: id.positive().nullable().default(null) }).strict();
export type BoothQueueTake = z.infer<typeof BoothQueueTakeSchema>;

/** `PUT /stands/{id}/opening-hours`: both times, or both null to open all day. */
export const BoothOpeningHoursUpdateSchema = z
  .object({ opensAt: clock.nullable(), closesAt: clock.nullable() })
  .strict()
  .refine((v) => (v.opensAt === null) === (v.closesAt === null), {
    error: 'required',
    path: ['closesAt'],
  })
  .refine((v) => v.opensAt === null || v.closesAt === null || v.opensAt < v.closesAt, {
    error: 'end_before_start',
    path: ['closesAt'],
  });
export type BoothOpeningHoursUpdate = z.infer<typeof BoothOpeningHoursUpdateSchema>;

/** `GET`/`PUT /me/availability`: a staff member's own availability. */
export const StaffAvailabilitySchema = z.object({ status: z.enum(STAFF_AVAILABILITIES) }).strict();
export type StaffAvailabilityBody = z.infer<typeof StaffAvailabilitySchema>;
