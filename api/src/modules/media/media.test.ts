import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFirm, buildUser } from '../../../test/factories.ts';
import { hasGps, jpegWithGps, mp4, multipartBody, pdf, pngBomb, pngOf } from '../../../test/media-files.ts';
import { mediaObjects } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

type Session = Awaited<ReturnType<typeof loginAs>>;
const as = async (role: (typeof ROLES)[keyof typeof ROLES], extra: Parameters<typeof buildUser>[1] = {}) => {
  const u = await buildUser(t.database.db, { role, ...extra });
  return { ...(await loginAs(t.app, u.email, u.password)), user: u };
};
const exhibitorOf = async (firmId: number, userType: number = USER_TYPES.STAND_ADMIN) =>
  as(ROLES.EXHIBITOR, { firmId, userType });

const upload = (s: Session, content: Buffer | string, filename: string, type = 'application/octet-stream') =>
  s.inject({ method: 'POST', url: '/api/media_objects', ...multipartBody(content, filename, type) });

const mediaRows = async () => Number((await t.database.db.select({ n: count() }).from(mediaObjects))[0]?.n);
/** Every file of the local store, as keys. */
const storedFiles = () => {
  const root = t.config.media.dir;
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));
};
const served = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('POST /api/media_objects', () => {
  it('re-encodes a PNG, makes a WebP thumbnail on disk, and serves both with safe caching headers', async () => {
    const s = await exhibitorOf((await buildFirm(t.database.db)).id);
    const res = await upload(s, await pngOf(800, 600), 'affiche.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      type: 1,
      mimeType: 'image/png',
      width: 800,
      height: 600,
      filePathMap: { thumbnail: body.thumbnailPath },
      url: `/media/${body.filePath}`,
      thumbnailUrl: `/media/${body.thumbnailPath}`,
    });
    expect(body.filePath).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
    expect(body.thumbnailPath).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}-thumb\.webp$/);
    expect(Object.keys(body).sort()).toEqual([
      'filePath',
      'filePathMap',
      'height',
      'id',
      'mimeType',
      'size',
      'thumbnailPath',
      'thumbnailUrl',
      'type',
      'url',
      'width',
    ]);
    const onDisk = path.join(t.config.media.dir, body.thumbnailPath);
    expect(fs.existsSync(onDisk)).toBe(true);
    expect(await sharp(onDisk).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
    const [row] = await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.id, body.id));
    expect(row).toMatchObject({ uploadedBy: s.user.id, originalName: 'affiche.png', size: body.size });

    const image = await served(body.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      'content-length': String(body.size),
    });
    expect(image.headers['content-disposition']).toBeUndefined();
    expect((await sharp(image.rawPayload).metadata()).width).toBe(800);
    const thumb = await served(body.thumbnailUrl);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.equals(fs.readFileSync(onDisk))).toBe(true);

    const head = await t.app.inject({ method: 'HEAD', url: body.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(body.size));
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(head.body).toBe('');
  });

  it('serves a JPEG without its EXIF GPS position, turned upright per its orientation', async () => {
    const s = await as(ROLES.ORGANIZER);
    const original = await jpegWithGps(200, 100);
    expect(await hasGps(original)).toBe(true);
    const res = await upload(s, original, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mimeType: 'image/jpeg', width: 100, height: 200 });
    const image = await served(res.json().url);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(await hasGps(image.rawPayload)).toBe(false);
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([100, 200]);
  });

  it('refuses a small PNG declaring 50 000 × 50 000 px before decoding it, storing nothing', async () => {
    const s = await as(ROLES.SUPER_ADMIN);
    const [rows, files] = [await mediaRows(), storedFiles().length];
    const res = await upload(s, pngBomb(), 'bombe.png', 'image/png');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message_code: 'image_too_large',
      violations: [{ propertyPath: 'file', code: 'image_too_large' }],
    });
    expect(await mediaRows()).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });

  it.each([
    [
      'a .pdf that is HTML',
      '<!doctype html><html><body><script>alert(1)</script>%PDF-1.4</body></html>',
      'brochure.pdf',
      'application/pdf',
    ],
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
      'logo.svg',
      'image/svg+xml',
    ],
    [
      'an SVG named .png',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'logo.png',
      'image/png',
    ],
    [
      'an .exe named .jpg',
      Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b8', 'hex'), Buffer.alloc(512)]),
      'photo.jpg',
      'image/jpeg',
    ],
    [
      'a GIF',
      Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      'anim.gif',
      'image/gif',
    ],
  ])('refuses %s with 415 and stores nothing', async (_label, content, name, type) => {
    const s = await as(ROLES.ORGANIZER);
    const [rows, files] = [await mediaRows(), storedFiles().length];
    const res = await upload(s, content, name, type);
    expect(res.statusCode).toBe(415);
    expect(res.json().message_code).toBe('unsupported_media_type');
    expect(await mediaRows()).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });

  it('stores a PNG/HTML polyglot only as a clean re-encoded PNG', async () => {
    const s = await as(ROLES.ORGANIZER);
    const polyglot = Buffer.concat([
      await pngOf(40, 40),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const res = await upload(s, polyglot, 'polyglot.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const image = await served(res.json().url);
    expect(image.rawPayload.includes(Buffer.from('<script'))).toBe(false);
  });

  it('serves a PDF as an attachment under its sanitised name, with a sandbox CSP', async () => {
    const s = await exhibitorOf((await buildFirm(t.database.db)).id);
    const res = await upload(s, pdf(), '../Brochure: Infirmières*? 2026.pdf', 'application/pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 2,
      mimeType: 'application/pdf',
      thumbnailPath: null,
      filePathMap: {},
      width: null,
    });
    const doc = await served(res.json().url);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-security-policy': 'sandbox',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Brochure Infirmieres 2026.pdf"; filename*=UTF-8''Brochure%20Infirmi%C3%A8res%202026.pdf`,
    });
    expect(doc.rawPayload.equals(pdf())).toBe(true);
  });

  it('streams an MP4 and serves byte ranges', async () => {
    const s = await as(ROLES.SUPER_ORGANIZER);
    const video = mp4(10_000);
    const res = await upload(s, video, 'visite.mp4', 'video/mp4');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 3,
      mimeType: 'video/mp4',
      size: video.length,
      thumbnailPath: null,
    });
    const part = await served(res.json().url, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({
      'content-range': `bytes 4-11/${video.length}`,
      'content-length': '8',
      'accept-ranges': 'bytes',
    });
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const beyond = await served(res.json().url, { range: `bytes=${video.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('answers 403 to a visitor and writes nothing (no row, no file)', async () => {
    const s = await as(ROLES.VISITOR);
    const [rows, files] = [await mediaRows(), storedFiles().length];
    const res = await upload(s, await pngOf(10, 10), 'cv.png', 'image/png');
    expect(res.statusCode).toBe(403);
    expect(res.json().message_code).toBe('forbidden');
    expect(await mediaRows()).toBe(rows);
    expect(storedFiles().length).toBe(files);
  });

  it('answers 401 without a session, 415 to a body that is not multipart, 422 without a file part', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/media_objects',
      ...multipartBody(pdf(), 'a.pdf', 'application/pdf'),
    });
    expect(anonymous.statusCode).toBe(401);
    const s = await as(ROLES.ORGANIZER);
    const json = await s.inject({ method: 'POST', url: '/api/media_objects', payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const wrongField = await s.inject({
      method: 'POST',
      url: '/api/media_objects',
      ...multipartBody(pdf(), 'a.pdf', 'application/pdf', 'document'),
    });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toMatchObject({
      message_code: 'file_required',
      violations: [{ propertyPath: 'file', code: 'file_required' }],
    });
  });
});

describe('GET /media/*', () => {
  it.each([
    '/media/..%2f..%2fetc%2fpasswd',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/..%252f..%252fetc%252fpasswd',
    '/media/ab/..%5c..%5cpackage.json',
    '/media/../package.json',
    '/media/ab/%2e%2e%2f%2e%2e%2fpackage.json',
    '/media/ab/0123456789abcdef0123456789abcdef.png',
    '/media/',
  ])('%s is a 404 problem', async (url) => {
    const res = await served(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body).not.toContain('root:');
  });
});

describe('GET /api/media_objects', () => {
  it('filters by type[], filePath and filePathMap within what the caller may see, ordered by id', async () => {
    const firm = await buildFirm(t.database.db);
    const admin = await exhibitorOf(firm.id);
    const colleague = await exhibitorOf(firm.id, USER_TYPES.STAND_CONTACT);
    const stranger = await exhibitorOf((await buildFirm(t.database.db)).id);
    const image = (await upload(admin, await pngOf(30, 30), 'a.png')).json();
    const doc = (await upload(colleague, pdf(), 'b.pdf')).json();
    const video = (await upload(admin, mp4(), 'c.mp4')).json();
    const foreign = (await upload(stranger, await pngOf(30, 30), 'd.png')).json();

    const list = await admin.inject({
      method: 'GET',
      url: '/api/media_objects?pagination=false&type[]=1&type[]=2&order[id]=asc',
    });
    expect(list.statusCode).toBe(200);
    // The colleague's document is not listed: an unused file is its uploader's alone.
    expect(list.json().map((m: { id: number }) => m.id)).toEqual([image.id]);
    expect(list.headers['x-total-items']).toBe('1');

    const desc = await admin.inject({ method: 'GET', url: '/api/media_objects?order[id]=desc' });
    expect(desc.json().map((m: { id: number }) => m.id)).toEqual([video.id, image.id]);

    const byPath = await admin.inject({
      method: 'GET',
      url: `/api/media_objects?filePath=${image.filePath}`,
    });
    expect(byPath.json()).toEqual([image]);
    const byMap = await admin.inject({
      method: 'GET',
      url: `/api/media_objects?filePathMap=${image.thumbnailPath}`,
    });
    expect(byMap.json()).toEqual([image]);
    const hidden = await admin.inject({
      method: 'GET',
      url: `/api/media_objects?filePath=${foreign.filePath}`,
    });
    expect(hidden.json()).toEqual([]);
    // An unused file is its uploader's alone, even within the firm (permissions.md "Media").
    const colleagues = await colleague.inject({ method: 'GET', url: '/api/media_objects?pagination=false' });
    expect(colleagues.json().map((m: { id: number }) => m.id)).toEqual([doc.id]);

    const superOrganizer = await as(ROLES.SUPER_ORGANIZER);
    const all = await superOrganizer.inject({
      method: 'GET',
      url: `/api/media_objects?filePathMap=${foreign.thumbnailPath}`,
    });
    expect(all.json()).toEqual([foreign]);

    expect((await colleague.inject({ method: 'GET', url: `/api/media_objects/${doc.id}` })).json()).toEqual(
      doc,
    );
    expect((await admin.inject({ method: 'GET', url: `/api/media_objects/${foreign.id}` })).statusCode).toBe(
      404,
    );
    const bad = await admin.inject({ method: 'GET', url: '/api/media_objects?type[]=9' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0].code).toBe('invalid_value');
  });
});

describe('DELETE /api/media_objects/{id}', () => {
  it('lets the uploader and super roles delete an unused file (files removed), not a colleague or a stranger', async () => {
    const firm = await buildFirm(t.database.db);
    const admin = await exhibitorOf(firm.id);
    const colleague = await exhibitorOf(firm.id, USER_TYPES.STAND_CONTACT);
    const stranger = await exhibitorOf((await buildFirm(t.database.db)).id);
    const image = (await upload(admin, await pngOf(30, 30), 'a.png')).json();
    const files = [image.filePath, image.thumbnailPath].map((k: string) => path.join(t.config.media.dir, k));

    for (const other of [colleague, stranger, await as(ROLES.ORGANIZER)]) {
      const refused = await other.inject({ method: 'DELETE', url: `/api/media_objects/${image.id}` });
      expect(refused.statusCode).toBe(404);
    }
    expect(files.every((f) => fs.existsSync(f))).toBe(true);

    const byOwner = await admin.inject({ method: 'DELETE', url: `/api/media_objects/${image.id}` });
    expect(byOwner.statusCode).toBe(204);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
    expect((await served(image.url)).statusCode).toBe(404);
    expect((await admin.inject({ method: 'GET', url: `/api/media_objects/${image.id}` })).statusCode).toBe(
      404,
    );

    const other = (await upload(admin, pdf(), 'b.pdf')).json();
    const superAdmin = await as(ROLES.SUPER_ADMIN);
    expect(
      (await superAdmin.inject({ method: 'DELETE', url: `/api/media_objects/${other.id}` })).statusCode,
    ).toBe(204);
    expect(fs.existsSync(path.join(t.config.media.dir, other.filePath))).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents the media routes (the served files stay out of it)', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/media_objects', '/api/media_objects/{id}', '/api/firms/{id}/logo']),
    );
    expect(paths.some((p) => p.startsWith('/media'))).toBe(false);
  });
});
