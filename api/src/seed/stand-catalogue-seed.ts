import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema/index.ts';
import {
  STAND_CHARACTERS,
  STAND_CHARACTER_TYPE_NAMES,
  STAND_GROUP_NAME,
  STAND_RESOURCE_TYPE_NAMES,
  STAND_TYPES,
} from './data/stand-catalogue.ts';

/** The booth catalogue (§3): each table filled only when empty. `d` is the seeding transaction. */
export const seedStandCatalogue = async (d: Db, empty: (table: PgTable) => Promise<boolean>) => {
  if (await empty(t.standGroups)) {
    const [group] = await d
      .insert(t.standGroups)
      .values({ name: STAND_GROUP_NAME })
      .returning({ id: t.standGroups.id });
    for (const [i, type] of STAND_TYPES.entries()) {
      const [row] = await d
        .insert(t.standTypes)
        .values({
          standGroupId: group!.id,
          artKey: type.artKey,
          translations: type.translations,
          position: i,
        })
        .returning({ id: t.standTypes.id });
      await d.insert(t.standTypeVariations).values(
        type.variations.map((v, j) => ({
          standTypeId: row!.id,
          artKey: v.artKey,
          translations: v.translations,
          position: j,
        })),
      );
    }
  }
  if (await empty(t.standCharacterTypes))
    await d.insert(t.standCharacterTypes).values(STAND_CHARACTER_TYPE_NAMES.map((c) => ({ ...c })));
  if (await empty(t.standCharacters))
    await d.insert(t.standCharacters).values(
      STAND_CHARACTERS.map((c, i) => ({
        type: c.type,
        artKey: c.artKey,
        translations: c.translations,
        position: i,
      })),
    );
  if (await empty(t.standResourceTypes))
    await d.insert(t.standResourceTypes).values(STAND_RESOURCE_TYPE_NAMES.map((r) => ({ ...r })));
};
