import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EmailTranslations } from '@passerelle/contract';
import { createdAt, id, updatedAt } from './columns.ts';
import { fairs } from './fairs.ts';

/**
 * §3 Email: a template identified by its code (passwordReset, registrationConfirmation…).
 * `isModel` rows are the installation's models; a fair's own wording lives in `fair_emails`.
 */
export const emails = pgTable(
  'emails',
  {
    id: id(),
    code: text('code').notNull(),
    isModel: boolean('is_model').notNull().default(true),
    translations: jsonb('translations').$type<EmailTranslations>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('emails_code_idx').on(t.code)],
);

/** §3 fair email: the wording one fair uses for a template code, per locale. */
export const fairEmails = pgTable(
  'fair_emails',
  {
    id: id(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    translations: jsonb('translations').$type<EmailTranslations>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fair_emails_fair_code_uq').on(t.fairId, t.code)],
);
