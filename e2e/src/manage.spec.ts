import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const menuHeadings = async (page: Page) =>
  (await page.getByRole('complementary').getByRole('heading', { level: 2 }).allTextContents()).map((t) =>
    t.trim(),
  );

// §2 side menus by role, §6 menu visibility. One journey per role, with the manage-layout screenshot.
const cases: [role: string, greeting: string, menus: string[]][] = [
  ['superadmin', 'Bonjour Hélène Tremblay', ['Super Admin', 'Organisateur', 'Exposant']],
  ['organizer', 'Bonjour Sophie Lambert', ['Organisateur', 'Exposant']],
  ['exhibitor', 'Bonjour Nadia Benali', ['Exposant']],
  ['visitor', 'Bonjour Amina Diallo', ['Visiteur']],
];

describe('manage layout per role', () => {
  it.each(cases)('%s sees its greeting and exactly its menus', async (role, greeting, menus) => {
    const s = await open(browser);
    await loginByApi(s, role);
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: greeting }).waitFor();
    await page.getByRole('link', { name: 'Mon profil', exact: true }).waitFor();
    const seen = await menuHeadings(page);
    for (const m of ['Super Admin', 'Organisateur', 'Exposant', 'Visiteur'])
      expect(seen.includes(m), m).toBe(menus.includes(m));
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).waitFor();
    await shot(page, `manage-${role}-1280`);
    expect(s.cspViolations).toEqual([]);
    await expectAccessible(page);
    await s.context.close();
  });

  it('shows the account card with roles and the per-fair validation status, and unfinished entries disabled', async () => {
    const s = await open(browser);
    await loginByApi(s, 'visitor');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByText('Compte validé').waitFor();
    // The Belgian fair has the visitor waiting: its status follows the fair chosen in the prefix.
    await page.goto('/soins-belgique-2026/user/manage');
    await page.getByText('En attente de validation').waitFor();
    const disabled = page.locator('[data-disabled="true"], [aria-disabled="true"]');
    expect(await disabled.count()).toBeGreaterThan(0);
    await shot(page, 'manage-visitor-waiting');
    await s.context.close();
  });

  it('expands and collapses every menu with the plus/minus toggle', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Hélène Tremblay' }).waitFor();
    await page.getByRole('button', { name: 'Déplier tous les menus' }).click();
    await page.getByRole('button', { name: 'Replier tous les menus' }).waitFor();
    // every section open: the last group of the visitor-less super admin menu is the exhibitor one
    await page.getByRole('complementary').getByText('Contenu du stand', { exact: false }).last().waitFor();
    await page.waitForTimeout(400); // let the collapse animation end before the screenshot
    await shot(page, 'manage-superadmin-expanded');
    await page.getByRole('button', { name: 'Replier tous les menus' }).click();
    await page.getByRole('button', { name: 'Déplier tous les menus' }).waitFor();
    await s.context.close();
  });

  it('works at 390 px wide', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Sophie Lambert' }).waitFor();
    await shot(page, 'manage-organizer-390');
    await s.context.close();
  });
});
