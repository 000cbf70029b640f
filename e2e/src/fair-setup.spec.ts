import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  baseUrl,
  expectAccessible,
  followMenuLink,
  launch,
  loginByApi,
  networkQuiet,
  open,
  shot,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

// Issue 14: from nothing to an open fair in the browser. The journeys of this file follow each other
// (one server per file): the super admin copies the demo fair, the organizer sets it up and opens it,
// a visitor meets it under its new address; the last one removes it again.
const NAME = 'Salon Santé Montérégie 2027';
const SLUG = 'sante-monteregie-2027';
const SOURCE = 'Salon Recrutement Santé Québec 2026';

interface FairJson {
  id: number;
  name: string;
  status: number;
  homepageJson: Record<string, { title?: string; text?: string; banner?: { text: string } } | undefined>;
  groupHeaderButton: { name: string; requiresLogin: boolean; access: Record<string, object> }[];
  fairLanguages: { language: { code: string } }[];
}
const fairOf = async (page: Page): Promise<FairJson> => {
  const res = await page.context().request.get(`/api/fairs?homepage=${SLUG}`);
  const [fair] = (await res.json()) as FairJson[];
  return fair!;
};

describe('creating a fair', () => {
  it('lets the super admin copy the demo fair under a new address, then choose its organizer', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/manage');
    await followMenuLink(page, 'Créer un salon', /\/fair\/create$/);
    await page.getByRole('heading', { name: 'Créer un salon', level: 2 }).waitFor();
    await page.getByRole('radio', { name: 'La copie d’un salon' }).check();
    await page.getByRole('combobox', { name: 'Salon à copier' }).click();
    await page.getByRole('listbox', { name: 'Salon à copier' }).getByRole('option', { name: SOURCE }).click();
    await page.getByText(/Les dates sont lues dans le fuseau du salon copié/).waitFor();

    // A taken address is refused while typing, and on submit nothing is created.
    const address = page.getByRole('textbox', { name: 'Adresse du salon' });
    await page.getByRole('textbox', { name: 'Nom du salon' }).fill(NAME);
    await address.fill('sante-quebec-2026');
    await page.getByText('Cette adresse de salon est déjà utilisée.').waitFor();
    await address.fill(SLUG);
    await page.getByText(new RegExp(`Adresse publique : http://[^ ]+/${SLUG} — disponible`)).waitFor();
    await page.getByLabel('Début').fill('2027-05-18T09:00');
    await page.getByLabel('Fin').fill('2027-05-19T17:00');
    await page.getByLabel('Fin').blur();
    await shot(page, 'fair-create-copy-1280');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Créer le salon' }).click();

    // It opens in its staged installation, in preparation, with what is still missing.
    await page.waitForURL(/\/fair\/edit\/\d+\?/);
    await page.getByRole('status').getByText(`« ${NAME} » est créé`).waitFor();
    const checklist = page.getByRole('region', { name: 'Avant l’ouverture' });
    await checklist.getByText('Le salon n’a pas encore d’organisateur.').waitFor();
    // The halls came with the copy, their booths did not (no people, no exhibitors).
    expect(await checklist.getByText('Le salon a au moins un hall.').isVisible()).toBe(true);
    expect(await checklist.getByText('Aucun stand n’est encore placé dans un hall.').isVisible()).toBe(true);
    const copy = await fairOf(page);
    expect(copy).toMatchObject({ name: NAME, status: 1 });
    await shot(page, 'fair-create-done-1280');
    await expectAccessible(page);

    await checklist.getByRole('button', { name: 'Choisir les organisateurs' }).click();
    await page.waitForURL(/step=organizers/);
    await page.getByRole('combobox', { name: 'Organisateurs du salon' }).click();
    await page.getByRole('option', { name: 'Sophie Lambert (organizer@demo.test)' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Enregistrer les organisateurs' }).click();
    await page.getByRole('status').getByText('Organisateurs enregistrés').waitFor();
    await checklist.getByText('Le salon a au moins un organisateur.').waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});

describe('setting up the new fair', () => {
  it('lets its organizer add a language and write the homepage in two, with the previews and the missing markers', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/fair/list');
    await page.getByRole('link', { name: `Configurer « ${NAME} »` }).click();
    await page.getByRole('heading', { name: 'Installation du salon', level: 2 }).waitFor();
    // A language added in its step comes with the texts the copy brought; the checklist follows.
    await page.getByRole('tab', { name: 'Langues' }).click();
    await page
      .getByRole('group', { name: 'Langues proposées' })
      .getByRole('checkbox', { name: 'Deutsch' })
      .check();
    await page.getByRole('button', { name: 'Enregistrer les langues' }).click();
    await page.getByRole('status').getByText('Langues enregistrées').waitFor();
    const checklist = page.getByRole('region', { name: 'Avant l’ouverture' });
    await checklist.getByText('La page d’accueil a son texte en allemand.').waitFor();
    await page.getByRole('tab', { name: 'Page d’accueil' }).click();
    await page.waitForURL(/step=homepage/);
    const german = page.getByRole('tab', { name: /^Deutsch/ });
    expect(await german.textContent()).not.toContain('à écrire');

    const title = page.getByRole('textbox', { name: 'Titre', exact: true });
    await title.fill('Soigner en Montérégie');
    await page.getByRole('textbox', { name: 'Texte de présentation' }).fill('Trois hôpitaux recrutent.');
    await page.getByRole('textbox', { name: 'Texte de la bannière' }).fill('Ouverture le 18 mai à 9 h');
    // The previews follow the typing, at both widths.
    const previews = page.getByRole('group', { name: 'Aperçu en français' });
    await previews.getByRole('heading', { name: 'Soigner en Montérégie' }).first().waitFor();
    expect(await previews.getByRole('heading', { name: 'Soigner en Montérégie' }).count()).toBe(2);
    // A language without its title is marked as still to write, while typing.
    await german.click();
    await title.fill('');
    await german.getByText('à écrire').waitFor();
    await title.fill('Pflegen in der Montérégie');
    const link = page.getByRole('textbox', { name: 'Lien de la bannière' });
    await link.fill('javascript:alert(1)');
    await link.press('Tab');
    await page
      .getByText('Le lien doit commencer par http://, https:// ou par une seule barre oblique (/page).')
      .waitFor();
    await page.getByRole('button', { name: 'Enregistrer la page d’accueil' }).click();
    // Refused on the client: nothing is saved.
    expect((await fairOf(page)).homepageJson.de?.title).toBe('Pflegen in Québec');
    await link.fill('');
    await german.getByText('à écrire').waitFor({ state: 'detached' });
    await shot(page, 'fair-setup-homepage-1280');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Enregistrer la page d’accueil' }).click();
    await page.getByRole('status').getByText('Page d’accueil enregistrée').waitFor();
    const saved = await fairOf(page);
    expect(saved.homepageJson.fr).toMatchObject({
      title: 'Soigner en Montérégie',
      text: 'Trois hôpitaux recrutent.',
      banner: { text: 'Ouverture le 18 mai à 9 h' },
    });
    expect(saved.homepageJson.de?.title).toBe('Pflegen in der Montérégie');
    await checklist.getByText('La page d’accueil a son texte en allemand.').waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('adds a header button for logged-in visitors while the fair is open, then opens the fair', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto(`/${SLUG}/fair/edit?step=buttons`);
    await page.getByRole('button', { name: 'Ajouter un bouton' }).click();
    const added = page.getByRole('group', { name: /^Bouton \d+$/ });
    await added.getByRole('textbox', { name: 'Nom (français)' }).fill('Mes candidatures');
    const button = page.getByRole('group', { name: 'Mes candidatures' });
    await button.getByRole('textbox', { name: 'Nom (anglais)' }).fill('My applications');
    await button.getByRole('textbox', { name: 'Lien' }).fill('/user/profile');
    await button.getByRole('switch', { name: 'Connexion requise' }).check();
    const grid = button.getByRole('table', { name: 'Accès à « Mes candidatures » par rôle et statut' });
    for (const cell of await grid.getByRole('checkbox', { name: /, salon Ouvert$/ }).all())
      if ((await cell.getAttribute('aria-label')) !== 'visiteurs, salon Ouvert') await cell.uncheck();
    expect(await grid.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Enregistrer les boutons' }).click();
    await page.getByRole('status').getByText('Boutons enregistrés').waitFor();
    const saved = (await fairOf(page)).groupHeaderButton.find((b) => b.name === 'Mes candidatures');
    expect(saved).toMatchObject({ requiresLogin: true, access: { ROLE_VISITOR: { '2': true } } });
    expect(saved?.access.ROLE_EXHIBITOR).toEqual({ '2': false });

    // Opening it from the fair list, after the dialog says what changes.
    await page.goto('/fair/list');
    await page.getByRole('button', { name: `Changer le statut de « ${NAME} »` }).click();
    const dialog = page.getByRole('dialog', { name: `Statut de « ${NAME} »` });
    await dialog.getByRole('radio', { name: 'Ouvert' }).check();
    await dialog.getByText(/« Mes candidatures » devient actif pour : visiteurs/).waitFor();
    await dialog.getByRole('button', { name: 'Passer à « Ouvert »' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await fairOf(page)).status).toBe(2);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('shows every step at 390 px without sideways scrolling', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'organizer');
    const { page } = s;
    for (const step of ['identity', 'display', 'homepage', 'buttons', 'mails', 'organizers']) {
      await page.goto(`/${SLUG}/fair/edit?step=${step}`);
      await page.getByRole('region', { name: 'Avant l’ouverture' }).waitFor();
      await page.getByRole('tabpanel').waitFor();
      await networkQuiet(s);
      expect([step, await page.evaluate<number>('document.documentElement.scrollWidth')]).toEqual([
        step,
        390,
      ]);
      await shot(page, `fair-setup-${step}-390`);
    }
    await expectAccessible(page);
    await s.context.close();
  });
});

describe('the new fair, opened', () => {
  it('greets a visitor under its new address in their language, and asks a login for the visitors’ button', async () => {
    const s = await open(browser, { locale: 'fr-FR' });
    const { page } = s;
    await page.goto(`/${SLUG}`);
    await page.getByRole('heading', { name: 'Soigner en Montérégie', level: 1 }).waitFor();
    await page.getByText('Trois hôpitaux recrutent.').waitFor();
    await page.getByRole('complementary').getByText('Ouverture le 18 mai à 9 h').waitFor();
    await shot(page, 'fair-new-home-1280');
    await expectAccessible(page);
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Mes candidatures' })
      .click();
    await page.getByRole('dialog', { name: /connexion/i }).waitFor();
    await page.keyboard.press('Escape');

    // In German, the organizer's German homepage (the choice is kept for the next visit).
    await page.getByRole('button', { name: 'Autres langues' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Pflegen in der Montérégie', level: 1 }).waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();

    const phone = await open(browser, { width: 390, height: 844 });
    await phone.context.addCookies([{ name: 'locale', value: 'de', url: baseUrl() }]);
    await phone.page.goto(`/${SLUG}`);
    await phone.page.getByRole('heading', { name: 'Pflegen in der Montérégie', level: 1 }).waitFor();
    expect(await phone.page.evaluate<number>('document.documentElement.scrollWidth')).toBe(390);
    await shot(phone.page, 'fair-new-home-de-390');
    await phone.context.close();
  });

  it('is removed again by the super admin (the demo as the other journeys expect it)', async () => {
    const s = await open(browser);
    const login = await s.context.request.post('/api/login', {
      data: { email: 'superadmin@demo.test', password: DEMO_PASSWORD },
    });
    const { token } = (await login.json()) as { token: string };
    const { id } = await fairOf(s.page);
    const res = await s.context.request.delete(`/api/fairs/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect([res.status(), await fairOf(s.page)]).toEqual([204, undefined]);
    await s.context.close();
  });
});
