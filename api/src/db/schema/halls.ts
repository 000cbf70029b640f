import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, nameTranslations, position, updatedAt } from './columns.ts';
import { fairs } from './fairs.ts';
import { mediaObjects } from './media.ts';
import { stands } from './stands.ts';

/** A booth slot on a hall's map, in percent of the map (so it scales with the drawing). */
export interface HallSlot {
  position: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** §3 Hall: a room of the fair, drawn as a scene; its booths are sorted by number. */
export const fairHalls = pgTable(
  'fair_halls',
  {
    id: id(),
    fairId: integer('fair_id')
      .notNull()
      .references(() => fairs.id, { onDelete: 'cascade' }),
    position: position(),
    translations: nameTranslations(),
    letter: text('letter').notNull(),
    isVisible: boolean('is_visible').notNull().default(true),
    numberOfStands: integer('number_of_stands').notNull().default(12),
    color: text('color'),
    variant: text('variant'),
    titleColor: text('title_color'),
    leftImageId: integer('left_image_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    rightImageId: integer('right_image_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    overviewImageId: integer('overview_image_id').references(() => mediaObjects.id, { onDelete: 'set null' }),
    link: text('link'),
    type: integer('type').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fair_halls_fair_idx').on(t.fairId),
    uniqueIndex('fair_halls_fair_letter_uq').on(t.fairId, t.letter),
  ],
);

/** §3 Hall configuration: where the booth slots sit on the hall's map. */
export const fairHallConfigurations = pgTable('fair_hall_configurations', {
  id: id(),
  fairHallId: integer('fair_hall_id')
    .notNull()
    .unique()
    .references(() => fairHalls.id, { onDelete: 'cascade' }),
  slots: jsonb('slots').$type<HallSlot[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * §3 Element: something placed on a map at a position (type 8: a booth assignment, which also
 * names its stand). `map` is the hall's map key; deleting the stand removes its element.
 */
export const elements = pgTable(
  'elements',
  {
    id: id(),
    type: integer('type').notNull(),
    map: text('map').notNull(),
    position: integer('position').notNull(),
    standId: integer('stand_id').references(() => stands.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('elements_type_map_position_uq').on(t.type, t.map, t.position)],
);
