// The conversations' limits.
// No zod here: `@passerelle/contract/lite` exports this file to the browser's start-up (issue 10 §2).

/** A message is at most this many characters (issue 12 "Limits"). */
export const MESSAGE_MAX_LENGTH = 4000;
