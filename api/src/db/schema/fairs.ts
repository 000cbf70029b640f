import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { HeaderButton } from '@passerelle/contract';
import { createdAt, id, position, updatedAt } from './columns.ts';
import { businessSectors, languages } from './reference.ts';
import { firms } from './firms.ts';
import { users } from './users.ts';

/** §3 Fair, all fields. */
export const fairs = pgTable(
  'fairs',
  {
    id: id(),
    name: text('name').notNull(),
    homepage: text('homepage').notNull(),
    homepageJson: jsonb('homepage_json')
      .$type<Record<string, Record<string, unknown>>>()
      .notNull()
      .default({}),
    status: integer('status').notNull().default(1),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    lobby: text('lobby'),
    mapType: text('map_type'),
    nbResultsPerPage: integer('nb_results_per_page').notNull().default(12),
    isPublicAccess: boolean('is_public_access').notNull().default(true),
    isRegistrationUserHomepage: boolean('is_registration_user_homepage').notNull().default(true),
    isRegistrationFirmHomepage: boolean('is_registration_firm_homepage').notNull().default(true),
    isHidingEmailUser: boolean('is_hiding_email_user').notNull().default(false),
    isHidingEmailFirm: boolean('is_hiding_email_firm').notNull().default(false),
    /** §4 Account: registrations wait for an organizer unless the fair validates them automatically. */
    isAutoValidatingUsers: boolean('is_auto_validating_users').notNull().default(false),
    isChatEnabled: boolean('is_chat_enabled').notNull().default(true),
    isVideoEnabled: boolean('is_video_enabled').notNull().default(true),
    isDirectMessageEnabled: boolean('is_direct_message_enabled').notNull().default(true),
    isDailyVideoCallAlert: boolean('is_daily_video_call_alert').notNull().default(false),
    dailyChatContactLimit: integer('daily_chat_contact_limit'),
    dailyVideoContactLimit: integer('daily_video_contact_limit'),
    numberMaxOrganizer: integer('number_max_organizer'),
    numberMaxUser: integer('number_max_user'),
    isEditingStandTypesBlocked: boolean('is_editing_stand_types_blocked').notNull().default(false),
    timezone: text('timezone').notNull().default('Europe/Paris'),
    isUsingJobModule: boolean('is_using_job_module').notNull().default(false),
    /** WHO Global Code of Practice: no active recruitment in the safeguards list's countries. */
    isApplyingWhoSafeguards: boolean('is_applying_who_safeguards').notNull().default(false),
    isUsingConferenceModule: boolean('is_using_conference_module').notNull().default(false),
    isUsingDirectMessageModule: boolean('is_using_direct_message_module').notNull().default(false),
    jobModuleConfiguration: text('job_module_configuration').notNull().default('{"jobTablesList":[]}'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fairs_homepage_uq').on(t.homepage)],
);

export const fairLanguages = pgTable(
  'fair_languages',
  {
    id: id(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('fair_languages_uq').on(t.fairId, t.languageId)],
);

/** Organizers of a fair (permissions.md "Fair organizer"). */
export const fairAdmins = pgTable(
  'fair_admins',
  {
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.fairId, t.userId] }), index('fair_admins_user_idx').on(t.userId)],
);

export const headerButtons = pgTable(
  'header_buttons',
  {
    id: id(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    position: position(),
    translations: jsonb('translations').$type<HeaderButton['translations']>().notNull(),
    link: text('link').notNull(),
    target: text('target').$type<HeaderButton['target']>().notNull().default('_self'),
    linkType: text('link_type').$type<HeaderButton['linkType']>().notNull().default('internal'),
    isVisible: boolean('is_visible').notNull().default(true),
    requiresLogin: boolean('requires_login').notNull().default(false),
    access: jsonb('access').$type<HeaderButton['access']>().notNull().default({}),
  },
  (t) => [index('header_buttons_fair_idx').on(t.fairId)],
);

/** §3 Fair-firm link: the firms exhibiting at a fair. */
export const fairFirms = pgTable(
  'fair_firms',
  {
    id: id(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fair_firms_uq').on(t.fairId, t.firmId), index('fair_firms_firm_idx').on(t.firmId)],
);

/** §3 Firm-business-sector link. */
export const firmBusinessSectors = pgTable(
  'firm_business_sectors',
  {
    id: id(),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => businessSectors.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('firm_business_sectors_uq').on(t.firmId, t.sectorId)],
);
