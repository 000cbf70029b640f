import { ROLES } from '@passerelle/contract';
import { hasRole, isFairMember, isFairOrganizer, type Actor } from '../../platform/access/index.ts';

/**
 * permissions.md "job profiles (CV)". A profile has no fair and no firm of its own: its fairs are
 * the candidate's (memberships not refused), and a firm reads it only through a fair where the
 * candidate accepts diffusion (or, in the applications slice, an application to one of its offers).
 */
export interface ProfileScope {
  userId: number;
  /** The candidate's fairs: validated or waiting memberships (refused ones are left out). */
  candidateFairIds: number[];
  /** The fairs where the candidate accepts diffusion, each with the firms linked to it. */
  diffusions: { fairId: number; firmIds: number[] }[];
  /**
   * Firms the candidate applied to (an application to one of their offers). Filled by the
   * applications slice (`appliedFirmIdsOf` in job-profiles.scope.ts); empty until then.
   */
  appliedFirmIds: number[];
}

/** A firm's staff (stand admins 5 and stand contacts 6 are exhibitors of the firm). */
const staffFirmOf = (actor: Actor | null): number | null =>
  actor && hasRole(actor, ROLES.EXHIBITOR) && actor.firmId !== null ? actor.firmId : null;

/**
 * The firm's staff may read the profile: the candidate applied to one of its offers, or accepts
 * diffusion in a fair the firm is linked to and where the reader has member rights.
 */
export const readsAsFirm = (actor: Actor | null, p: ProfileScope): boolean => {
  const firmId = staffFirmOf(actor);
  if (firmId === null) return false;
  return (
    p.appliedFirmIds.includes(firmId) ||
    p.diffusions.some((d) => d.firmIds.includes(firmId) && isFairMember(actor, d.fairId))
  );
};

/** Read: self; organizer of one of the candidate's fairs; a firm's staff per `readsAsFirm`. Default deny. */
export const canReadProfile = (actor: Actor | null, p: ProfileScope): boolean =>
  !!actor &&
  (actor.id === p.userId ||
    p.candidateFairIds.some((f) => isFairOrganizer(actor, f)) ||
    readsAsFirm(actor, p));

/** Write and delete: self only (the routes act on `me`, so nobody else can even name one). */
export const canWriteProfile = (actor: Actor | null, p: Pick<ProfileScope, 'userId'>): boolean =>
  !!actor && actor.id === p.userId;

/**
 * The CV library of a fair: its organizer, and the staff of a firm linked to it who have member
 * rights in it (validated members).
 */
export const canUseCvLibrary = (actor: Actor | null, fair: { id: number; firmIds: number[] }): boolean => {
  if (!actor) return false;
  if (isFairOrganizer(actor, fair.id)) return true;
  const firmId = staffFirmOf(actor);
  return firmId !== null && fair.firmIds.includes(firmId) && isFairMember(actor, fair.id);
};

/** Diffusion is chosen per fair where the candidate is a member (validated or waiting). */
export const canChooseDiffusion = (p: Pick<ProfileScope, 'candidateFairIds'>, fairId: number): boolean =>
  p.candidateFairIds.includes(fairId);
