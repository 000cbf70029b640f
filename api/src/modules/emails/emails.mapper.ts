import type { EmailTemplate, FairEmail } from '@passerelle/contract';
import type { emails, fairEmails } from '../../db/schema/index.ts';

type EmailRow = typeof emails.$inferSelect;
type FairEmailRow = typeof fairEmails.$inferSelect;

/** Explicit whitelists: a new column never leaks. */
export const toEmailDto = (r: EmailRow): EmailTemplate => ({
  id: r.id,
  code: r.code,
  isModel: r.isModel,
  translations: r.translations,
});

export const toFairEmailDto = (r: FairEmailRow): FairEmail => ({
  id: r.id,
  fair: r.fairId,
  code: r.code,
  isEnabled: r.isEnabled,
  translations: r.translations,
});
