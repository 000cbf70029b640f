import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, nameTranslations, position } from './columns.ts';

/** §3 Stand group: a family of booth types (default "Groupe A"). */
export const standGroups = pgTable('stand_groups', {
  id: id(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/** §3 Stand type (with its group): which booth scene is drawn (`artKey`). */
export const standTypes = pgTable(
  'stand_types',
  {
    id: id(),
    standGroupId: integer('stand_group_id')
      .notNull()
      .references(() => standGroups.id, { onDelete: 'restrict' }),
    translations: nameTranslations(),
    artKey: text('art_key').notNull(),
    position: position(),
    createdAt: createdAt(),
  },
  (t) => [index('stand_types_group_idx').on(t.standGroupId)],
);

/** §3 Stand type variation (with its type): a variant of the scene (`artKey`). */
export const standTypeVariations = pgTable(
  'stand_type_variations',
  {
    id: id(),
    standTypeId: integer('stand_type_id')
      .notNull()
      .references(() => standTypes.id, { onDelete: 'cascade' }),
    translations: nameTranslations(),
    artKey: text('art_key').notNull(),
    position: position(),
    createdAt: createdAt(),
  },
  (t) => [index('stand_type_variations_type_idx').on(t.standTypeId)],
);

/** §3 Stand character types: TYPE_STAND, TYPE_CHATROOM, TYPE_VIDEO_ROOM_STANDING, TYPE_VIDEO_ROOM_SEATED. */
export const standCharacterTypes = pgTable('stand_character_types', {
  id: id(),
  type: text('type').notNull().unique(),
  translations: nameTranslations(),
});

/** A character drawn in booths and rooms (`artKey` names the original SVG figure). */
export const standCharacters = pgTable(
  'stand_characters',
  {
    id: id(),
    type: text('type').notNull(),
    translations: nameTranslations(),
    artKey: text('art_key').notNull(),
    position: position(),
    createdAt: createdAt(),
  },
  (t) => [index('stand_characters_type_idx').on(t.type)],
);

/** §3 Stand resource types: TYPE_BROCHURE, TYPE_POSTER, TYPE_TOOLTIP, TYPE_VIDEO, TYPE_BACKGROUND_CUSTOM, TYPE_VIDEOROOM. */
export const standResourceTypes = pgTable(
  'stand_resource_types',
  {
    id: id(),
    type: text('type').notNull(),
    translations: nameTranslations(),
  },
  (t) => [uniqueIndex('stand_resource_types_type_uq').on(t.type)],
);
