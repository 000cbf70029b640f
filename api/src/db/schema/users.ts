import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from './columns.ts';
import { civilStatuses, countries, firmTypes } from './reference.ts';
import { firms } from './firms.ts';
import { fairs } from './fairs.ts';

/** §3 User — every field now, so later issues only add behaviour. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayEmail: text('display_email'),
    civilStatusId: integer('civil_status_id').references(() => civilStatuses.id, { onDelete: 'set null' }),
    jobTitle: text('job_title'),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    languageIds: integer('language_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    department: text('department'),
    phone: text('phone'),
    cell: text('cell'),
    birthday: date('birthday', { mode: 'string' }),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    videoconferenceLinks: jsonb('videoconference_links')
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    firmTypeId: integer('firm_type_id').references(() => firmTypes.id, { onDelete: 'set null' }),
    firmValue: text('firm_value'),
    website: text('website'),
    isAcceptingDiffusion: boolean('is_accepting_diffusion').notNull().default(false),
    isValidated: integer('is_validated').notNull().default(0),
    userType: integer('user_type').notNull().default(4),
    firmId: integer('firm_id').references(() => firms.id, { onDelete: 'set null' }),
    locale: text('locale').notNull().default('fr'),
    /** Answers to the registration form's custom fields (identifier `custom…` → value). */
    customFields: jsonb('custom_fields')
      .$type<Record<string, string | boolean | number>>()
      .notNull()
      .default({}),
    /** Set when the account was erased (GDPR): personal fields are gone, the row keeps statistics whole. */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_last_name_idx').on(t.lastName),
  ],
);

/** Per-fair membership and validation (§4 Account). */
export const fairUsers = pgTable(
  'fair_users',
  {
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isValidated: integer('is_validated').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.fairId, t.userId] }), index('fair_users_user_idx').on(t.userId)],
);
