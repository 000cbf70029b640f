// Presence statuses.
// No zod here: `@passerelle/contract/lite` exports this file to the browser's start-up (issue 10 §2).

/**
 * §4 presence: online (a tab of theirs is open), away (they said so), in a call (the video
 * piece sets it), offline. Shown on the booth's people and the exhibitor page.
 */
export const PRESENCE_STATUSES = ['online', 'away', 'calling', 'offline'] as const;
export type PresenceStatusValue = (typeof PRESENCE_STATUSES)[number];
