import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser } from 'playwright-core';
import { DEMO_PASSWORD, expectAccessible, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const crc32 = (buf: Buffer) => {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
};
/** A plain RGB PNG of one colour, made here (no fixture file). */
const solidPng = (width: number, height: number, [r, g, b]: [number, number, number]) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const rows = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A bearer session for direct API calls (reading and restoring the demo logo). */
const apiSession = async (request: APIRequestContext) => {
  const res = await request.post('/api/login', {
    data: { email: 'exhibitor@demo.test', password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { token: string; user: { firm: number } };
  return { headers: { authorization: `Bearer ${body.token}` }, firmId: body.user.firm };
};

describe('media: the firm logo (exhibitor)', () => {
  it('refuses a non-square logo with a clear message, then shows a square one', async () => {
    const s = await open(browser);
    const api = await apiSession(s.context.request);
    const before = await s.context.request.get(`/api/firms/${api.firmId}`, { headers: api.headers });
    const demoLogo = ((await before.json()) as { logo: { url: string } | null }).logo;

    await loginByApi(s, 'exhibitor');
    const { page } = s;
    await page.goto('/sante-quebec-2026/exhibitor/manage');
    const block = page.getByRole('group', { name: 'Logo' });
    await block.waitFor();
    const file = block.locator('input[type="file"]');

    await file.setInputFiles({
      name: 'bandeau.png',
      mimeType: 'image/png',
      buffer: solidPng(600, 200, [11, 93, 122]),
    });
    const alert = block.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Le logo doit être carré (idéalement 512 × 512 px).');
    await shot(page, 'media-logo-refused-1280');
    await expectAccessible(page);

    await file.setInputFiles({
      name: 'logo-carre.png',
      mimeType: 'image/png',
      buffer: solidPng(512, 512, [31, 111, 67]),
    });
    await block.getByText('logo-carre.png a été enregistré.').waitFor();
    expect(await block.getByRole('alert').count()).toBe(0);
    const preview = block.getByRole('img', { name: 'Aperçu : Logo' });
    await expect
      .poll(() => preview.getAttribute('src'))
      .toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{32}-thumb\.webp$/);
    await expect
      .poll(() => preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBe(320);
    const after = await s.context.request.get(`/api/firms/${api.firmId}`, { headers: api.headers });
    const logo = ((await after.json()) as { logo: { url: string } }).logo;
    const served = await s.context.request.get(logo.url);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    await shot(page, 'media-logo-saved-1280');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);

    // Put the demo's logo back (as a new upload of the same image) for the journeys that follow.
    if (demoLogo) {
      const original = await s.context.request.get(demoLogo.url);
      const restored = await s.context.request.post(`/api/firms/${api.firmId}/logo`, {
        headers: api.headers,
        multipart: { file: { name: 'logo.png', mimeType: 'image/png', buffer: await original.body() } },
      });
      expect(restored.status()).toBe(201);
    }
    await s.context.close();
  });
});
