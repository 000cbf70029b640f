import { isFairOrganizer, type Actor } from '../../platform/access/index.ts';

/**
 * Issue 14, permissions.md "fairs" (anyone reads the public fields; the organizer of the fair
 * updates its setup). A fair's legal notice, privacy notice and accessibility statement are public
 * fields: they must be readable before anyone logs in or registers (the privacy notice is what a
 * registration form points to, GDPR art. 13), also for a fair closed to the public. So reading
 * needs only an existing fair, and writing is the fair's organizers' (super admins and super
 * organizers organize every fair).
 */
export const canReadLegalPages = (_actor: Actor | null, _fairId: number) => true;
export const canEditLegalPages = (actor: Actor | null, fairId: number) => isFairOrganizer(actor, fairId);
