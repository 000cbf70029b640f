// A job offer's statuses.
// No zod here: `@passerelle/contract/lite` exports this file to the browser's start-up (issue 10 §2).

export const JOB_OFFER_STATUSES = ['draft', 'published', 'closed'] as const;
export type JobOfferStatus = (typeof JOB_OFFER_STATUSES)[number];
