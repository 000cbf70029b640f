import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launch, loginByApi, open, shot, waitForMail } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

// Unique addresses: the journeys share one database and other specs count users.
const tag = Date.now().toString(36);
const visitor = `import-visiteur-${tag}@demo-import.example`;
const contact = `import-contact-${tag}@demo-import.example`;
/** As French Excel saves it: BOM, `;`, French headers; line 4 has a bad e-mail. */
const csv = (a: string, b: string) =>
  Buffer.from(
    '\uFEFF' +
      [
        'Courriel;Prénom;Nom;Type;Exposant;Langue',
        `${a};Zoé;Importée;4;;fr`,
        `${b};Inès;Importée;6;1;fr`,
        'pas-une-adresse;Léa;Importée;4;;fr',
      ].join('\r\n') +
      '\r\n',
  );

const chooseAndCheck = async (page: Page, content: Buffer) => {
  await page.getByRole('heading', { name: 'Importer des utilisateurs', level: 2 }).waitFor();
  // The file input behind the "Choisir un fichier" button (what the button opens).
  await page.locator('input[type="file"]').setInputFiles({
    name: 'utilisateurs.csv',
    mimeType: 'text/csv',
    buffer: content,
  });
  await page.getByText('Fichier choisi : utilisateurs.csv').waitFor();
  await page.getByRole('button', { name: 'Vérifier le fichier' }).click();
  await page.getByRole('heading', { name: 'Vérification du fichier' }).waitFor();
};

describe('user import (organizer)', () => {
  it('previews a CSV with a bad row, imports the valid rows, mails them and lists them', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/sante-quebec-2026/user/import');
    const fairField = page.getByRole('combobox', { name: 'Salon où créer les comptes' });
    await fairField.waitFor();
    expect(await fairField.inputValue()).toBe('Salon Recrutement Santé Québec 2026');
    await chooseAndCheck(page, csv(visitor, contact));

    // The preview opens on the rows in error.
    const table = page.getByRole('table', { name: 'Lignes du fichier' });
    await table.getByText('E-mail : Adresse e-mail invalide.').waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await page.getByText('2 valides').waitFor();
    await page.getByText('1 en erreur').waitFor();
    await page.locator('label', { hasText: 'Toutes (3)' }).click();
    await table.getByRole('cell', { name: contact }).waitFor();
    await shot(page, 'user-import-preview-1280');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Importer 2 lignes valides' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmer l’import' });
    await dialog
      .getByText('2 comptes vont être créés dans le salon Salon Recrutement Santé Québec 2026.')
      .waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Importer', exact: true }).click();

    await page.getByRole('status').getByText('Import terminé').waitFor();
    await page
      .getByText('2 comptes créés dans Salon Recrutement Santé Québec 2026.', { exact: false })
      .waitFor();
    const rejected = page.getByRole('table', { name: 'Lignes non importées (1)' });
    await rejected.getByRole('cell', { name: 'pas-une-adresse' }).waitFor();
    await shot(page, 'user-import-done-1280');
    await expectAccessible(page);

    const mail = await waitForMail(contact);
    expect(mail).toContain('Bonjour Inès,');
    expect(mail).toMatch(/\/user\/password\/reset#token=/);
    await waitForMail(visitor);

    await page.getByRole('link', { name: 'Voir la liste des utilisateurs' }).click();
    await page.waitForURL(/\/user\/list/);
    const list = page.getByRole('table', { name: 'Utilisateurs du salon' });
    await list.waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill(tag);
    await list.getByRole('cell', { name: visitor }).waitFor();
    await list.getByRole('cell', { name: contact }).waitFor();
    await expect.poll(() => list.getByRole('row').count()).toBe(3);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('fits a 390 px phone: the preview of the same kind of file, and the e-mails already taken', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/sante-quebec-2026/user/import');
    // The first journey created these two: now they are refused as existing.
    await chooseAndCheck(page, csv(visitor, contact));
    const table = page.getByRole('table', { name: 'Lignes du fichier' });
    await expect.poll(() => table.getByText('E-mail : Cette adresse e-mail existe déjà.').count()).toBe(2);
    expect(await page.getByRole('button', { name: /^Importer/ }).isDisabled()).toBe(true);
    // The column help, open: which header names are accepted.
    await page.getByRole('button', { name: 'Colonnes attendues' }).click();
    await page.getByRole('table', { name: 'Colonnes du fichier d’import' }).getByText('courriel').waitFor();
    await shot(page, 'user-import-preview-390');
    await expectAccessible(page);
    // Nothing overflows the page sideways: the table scrolls inside its own container.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});
