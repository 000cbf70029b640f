import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { RegistrationFormBlock } from '@passerelle/contract';
import { updatedAt } from './columns.ts';

/**
 * §3 Registration form: one composition per form type (visitor, exhibitor), stored whole as one
 * validated document so an edit replaces it atomically and the page renders exactly what was saved.
 */
export const registrationForms = pgTable('registration_forms', {
  formType: text('form_type').primaryKey(),
  blocks: jsonb('blocks').$type<RegistrationFormBlock[]>().notNull(),
  updatedAt: updatedAt(),
});
