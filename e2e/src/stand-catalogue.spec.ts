import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, followMenuLink, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('super-admin booth catalogue', () => {
  it('adds a booth type with its drawing key to "Groupe A", then deletes it after confirmation', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Hélène Tremblay' }).waitFor();
    await followMenuLink(page, 'Types de stands', /\/stand\/type$/);
    await page.getByRole('heading', { name: 'Types de stands', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Valeurs' });
    await table.getByRole('cell', { name: 'Comptoir', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Ajouter une valeur' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter une valeur' });
    await form.getByRole('combobox', { name: 'Groupe' }).click();
    await page.getByRole('option', { name: 'Groupe A', exact: true }).click();
    await form.getByRole('textbox', { name: 'Clé du dessin' }).fill('kiosque mobile');
    await form.getByRole('textbox', { name: 'Nom (français)' }).fill('Kiosque mobile');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    // A drawing key with a space is refused before anything is sent.
    await form.getByText('Cette valeur n’est pas acceptée.').waitFor();
    await form.getByRole('textbox', { name: 'Clé du dessin' }).fill('kiosque-mobile');
    await form.getByRole('textbox', { name: 'Nom (anglais)' }).fill('Mobile kiosk');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
    const row = table.getByRole('row').filter({ hasText: 'Kiosque mobile' });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('kiosque-mobile');
    expect(text).toContain('Groupe A');
    expect(text).toContain('2/5');
    await shot(page, 'stand-types');
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await row.waitFor();
    await shot(page, 'stand-types-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    await row.getByRole('button', { name: 'Supprimer « Kiosque mobile »' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette valeur ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'Kiosque mobile' }).count()).toBe(0);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('opens the variation editor on /stand-type-variation/create, lists the groups and the characters', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/stand-type-variation/create');
    const form = page.getByRole('dialog', { name: 'Ajouter une valeur' });
    await form.getByRole('combobox', { name: 'Type de stand' }).waitFor();
    await form.getByRole('button', { name: 'Annuler' }).click();
    await page
      .getByRole('table', { name: 'Valeurs' })
      .getByRole('cell', { name: 'Sombre' })
      .first()
      .waitFor();
    await page.goto('/stand/group');
    await page
      .getByRole('table', { name: 'Groupes de stands' })
      .getByRole('cell', { name: 'Groupe A', exact: true })
      .waitFor();
    await expectAccessible(page);
    // Characters are picked by character type (a §3 type value, not an id).
    await page.goto('/stand/character');
    const medecin = page
      .getByRole('table', { name: 'Valeurs' })
      .getByRole('row')
      .filter({ hasText: 'Médecin' });
    // The type column fills in once the character types have loaded.
    await expect.poll(() => medecin.textContent()).toContain('Personnage du salon de discussion');
    // Each kind of person has its own screen: only that kind's characters, new ones start with it.
    await page.goto('/stand/character-chatroom');
    const chatroom = page.getByRole('table', { name: 'Valeurs' });
    await chatroom.getByRole('row').filter({ hasText: 'Médecin' }).waitFor();
    expect(await chatroom.getByRole('row').filter({ hasText: 'Infirmière' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Ajouter une valeur' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .getByRole('combobox', { name: /Type de personnage/ })
          .inputValue(),
      )
      .toBe('Personnage du salon de discussion');
    await expectAccessible(page);
    await s.context.close();
  });
});
