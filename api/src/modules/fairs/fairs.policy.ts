import type { Fair } from '@passerelle/contract';
import { isFairOrganizer, isGlobalOrganizer, isSuperAdmin, type Actor } from '../../platform/access/index.ts';

/** permissions.md "fairs": anyone reads public fields; organizers of the fair read all and update. */
export const canReadFairPrivateFields = (actor: Actor | null, fairId: number) =>
  isFairOrganizer(actor, fairId);
export const canCreateFair = (actor: Actor | null) => isSuperAdmin(actor);
export const canUpdateFair = (actor: Actor | null, fairId: number) => isFairOrganizer(actor, fairId);
/** Who organises a fair and its ceilings are decided above the fair's own organizers. */
export const canChangeFairAdmins = (actor: Actor | null) => isGlobalOrganizer(actor);
export const canDeleteFair = (actor: Actor | null) => isSuperAdmin(actor);

export const fairAbilities = (actor: Actor | null, fairId: number): Fair['abilities'] => ({
  update: canUpdateFair(actor, fairId),
  delete: canDeleteFair(actor),
  changeAdmins: canChangeFairAdmins(actor),
});
