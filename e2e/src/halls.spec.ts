import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, followMenuLink, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = '/sante-quebec-2026';

describe('halls: the organizer’s list and form', () => {
  it('creates hall D in two languages, sees it, changes its colour, deletes it after confirming', async () => {
    const s = await open(browser, { locale: 'fr-FR' });
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto(`${FAIR}/user/manage`);
    await page.getByRole('heading', { name: 'Bonjour Sophie Lambert' }).waitFor();
    await followMenuLink(page, 'Liste des halls', /\/hall\/list$/);
    await page.getByRole('heading', { name: 'Halls du salon', level: 2 }).waitFor();
    const cards = page
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: 'Hôpitaux et CISSS' }) });
    await cards.getByRole('heading', { name: 'Services sociaux' }).waitFor();

    await page.getByRole('link', { name: 'Créer un hall' }).first().click();
    await page.waitForURL(/\/hall\/create$/);
    await page.getByRole('heading', { name: 'Créer un hall', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: 'Nom en français' }).fill('Réadaptation');
    await page.getByRole('textbox', { name: 'Nom en anglais' }).fill('Rehabilitation');
    await page.getByRole('textbox', { name: 'Lettre' }).fill('D');
    await page.getByRole('button', { name: 'Créer le hall' }).click();
    await page.waitForURL(/\/hall\/list$/);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Réadaptation' }) });
    await card.waitFor();
    expect(await card.textContent()).toContain('12 stands');
    await shot(page, 'halls-list-1280');
    await expectAccessible(page);

    await card.getByRole('link', { name: 'Modifier Réadaptation' }).click();
    await page.getByRole('heading', { name: 'Modifier le hall Réadaptation' }).waitFor();
    const colour = page.getByRole('textbox', { name: 'Couleur du hall' });
    await colour.fill('#8a5a00');
    await colour.press('Escape');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.waitForURL(/\/hall\/list$/);
    await expect.poll(() => card.textContent()).toContain('Couleur #8a5a00');

    await card.getByRole('button', { name: 'Supprimer Réadaptation' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer le hall Réadaptation ?' });
    expect(await confirm.textContent()).toContain('tous les stands qui y sont placés seront perdus');
    await confirm.getByRole('button', { name: 'Supprimer le hall' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('heading', { name: 'Réadaptation' }).count()).toBe(0);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('fits a phone: the hall list at 390 px', async () => {
    const s = await open(browser, { width: 390, height: 844, locale: 'fr-FR' });
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto(`${FAIR}/hall/list`);
    await page.getByRole('heading', { name: 'Hôpitaux et CISSS' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'halls-list-390');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});

describe('halls: the lobby', () => {
  it('shows the halls as doors; a visitor follows a door to its hall', async () => {
    const s = await open(browser, { locale: 'fr-FR' });
    await loginByApi(s, 'visitor');
    const { page } = s;
    await page.goto(`${FAIR}/fair/visit/lobby`);
    const scene = page.locator('svg.lobby-scene');
    const door = scene.getByRole('link', { name: 'Hall B : Soins de longue durée' });
    await door.waitFor();
    expect(await scene.getByRole('link').count()).toBe(3);
    await page
      .getByRole('navigation', { name: 'Les halls' })
      .getByRole('link', { name: 'Hall C : Services sociaux' })
      .waitFor();
    await shot(page, 'lobby-1280');
    await expectAccessible(page);

    // Keyboard: the door takes the focus and Enter opens the hall.
    await door.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/fair\/visit\/\d+$/);
    await page.getByRole('heading', { name: 'Hall B : Soins de longue durée', level: 1 }).waitFor();
    await page.getByRole('group', { name: /^Plan du hall Soins de longue durée : \d+ stands$/ }).waitFor();
    await shot(page, 'hall-visit-1280');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('fits a phone: the lobby at 390 px, doors still links', async () => {
    const s = await open(browser, { width: 390, height: 844, locale: 'fr-FR' });
    const { page } = s;
    await page.goto(`${FAIR}/fair/visit/lobby`);
    const door = page.locator('svg.lobby-scene').getByRole('link', { name: 'Hall A : Hôpitaux et CISSS' });
    await door.waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'lobby-390');
    await expectAccessible(page);
    await door.click();
    await page.getByRole('heading', { name: 'Hall A : Hôpitaux et CISSS', level: 1 }).waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});
