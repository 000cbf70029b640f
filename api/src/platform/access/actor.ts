import { ROLES, type Role } from '@passerelle/contract';

/**
 * The acting user as policies see it, loaded on every request (no stale rights in a token):
 * roles, firm, and its standing in each fair (permissions.md "Membership states").
 */
export interface Actor {
  id: number;
  roles: Role[];
  userType: number;
  /** The firm whose member it is; null until a join request is accepted. */
  firmId: number | null;
  /** Fairs where its membership is validated (isValidated 1). */
  memberFairIds: number[];
  /** Fairs where its membership waits for validation (isValidated 0); refused ones are in neither list. */
  waitingFairIds: number[];
  /** Fairs whose organizer seat it holds (an organizer only with ROLE_ORGANIZER). */
  adminFairIds: number[];
  /** Refresh-token family of the session, for revocation checks. */
  sessionId: string;
}

export const hasRole = (actor: Actor | null | undefined, ...roles: Role[]): boolean =>
  !!actor && actor.roles.some((r) => roles.includes(r));

export const isSuperAdmin = (actor: Actor | null | undefined) => hasRole(actor, ROLES.SUPER_ADMIN);

/** Super admins and super organizers organise every fair (permissions.md "Fair organizer"). */
export const isGlobalOrganizer = (actor: Actor | null | undefined) =>
  hasRole(actor, ROLES.SUPER_ADMIN, ROLES.SUPER_ORGANIZER);

/** Cluster admins read everything, write nothing. */
export const isReadOnlySupervisor = (actor: Actor | null | undefined) => hasRole(actor, ROLES.CLUSTER_ADMIN);
