import { ROLES } from '@passerelle/contract';
import { hasRole, isGlobalOrganizer, type Actor } from '../../platform/access/index.ts';

/** Who may upload media (booth visuals, brochures, videos, logos): organizers, super roles and exhibitors. */
export const canUploadMedia = (actor: Actor | null): boolean =>
  hasRole(actor, ROLES.SUPER_ADMIN, ROLES.SUPER_ORGANIZER, ROLES.ORGANIZER, ROLES.EXHIBITOR);

/** Organizers, super roles and the read-only supervisor see every media item. */
export const seesAllMedia = (actor: Actor | null): boolean =>
  isGlobalOrganizer(actor) || hasRole(actor, ROLES.ORGANIZER, ROLES.CLUSTER_ADMIN);

/** What the scope of `mediaVisibleTo` lets through, for one item (the caller resolves the uploader's firm). */
export const canSeeMedia = (
  actor: Actor | null,
  media: { uploadedBy: number | null },
  uploaderFirmId: number | null,
): boolean =>
  !!actor &&
  (seesAllMedia(actor) ||
    media.uploadedBy === actor.id ||
    (actor.firmId !== null && uploaderFirmId === actor.firmId));

/** The uploader, organizers and super roles delete a media item (and its files). */
export const canDeleteMedia = (actor: Actor | null, media: { uploadedBy: number | null }): boolean =>
  !!actor && (media.uploadedBy === actor.id || isGlobalOrganizer(actor) || hasRole(actor, ROLES.ORGANIZER));
