import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { multipartBody, pdf, pngOf } from '../../../test/media-files.ts';
import { mediaObjects, standLanguages, standResources, stands } from '../../db/schema/index.ts';
import { createLocalStorage } from '../../platform/storage/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { sweepUnusedMedia } from './media.sweep.ts';

// Issue 9 finding 10: unused media go one grace period (24 h here) after a pass first found them
// unused. Time is the `now` handed to each pass; the timer is off (MEDIA_SWEEP_INTERVAL_MIN=0).
const HOUR = 3_600_000;
let t: TestApp;
const logged: { obj: unknown; msg?: string }[] = [];
beforeAll(async () => {
  t = await buildTestApp({ MEDIA_SWEEP_GRACE_H: '24', MEDIA_SWEEP_INTERVAL_MIN: '0' });
});
afterAll(async () => {
  await t.close();
});

const log = {
  info: (obj: unknown, msg?: string) => logged.push({ obj, msg }),
  warn: (obj: unknown, msg?: string) => logged.push({ obj, msg }),
} as unknown as AppDeps['log'];
const pass = (now: Date) =>
  sweepUnusedMedia(
    { db: t.database.db, storage: createLocalStorage(t.config.media.dir), log, config: t.config },
    now,
  );
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

type Session = Awaited<ReturnType<typeof loginAs>>;
interface Uploaded {
  id: number;
  filePath: string;
  thumbnailPath: string | null;
  url: string;
}
const upload = async (s: Session, content: Buffer, filename: string): Promise<Uploaded> => {
  const type = filename.endsWith('.pdf') ? 'application/pdf' : 'image/png';
  const res = await s.inject({
    method: 'POST',
    url: '/api/media_objects',
    ...multipartBody(content, filename, type),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
};
const rowOf = async (id: number) =>
  (await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.id, id)))[0] ?? null;
const onDisk = (key: string) => fs.existsSync(path.join(t.config.media.dir, key));
const served = async (m: Uploaded) => (await t.app.inject({ method: 'GET', url: m.url })).statusCode;

/** A booth of firm X in fair A, its stand admin (who edits it) and the fair's organizer. */
const booth = async () => {
  const db = t.database.db;
  const fair = await buildFair(db);
  const firm = await buildFirm(db, { fairIds: [fair.id] });
  const admin = await buildUser(db, {
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: firm.id,
    fairIds: [fair.id],
  });
  const organizer = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
  const [stand] = await db
    .insert(stands)
    .values({ name: 'Stand', fairId: fair.id, firmId: firm.id })
    .returning();
  return {
    standId: stand!.id,
    admin: await loginAs(t.app, admin.email, admin.password),
    organizer: await loginAs(t.app, organizer.email, organizer.password),
  };
};

