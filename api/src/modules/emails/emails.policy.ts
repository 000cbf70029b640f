import { ROLES } from '@passerelle/contract';
import {
  hasRole,
  isFairOrganizer,
  isGlobalOrganizer,
  isSuperAdmin,
  type Actor,
} from '../../platform/access/index.ts';

/**
 * permissions.md "fairs": the organizer of a fair updates its e-mails. The installation's models
 * are the super admin's; every organizer reads them (they are what its fairs start from).
 */
export const canReadEmailModels = (actor: Actor | null) =>
  hasRole(actor, ROLES.SUPER_ADMIN, ROLES.SUPER_ORGANIZER, ROLES.ORGANIZER);
export const canWriteEmailModels = (actor: Actor | null) => isSuperAdmin(actor);
/** A fair's own wording: the organizers of that fair (super admins and super organizers: every fair). */
export const canManageFairEmails = (actor: Actor | null, fairId: number) => isFairOrganizer(actor, fairId);
/** Someone who may manage the e-mails of at least some fair (lists are then scoped by fair). */
export const mayManageSomeFairEmails = (actor: Actor | null) =>
  hasRole(actor, ROLES.SUPER_ADMIN, ROLES.SUPER_ORGANIZER, ROLES.ORGANIZER);
/** Super admins and super organizers see the e-mails of every fair. */
export const managesEveryFair = (actor: Actor | null) => isGlobalOrganizer(actor);
