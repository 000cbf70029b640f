import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('registration form editor', () => {
  it('adds a yes/no question with a dependent field to the exhibitor form, sees it on the page, then removes it', async () => {
    const s = await open(browser, { locale: 'fr-FR' });
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/forms/composition/exhibitor');
    await page.getByRole('heading', { name: 'Formulaire d’inscription des exposants' }).waitFor();
    const block = page.getByRole('region', { name: '1. Votre fonction' });
    await block.getByText('Fonction', { exact: true }).waitFor();

    // A custom identifier must start with "custom": the dialog says so and keeps the field out.
    await block.getByRole('button', { name: 'Ajouter un champ' }).click();
    let dialog = page.getByRole('dialog', { name: 'Ajouter un champ' });
    const kind = dialog.getByRole('combobox', { name: 'Type de champ' });
    await kind.click();
    await page.getByRole('option', { name: 'Oui / non' }).click();
    await dialog.getByRole('textbox', { name: 'Identifiant' }).fill('visa');
    await dialog.getByRole('textbox', { name: 'Français' }).fill('Parrainez-vous des visas ?');
    await dialog.getByRole('textbox', { name: 'Anglais' }).fill('Do you sponsor visas?');
    await dialog.getByRole('button', { name: 'Ajouter le champ' }).click();
    await dialog.getByText(/doit commencer par « custom »/).waitFor();
    await dialog.getByRole('textbox', { name: 'Identifiant' }).fill('customSponsorsVisas');
    await dialog.getByRole('button', { name: 'Ajouter le champ' }).click();
    await dialog.waitFor({ state: 'detached' });

    await block.getByRole('button', { name: 'Ajouter un champ' }).click();
    dialog = page.getByRole('dialog', { name: 'Ajouter un champ' });
    await dialog.getByRole('textbox', { name: 'Identifiant' }).fill('customVisaCountries');
    await dialog.getByRole('textbox', { name: 'Français' }).fill('Pour quels pays ?');
    await dialog.getByRole('combobox', { name: 'Affiché seulement si' }).click();
    await page.getByRole('option', { name: 'Parrainez-vous des visas ?' }).click();
    await dialog.getByRole('combobox', { name: 'a la valeur' }).click();
    await page.getByRole('option', { name: 'Oui' }).click();
    await dialog.getByRole('button', { name: 'Ajouter le champ' }).click();
    await dialog.waitFor({ state: 'detached' });
    await block.getByText('Affiché si « Parrainez-vous des visas ? » = Oui').waitFor();
    await shot(page, 'form-composition');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enregistrer le formulaire' }).click();
    await page.getByText('Formulaire enregistré.').first().waitFor();

    // The public page renders the stored form: the dependent field appears with "yes".
    const visitor = await open(browser, { locale: 'fr-FR' });
    await visitor.page.goto('/sante-quebec-2026/register/exhibitor');
    await visitor.page.getByRole('radiogroup', { name: 'Parrainez-vous des visas ?' }).waitFor();
    expect(await visitor.page.getByRole('textbox', { name: 'Pour quels pays ?' }).count()).toBe(0);
    await visitor.page.getByRole('radio', { name: 'Oui' }).check();
    await visitor.page.getByRole('textbox', { name: 'Pour quels pays ?' }).waitFor();
    await visitor.context.close();

    // Back to the original form for the other journeys.
    await block.getByRole('button', { name: 'Supprimer « Pour quels pays ? »' }).click();
    await block.getByRole('button', { name: 'Supprimer « Parrainez-vous des visas ? »' }).click();
    // Saved once the server answered; a reload then shows the stored form without the two fields.
    await Promise.all([
      page.waitForResponse(
        (r) =>
          r.url().includes('/api/visitor_registration_form_composition/block') &&
          r.request().method() === 'POST',
      ),
      page.getByRole('button', { name: 'Enregistrer le formulaire' }).click(),
    ]);
    await page.reload();
    await block.getByText('Fonction', { exact: true }).waitFor();
    expect(await block.getByText('Parrainez-vous des visas ?').count()).toBe(0);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('lays the editor out on a phone', async () => {
    const s = await open(browser, { locale: 'fr-FR', width: 390, height: 844 });
    await loginByApi(s, 'superadmin');
    await s.page.goto('/user/forms/composition/visitor');
    await s.page.getByRole('region', { name: '2. Votre projet' }).waitFor();
    await shot(s.page, 'form-composition-390');
    await s.context.close();
  });
});
