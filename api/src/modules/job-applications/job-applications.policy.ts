import { JOB_APPLICATION_PENDING, type JobApplicationAbilities } from '@passerelle/contract';
import {
  canVisitFair,
  isFairOrganizer,
  isFirmMember,
  isFirmStandAdmin,
  type Actor,
} from '../../platform/access/index.ts';

/**
 * permissions.md "solicitations (applications)": every rule takes the application's fair (the
 * fair it was made in), its firm (the offer's firm) and its candidate.
 * read: the candidate; the firm's staff; the fair's organizer. Default deny.
 * create: the candidate, once per offer, in a fair of the offer where it is a validated member
 * (waiting members cannot apply: "Membership states").
 * update (status): the firm's stand admins; the fair's organizer.
 * delete: the candidate withdraws while pending.
 */
export interface ApplicationScope {
  userId: number;
  firmId: number;
  fairId: number;
  status: number;
}

export const isCandidate = (actor: Actor | null, a: Pick<ApplicationScope, 'userId'>): boolean =>
  !!actor && actor.id === a.userId;

/** The offer's firm's staff and the fair's organizer: they see the match and the candidate's profile. */
export const readsAsRecruiter = (actor: Actor | null, a: ApplicationScope): boolean =>
  isFirmMember(actor, a.firmId) || isFairOrganizer(actor, a.fairId);

export const canReadApplication = (actor: Actor | null, a: ApplicationScope): boolean =>
  isCandidate(actor, a) || readsAsRecruiter(actor, a);

export const canMoveApplication = (actor: Actor | null, a: ApplicationScope): boolean =>
  isFirmStandAdmin(actor, a.firmId) || isFairOrganizer(actor, a.fairId);

export const canWithdrawApplication = (actor: Actor | null, a: ApplicationScope): boolean =>
  isCandidate(actor, a) && a.status === JOB_APPLICATION_PENDING;

/** Opening a pending application as the firm (not the organizer) marks it viewed. */
export const marksViewedOnOpen = (actor: Actor | null, a: ApplicationScope): boolean =>
  a.status === JOB_APPLICATION_PENDING && isFirmMember(actor, a.firmId) && !isCandidate(actor, a);

export const applicationAbilities = (actor: Actor | null, a: ApplicationScope): JobApplicationAbilities => ({
  update: canMoveApplication(actor, a),
  delete: canWithdrawApplication(actor, a),
  readProfile: canReadApplication(actor, a),
});

/** What an offer needs to be applied to, as the candidate sees it. */
export interface ApplyOffer {
  status: string;
  fairs: { id: number; isPublicAccess: boolean; isUsingJobModule: boolean }[];
}

/** The candidate may see the offer (published in a fair using the job module it may visit). */
export const seesOffer = (actor: Actor | null, offer: ApplyOffer, firmId: number): boolean =>
  isFirmMember(actor, firmId) ||
  offer.fairs.some((f) => isFairOrganizer(actor, f.id)) ||
  (offer.status === 'published' && offer.fairs.some((f) => f.isUsingJobModule && canVisitFair(actor, f)));

/** The fairs of the offer where the actor may apply: the job module is on and it is a validated member. */
export const applyFairsOf = (actor: Actor, offer: ApplyOffer): number[] =>
  offer.fairs.filter((f) => f.isUsingJobModule && actor.memberFairIds.includes(f.id)).map((f) => f.id);

/** The fairs of the offer where the actor waits for validation (403 `not_validated_in_fair`). */
export const waitingFairsOf = (actor: Actor, offer: ApplyOffer): number[] =>
  offer.fairs.filter((f) => f.isUsingJobModule && actor.waitingFairIds.includes(f.id)).map((f) => f.id);
