import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launch, loginByApi, open, shot, followMenuLink } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('fair messages (organizer)', () => {
  it('customises the French subject of the registration confirmation, then goes back to the model', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/sante-quebec-2026/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Sophie Lambert' }).waitFor();
    await followMenuLink(page, 'Messages du salon', /\/fair\/emails\/1$/);
    await page.getByRole('heading', { name: 'Messages du salon', level: 2 }).waitFor();

    const control = page.getByRole('button', { name: /^Confirmation d’inscription/ });
    await control.getByText('Modèle', { exact: true }).waitFor();
    await control.click();
    const subject = page.getByRole('textbox', { name: 'Objet' });
    expect(await subject.inputValue()).toBe('Votre inscription à {{fairName}}');
    await subject.fill('Bienvenue au salon ');
    await page.getByRole('button', { name: 'Insérer la variable nom du salon' }).click();
    expect(await subject.inputValue()).toBe('Bienvenue au salon {{fairName}}');
    // the preview fills the placeholder with the fair's name
    await page
      .getByText('Bienvenue au salon Salon Recrutement Santé Québec 2026', { exact: false })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('E-mail « Confirmation d’inscription » enregistré.').waitFor();
    await control.getByText('Personnalisé pour ce salon').waitFor();
    expect(await subject.inputValue()).toBe('Bienvenue au salon {{fairName}}');
    await page.getByRole('switch', { name: /^Utiliser le texte personnalisé/ }).waitFor();
    await shot(page, 'fair-emails-1280');
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await control.getByText('Personnalisé pour ce salon').waitFor();
    await shot(page, 'fair-emails-390');
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // back to the model, after confirmation: other journeys see the default wording
    await page.getByRole('button', { name: 'Revenir au modèle' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revenir au modèle ?' });
    await confirm.getByRole('button', { name: 'Confirmer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await control.getByText('Modèle', { exact: true }).waitFor();
    await expect.poll(() => subject.inputValue()).toBe('Votre inscription à {{fairName}}');
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('shows the super admin the installation’s models without a fair id', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/fair/emails');
    await page.getByRole('heading', { name: 'Modèles d’e-mails', level: 2 }).waitFor();
    const control = page.getByRole('button', { name: /^Avis de nouvelle inscription/ });
    await control.getByText('Modèle', { exact: true }).waitFor();
    await control.click();
    expect(await page.getByRole('textbox', { name: 'Objet' }).inputValue()).toBe(
      'Nouvelle inscription à {{fairName}} : {{firstName}} {{lastName}}',
    );
    await page.getByRole('button', { name: 'Revenir au texte par défaut' }).waitFor();
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});
