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

  it('changes a status after saying what it changes for whom, and back', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/fair/list');
    const table = page.getByRole('table', { name: 'Liste des salons' });
    const belgium = table.getByRole('row').filter({ hasText: 'Salon Soins & Social Belgique 2026' });
    await belgium.getByText('En préparation').waitFor();
    await page
      .getByRole('button', { name: 'Changer le statut de « Salon Soins & Social Belgique 2026 »' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Statut de « Salon Soins & Social Belgique 2026 »' });
    await dialog.getByText('Choisissez un autre statut pour voir ce qu’il change.').waitFor();
    expect(await dialog.getByRole('button', { name: /^Passer à/ }).isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: 'Ouvert' }).check();
    await dialog.getByText('L’inscription des visiteurs sur la page d’accueil reste ouverte.').waitFor();
    expect(await dialog.getByText(/« Mon espace » devient actif pour : .*visiteurs/).isVisible()).toBe(true);
    await shot(page, 'fair-status-1280');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Passer à « Ouvert »' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await belgium.getByText('Ouvert').waitFor();

    await page
      .getByRole('button', { name: 'Changer le statut de « Salon Soins & Social Belgique 2026 »' })
      .click();
    await dialog.getByRole('radio', { name: 'En préparation' }).check();
    await dialog.getByText(/« Mon espace » devient inactif pour : .*visiteurs/).waitFor();
    await dialog.getByRole('button', { name: 'Passer à « En préparation »' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await belgium.getByText('En préparation').waitFor();
    expect(s.cspViolations).toEqual([]);
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

describe('fair languages', () => {
  it("lets the fair's organizer choose its languages and main language, kept after a reload", async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/soins-belgique-2026/fair/language');
    await page.getByRole('heading', { name: 'Langues du salon', level: 2 }).waitFor();
    const offered = page.getByRole('group', { name: 'Langues proposées' });
    const box = (name: string) => offered.getByRole('checkbox', { name });
    await box('Deutsch').waitFor();
    expect(await box('Français').isChecked()).toBe(true);
    expect(await box('Français').isDisabled()).toBe(true);
    expect(await box('Deutsch').isChecked()).toBe(true);
    expect(await box('Español').isChecked()).toBe(false);

    await box('Deutsch').uncheck();
    await box('Español').check();
    await page
      .getByRole('radiogroup', { name: 'Langue principale' })
      .getByRole('radio', { name: 'Nederlands' })
      .check();
    expect(await box('Nederlands').isDisabled()).toBe(true);
    expect(await box('Français').isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Enregistrer les langues' }).click();
    await page.getByRole('status').getByText('Langues enregistrées').waitFor();
    await shot(page, 'fair-languages-1280');
    await expectAccessible(page);

    await page.reload();
    await box('Español').waitFor();
    expect(await box('Español').isChecked()).toBe(true);
    expect(await box('Deutsch').isChecked()).toBe(false);
    expect(
      await page
        .getByRole('radiogroup', { name: 'Langue principale' })
        .getByRole('radio', { name: 'Nederlands' })
        .isChecked(),
    ).toBe(true);
    const res = await s.context.request.get('/api/fairs?homepage=soins-belgique-2026');
    const [fair] = (await res.json()) as { fairLanguages: { language: { code: string } }[] }[];
    expect(fair!.fairLanguages.map((l) => l.language.code)).toEqual(['nl', 'fr', 'en', 'es']);

    // Back as the demo had it, for the journeys that follow on this server.
    await page
      .getByRole('radiogroup', { name: 'Langue principale' })
      .getByRole('radio', { name: 'Français' })
      .check();
    await box('Deutsch').check();
    await box('Español').uncheck();
    await page.getByRole('button', { name: 'Enregistrer les langues' }).click();
    await page.getByRole('status').getByText('Langues enregistrées').waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});

describe('fair setup: header buttons', () => {
  it('adds a header button with its access grid, refuses a bad link, and shows it in the banner', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/fair/list');
    await page.getByRole('link', { name: 'Configurer « Salon Recrutement Santé Québec 2026 »' }).click();
    await page.getByRole('heading', { name: 'Installation du salon', level: 2 }).waitFor();
    await page.getByRole('tab', { name: 'Boutons d’en-tête' }).click();
    await page.waitForURL(/step=buttons/);
    await page.getByRole('button', { name: 'Ajouter un bouton' }).click();
    const added = page.getByRole('group', { name: /^Bouton \d+$/ });
    await added.getByRole('textbox', { name: 'Lien' }).fill('javascript:alert(1)');
    // Leaving the field shows its error at once (and moves the page under the pointer): leave it first.
    await added.getByRole('textbox', { name: 'Lien' }).press('Tab');
    await added
      .getByText('Le lien doit commencer par http://, https:// ou par une seule barre oblique (/page).')
      .waitFor();
    await page.getByRole('button', { name: 'Enregistrer les boutons' }).click();
    await added.getByText('Ce champ est obligatoire.').waitFor();
    await added.getByRole('textbox', { name: 'Nom (français)' }).fill('Programme');
    const button = page.getByRole('group', { name: 'Programme' });
    await button.getByRole('textbox', { name: 'Lien' }).fill('/contact');
    // Visitors may use it once the fair is finished too; exhibitors not while it is open.
    await button.getByRole('checkbox', { name: 'visiteurs, salon Terminé' }).check();
    await button.getByRole('checkbox', { name: 'exposants, salon Ouvert' }).uncheck();
    await shot(page, 'fair-setup-buttons-1280');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enregistrer les boutons' }).click();
    await page.getByRole('status').getByText('Boutons enregistrés').waitFor();

    const res = await s.context.request.get('/api/fairs?homepage=sante-quebec-2026');
    const [fair] = (await res.json()) as {
      groupHeaderButton: { name: string; access: Record<string, object> }[];
    }[];
    const saved = fair!.groupHeaderButton.find((b) => b.name === 'Programme');
    expect(saved?.access.ROLE_VISITOR).toEqual({ '2': true, '3': true });
    expect(saved?.access.ROLE_EXHIBITOR).toEqual({ '2': false });
    await page.goto('/sante-quebec-2026');
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Programme' })
      .waitFor();

    // Removed again, for the journeys that follow on this server.
    await page.goto('/sante-quebec-2026/fair/edit/?step=buttons');
    await page.getByRole('button', { name: 'Supprimer « Programme »' }).click();
    await page.getByRole('button', { name: 'Enregistrer les boutons' }).click();
    await page.getByRole('status').getByText('Boutons enregistrés').waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});

describe('fair setup: identity', () => {
  it('checks the address while typing, refuses an end before the start, and saves the name', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/soins-belgique-2026/fair/edit');
    const name = page.getByRole('textbox', { name: 'Nom du salon' });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Salon Soins & Social Belgique 2026');
    const address = page.getByRole('textbox', { name: 'Adresse du salon' });
    await address.fill('sante-quebec-2026');
    await page.getByText('Cette adresse de salon est déjà utilisée.').waitFor();
    await address.fill('soins-belgique-2099');
    await page.getByText(/Adresse publique : http:\/\/[^ ]+\/soins-belgique-2099 — disponible/).waitFor();
    await address.fill('soins-belgique-2026');

    await page.getByLabel('Début').fill('2027-03-11T09:00');
    await page.getByLabel('Fin').fill('2027-03-10T17:00');
    await page.getByLabel('Fin').blur();
    await page.getByText('La fin doit venir après le début.').waitFor();
    await page.getByLabel('Fin').fill('2027-03-12T17:00');
    await name.fill('Salon Soins & Social Belgique 2027');
    await name.press('Tab');
    await shot(page, 'fair-setup-identity-1280');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enregistrer l’identité' }).click();
    await page.getByRole('status').getByText('Identité enregistrée').waitFor();
    const res = await s.context.request.get('/api/fairs?homepage=soins-belgique-2026');
    const [fair] = (await res.json()) as { name: string; startDate: string; endDate: string }[];
    expect(fair).toMatchObject({
      name: 'Salon Soins & Social Belgique 2027',
      startDate: '2027-03-11T08:00:00.000Z',
      endDate: '2027-03-12T16:00:00.000Z',
    });

    // Back as the demo had it, for the journeys that follow on this server.
    await name.fill('Salon Soins & Social Belgique 2026');
    await name.press('Tab');
    await page.getByRole('button', { name: 'Enregistrer l’identité' }).click();
    await page.getByRole('status').getByText('Identité enregistrée').waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});

describe('fair setup: modules and access', () => {
  it('switches a module on with a daily contact limit, and leaves ceilings to the super roles', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/soins-belgique-2026/fair/edit?step=modules');
    const messages = page.getByRole('switch', { name: 'Module messagerie' });
    await messages.waitFor();
    expect(await messages.isChecked()).toBe(false);
    await messages.check();
    const chatLimit = page.getByRole('textbox', { name: 'Contacts par discussion et par jour' });
    await chatLimit.fill('20');
    await shot(page, 'fair-setup-modules-1280');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').getByText('Réglages enregistrés').waitFor();
    const read = async () =>
      (
        (await (await s.context.request.get('/api/fairs?homepage=soins-belgique-2026')).json()) as {
          isUsingDirectMessageModule: boolean;
          dailyChatContactLimit: number | null;
        }[]
      )[0]!;
    expect(await read()).toMatchObject({ isUsingDirectMessageModule: true, dailyChatContactLimit: 20 });

    await page.getByRole('tab', { name: 'Accès et inscription' }).click();
    await page.getByRole('switch', { name: 'Accès public sans connexion' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Nombre maximal de participants' }).count()).toBe(0);
    await page.getByText(/fixés par un super administrateur/).waitFor();

    // Back as the demo had it, for the journeys that follow on this server.
    await page.getByRole('tab', { name: 'Modules et échanges' }).click();
    await page.getByRole('switch', { name: 'Module messagerie' }).uncheck();
    await page.getByRole('textbox', { name: 'Contacts par discussion et par jour' }).fill('');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('status').getByText('Réglages enregistrés').waitFor();
    expect(await read()).toMatchObject({ isUsingDirectMessageModule: false, dailyChatContactLimit: null });
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});
