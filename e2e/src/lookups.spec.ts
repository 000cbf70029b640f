import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launch, loginByApi, open, shot, followMenuLink } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('super-admin lookup tables', () => {
  it('adds a civility in two languages from the menu, then deletes it after confirmation', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Hélène Tremblay' }).waitFor();
    await followMenuLink(page, 'Civilités', /\/user\/civility$/);
    await page.getByRole('heading', { name: 'Civilités', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Valeurs' });
    await table.getByRole('cell', { name: 'Madame', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Ajouter une valeur' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter une valeur' });
    await form.getByRole('textbox', { name: 'Position' }).fill('9');
    await form.getByRole('textbox', { name: 'Nom (français)' }).fill('Docteur');
    await form.getByRole('textbox', { name: 'Nom (anglais)' }).fill('Doctor');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ hasText: 'Docteur' });
    await row.waitFor();
    expect(await row.textContent()).toContain('2/5');
    await shot(page, 'lookup-civility');
    await expectAccessible(page);

    await row.getByRole('button', { name: 'Supprimer « Docteur »' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette valeur ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'Docteur' }).count()).toBe(0);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('keeps them to the super admin: an organizer is sent home', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/user/civility');
    await page.getByRole('heading', { name: 'Soigner au Québec' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await s.context.close();
  });
});
