import { isSuperAdmin, type Actor } from '../../platform/access/index.ts';
import type { WriteAction } from '../../platform/http/index.ts';

/** permissions.md "reference tables": anyone reads the booth catalogue, the super admin writes it. */
export const canWriteStandCatalogue = (actor: Actor, _action: WriteAction) => isSuperAdmin(actor);
