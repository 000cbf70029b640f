import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD, baseUrl, expectAccessible, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = 'sante-quebec-2026';
const EMAIL = 'chloe.gauthier@deux-rives.example';

/**
 * A stand contact of firm 1 ("Centre intégré de santé des Deux-Rives") in fair 1, created through
 * POST /exhibitors/stand-contact as the organizer: this journey's own user (demo users stay as seeded).
 */
const createContact = async (s: Awaited<ReturnType<typeof open>>) => {
  const login = await s.context.request.post('/api/login', {
    headers: { origin: baseUrl() },
    data: { email: 'organizer@demo.test', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const [fair] = (await (await s.context.request.get(`/api/fairs?homepage=${FAIR}`)).json()) as {
    id: number;
  }[];
  const res = await s.context.request.post('/api/exhibitors/stand-contact', {
    headers: auth,
    data: { email: EMAIL, firstName: 'Chloé', lastName: 'Gauthier', fair: fair!.id, firm: 1 },
  });
  expect(res.status()).toBe(201);
  expect(await res.json()).toMatchObject({ userType: 6, firm: 1, roles: ['ROLE_EXHIBITOR'] });
};

describe('user manage screen (organizer)', () => {
  it('opens a user from the list, edits the job title, then erases the account after a warning', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    await createContact(s);
    const { page } = s;

    await page.goto(`/${FAIR}/user/list?search=gauthier`);
    const table = page.getByRole('table', { name: 'Utilisateurs du salon' });
    await table.getByRole('cell', { name: EMAIL }).waitFor();
    await shot(page, 'user-manage-list-1280');
    await expectAccessible(page);
    await table.getByRole('link', { name: 'Gauthier Chloé' }).click();
    await page.waitForURL(/\/user\/manage\/\d+$/);
    await page.getByRole('heading', { name: 'Chloé Gauthier', level: 2 }).waitFor();
    await page.getByText('Centre intégré de santé des Deux-Rives (n° 1)').waitFor();
    const fairs = page.getByRole('table', { name: 'Salons' });
    await fairs.getByText('Validé').waitFor();

    const save = page.getByRole('button', { name: 'Enregistrer' });
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Fonction' }).fill('Infirmière praticienne spécialisée');
    await page.getByRole('textbox', { name: 'E-mail affiché' }).fill('pas-un-email');
    await page.getByRole('textbox', { name: 'E-mail affiché' }).blur();
    await page.getByText('Adresse e-mail invalide.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'E-mail affiché' }).fill('');
    await save.click();
    await page.getByText('Modifications enregistrées pour Chloé Gauthier.').waitFor();
    await page.getByText('Aucune modification').waitFor();
    await shot(page, 'user-manage-1280');
    await expectAccessible(page);

    await page.reload();
    await page.getByRole('heading', { name: 'Chloé Gauthier', level: 2 }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Fonction' }).inputValue())
      .toBe('Infirmière praticienne spécialisée');
    await page.getByText('Infirmière praticienne spécialisée', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Effacer ce compte…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Effacer le compte de Chloé Gauthier ?' });
    await dialog.getByText('Cette action est irréversible', { exact: false }).waitFor();
    await shot(page, 'user-manage-erase-confirm');
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
    await page.waitForURL(/\/user\/list$/);
    await page.getByText('Le compte de Chloé Gauthier a été effacé.').waitFor();
    const gone = await s.context.request.post('/api/login', {
      headers: { origin: baseUrl() },
      data: { email: EMAIL, password: DEMO_PASSWORD },
    });
    expect(gone.status()).toBe(401);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('works at 390 px wide: the list and a user’s screen', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto(`/${FAIR}/user/list?search=benali`);
    const table = page.getByRole('table', { name: 'Utilisateurs du salon' });
    await table.getByRole('cell', { name: 'exhibitor@demo.test' }).waitFor();
    await shot(page, 'user-manage-list-390');
    await table.getByRole('link', { name: 'Benali Nadia' }).click();
    await page.getByRole('heading', { name: 'Nadia Benali', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: 'Fonction' }).waitFor();
    await shot(page, 'user-manage-390');
    await expectAccessible(page);
    // the page never scrolls sideways
    expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
    await s.context.close();
  });

  it('lists the super organizers to the super admin, from its menu', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto(`/${FAIR}/superorganizer/list`);
    const table = page.getByRole('table', { name: 'Super organisateurs' });
    await table.getByRole('cell', { name: 'superorganizer@demo.test' }).waitFor();
    await shot(page, 'superorganizer-list-1280');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Créer un super organisateur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un super organisateur' });
    await dialog.getByRole('button', { name: 'Créer le compte' }).click();
    await dialog.getByText('Ce champ est obligatoire.').first().waitFor();
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('marc.roy@passerelle.example');
    await dialog.getByRole('textbox', { name: 'Prénom', exact: true }).fill('Marc');
    await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Roy');
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByText('Compte créé : un e-mail a été envoyé à marc.roy@passerelle.example.').waitFor();
    await table.getByRole('cell', { name: 'marc.roy@passerelle.example' }).waitFor();
    await page.getByText('2 super organisateurs').waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});
