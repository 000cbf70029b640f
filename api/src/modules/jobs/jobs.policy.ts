import { isSuperAdmin, type Actor } from '../../platform/access/index.ts';
import type { WriteAction } from '../../platform/http/index.ts';

/**
 * Anyone reads the job reference tables; the super admin writes them. These tables are shared by
 * every fair (a fair only picks which it uses), so the organizer's write of permissions.md
 * ("for the tables of its fair's job module") waits for per-fair entries: default deny until then.
 */
export const canWriteJobTables = (actor: Actor, _action: WriteAction) => isSuperAdmin(actor);
