import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { firmTypes } from './reference.ts';
import { mediaObjects } from './media.ts';

/** §3 Firm (exhibitor). Its views and links come with the fair-floor issue. */
export const firms = pgTable('firms', {
  id: id(),
  name: text('name').notNull(),
  firmTypeId: integer('firm_type_id').references(() => firmTypes.id, { onDelete: 'set null' }),
  address: text('address'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  description: text('description'),
  isVisible: boolean('is_visible').notNull().default(true),
  /** Square logo (§5), changed by the firm's stand admins and the organizer. */
  logoId: integer('logo_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
