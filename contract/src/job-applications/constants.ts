// A job application's statuses.
// No zod here: `@passerelle/contract/lite` exports this file to the browser's start-up (issue 10 §2).

/** The statuses by their number (the wire's value is the index: 0 pending … 6 declined). */
export const JOB_APPLICATION_STATUSES = [
  'pending',
  'viewed',
  'shortlisted',
  'interview',
  'offer_made',
  'hired',
  'declined',
] as const;
export type JobApplicationStatusName = (typeof JOB_APPLICATION_STATUSES)[number];
export const JOB_APPLICATION_PENDING = 0;
export const JOB_APPLICATION_VIEWED = 1;
export const JOB_APPLICATION_SHORTLISTED = 2;
export const JOB_APPLICATION_DECLINED = 6;

/** The status name of a number (`2` → `shortlisted`). */
export const jobApplicationStatusName = (status: number): JobApplicationStatusName =>
  JOB_APPLICATION_STATUSES[status] ?? 'pending';

/** The candidate's message and the firm's message: plain text. */
export const JOB_APPLICATION_MESSAGE_MAX = 2000;
