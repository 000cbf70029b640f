import { isFairOrganizer, isFirmStandAdmin, isSuperAdmin, type Actor } from '../../platform/access/index.ts';

// permissions.md "billing" and issue 14: the invoicing entity is the super admin's; prices, the
// dashboard and invoices are the fair's organizers' (super roles included); a firm's stand admins
// see and download their own firm's invoices. Nobody else sees any of it (404, not 403).

/** Creates or changes a fair's invoicing entity. */
export const canManageBillingEntity = (actor: Actor | null) => isSuperAdmin(actor);

/** Sees a fair's billing: its entity, prices, dashboard, every invoice; sets prices, issues, credits. */
export const canRunFairBilling = (actor: Actor | null, fairId: number) => isFairOrganizer(actor, fairId);

/** Sees (and downloads) one invoice: the fair's organizers and the billed firm's stand admins. */
export const canSeeInvoice = (actor: Actor | null, invoice: { fairId: number; firmId: number }) =>
  canRunFairBilling(actor, invoice.fairId) || isFirmStandAdmin(actor, invoice.firmId);
