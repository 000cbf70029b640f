import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser } from 'playwright-core';
import { DEMO_PASSWORD, expectAccessible, launch, loginByApi, open, shot } from './fixtures.ts';
import { solidPng } from './png.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

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