describe('the sweep of unused media', () => {
  it('removes a file used by nothing once the grace has passed since a pass found it unused: row, files, URL', async () => {
    const s = await booth();
    const draft = await upload(s.admin, await pngOf(40, 30), 'brouillon.png');
    const t0 = new Date();

    const first = await pass(t0);
    expect(first.ran).toBe(true);
    expect(first.removed.map((f) => f.id)).not.toContain(draft.id);
    expect((await rowOf(draft.id))?.unusedSince).toEqual(t0);

    // Within the grace: kept, files and URL intact.
    await pass(later(t0, 24 * HOUR - 60_000));
    expect(await rowOf(draft.id)).not.toBeNull();
    expect(onDisk(draft.filePath) && onDisk(draft.thumbnailPath!)).toBe(true);
    expect(await served(draft)).toBe(200);

    const done = await pass(later(t0, 24 * HOUR));
    expect(done.removed).toContainEqual(
      expect.objectContaining({ id: draft.id, filePath: draft.filePath, uploadedBy: expect.any(Number) }),
    );
    expect(await rowOf(draft.id)).toBeNull();
    expect(onDisk(draft.filePath)).toBe(false);
    expect(onDisk(draft.thumbnailPath!)).toBe(false);
    expect(await served(draft)).toBe(404);
    const line = logged.find((l) => l.msg === 'media sweep: removed unused files');
    expect(JSON.stringify(line?.obj)).toContain(draft.filePath);
  });

  it('keeps a file a booth uses, however old', async () => {
    const s = await booth();
    const image = await upload(s.admin, await pngOf(40, 30), 'stand.png');
    const put = await s.admin.inject({
      method: 'PUT',
      url: `/api/stands/put/${s.standId}`,
      payload: { image: image.id },
    });
    expect(put.statusCode).toBe(200);
    await t.database.db.execute(
      sql`update media_objects set created_at = now() - interval '30 days' where id = ${image.id}`,
    );
    const t0 = new Date();
    await pass(t0);
    await pass(later(t0, 48 * HOUR));
    expect((await rowOf(image.id))?.unusedSince).toBeNull();
    expect(onDisk(image.filePath)).toBe(true);
    expect(await served(image)).toBe(200);
  });

  it('sweeps a file replaced on a booth only one grace after the replacement, however old the file', async () => {
    const s = await booth();
    const before = await upload(s.admin, await pngOf(40, 30), 'ancienne.png');
    expect(
      (
        await s.admin.inject({
          method: 'PUT',
          url: `/api/stands/put/${s.standId}`,
          payload: { image: before.id },
        })
      ).statusCode,
    ).toBe(200);
    await t.database.db.execute(
      sql`update media_objects set created_at = now() - interval '3 days' where id = ${before.id}`,
    );
    const t0 = new Date();
    await pass(t0); // in use: nothing noted

    // Replaced a minute later: the next pass finds the old image unused, and only notes it.
    const after = await upload(s.admin, await pngOf(40, 30), 'nouvelle.png');
    expect(
      (
        await s.admin.inject({
          method: 'PUT',
          url: `/api/stands/put/${s.standId}`,
          payload: { image: after.id },
        })
      ).statusCode,
    ).toBe(200);
    const t1 = later(t0, 60_000);
    expect((await pass(t1)).removed.map((f) => f.id)).not.toContain(before.id);
    expect((await rowOf(before.id))?.unusedSince).toEqual(t1);

    await pass(later(t1, 23 * HOUR));
    expect(await rowOf(before.id)).not.toBeNull();
    expect(await served(before)).toBe(200);

    const swept = await pass(later(t1, 24 * HOUR));
    expect(swept.removed.map((f) => f.id)).toContain(before.id);
    expect(swept.removed.map((f) => f.id)).not.toContain(after.id);
    expect(await rowOf(before.id)).toBeNull();
    expect(await served(before)).toBe(404);
    expect(await served(after)).toBe(200);
  });

  it('forgets a sighting when the file is used again, and sweeps a trashed booth’s brochure after the grace', async () => {
    const s = await booth();
    const brochure = await upload(s.admin, pdf(), 'brochure.pdf');
    const t0 = new Date();
    await pass(t0); // not used yet: noted

    // Used before the grace ends: the sighting is cleared, a later pass keeps it.
    const [lang] = await t.database.db
      .insert(standLanguages)
      .values({ standId: s.standId, language: 'fr' })
      .returning();
    await t.database.db
      .insert(standResources)
      .values({ standLanguageId: lang!.id, type: 'TYPE_BROCHURE', mediaId: brochure.id });
    await pass(later(t0, HOUR));
    expect((await rowOf(brochure.id))?.unusedSince).toBeNull();
    await pass(later(t0, 30 * HOUR));
    expect(await rowOf(brochure.id)).not.toBeNull();

    // The organizer trashes the booth: its resources go, the brochure follows one grace later.
    expect((await s.organizer.inject({ method: 'DELETE', url: `/api/stands/${s.standId}` })).statusCode).toBe(
      204,
    );
    const t1 = later(t0, 31 * HOUR);
    await pass(t1);
    expect((await rowOf(brochure.id))?.unusedSince).toEqual(t1);
    await pass(later(t1, 24 * HOUR));
    expect(await rowOf(brochure.id)).toBeNull();
    expect(onDisk(brochure.filePath)).toBe(false);
  });

  it.runIf(!!process.env.DATABASE_URL)(
    'skips the pass while another instance holds the sweep lock (PostgreSQL)',
    async () => {
      const s = await booth();
      const draft = await upload(s.admin, await pngOf(20, 20), 'brouillon.png');
      const t0 = new Date();
      await pass(t0);
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => (locked = r));
      const other = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(74020263, 0)`);
        locked();
        await held;
      });
      await isLocked;
      const skipped = await pass(later(t0, 48 * HOUR));
      release();
      await other;
      expect(skipped).toEqual({ ran: false, marked: 0, reused: 0, removed: [] });
      expect(await rowOf(draft.id)).not.toBeNull();
      expect((await pass(later(t0, 48 * HOUR))).removed.map((f) => f.id)).toContain(draft.id);
    },
  );
});
