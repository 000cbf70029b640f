export * from './app-error.ts';
export { registerErrorHandler, sendProblem } from './error-handler.ts';
export { violationsFromIssues } from './zod-violations.ts';
export { isDatabaseUnavailable } from './database-unavailable.ts';
