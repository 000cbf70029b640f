import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { multipartBody, pdf, pngOf } from '../../../test/media-files.ts';
import {
  fairHalls,
  firms,
  mediaObjects,
  standAdmins,
  standContacts,
  standLanguages,
  standResources,
  stands,
} from '../../db/schema/index.ts';
import { MEDIA_REFERENCES } from './media.uses.ts';

// permissions.md "Media" and issue 9 finding 1: a file belongs to what uses it; an organizer sees
// and deletes only the files of its own fairs' subjects, an unused file is its uploader's alone.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
type Session = Awaited<ReturnType<typeof loginAs>>;
const login = (u: { email: string; password: string }) => loginAs(t.app, u.email, u.password);
const upload = async (s: Session, content: Buffer, filename: string) => {
  const type = filename.endsWith('.pdf') ? 'application/pdf' : 'image/png';
  const res = await s.inject({
    method: 'POST',
    url: '/api/media_objects',
    ...multipartBody(content, filename, type),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; filePath: string };
};
const ids = async (s: Session) =>
  (await s.inject({ method: 'GET', url: '/api/media_objects?pagination=false' }))
    .json()
    .map((m: { id: number }) => m.id) as number[];
const status = async (s: Session, method: 'GET' | 'DELETE', id: number) =>
  (await s.inject({ method, url: `/api/media_objects/${id}` })).statusCode;
const exists = async (id: number) =>
  (await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.id, id))).length === 1;

/** Fair A with a booth of firm X (poster as a resource, image), a hall with images; fair B beside it. */
const world = async () => {
  const db = t.database.db;
  const fairA = await buildFair(db);
  const fairB = await buildFair(db);
  const firmX = await buildFirm(db, { fairIds: [fairA.id, fairB.id] });
  const user = (input: Parameters<typeof buildUser>[1]) => buildUser(db, input);
  const organizerA = await user({ role: ROLES.ORGANIZER, adminOf: [fairA.id] });
  const organizerB = await user({ role: ROLES.ORGANIZER, adminOf: [fairB.id] });
  const standAdminX = await user({
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: firmX.id,
    fairIds: [fairA.id],
  });
  const contactX = await user({
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_CONTACT,
    firmId: firmX.id,
    fairIds: [fairA.id],
  });
  const boothAdmin = await user({
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_CONTACT,
    firmId: firmX.id,
    fairIds: [fairA.id],
  });
  const otherExhibitor = await user({
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: (await buildFirm(db, { fairIds: [fairA.id] })).id,
    fairIds: [fairA.id],
  });
  const s = {
    organizerA: await login(organizerA),
    organizerB: await login(organizerB),
    standAdminX: await login(standAdminX),
    contactX: await login(contactX),
    boothAdmin: await login(boothAdmin),
    otherExhibitor: await login(otherExhibitor),
    cluster: await login(await user({ role: ROLES.CLUSTER_ADMIN })),
    superOrganizer: await login(await user({ role: ROLES.SUPER_ORGANIZER })),
  };
  // Files uploaded by the booth's editor, then used; one left unused.
  const poster = await upload(s.standAdminX, pdf(), 'affiche.pdf');
  const image = await upload(s.standAdminX, await pngOf(40, 30), 'stand.png');
  const logo = await upload(s.standAdminX, await pngOf(60, 60), 'logo.png');
  const hallImage = await upload(s.organizerA, await pngOf(80, 40), 'hall.png');
  const unused = await upload(s.standAdminX, await pngOf(20, 20), 'brouillon.png');
  const [booth] = await db
    .insert(stands)
    .values({ name: 'Stand X', fairId: fairA.id, firmId: firmX.id, imageId: image.id })
    .returning();
  const [lang] = await db.insert(standLanguages).values({ standId: booth!.id, language: 'fr' }).returning();
  await db
    .insert(standResources)
    .values({ standLanguageId: lang!.id, type: 'TYPE_POSTER', mediaId: poster.id });
  await db.insert(standAdmins).values({ standId: booth!.id, userId: boothAdmin.id });
  await db.insert(standContacts).values({ standId: booth!.id, userId: contactX.id });
  await db.insert(fairHalls).values({
    fairId: fairA.id,
    letter: 'A',
    numberOfStands: 2,
    leftImageId: hallImage.id,
    translations: { fr: { name: 'Hall A' } },
  });
  await db.update(firms).set({ logoId: logo.id }).where(eq(firms.id, firmX.id));
  return { s, poster, image, logo, hallImage, unused };
};

