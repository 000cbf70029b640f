import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launch, open, shot, waitForMail } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('forgotten password', () => {
  it('asks for a link from the login modal, reads the mail, sets a new password (failing then fixed) and logs in', async () => {
    const s = await open(browser);
    const { page } = s;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Soigner au Québec' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Mon compte' })
      .click();
    await page
      .getByRole('dialog', { name: 'Connexion' })
      .getByRole('link', { name: 'Mot de passe oublié ?' })
      .click();
    await page.getByRole('heading', { name: 'Mot de passe oublié', level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('press@demo.test');
    await page.getByRole('button', { name: 'Envoyer le lien' }).click();
    await page.getByText('Si un compte existe pour cette adresse').waitFor();
    await shot(page, 'password-forgot-sent');
    await expectAccessible(page);

    const mail = await waitForMail('press@demo.test');
    expect(mail).toContain('Bonjour Julie,');
    const link = /(http:\/\/[^\s"<]+\/user\/password\/reset#token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Nouveau mot de passe', level: 1 }).waitFor();
    const password = page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true });
    const confirmation = page.getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true });
    const submit = page.getByRole('button', { name: 'Enregistrer le mot de passe' });
    await password.fill('court');
    await confirmation.fill('court');
    await page.getByText('Le mot de passe doit contenir au moins 8 caractères.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await password.fill('Presse!2026');
    await confirmation.fill('Presse!2026');
    await submit.click();
    await page.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.').waitFor();
    await shot(page, 'password-reset-done');

    // The link works once. Opened again from the mail: a fresh load (going to the same address
    // that differs only by its fragment would not reload the page).
    await page.goto('about:blank');
    await page.goto(link!);
    await page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Encore!2026x');
    await page
      .getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true })
      .fill('Encore!2026x');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await page
      .getByRole('alert')
      .getByText('Ce lien de réinitialisation n’est plus valide. Demandez-en un nouveau.')
      .waitFor();
    await shot(page, 'password-reset-used-link');

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('press@demo.test');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Presse!2026');
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.getByRole('heading', { name: 'Bonjour Julie Martin' }).waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});
