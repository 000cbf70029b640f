import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StandPersons } from '@passerelle/contract';
import { createdAt, id, position, updatedAt } from './columns.ts';
import { fairs } from './fairs.ts';
import { firms } from './firms.ts';
import { fairHalls } from './halls.ts';
import { mediaObjects } from './media.ts';
import { businessSectors } from './reference.ts';
import { standGroups, standTypes, standTypeVariations } from './stand-catalogue.ts';
import { users } from './users.ts';

/**
 * §3 Stand (booth) of a firm in a fair. It sits in a hall slot once assigned (`fairHallId` +
 * `number`, mirrored by a type-8 element of the hall's map); the scene (type, variation, theme,
 * persons) is shared by all its languages, the content is per language (`stand_languages`).
 */
export const stands = pgTable(
  'stands',
  {
    id: id(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    firmId: integer('firm_id')
      .notNull()
      .references(() => firms.id, { onDelete: 'cascade' }),
    fairHallId: integer('fair_hall_id').references(() => fairHalls.id, { onDelete: 'set null' }),
    /** The slot position in its hall (1..numberOfStands); null while unassigned. */
    number: integer('number'),
    name: text('name').notNull(),
    imageId: integer('image_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    logoId: integer('logo_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    /** The owner's switch (booth administrators, firm stand admins). */
    isVisible: boolean('is_visible').notNull().default(true),
    /** The organizer's own switch (§4): a booth hidden by the organizer stays hidden. */
    isHiddenByOrganizer: boolean('is_hidden_by_organizer').notNull().default(false),
    /** Show the language switcher on the booth. */
    isLanguageVisible: boolean('is_language_visible').notNull().default(true),
    standGroupId: integer('stand_group_id').references(() => standGroups.id, { onDelete: 'set null' }),
    standTypeId: integer('stand_type_id').references(() => standTypes.id, { onDelete: 'set null' }),
    standTypeVariationId: integer('stand_type_variation_id').references(() => standTypeVariations.id, {
      onDelete: 'set null',
    }),
    theme: text('theme').notNull().default('lagon'),
    /** Character ids per place (main desk, videoroom speaker, seated, standing, watching). */
    persons: jsonb('persons').$type<StandPersons>().notNull().default({}),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('stands_fair_idx').on(t.fairId),
    index('stands_firm_idx').on(t.firmId),
    uniqueIndex('stands_hall_number_uq').on(t.fairHallId, t.number),
  ],
);

/** A booth's content in one language (§3 standLanguages). */
export const standLanguages = pgTable(
  'stand_languages',
  {
    id: id(),
    standId: integer('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    /** A locale code of the fair's languages (fr, en, nl, de, es). */
    language: text('language').notNull(),
    title: text('title'),
    /** Sanitised rich text (§5 allow-list), sanitised on write. */
    infos: text('infos'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('stand_languages_stand_language_uq').on(t.standId, t.language)],
);

/** A booth resource in one language: brochure, poster, video link, videoroom video, tooltip, background. */
export const standResources = pgTable(
  'stand_resources',
  {
    id: id(),
    standLanguageId: integer('stand_language_id')
      .notNull()
      .references(() => standLanguages.id, { onDelete: 'cascade' }),
    /** A §3 stand resource type value (TYPE_BROCHURE, …). */
    type: text('type').notNull(),
    mediaId: integer('media_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    /** Video links (§5 hosts) and external links. */
    url: text('url'),
    title: text('title'),
    /** At most 300 characters (§5). */
    description: text('description'),
    position: position(),
    createdAt: createdAt(),
  },
  (t) => [index('stand_resources_language_type_idx').on(t.standLanguageId, t.type)],
);

/** Booth administrators: may edit the booth and remove administrators and contacts (§6). */
export const standAdmins = pgTable(
  'stand_admins',
  {
    standId: integer('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.standId, t.userId] }), index('stand_admins_user_idx').on(t.userId)],
);

/** Booth contacts: the people shown on the booth with contact buttons. */
export const standContacts = pgTable(
  'stand_contacts',
  {
    id: id(),
    standId: integer('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: position(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stand_contacts_stand_user_uq').on(t.standId, t.userId),
    index('stand_contacts_user_idx').on(t.userId),
  ],
);

/** The sectors a booth presents (filters of the hall's list view). */
export const standBusinessSectors = pgTable(
  'stand_business_sectors',
  {
    standId: integer('stand_id')
      .notNull()
      .references(() => stands.id, { onDelete: 'cascade' }),
    businessSectorId: integer('business_sector_id')
      .notNull()
      .references(() => businessSectors.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.standId, t.businessSectorId] })],
);
