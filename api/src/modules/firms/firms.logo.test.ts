import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { multipartBody, pdf, pngOf } from '../../../test/media-files.ts';
import { fairFirms, firms, mediaObjects } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = async (input: Parameters<typeof buildUser>[1]) => {
  const u = await buildUser(t.database.db, input);
  return loginAs(t.app, u.email, u.password);
};
/** A firm exhibiting at a fair, with a stand admin. */
const exhibitingFirm = async () => {
  const fair = await buildFair(t.database.db);
  const firm = await buildFirm(t.database.db);
  await t.database.db.insert(fairFirms).values({ fairId: fair.id, firmId: firm.id });
  const admin = await login({
    role: ROLES.EXHIBITOR,
    firmId: firm.id,
    userType: USER_TYPES.STAND_ADMIN,
    fairIds: [fair.id],
  });
  return { fair, firm, admin };
};
type Session = Awaited<ReturnType<typeof login>>;
const sendLogo = (s: Session, firmId: number, file: Buffer, name = 'logo.png', type = 'image/png') =>
  s.inject({ method: 'POST', url: `/api/firms/${firmId}/logo`, ...multipartBody(file, name, type) });
const logoOf = async (firmId: number) =>
  (await t.database.db.select({ logoId: firms.logoId }).from(firms).where(eq(firms.id, firmId)))[0]?.logoId ??
  null;
const mediaCount = async () => Number((await t.database.db.select({ n: count() }).from(mediaObjects))[0]?.n);

describe('POST /api/firms/{id}/logo', () => {
  it('takes a square PNG from the firm’s stand admin, sets it as the logo and serves it', async () => {
    const { firm, admin } = await exhibitingFirm();
    const res = await sendLogo(admin, firm.id, await pngOf(512, 512, '#0b7285'));
    expect(res.statusCode).toBe(201);
    const logo = res.json();
    expect(logo).toMatchObject({ type: 1, mimeType: 'image/png', width: 512, height: 512 });
    expect(await logoOf(firm.id)).toBe(logo.id);
    expect(fs.existsSync(path.join(t.config.media.dir, logo.thumbnailPath))).toBe(true);

    const view = await admin.inject({ method: 'GET', url: `/api/firms/${firm.id}` });
    expect(view.json().logo).toEqual({ id: logo.id, url: logo.url, thumbnailUrl: logo.thumbnailUrl });
    const image = await t.app.inject({ method: 'GET', url: logo.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await sharp(image.rawPayload).metadata()).width).toBe(512);
  });

  it('lets an organizer of a fair the firm exhibits at change it, not an organizer of another fair', async () => {
    const { fair, firm } = await exhibitingFirm();
    const organizer = await login({ role: ROLES.ORGANIZER, adminOf: [fair.id] });
    expect((await sendLogo(organizer, firm.id, await pngOf(300, 300))).statusCode).toBe(201);
    const elsewhere = await login({ role: ROLES.ORGANIZER, adminOf: [(await buildFair(t.database.db)).id] });
    const refused = await sendLogo(elsewhere, firm.id, await pngOf(300, 300));
    expect(refused.statusCode).toBe(403);
  });

  it('refuses the logo to an organizer once the firm also exhibits at a fair it does not organize', async () => {
    const { fair, firm } = await exhibitingFirm();
    const organizer = await login({ role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const before = await logoOf(firm.id);
    await t.database.db
      .insert(fairFirms)
      .values({ fairId: (await buildFair(t.database.db)).id, firmId: firm.id });
    const media = await mediaCount();
    expect((await sendLogo(organizer, firm.id, await pngOf(300, 300))).statusCode).toBe(403);
    expect(await logoOf(firm.id)).toBe(before);
    expect(await mediaCount()).toBe(media);
  });

  it('refuses a non-square logo with a message naming the ideal size, storing nothing', async () => {
    const { firm, admin } = await exhibitingFirm();
    const before = await mediaCount();
    const res = await sendLogo(admin, firm.id, await pngOf(800, 400));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message_code: 'logo_not_square',
      message: 'Le logo doit être carré (idéalement 512 × 512 px).',
      violations: [
        {
          propertyPath: 'file',
          code: 'logo_not_square',
          message: 'Le logo doit être carré (idéalement 512 × 512 px).',
        },
      ],
    });
    const tall = multipartBody(await pngOf(400, 800), 'logo.png', 'image/png');
    const en = await admin.inject({
      method: 'POST',
      url: `/api/firms/${firm.id}/logo`,
      payload: tall.payload,
      headers: { ...tall.headers, 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe('The logo must be square (ideally 512 × 512 px).');
    expect(await mediaCount()).toBe(before);
    expect(await logoOf(firm.id)).toBeNull();

    const document = await sendLogo(admin, firm.id, pdf(), 'logo.pdf', 'application/pdf');
    expect(document.statusCode).toBe(415);
  });

  it('answers 403 to a visitor, a stand contact of the firm and another firm’s stand admin, writing nothing', async () => {
    const { fair, firm } = await exhibitingFirm();
    const other = await exhibitingFirm();
    const visitor = await login({ role: ROLES.VISITOR, fairIds: [fair.id] });
    const contact = await login({
      role: ROLES.EXHIBITOR,
      firmId: firm.id,
      userType: USER_TYPES.STAND_CONTACT,
    });
    const before = await mediaCount();
    for (const s of [visitor, contact, other.admin]) {
      const res = await sendLogo(s, firm.id, await pngOf(256, 256));
      expect(res.statusCode).toBe(403);
      expect(res.json().message_code).toBe('forbidden');
    }
    expect(await mediaCount()).toBe(before);
    expect(await logoOf(firm.id)).toBeNull();
    expect((await sendLogo(visitor, 99_999_999, await pngOf(256, 256))).statusCode).toBe(404);
  });
});
