/**
 * Resolves in a later task of the event loop: start-up work split with it lets the browser paint and answer
 * input in between instead of running one long task (issue 10 §2, total blocking time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
