// The booth queue's words and limits.
// No zod here: `@passerelle/contract/lite` exports this file to the browser's start-up (issue 10 §2).

/**
 * The booth queue (issue 13): a visitor who finds every staff member of a booth busy joins its
 * queue for a call or a chat. The queue shows the visitor their place and an estimated wait, and
 * shows the booth's staff the people waiting; a staff member takes the next one (or a chosen one)
 * and calls or writes to them. An entry is `waiting`, then `taken` (by one staff member: two never
 * take the same person) or `left` (the visitor left, or was gone longer than the queue's absence
 * window: a reload or a short disconnection keeps the place).
 */
export const BOOTH_QUEUE_KINDS = ['call', 'chat'] as const;
export type BoothQueueKind = (typeof BOOTH_QUEUE_KINDS)[number];
export const BOOTH_QUEUE_STATUSES = ['waiting', 'taken', 'left'] as const;
export type BoothQueueStatus = (typeof BOOTH_QUEUE_STATUSES)[number];
/** A staff member's availability: who the booth offers to visitors (available), or not. */
export const STAFF_AVAILABILITIES = ['available', 'busy', 'away'] as const;
export type StaffAvailability = (typeof STAFF_AVAILABILITIES)[number];
/** The wait assumed per person ahead when the booth has no finished call to learn from. */
export const DEFAULT_QUEUE_TURN_SECONDS = 5 * 60;
/** At most this many people wait at one booth (the queue says "full" past it). */
export const MAX_BOOTH_QUEUE = 200;
