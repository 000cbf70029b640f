import type { JobOfferAbilities, JobOfferStatus } from '@passerelle/contract';
import {
  canVisitFair,
  isFairOrganizer,
  isFirmMember,
  isFirmStandAdmin,
  isGlobalOrganizer,
  organizesFirmInFair,
  type Actor,
  type FirmFairs,
} from '../../platform/access/index.ts';

/**
 * permissions.md "job offers": every rule takes the offer's firm and the fairs it is shown in.
 * read: anyone allowed in one of its fairs (published offers, in fairs using the job module);
 * drafts and closed offers: the firm's members and the organizers of its fairs.
 * create / update / delete: the firm's stand admins and the organizers of its fairs.
 */
export interface OfferFair {
  id: number;
  isPublicAccess: boolean;
  isUsingJobModule: boolean;
}
export interface OfferScope {
  firmId: number;
  status: JobOfferStatus;
  fairs: OfferFair[];
}

/** An organizer of one of the offer's fairs (super roles organise every fair). */
export const organizesOffer = (actor: Actor | null, offer: Pick<OfferScope, 'fairs'>): boolean =>
  offer.fairs.some((f) => isFairOrganizer(actor, f.id));

/** The offer's own people and the organizers of its fairs: they see it in every status. */
export const seesEveryStatus = (actor: Actor | null, offer: OfferScope): boolean =>
  isFirmMember(actor, offer.firmId) || organizesOffer(actor, offer);

/** Published, and shown in a fair that uses the job module and that the actor may visit. */
export const isPublicTo = (actor: Actor | null, offer: OfferScope): boolean =>
  offer.status === 'published' && offer.fairs.some((f) => f.isUsingJobModule && canVisitFair(actor, f));

export const canReadOffer = (actor: Actor | null, offer: OfferScope): boolean =>
  seesEveryStatus(actor, offer) || isPublicTo(actor, offer);

export const canWriteOffer = (actor: Actor | null, offer: Pick<OfferScope, 'firmId' | 'fairs'>): boolean =>
  isFirmStandAdmin(actor, offer.firmId) || organizesOffer(actor, offer);

/**
 * Which fairs the actor may add an offer to or take it out of: any fair (the firm must be linked
 * to it: 422 `firm_not_in_fair` otherwise) for the firm's stand admins; for an organizer, the
 * fairs it organises that the firm is linked to (the fair's side of a firm).
 */
export const canPlaceOfferIn = (actor: Actor | null, firm: FirmFairs, fairId: number): boolean =>
  isFirmStandAdmin(actor, firm.id) || isGlobalOrganizer(actor) || organizesFirmInFair(actor, firm, fairId);

export const offerAbilities = (actor: Actor | null, offer: OfferScope): JobOfferAbilities => ({
  update: canWriteOffer(actor, offer),
  delete: canWriteOffer(actor, offer),
});
