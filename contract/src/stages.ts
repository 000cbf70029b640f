/**
 * The contract's modules as separate loaders for the browser's start-up (web/src/boot.ts): each is
 * evaluated in its own task as it arrives, so the schemas never hold the page in one long task, and the
 * barrel then finds them evaluated (issue 10 §2). The api never imports this file.
 */

/** Runs first, alone: zod must be configured before any schema is defined (see zod-setup.ts). */
export const loadZodSetup = (): Promise<unknown> => import('./zod-setup.ts');

/** The schema modules, loaded together once zod is configured; `index.ts` comes after them. */
export const contractStages: readonly (() => Promise<unknown>)[] = [
  () => import('./http/list.ts'),
  () => import('./validation/password.ts'),
  () => import('./reference/schemas.ts'),
  () => import('./fairs/schemas.ts'),
  () => import('./users/schemas.ts'),
  () => import('./users/management.ts'),
  () => import('./auth/schemas.ts'),
  () => import('./registration/forms.ts'),
  () => import('./registration/register.ts'),
  () => import('./emails/schemas.ts'),
  () => import('./firms/schemas.ts'),
  () => import('./halls/schemas.ts'),
  () => import('./stands/schemas.ts'),
  () => import('./users/endpoints.ts'),
  () => import('./firms/endpoints.ts'),
];

export const loadContract = (): Promise<unknown> => import('./index.ts');
