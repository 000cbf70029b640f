import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launch, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The accessible label of what has the focus. */
const focusedLabel = (page: Page) =>
  page.evaluate<string | null>(`document.activeElement?.getAttribute('aria-label') ?? null`);

describe('public pages', () => {
  it('opens the home page in French by default, with the first fair, header and footer', async () => {
    const s = await open(browser, { locale: 'en-US' });
    const { page } = s;
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Soigner au Québec');
    expect(
      await page
        .getByRole('banner')
        .getByText('Bureau virtuel du recrutement international en santé et services sociaux')
        .first()
        .isVisible(),
    ).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    expect(await nav.getByRole('link', { name: 'Accueil' }).isVisible()).toBe(true);
    // The first header button ("Accueil" of the fair) is skipped; the others follow Home.
    expect(await nav.getByText('Espace candidat').isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Le Québec recrute' }).getAttribute('target')).toBe('_blank');
    expect(await page.getByText(`© ${new Date().getFullYear()} Passerelle`).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await shot(page, 'home-fr-1280');
    expect(s.cspViolations).toEqual([]);
    await expectAccessible(page);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('switches to English with the flag, keeps it across a reload (cookie), and back to French', async () => {
    const s = await open(browser);
    const { page } = s;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Soigner au Québec' }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Care in Québec' }).waitFor();
    expect(await page.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    const cookie = (await s.context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.reload();
    await page.getByRole('heading', { name: 'Care in Québec' }).waitFor();
    expect(
      await page
        .getByRole('banner')
        .getByText('Virtual bureau for international recruitment in health and social services')
        .first()
        .isVisible(),
    ).toBe(true);
    await shot(page, 'home-en-1280');
    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Soigner au Québec' }).waitFor();
    // The menu of all five, from the keyboard (its code loads on the first press): the focus comes back to it.
    await page.getByRole('button', { name: 'Autres langues' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Deutsch' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedLabel(page)).toBe('Autres langues');
    await s.context.close();
  });

  it('serves a fair under its salon prefix, and the contact page too', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    const { page } = s;
    await page.goto('/soins-belgique-2026/');
    await page.getByRole('heading', { name: 'Prendre soin en Belgique' }).waitFor();
    await shot(page, 'home-salon-prefix-390');
    await expectAccessible(page);
    // On a phone the navigation is behind the menu button; its drawer is built the first time it opens.
    const menuButton = page.getByRole('button', { name: 'Ouvrir le menu' });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('link', { name: 'Accueil' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Fermer le menu' }).first().getAttribute('aria-expanded'),
    ).toBe('true');
    await shot(page, 'home-menu-390');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    // The focus goes back to the menu button, the first time too (the drawer's code loaded on that click).
    await expect.poll(() => focusedLabel(page)).toBe('Ouvrir le menu');
    await menuButton.click();
    await drawer.getByRole('link', { name: 'Accueil' }).waitFor();
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.goto('/soins-belgique-2026/contact');
    await page.getByRole('heading', { name: 'Contact', level: 1 }).waitFor();
    expect(
      await page.getByRole('main').getByText('Salon Soins & Social Belgique 2026').first().isVisible(),
    ).toBe(true);
    await shot(page, 'contact-390');
    await s.context.close();
  });

  it('shows the 404 page for unknown and wrongly-cased routes, with a link home', async () => {
    const s = await open(browser);
    const { page } = s;
    for (const url of ['/nope/nope/nope', '/Contact']) {
      await page.goto(url);
      await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    }
    await shot(page, 'not-found');
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.getByRole('heading', { name: 'Soigner au Québec' }).waitFor();
    await s.context.close();
  });

  it('serves the OpenAPI document and the API docs page', async () => {
    const s = await open(browser);
    const res = await s.context.request.get('/api/openapi.json');
    const doc = await res.json();
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/fairs', '/api/countries/search', '/api/user/detail']),
    );
    await s.page.goto('/api/docs');
    await s.page.getByText('Passerelle API').first().waitFor();
    await s.context.close();
  });
});
