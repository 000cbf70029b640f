import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale, NamedRef } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import {
  businessSectors,
  fairHalls,
  fairs,
  firms,
  mediaObjects,
  standAdmins,
  standBusinessSectors,
  standCharacters,
  standContacts,
  standGroups,
  standLanguages,
  standResources,
  stands,
  standTypes,
  standTypeVariations,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors/index.ts';
import { translatedName } from '../../platform/http/index.ts';
import type { StandScope } from './stands.policy.ts';
import type { StandContentRow, StandFullRow, StandPersonRow } from './stands.mapper.ts';

const logo = alias(mediaObjects, 'stand_logo');
const image = alias(mediaObjects, 'stand_image');

/** Sectors of the booth in the row, in the caller's language (a correlated subquery: no N+1). */
const sectorsJson = (locale: Locale) => {
  const name = translatedName(businessSectors.translations, locale);
  return sql<
    NamedRef[]
  >`coalesce((select json_agg(json_build_object('id', ${businessSectors.id}, 'name', ${name}) order by ${name}, ${businessSectors.id})
    from ${standBusinessSectors} inner join ${businessSectors} on ${businessSectors.id} = ${standBusinessSectors.businessSectorId}
    where ${standBusinessSectors.standId} = ${stands.id}), '[]'::json)`;
};

/** The locale codes the booth has content in. */
const languagesArray = sql<
  string[]
>`array(select ${standLanguages.language} from ${standLanguages} where ${standLanguages.standId} = ${stands.id} order by 1)`;

/**
 * Booths as lists show them, in one query: firm, logo (the booth's, else the firm's), picture, scene art
 * keys, sectors and languages. Callers add the where, order and paging.
 */
export const selectStandList = (db: Db, locale: Locale) =>
  db
    .select({
      id: stands.id,
      fairId: stands.fairId,
      fairHallId: stands.fairHallId,
      number: stands.number,
      name: stands.name,
      firmId: firms.id,
      firmName: firms.name,
      logo,
      image,
      isVisible: stands.isVisible,
      isHiddenByOrganizer: stands.isHiddenByOrganizer,
      typeArtKey: standTypes.artKey,
      variationArtKey: standTypeVariations.artKey,
      theme: stands.theme,
      sectors: sectorsJson(locale),
      languages: languagesArray,
    })
    .from(stands)
    .innerJoin(firms, eq(firms.id, stands.firmId))
    .leftJoin(logo, eq(logo.id, sql`coalesce(${stands.logoId}, ${firms.logoId})`))
    .leftJoin(image, eq(image.id, stands.imageId))
    .leftJoin(standTypes, eq(standTypes.id, stands.standTypeId))
    .leftJoin(standTypeVariations, eq(standTypeVariations.id, stands.standTypeVariationId))
    .leftJoin(fairHalls, eq(fairHalls.id, stands.fairHallId))
    .$dynamic();

/** Lists: by fair, hall (in the fair's order, unassigned last), number, then name. */
export const standListOrder: SQL[] = [
  asc(stands.fairId),
  sql`${fairHalls.position} asc nulls last`,
  sql`${stands.fairHallId} asc nulls last`,
  sql`${stands.number} asc nulls last`,
  asc(sql`lower(${stands.name})`),
  asc(stands.id),
];

/** What the policies need about a booth, with its fair's access switches; unknown → 404. */
export const loadStandScope = async (db: Db, standId: number) => {
  const [row] = await db
    .select({
      id: stands.id,
      fairId: stands.fairId,
      firmId: stands.firmId,
      fairHallId: stands.fairHallId,
      number: stands.number,
      isVisible: stands.isVisible,
      isHiddenByOrganizer: stands.isHiddenByOrganizer,
      standGroupId: stands.standGroupId,
      standTypeId: stands.standTypeId,
      standTypeVariationId: stands.standTypeVariationId,
      imageId: stands.imageId,
      logoId: stands.logoId,
      isPublicAccess: fairs.isPublicAccess,
      isHidingEmailUser: fairs.isHidingEmailUser,
      /** A booth in a hidden hall is hidden with it (the hall exists only for the organizer). */
      isInHiddenHall: sql<boolean>`coalesce(${fairHalls.isVisible} = false, false)`,
      adminIds: sql<
        number[]
      >`array(select ${standAdmins.userId} from ${standAdmins} where ${standAdmins.standId} = ${stands.id})`,
      contactIds: sql<
        number[]
      >`array(select ${standContacts.userId} from ${standContacts} where ${standContacts.standId} = ${stands.id})`,
      mediaIds: sql<number[]>`array(select ${standResources.mediaId} from ${standResources}
        inner join ${standLanguages} on ${standLanguages.id} = ${standResources.standLanguageId}
        where ${standLanguages.standId} = ${stands.id} and ${standResources.mediaId} is not null)`,
    })
    .from(stands)
    .innerJoin(fairs, eq(fairs.id, stands.fairId))
    .leftJoin(fairHalls, eq(fairHalls.id, stands.fairHallId))
    .where(eq(stands.id, standId))
    .limit(1);
  if (!row) throw notFound();
  const scope: StandScope & typeof row = {
    ...row,
    // A booth whose hall was deleted holds no slot.
    number: row.fairHallId === null ? null : row.number,
    adminIds: row.adminIds.map(Number),
    contactIds: row.contactIds.map(Number),
    mediaIds: row.mediaIds.map(Number),
  };
  return { scope, fair: { id: row.fairId, isPublicAccess: row.isPublicAccess } };
};
export type LoadedStand = Awaited<ReturnType<typeof loadStandScope>>;

/** The booth with its firm, hall, catalogue names, files, sectors and characters (one query). */
export const loadStandRow = async (db: Db, standId: number, locale: Locale): Promise<StandFullRow> => {
  const characterName = translatedName(standCharacters.translations, locale);
  const [row] = await db
    .select({
      id: stands.id,
      fairId: stands.fairId,
      hallId: fairHalls.id,
      hallName: translatedName(fairHalls.translations, locale),
      hallLetter: fairHalls.letter,
      number: stands.number,
      name: stands.name,
      image,
      logo,
      firmId: firms.id,
      firmName: firms.name,
      firmWebsite: firms.website,
      isVisible: stands.isVisible,
      isHiddenByOrganizer: stands.isHiddenByOrganizer,
      isLanguageVisible: stands.isLanguageVisible,
      groupId: standGroups.id,
      groupName: standGroups.name,
      typeId: standTypes.id,
      typeName: translatedName(standTypes.translations, locale),
      typeArtKey: standTypes.artKey,
      variationId: standTypeVariations.id,
      variationName: translatedName(standTypeVariations.translations, locale),
      variationArtKey: standTypeVariations.artKey,
      theme: stands.theme,
      persons: stands.persons,
      characters: sql<
        StandFullRow['characters']
      >`coalesce((select json_agg(json_build_object('id', ${standCharacters.id}, 'name', ${characterName}, 'artKey', ${standCharacters.artKey}))
        from ${standCharacters} where ${standCharacters.id} in (
          select (e.value)::int from jsonb_each_text(${stands.persons}) e where e.value ~ '^[0-9]{1,9}$')), '[]'::json)`,
      contactName: stands.contactName,
      contactEmail: stands.contactEmail,
      contactPhone: stands.contactPhone,
      sectors: sectorsJson(locale),
    })
    .from(stands)
    .innerJoin(firms, eq(firms.id, stands.firmId))
    .leftJoin(fairHalls, eq(fairHalls.id, stands.fairHallId))
    .leftJoin(image, eq(image.id, stands.imageId))
    .leftJoin(logo, eq(logo.id, sql`coalesce(${stands.logoId}, ${firms.logoId})`))
    .leftJoin(standGroups, eq(standGroups.id, stands.standGroupId))
    .leftJoin(standTypes, eq(standTypes.id, stands.standTypeId))
    .leftJoin(standTypeVariations, eq(standTypeVariations.id, stands.standTypeVariationId))
    .where(eq(stands.id, standId))
    .limit(1);
  if (!row) throw notFound();
  return {
    id: row.id,
    fairId: row.fairId,
    fairHall:
      row.hallId !== null ? { id: row.hallId, name: String(row.hallName), letter: row.hallLetter! } : null,
    number: row.number,
    name: row.name,
    image: row.image,
    logo: row.logo,
    firm: { id: row.firmId, name: row.firmName, website: row.firmWebsite },
    isVisible: row.isVisible,
    isHiddenByOrganizer: row.isHiddenByOrganizer,
    isLanguageVisible: row.isLanguageVisible,
    group: row.groupId !== null ? { id: row.groupId, name: row.groupName! } : null,
    type:
      row.typeId !== null ? { id: row.typeId, name: String(row.typeName), artKey: row.typeArtKey! } : null,
    variation:
      row.variationId !== null
        ? { id: row.variationId, name: String(row.variationName), artKey: row.variationArtKey! }
        : null,
    theme: row.theme,
    persons: row.persons,
    characters: row.characters,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    sectors: row.sectors,
  };
};

/** A booth's languages with their resources and files, in language then resource order. */
export const selectStandContent = (db: Db, where: SQL | undefined): Promise<StandContentRow[]> =>
  db
    .select({
      languageId: standLanguages.id,
      language: standLanguages.language,
      title: standLanguages.title,
      infos: standLanguages.infos,
      resource: {
        id: standResources.id,
        type: standResources.type,
        url: standResources.url,
        title: standResources.title,
        description: standResources.description,
        position: standResources.position,
      },
      media: mediaObjects,
    })
    .from(standLanguages)
    .leftJoin(standResources, eq(standResources.standLanguageId, standLanguages.id))
    .leftJoin(mediaObjects, eq(mediaObjects.id, standResources.mediaId))
    .where(where)
    .orderBy(asc(standLanguages.language), asc(standResources.position), asc(standResources.id));

/** The booth's administrators (not erased), by name. */
export const selectStandAdmins = (db: Db, standId: number): Promise<StandPersonRow[]> =>
  db
    .select({
      id: users.id,
      linkId: sql<number | null>`null::int`,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      email: users.email,
      displayEmail: users.displayEmail,
    })
    .from(standAdmins)
    .innerJoin(users, eq(users.id, standAdmins.userId))
    .where(and(eq(standAdmins.standId, standId), isNull(users.erasedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));

/** The booth's contacts (not erased), in their order. */
export const selectStandContacts = (db: Db, where: SQL) =>
  db
    .select({
      id: users.id,
      linkId: standContacts.id,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      email: users.email,
      displayEmail: users.displayEmail,
    })
    .from(standContacts)
    .innerJoin(users, eq(users.id, standContacts.userId))
    .where(and(where, isNull(users.erasedAt)))
    .orderBy(asc(standContacts.position), asc(standContacts.id))
    .$dynamic();

export const contactsOf = (standId: number) => eq(standContacts.standId, standId);
export const contentOf = (standId: number) => eq(standLanguages.standId, standId);
export const sectorsExist = async (db: Db, ids: number[]) =>
  ids.length
    ? (
        await db
          .select({ id: businessSectors.id })
          .from(businessSectors)
          .where(inArray(businessSectors.id, ids))
      ).map((r) => r.id)
    : [];
