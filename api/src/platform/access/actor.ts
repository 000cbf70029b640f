import { ROLES, type Role } from '@passerelle/contract';

/** The acting user as policies see it: roles and the fairs it belongs to or administers. */
export interface Actor {
  id: number;
  roles: Role[];
  userType: number;
  firmId: number | null;
  memberFairIds: number[];
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

export const isFairOrganizer = (actor: Actor | null | undefined, fairId: number): boolean =>
  isGlobalOrganizer(actor) || (hasRole(actor, ROLES.ORGANIZER) && !!actor?.adminFairIds.includes(fairId));

export const isFairMember = (actor: Actor | null | undefined, fairId: number): boolean =>
  !!actor && (actor.memberFairIds.includes(fairId) || isFairOrganizer(actor, fairId));

/** Cluster admins read everything, write nothing. */
export const isReadOnlySupervisor = (actor: Actor | null | undefined) => hasRole(actor, ROLES.CLUSTER_ADMIN);
