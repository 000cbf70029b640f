import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipartBody, pdf } from '../../../test/media-files.ts';
import { mediaObjects } from '../../db/schema/index.ts';

// Small limits, so that "too large" needs no large test file (docs/testing.md).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    MEDIA_MAX_IMAGE_KB: '64',
    MEDIA_MAX_DOCUMENT_KB: '32',
    MEDIA_MAX_VIDEO_KB: '256',
    MEDIA_UPLOADS_PER_USER: '3',
  });
});
afterAll(async () => {
  await t.close();
});

const organizer = async () => {
  const u = await buildUser(t.database.db, { role: ROLES.ORGANIZER });
  return loginAs(t.app, u.email, u.password);
};
const rows = async () => Number((await t.database.db.select({ n: count() }).from(mediaObjects))[0]?.n);
const files = () =>
  fs.existsSync(t.config.media.dir)
    ? fs.readdirSync(t.config.media.dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile())
        .length
    : 0;
const noise = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();

describe('upload limits', () => {
  it('stops a PDF over its kind’s limit while reading (413 with the limit in KB), storing nothing', async () => {
    const s = await organizer();
    const [before, stored] = [await rows(), files()];
    const res = await s.inject({
      method: 'POST',
      url: '/api/media_objects',
      ...multipartBody(pdf(100 * 1024), 'gros.pdf', 'application/pdf'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message_code: 'file_too_large',
      message: 'Le fichier doit faire moins de 32 Ko.',
    });
    expect(await rows()).toBe(before);
    expect(files()).toBe(stored);
  });

  it('refuses an image over the image limit, and a body larger than every limit before reading it', async () => {
    const s = await organizer();
    const image = await noise(200);
    expect(image.length).toBeGreaterThan(64 * 1024);
    const big = await s.inject({
      method: 'POST',
      url: '/api/media_objects',
      ...multipartBody(image, 'a.png', 'image/png'),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message_code).toBe('file_too_large');

    const body = multipartBody(Buffer.alloc(1024 * 1024), 'huge.mp4', 'video/mp4');
    const huge = await s.inject({
      method: 'POST',
      url: '/api/media_objects',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'en' },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file must be under 256 KB.');
  });

  it('limits uploads per user and window (429 with Retry-After)', async () => {
    const s = await organizer();
    for (let i = 0; i < 3; i++) {
      const ok = await s.inject({
        method: 'POST',
        url: '/api/media_objects',
        ...multipartBody(pdf(), `${i}.pdf`, 'application/pdf'),
      });
      expect(ok.statusCode).toBe(201);
    }
    const refused = await s.inject({
      method: 'POST',
      url: '/api/media_objects',
      ...multipartBody(pdf(), 'x.pdf', 'application/pdf'),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message_code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another user has its own quota.
    const other = await organizer();
    const fine = await other.inject({
      method: 'POST',
      url: '/api/media_objects',
      ...multipartBody(pdf(), 'y.pdf', 'application/pdf'),
    });
    expect(fine.statusCode).toBe(201);
  });
});

describe('a failing store', () => {
  it('answers 503 and records nothing when the files cannot be written', async () => {
    const s = await organizer();
    const dir = t.config.media.dir;
    const aside = `${dir}.aside`;
    if (fs.existsSync(dir)) fs.renameSync(dir, aside);
    // The media folder is a plain file: every write fails (ENOTDIR), as on a broken volume.
    fs.writeFileSync(dir, 'not a folder');
    try {
      const before = await rows();
      for (const [content, name] of [
        [pdf(), 'a.pdf'],
        [await noise(20), 'b.png'],
      ] as const) {
        const res = await s.inject({
          method: 'POST',
          url: '/api/media_objects',
          ...multipartBody(content, name, 'application/octet-stream'),
        });
        expect(res.statusCode).toBe(503);
        expect(res.json().message_code).toBe('service_unavailable');
        expect(res.headers['retry-after']).toBeDefined();
      }
      expect(await rows()).toBe(before);
    } finally {
      fs.rmSync(dir, { force: true });
      if (fs.existsSync(aside)) fs.renameSync(aside, dir);
    }
  });
});
