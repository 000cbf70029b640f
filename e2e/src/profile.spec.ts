import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD, expectAccessible, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('profile and personal data', () => {
  it('edits the profile, downloads the data, then erases the account', async () => {
    const s = await open(browser);
    await loginByApi(s, 'speaker');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Carlos Ruiz' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Modifier mon profil' }).first().click();
    await page.getByRole('heading', { name: 'Identité', level: 2 }).waitFor();

    const save = page.getByRole('button', { name: 'Enregistrer les modifications' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Fonction' }).fill('Infirmier en soins intensifs');
    await page.getByRole('textbox', { name: 'Site web' }).fill('pas une adresse');
    await page.getByRole('textbox', { name: 'Site web' }).blur();
    await page.getByText('Adresse web invalide.').waitFor();
    await page.getByRole('textbox', { name: 'Site web' }).fill('www.carlos-ruiz.org');
    await save.click();
    await page.getByRole('status').getByText('Modifications enregistrées').waitFor();
    await shot(page, 'profile-1280');
    await expectAccessible(page);

    await page.reload();
    await page.getByRole('heading', { name: 'Identité', level: 2 }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Fonction' }).inputValue())
      .toBe('Infirmier en soins intensifs');
    expect(await page.getByRole('textbox', { name: 'Site web' }).inputValue()).toBe(
      'https://www.carlos-ruiz.org',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger mes données' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^passerelle-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(data.user).toMatchObject({ email: 'speaker@demo.test', jobTitle: 'Infirmier en soins intensifs' });
    expect(JSON.stringify(data)).not.toMatch(/argon2/);

    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Supprimer définitivement mon compte' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Pour confirmer, saisissez SUPPRIMER' }).fill('supprimer');
    await shot(page, 'profile-delete-confirm');
    await confirm.click();
    await page.waitForURL(/\/signed-out$/);
    const login = await s.context.request.post('/api/login', {
      data: { email: 'speaker@demo.test', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(401);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('works at 390 px wide', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'moderator');
    const { page } = s;
    await page.goto('/user/profile');
    await page.getByRole('heading', { name: 'Identité', level: 2 }).waitFor();
    await shot(page, 'profile-390');
    await s.context.close();
  });
});