describe('media follows its subject', () => {
  it('an organizer of fair B neither lists, reads nor deletes fair A’s booth poster (404), and the file stays', async () => {
    const w = await world();
    const listed = await ids(w.s.organizerB);
    for (const m of [w.poster, w.image, w.hallImage, w.unused]) expect(listed).not.toContain(m.id);
    expect(await status(w.s.organizerB, 'GET', w.poster.id)).toBe(404);
    expect(await status(w.s.organizerB, 'DELETE', w.poster.id)).toBe(404);
    expect(await status(w.s.organizerB, 'DELETE', w.hallImage.id)).toBe(404);
    expect(await exists(w.poster.id)).toBe(true);
    expect(fs.existsSync(path.join(t.config.media.dir, w.poster.filePath))).toBe(true);
    // The firm's logo: organizer B organizes a fair of the firm, so it sees it, but the firm's
    // record is not its own (the firm is in fair A too): it cannot delete it.
    expect(listed).toContain(w.logo.id);
    expect(await status(w.s.organizerB, 'DELETE', w.logo.id)).toBe(403);
  });

  it('the organizer of fair A sees and deletes its fair’s files; the booth’s people see them; only its editors delete', async () => {
    const w = await world();
    const a = await ids(w.s.organizerA);
    expect(a).toEqual(expect.arrayContaining([w.poster.id, w.image.id, w.hallImage.id]));
    expect(a).not.toContain(w.unused.id);
    expect(await ids(w.s.boothAdmin)).toEqual(expect.arrayContaining([w.poster.id, w.image.id, w.logo.id]));
    expect(await ids(w.s.contactX)).toEqual(expect.arrayContaining([w.poster.id, w.image.id]));
    expect(await ids(w.s.otherExhibitor)).toEqual([]);
    expect(await status(w.s.otherExhibitor, 'GET', w.poster.id)).toBe(404);
    // A contact reads, does not delete; the booth administrator and the organizer do.
    expect(await status(w.s.contactX, 'DELETE', w.poster.id)).toBe(403);
    expect(await status(w.s.boothAdmin, 'DELETE', w.image.id)).toBe(204);
    expect(await status(w.s.organizerA, 'DELETE', w.poster.id)).toBe(204);
    expect(await exists(w.poster.id)).toBe(false);
    // The hall's image is its organizer's only.
    expect(await status(w.s.standAdminX, 'DELETE', w.hallImage.id)).toBe(404);
    expect(await status(w.s.organizerA, 'DELETE', w.hallImage.id)).toBe(204);
  });

  it('a firm’s logo is its stand admins’ to delete; an unused file its uploader’s alone', async () => {
    const w = await world();
    expect(await status(w.s.contactX, 'DELETE', w.logo.id)).toBe(403);
    expect(await status(w.s.organizerA, 'DELETE', w.logo.id)).toBe(403);
    expect(await ids(w.s.standAdminX)).toContain(w.unused.id);
    expect(await ids(w.s.contactX)).not.toContain(w.unused.id);
    expect(await status(w.s.contactX, 'GET', w.unused.id)).toBe(404);
    expect(await status(w.s.standAdminX, 'DELETE', w.logo.id)).toBe(204);
    expect(
      (await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.id, w.logo.id))).length,
    ).toBe(0);
  });

  it('super roles see and delete everything; the cluster admin reads everything and deletes nothing', async () => {
    const w = await world();
    const all = [w.poster.id, w.image.id, w.logo.id, w.hallImage.id, w.unused.id];
    expect(await ids(w.s.cluster)).toEqual(expect.arrayContaining(all));
    expect(await status(w.s.cluster, 'DELETE', w.poster.id)).toBe(403);
    expect(await ids(w.s.superOrganizer)).toEqual(expect.arrayContaining(all));
    expect(await status(w.s.superOrganizer, 'DELETE', w.unused.id)).toBe(204);
  });

  it('the list and the item agree for every caller (one rule, two forms)', async () => {
    const w = await world();
    const all = [w.poster.id, w.image.id, w.logo.id, w.hallImage.id, w.unused.id];
    for (const s of Object.values(w.s)) {
      const listed = new Set((await ids(s)).filter((id) => all.includes(id)));
      for (const id of all) expect([id, listed.has(id)]).toEqual([id, (await status(s, 'GET', id)) === 200]);
    }
  });
});

describe('MEDIA_REFERENCES', () => {
  it('names every column of the database that refers to a media item', async () => {
    const rows = await t.database.db.execute(sql`
      select cl.relname as table, att.attname as column
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = any(con.conkey)
      where con.contype = 'f' and con.confrelid = 'media_objects'::regclass`);
    const found = (rows as unknown as { rows: { table: string; column: string }[] }).rows;
    const declared = MEDIA_REFERENCES.map((r) => `${r.table}.${r.column}`).sort();
    expect(found.map((r) => `${r.table}.${r.column}`).sort()).toEqual(declared);
  });
});
