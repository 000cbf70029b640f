import { asc, eq } from 'drizzle-orm';
import { MEDIA_TYPES, ROLES, USER_TYPES } from '@passerelle/contract';
import type { Db } from '../../db/client.ts';
import {
  fairFirms,
  fairHalls,
  mediaObjects,
  standCharacters,
  standGroups,
  stands,
  standTypes,
  standTypeVariations,
} from '../../db/schema/index.ts';
import { expect } from 'vitest';
import { loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { standAdmins } from '../../db/schema/index.ts';

/** Test data of the stands tests: a fair with halls, two firms and one user per role. */

export const insertHall = async (
  db: Db,
  fairId: number,
  letter: string,
  numberOfStands = 4,
  isVisible = true,
) => {
  const [h] = await db
    .insert(fairHalls)
    .values({ fairId, letter, numberOfStands, isVisible, translations: { fr: { name: `Hall ${letter}` } } })
    .returning();
  return h!;
};

let mediaSeq = 0;
/** A media row as an upload would leave it (the checks read the row, not the file). */
export const insertMedia = async (
  db: Db,
  o: { type?: number; mimeType?: string; width?: number; height?: number; uploadedBy?: number | null } = {},
) => {
  mediaSeq += 1;
  const type = o.type ?? MEDIA_TYPES.image;
  const ext = type === MEDIA_TYPES.image ? 'png' : type === MEDIA_TYPES.document ? 'pdf' : 'mp4';
  const [m] = await db
    .insert(mediaObjects)
    .values({
      filePath: `te/test${process.pid}x${mediaSeq}${Date.now()}.${ext}`,
      thumbnailPath: type === MEDIA_TYPES.image ? `te/test${process.pid}x${mediaSeq}-thumb.webp` : null,
      type,
      mimeType:
        o.mimeType ??
        (type === MEDIA_TYPES.image
          ? 'image/png'
          : type === MEDIA_TYPES.document
            ? 'application/pdf'
            : 'video/mp4'),
      size: 1234,
      width: type === MEDIA_TYPES.image ? (o.width ?? 512) : null,
      height: type === MEDIA_TYPES.image ? (o.height ?? 512) : null,
      uploadedBy: o.uploadedBy ?? null,
    })
    .returning();
  return m!;
};

/** The seeded booth catalogue: "Groupe A", its types and variations, characters by type. */
export const catalogue = async (db: Db) => {
  const [group] = await db.select().from(standGroups).where(eq(standGroups.name, 'Groupe A'));
  const types = await db.select().from(standTypes).orderBy(asc(standTypes.position));
  const variations = await db.select().from(standTypeVariations).orderBy(asc(standTypeVariations.position));
  const characters = await db.select().from(standCharacters).orderBy(asc(standCharacters.position));
  const of = (type: string) => characters.filter((c) => c.type === type);
  return {
    group: group!,
    types,
    variationsOf: (typeId: number) => variations.filter((v) => v.standTypeId === typeId),
    standing: of('TYPE_STAND'),
    seated: of('TYPE_VIDEO_ROOM_SEATED'),
    videoStanding: of('TYPE_VIDEO_ROOM_STANDING'),
    chat: of('TYPE_CHATROOM'),
  };
};

export const buildStandWorld = async (
  db: Db,
  fairInput: { isPublicAccess?: boolean; isHidingEmailUser?: boolean } = {},
) => {
  const fair = await buildFair(db, { languageCodes: ['fr', 'en'], ...fairInput });
  const otherFair = await buildFair(db, { languageCodes: ['fr', 'en'] });
  const hallA = await insertHall(db, fair.id, 'A', 4);
  const hallB = await insertHall(db, fair.id, 'B', 6);
  const otherHall = await insertHall(db, otherFair.id, 'A', 4);
  const firm = await buildFirm(db, { name: `Hôpital ${fair.id}`, website: 'https://hopital.example' });
  const otherFirm = await buildFirm(db, { name: `Clinique ${fair.id}` });
  const outsideFirm = await buildFirm(db, { name: `Ailleurs ${fair.id}` });
  await db.insert(fairFirms).values([
    { fairId: fair.id, firmId: firm.id },
    { fairId: fair.id, firmId: otherFirm.id },
    { fairId: otherFair.id, firmId: outsideFirm.id },
  ]);
  const staff = (firmId: number, userType: number, lastName: string) =>
    buildUser(db, {
      role: ROLES.EXHIBITOR,
      userType,
      firmId,
      fairIds: [fair.id],
      lastName,
      jobTitle: 'Recrutement',
    });
  const organizer = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
  const otherOrganizer = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [otherFair.id] });
  const standAdmin = await staff(firm.id, USER_TYPES.STAND_ADMIN, 'Admin');
  const boothAdmin = await staff(firm.id, USER_TYPES.STAND_CONTACT, 'Boothadmin');
  const contact = await staff(firm.id, USER_TYPES.STAND_CONTACT, 'Contact');
  const otherExhibitor = await staff(otherFirm.id, USER_TYPES.STAND_ADMIN, 'Autre');
  const visitor = await buildUser(db, { role: ROLES.VISITOR, fairIds: [fair.id] });
  const stranger = await buildUser(db, { role: ROLES.VISITOR, fairIds: [otherFair.id] });
  return {
    fair,
    otherFair,
    hallA,
    hallB,
    otherHall,
    firm,
    otherFirm,
    outsideFirm,
    organizer,
    otherOrganizer,
    standAdmin,
    boothAdmin,
    contact,
    otherExhibitor,
    visitor,
    stranger,
  };
};
export type StandWorld = Awaited<ReturnType<typeof buildStandWorld>>;

/** A booth written straight to the database (the API path is tested on its own). */
export const insertStand = async (
  db: Db,
  values: Partial<typeof stands.$inferInsert> & { fairId: number; firmId: number },
) => {
  const [s] = await db
    .insert(stands)
    .values({ name: 'Stand', ...values })
    .returning();
  return s!;
};

type Inject = Awaited<ReturnType<typeof loginAs>>['inject'];

/**
 * The world with logged-in callers and one booth of the firm, created through the API by the
 * organizer in hall A slot 1, whose booth administrator is `boothAdmin` (a stand contact, 6).
 */
export const standSetup = (app: () => TestApp) => {
  const login = async (u: { email: string; password: string }): Promise<Inject> =>
    (await loginAs(app().app, u.email, u.password)).inject;
  return async (fairInput: { isPublicAccess?: boolean; isHidingEmailUser?: boolean } = {}) => {
    const db = app().database.db;
    const w = await buildStandWorld(db, fairInput);
    const asOrg = await login(w.organizer);
    const created = await asOrg({
      method: 'POST',
      url: '/api/stands',
      payload: { fair: w.fair.id, firm: w.firm.id, name: 'Stand Hôpital', fairHall: w.hallA.id, number: 1 },
    });
    expect(created.statusCode).toBe(201);
    const standId = created.json().id as number;
    await db.insert(standAdmins).values({ standId, userId: w.boothAdmin.id });
    return {
      ...w,
      standId,
      login,
      asOrg,
      asStandAdmin: await login(w.standAdmin),
      asBoothAdmin: await login(w.boothAdmin),
      asContact: await login(w.contact),
      asOther: await login(w.otherExhibitor),
      asVisitor: await login(w.visitor),
      asStranger: await login(w.stranger),
    };
  };
};
export type StandSetup = Awaited<ReturnType<ReturnType<typeof standSetup>>>;

export const violationCodes = (body: { violations: { propertyPath: string; code: string }[] }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.code]));
