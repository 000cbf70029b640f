import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, followMenuLink, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

// Issue 14: the back office's fair list — each fair's status, dates, languages, modules and counts.
describe('fair list', () => {
  it('shows a super admin every fair with its status, languages and what it holds', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/manage');
    await followMenuLink(page, 'Liste des salons', /\/fair\/list$/);
    await page.getByRole('heading', { name: 'Salons', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Liste des salons' });
    const quebec = table.getByRole('row').filter({ hasText: 'Salon Recrutement Santé Québec 2026' });
    await quebec.waitFor();
    expect(await quebec.getByText('Ouvert').isVisible()).toBe(true);
    expect(
      await quebec
        .getByText(/^\d+ halls?$/)
        .first()
        .textContent(),
    ).toMatch(/^[1-9]\d* halls?$/);
    expect(await quebec.getByText(/exposants?$/).textContent()).toMatch(/^[1-9]\d* exposants?$/);
    expect(await quebec.getByRole('link', { name: /sante-quebec-2026/ }).getAttribute('href')).toBe(
      '/sante-quebec-2026',
    );
    expect(
      await table.getByRole('row').filter({ hasText: 'Salon Soins & Social Belgique 2026' }).count(),
    ).toBe(1);
    expect(await page.getByText(/^\d+ salons$/).textContent()).toBe(
      `${(await table.getByRole('row').count()) - 1} salons`,
    );
    await shot(page, 'fair-list-superadmin-1280');
    expect(s.cspViolations).toEqual([]);
    await expectAccessible(page);
    await s.context.close();
  });

  it('fits a phone: the table scrolls sideways inside its panel', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/fair/list');
    const table = page.getByRole('table', { name: 'Liste des salons' });
    await table.getByRole('row').filter({ hasText: 'Salon Soins & Social Belgique 2026' }).waitFor();
    const pageWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(pageWidth).toBeLessThanOrEqual(390);
    await shot(page, 'fair-list-organizer-390');
    await expectAccessible(page);
    await s.context.close();
  });
});
