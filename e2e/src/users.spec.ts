import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launch, loginByApi, open, shot, waitForMail, followMenuLink } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('user management (organizer)', () => {
  it('creates a stand contact from the menu, who receives a set-password mail and appears in the list', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Sophie Lambert' }).waitFor();
    await followMenuLink(page, 'Créer un utilisateur', /\/user\/create$/);
    await page.getByRole('heading', { name: 'Créer un utilisateur', level: 2 }).waitFor();

    await page.getByRole('radio', { name: 'Contact de stand' }).check();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ines.moreau@deux-rives.example');
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
    const firm = page.getByRole('combobox', { name: 'Exposant (structure)' });
    await firm.fill('Deux-Rives');
    await page.getByRole('option', { name: 'Centre intégré de santé des Deux-Rives' }).click();
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByRole('status').getByText('Compte créé', { exact: true }).waitFor();
    await shot(page, 'user-create-done');
    await expectAccessible(page);
    const mail = await waitForMail('ines.moreau@deux-rives.example');
    expect(mail).toContain('Bonjour Inès,');
    // The invitation carries its token in the fragment (never sent to the server): Inès sets her password.
    const link = /(http:\/\/[^\s"<]+\/user\/password\/reset#token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    const invitee = await open(browser);
    await invitee.page.goto(link!);
    await invitee.page.getByRole('textbox', { name: 'Nouveau mot de passe', exact: true }).fill('Ines!2026x');
    await invitee.page
      .getByRole('textbox', { name: 'Confirmation du mot de passe', exact: true })
      .fill('Ines!2026x');
    await invitee.page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await invitee.page.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.').waitFor();
    expect(invitee.cspViolations).toEqual([]);
    await invitee.context.close();

    // the same e-mail again: shown on the field
    await page.getByRole('button', { name: 'Créer un autre compte' }).click();
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ines.moreau@deux-rives.example');
    await page.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Inès');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByText('Cette adresse e-mail existe déjà.').waitFor();

    await page.goto('/user/list');
    const table = page.getByRole('table', { name: 'Utilisateurs du salon' });
    await table.waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('moreau');
    await table.getByRole('cell', { name: 'ines.moreau@deux-rives.example' }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(page.url()).toContain('search=moreau');
    await shot(page, 'user-list-search');
    await page.goto('/user/list');
    await table.waitFor();
    await shot(page, 'user-list-1280');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('validates a waiting visitor for the fair from the list', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/soins-belgique-2026/user/list?search=diallo');
    const row = page
      .getByRole('table', { name: 'Utilisateurs du salon' })
      .getByRole('row')
      .filter({ hasText: 'visitor@demo.test' });
    await row.getByText('En attente').waitFor();
    await row.getByRole('button', { name: 'Validation de Amina Diallo pour ce salon' }).click();
    await page.getByRole('menuitem', { name: 'Valider pour ce salon' }).click();
    await row.getByText('Validé').waitFor();
    await shot(page, 'user-list-validated');
    // the visitor sees it on her account card for that fair
    const v = await open(browser);
    await loginByApi(v, 'visitor');
    await v.page.goto('/soins-belgique-2026/user/manage');
    await v.page.getByText('Compte validé').waitFor();
    await v.context.close();
    // put her back on waiting: the demo state other journeys read stays as seeded
    await row.getByRole('button', { name: 'Validation de Amina Diallo pour ce salon' }).click();
    await page.getByRole('menuitem', { name: 'Remettre en attente' }).click();
    await row.getByText('En attente').waitFor();
    await s.context.close();
  });

  it('keeps the screens for organizers: a visitor is sent home', async () => {
    const s = await open(browser);
    await loginByApi(s, 'visitor');
    const { page } = s;
    await page.goto('/user/list');
    await page.getByRole('heading', { name: 'Soigner au Québec' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await s.context.close();
  });
});
