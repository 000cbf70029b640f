import { SUPER_ORGANIZER_USER_TYPE_POSITIONS } from '@passerelle/contract';
import { hasRole, isSuperAdmin, type Actor } from '../../platform/access/index.ts';
import type { WriteAction } from '../../platform/http/index.ts';
import { ROLES } from '@passerelle/contract';

/** permissions.md "reference tables": anyone reads, the super admin writes. */
export const canWriteReference = (actor: Actor, _action: WriteAction) => isSuperAdmin(actor);

/** §6: a super organizer may create user-type entries at positions 2, 4, 5 and 6 only. */
export const canWriteUserType = (actor: Actor, action: WriteAction, data: { position?: number }) =>
  isSuperAdmin(actor) ||
  (action === 'create' &&
    hasRole(actor, ROLES.SUPER_ORGANIZER) &&
    (SUPER_ORGANIZER_USER_TYPE_POSITIONS as readonly number[]).includes(data.position ?? -1));
