import type { Db } from '../../db/client.ts';
import * as t from '../../db/schema/index.ts';
import { isEmptyTable } from '../../platform/db/index.ts';
import {
  STAND_CHARACTERS,
  STAND_CHARACTER_TYPE_NAMES,
  STAND_GROUP_NAME,
  STAND_RESOURCE_TYPE_NAMES,
  STAND_TYPES,
} from './stand-catalogue.data.ts';

/** The booth catalogue (§3): each table filled only when empty. `d` is the seeding transaction. */
export const seedStandCatalogue = async (d: Db) => {
  const empty = (table: Parameters<typeof isEmptyTable>[1]) => isEmptyTable(d, table);
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
