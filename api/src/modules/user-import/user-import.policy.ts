import { isFairOrganizer, type Actor } from '../../platform/access/index.ts';

/**
 * permissions.md "users": the organizer of the fair creates its accounts, so it imports them;
 * super organizers and super admins organise every fair. Cluster admins never write.
 */
export const canImportUsers = (actor: Actor, fairId: number) => isFairOrganizer(actor, fairId);
