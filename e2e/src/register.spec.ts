import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launch, open, shot, waitForMail } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** A Mantine select: type to filter, then pick the option. */
const choose = async (page: Page, label: string, option: string) => {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
};

describe('registration', () => {
  it('registers a visitor through the stored form, refusing a weak password first, then mails the confirmation', async () => {
    const s = await open(browser, { locale: 'fr-FR' });
    const { page } = s;
    const email = `amina.diallo.${Date.now()}@exemple.org`;
    await page.goto('/sante-quebec-2026');
    await page.getByRole('link', { name: 'Je m’inscris comme visiteur' }).click();
    await page.getByRole('heading', { name: 'Inscription visiteur', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Votre projet' }).waitFor();

    await page.getByRole('textbox', { name: 'Prénom' }).fill('Amina');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Diallo');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    const password = page.getByRole('textbox', { name: 'Mot de passe', exact: true });
    await password.fill('soins2026');
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('soins2026');
    await page.getByRole('textbox', { name: 'Métier' }).fill('Infirmière');
    await choose(page, 'Pays de résidence', 'Sénégal');
    await choose(page, 'Niveau de diplôme', 'Bac+5 (master)');
    // The dependent field appears only once "yes" is chosen.
    expect(await page.getByRole('textbox', { name: 'Valable jusqu’au' }).count()).toBe(0);
    await page.getByRole('radio', { name: 'Oui' }).check();
    await page.getByRole('textbox', { name: 'Valable jusqu’au' }).fill('juin 2027');
    await page.getByRole('checkbox', { name: /conditions d’utilisation/ }).check();
    await page.getByRole('checkbox', { name: /coordonnées professionnelles/ }).check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    // The §5 composition message, on the field, and nothing sent.
    await page
      .getByText(/une minuscule, une majuscule, un chiffre/)
      .first()
      .waitFor();
    await shot(page, 'register-visitor-error');
    // Field errors stay readable (AA) while shown.
    await expectAccessible(page);

    await password.fill('Soins!2026');
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Soins!2026');
    await shot(page, 'register-visitor');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await page.getByRole('heading', { name: 'Inscription enregistrée' }).waitFor();
    await page.getByText('Votre compte est en attente de validation par l’organisateur du salon.').waitFor();
    expect(page.url()).toContain('/sante-quebec-2026/register/confirmation');
    await shot(page, 'register-confirmation');
    await expectAccessible(page);

    const mail = await waitForMail(email);
    expect(mail).toMatch(/Subject: (=\?UTF-8\?Q\?)?Votre[ _]inscription/);
    expect(mail).toContain('Bonjour Amina,');
    expect(mail).toContain('en attente de validation');

    // The new account logs in and its card says it waits for validation.
    await page.getByRole('link', { name: 'Me connecter' }).click();
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Soins!2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    // Her dashboard's account card says the fair has not validated her yet (§4, orange).
    await page.goto('/sante-quebec-2026/user/dashboard');
    await page.getByRole('heading', { name: 'Bonjour Amina Diallo' }).waitFor();
    await page.locator('[data-status="waiting"]').getByText('En attente de validation').waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('lets an employer register its organisation, and shows the choice page on a phone', async () => {
    const s = await open(browser, { locale: 'fr-FR', width: 390, height: 844 });
    const { page } = s;
    await page.goto('/sante-quebec-2026/register');
    await page.getByRole('heading', { name: 'Je représente un employeur' }).waitFor();
    await shot(page, 'register-choice-390');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'J’inscris mon organisation' }).click();
    await page.getByRole('heading', { name: 'Inscription exposant', level: 1 }).waitFor();
    const email = `rh.${Date.now()}@chu-exemple.ca`;
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Jeanne');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Tremblay');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('Recrute!2026');
    await page.getByRole('textbox', { name: 'Confirmation du mot de passe' }).fill('Recrute!2026');
    await page.getByRole('textbox', { name: 'Nom de l’organisation' }).fill(`CHU Exemple ${Date.now()}`);
    const firmType = page.getByRole('combobox', { name: 'Type d’organisation' });
    await firmType.click();
    await page.getByRole('listbox').getByRole('option').first().click();
    const sectors = page.getByRole('combobox', { name: 'Secteurs d’activité' });
    await sectors.click();
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Fonction' }).fill('Responsable du recrutement');
    await page.getByRole('textbox', { name: 'Téléphone', exact: true }).fill('+1 418 555 0199');
    await page.getByRole('checkbox', { name: /conditions d’utilisation/ }).check();
    await page.getByRole('checkbox', { name: /coordonnées professionnelles/ }).check();
    await shot(page, 'register-exhibitor-390');
    await page.getByRole('button', { name: 'Inscrire mon organisation' }).click();
    await page.getByText('Votre organisation a été créée : vous en administrez le stand.').waitFor();
    expect(await waitForMail(email)).toMatch(/Subject: (=\?UTF-8\?Q\?)?Votre[ _]inscription/);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});
