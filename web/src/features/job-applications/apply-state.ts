import type { User } from '@passerelle/contract';

/** What the offer page's apply control shows (issue 11). */
export type ApplyState =
  | { kind: 'login' }
  | { kind: 'profile' }
  | { kind: 'applied'; status: number }
  | { kind: 'apply'; profileId: number };

/**
 * Not logged in: log in; no complete profile (§4: `jobProfile` null): complete it; an application
 * to this offer already: its status; otherwise: apply.
 */
export const applyStateOf = (
  user: Pick<User, 'jobProfile'> | null,
  existing: { status: number } | null | undefined,
): ApplyState => {
  if (!user) return { kind: 'login' };
  if (!user.jobProfile) return { kind: 'profile' };
  if (existing) return { kind: 'applied', status: existing.status };
  return { kind: 'apply', profileId: user.jobProfile.id };
};
