import { ROLES } from '@passerelle/contract';
import {
  hasRole,
  isFairOrganizer,
  isFirmMember,
  isFirmStandAdmin,
  isGlobalOrganizer,
  isReadOnlySupervisor,
  organizesSomeFairOf,
  ownsFirmRecord,
  type Actor,
} from '../../platform/access/index.ts';

/**
 * permissions.md "Media": a file belongs to what uses it. Each use names its subject and what the
 * rules need about it; an unused file is its uploader's alone.
 */
export type MediaUse =
  | {
      kind: 'booth';
      standId: number;
      fairId: number;
      firmId: number;
      adminIds: number[];
      contactIds: number[];
    }
  | { kind: 'hall'; hallId: number; fairId: number }
  | { kind: 'firm'; firmId: number; fairIds: number[] };

/** Who may upload media (booth visuals, brochures, videos, logos): organizers, super roles and exhibitors. */
export const canUploadMedia = (actor: Actor | null): boolean =>
  hasRole(actor, ROLES.SUPER_ADMIN, ROLES.SUPER_ORGANIZER, ROLES.ORGANIZER, ROLES.EXHIBITOR);

/** Super roles and the read-only supervisor see every file. */
export const seesAllMedia = (actor: Actor | null): boolean =>
  isGlobalOrganizer(actor) || isReadOnlySupervisor(actor);

/** The subject's people: the booth's fair organizer, firm and listed people; the hall's organizer; the firm's members and organizers. */
export const canSeeUse = (actor: Actor | null, use: MediaUse): boolean => {
  if (!actor) return false;
  switch (use.kind) {
    case 'booth':
      return (
        isFairOrganizer(actor, use.fairId) ||
        isFirmMember(actor, use.firmId) ||
        use.adminIds.includes(actor.id) ||
        use.contactIds.includes(actor.id)
      );
    case 'hall':
      return isFairOrganizer(actor, use.fairId);
    case 'firm':
      return (
        isFirmMember(actor, use.firmId) ||
        organizesSomeFairOf(actor, { id: use.firmId, fairIds: use.fairIds })
      );
  }
};

/** Those who edit the subject: the booth's editors, the hall's organizer, the firm record's owners. */
export const canDeleteUse = (actor: Actor | null, use: MediaUse): boolean => {
  if (!actor) return false;
  switch (use.kind) {
    case 'booth':
      return (
        isFairOrganizer(actor, use.fairId) ||
        isFirmStandAdmin(actor, use.firmId) ||
        use.adminIds.includes(actor.id)
      );
    case 'hall':
      return isFairOrganizer(actor, use.fairId);
    case 'firm':
      return ownsFirmRecord(actor, { id: use.firmId, fairIds: use.fairIds });
  }
};

export const canSeeMedia = (
  actor: Actor | null,
  media: { uploadedBy: number | null },
  uses: MediaUse[],
): boolean =>
  !!actor &&
  (seesAllMedia(actor) ||
    (uses.length === 0 ? media.uploadedBy === actor.id : uses.some((u) => canSeeUse(actor, u))));

/** Deleting a used file takes it from every subject: the actor must edit each of them. */
export const canDeleteMedia = (
  actor: Actor | null,
  media: { uploadedBy: number | null },
  uses: MediaUse[],
): boolean =>
  !!actor &&
  (isGlobalOrganizer(actor) ||
    (uses.length === 0 ? media.uploadedBy === actor.id : uses.every((u) => canDeleteUse(actor, u))));
