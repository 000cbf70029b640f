import { FAIR_STATUS } from '@passerelle/contract';
import { isSuperAdmin, type Actor } from '../../platform/access/index.ts';

/** permissions.md: registration forms are installation settings, the super admin's. */
export const canEditRegistrationForms = (actor: Actor | null) => isSuperAdmin(actor);

/** A fair takes registrations while in preparation or open, and only through the switches it turned on. */
export const acceptsRegistration = (
  fair: { status: number; isRegistrationUserHomepage: boolean; isRegistrationFirmHomepage: boolean },
  type: 'visitor' | 'exhibitor',
) =>
  (fair.status === FAIR_STATUS.PREPARATION || fair.status === FAIR_STATUS.OPEN) &&
  (type === 'visitor' ? fair.isRegistrationUserHomepage : fair.isRegistrationFirmHomepage);
