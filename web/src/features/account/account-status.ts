import type { User } from '@passerelle/contract';
import { ROLES, hasAnyRole } from '@passerelle/contract/lite';

export { validationStatus, type ValidationStatus } from '../../lib/validation-status.ts';

export type JobBlock =
  { kind: 'visitor'; complete: boolean } | { kind: 'exhibitor'; newApplications: number } | null;

/** §2 account card job block: only with the job module; visitors see their profile state. */
export const jobBlockFor = (
  user: Pick<User, 'roles' | 'jobProfile'>,
  usesJobModule: boolean,
  newApplications = 0,
): JobBlock => {
  if (!usesJobModule) return null;
  if (hasAnyRole(user.roles, [ROLES.VISITOR])) return { kind: 'visitor', complete: user.jobProfile !== null };
  if (hasAnyRole(user.roles, [ROLES.EXHIBITOR])) return { kind: 'exhibitor', newApplications };
  return null;
};

/** §6 booth configuration link: non-visitors who have a firm. */
export const canConfigureBooth = (user: Pick<User, 'roles' | 'firm'>): boolean =>
  user.firm !== null && !hasAnyRole(user.roles, [ROLES.VISITOR]);
