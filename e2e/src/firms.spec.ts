import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const DEUX_RIVES = 'Centre intégré de santé des Deux-Rives';

describe('exhibitors (§2 /exhibitors, /exhibitor)', () => {
  it('lets a visitor filter the fair’s exhibitors by sector and open an exhibitor’s page', async () => {
    const s = await open(browser);
    await loginByApi(s, 'visitor');
    const { page } = s;
    await page.goto('/sante-quebec-2026/exhibitors/list');
    await page.getByRole('heading', { name: 'Exposants', level: 1 }).waitFor();
    const cards = page.getByRole('article');
    await page.getByRole('link', { name: DEUX_RIVES }).waitFor();
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(10);
    // the hidden firm is the organizer's business, not the visitors'
    expect(await page.getByText('Résidence Les Cèdres').count()).toBe(0);
    await shot(page, 'exhibitors-list-1280');
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Secteur' }).click();
    await page.getByRole('option', { name: 'Santé mentale', exact: true }).click();
    await page.waitForURL(/sector=\d+/);
    await page.getByRole('link', { name: 'Institut de santé mentale de la Rive-Nord' }).waitFor();
    // The demo cross-links employers between fairs: count what the filter leaves, and the summary agrees.
    await expect.poll(() => cards.count()).toBeLessThan(all);
    const mental = await cards.count();
    await page.getByText(mental === 1 ? '1 exposant' : `${mental} exposants`, { exact: true }).waitFor();

    await page.getByRole('combobox', { name: 'Secteur' }).click();
    await page.getByRole('option', { name: 'Accompagnement des personnes âgées' }).click();
    await page.getByRole('link', { name: DEUX_RIVES }).waitFor();
    await expect.poll(() => cards.count()).toBeLessThan(all);
    await shot(page, 'exhibitors-list-filtered');

    await page.getByRole('link', { name: DEUX_RIVES }).click();
    await page.waitForURL(/\/sante-quebec-2026\/exhibitors\/\d+$/);
    await page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Vos interlocuteurs' }).waitFor();
    await page.getByRole('heading', { name: 'Nadia Benali' }).waitFor();
    await page.getByRole('heading', { name: 'Lukas Peeters' }).waitFor();
    const call = page.getByRole('button', { name: 'Appel vidéo' }).first();
    expect(await call.isDisabled()).toBe(true);
    await page.getByText('Les appels vidéo arrivent bientôt', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'Modifier le profil' }).count()).toBe(0);
    await shot(page, 'exhibitor-detail-1280');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('fits a 390 px phone: the list and the page', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    const { page } = s;
    await page.goto('/sante-quebec-2026/exhibitors/list');
    await page.getByRole('link', { name: DEUX_RIVES }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'exhibitors-list-390');
    await expectAccessible(page);
    await page.getByRole('link', { name: DEUX_RIVES }).click();
    await page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Nadia Benali' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'exhibitor-detail-390');
    await expectAccessible(page);
    await s.context.close();
  });

  it('lets the stand admin edit its firm’s description and see it on the public page', async () => {
    const s = await open(browser);
    await loginByApi(s, 'exhibitor');
    const { page } = s;
    await page.goto('/sante-quebec-2026/exhibitor/manage');
    await page.getByRole('heading', { name: 'Profil de l’exposant', level: 2 }).waitFor();
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.waitFor();
    const original = await description.inputValue();
    expect(original).toContain('Montérégie');
    // the firm's own record is its stand admins' (permissions.md "Firms across fairs"), visibility included
    expect(await page.getByRole('switch').count()).toBe(1);
    const added = 'Nouveau : 40 postes d’infirmières à pourvoir en 2027.';
    await description.fill(`${original}\n\n${added}`);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/firms\/\d+$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Profil enregistré.').waitFor();
    await shot(page, 'exhibitor-manage-1280');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Voir la page publique' }).first().click();
    await page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
    await page.getByText(added, { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Modifier le profil' }).waitFor();

    // restore what the other journeys read
    await page.getByRole('link', { name: 'Modifier le profil' }).click();
    await page.waitForURL(/\/exhibitor\/manage\?firm=\d+/);
    await description.waitFor();
    await description.fill(original);
    const restored = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && /\/api\/firms\/\d+$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    const answer = await restored;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { description: string }).description).toBe(original);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('shows the stand admin its firm’s team and the form to add a stand contact', async () => {
    const s = await open(browser);
    await loginByApi(s, 'exhibitor');
    const { page } = s;
    await page.goto('/sante-quebec-2026/firm/users');
    await page.getByRole('heading', { name: 'Utilisateurs de l’exposant', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Utilisateurs de l’exposant' });
    await table.getByRole('row').filter({ hasText: 'Benali' }).getByText('Administrateur de stand').waitFor();
    await table.getByRole('row').filter({ hasText: 'Peeters' }).getByText('Contact de stand').waitFor();
    // the firm's members see their own people: no organizer, no platform staff, no filter for them
    expect(await page.getByRole('main').locator('.mantine-SegmentedControl-root').count()).toBe(0);
    expect(await table.getByRole('row').filter({ hasText: 'Lambert' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Ajouter un membre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un membre de l’équipe' });
    await dialog.getByRole('radio', { name: 'Contact de stand' }).waitFor();
    await shot(page, 'firm-users-1280');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Créer le compte' }).click();
    await dialog.getByText('Ce champ est obligatoire.').first().waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('shows the organizer the fair’s exhibitors, hidden ones included, searchable', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/sante-quebec-2026/exhibitor/list');
    const table = page.getByRole('table', { name: 'Exposants du salon' });
    await table.getByRole('link', { name: DEUX_RIVES, exact: true }).waitFor();
    const hidden = table.getByRole('row').filter({ hasText: 'Résidence Les Cèdres' });
    await hidden.getByText('Masqué').waitFor();
    await shot(page, 'exhibitor-list-1280');
    await expectAccessible(page);

    await page.getByRole('searchbox', { name: 'Rechercher un exposant' }).fill('rives');
    await page.waitForURL(/name=rives/);
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByRole('row').filter({ hasText: DEUX_RIVES }).getByText('Visible').waitFor();

    await page.getByRole('link', { name: 'Créer un exposant' }).first().click();
    await page.getByRole('heading', { name: 'Créer un exposant', level: 2 }).waitFor();
    await page.getByRole('switch', { name: 'Visible par les visiteurs' }).waitFor();
    await page.getByRole('button', { name: 'Créer l’exposant' }).click();
    await page.getByText('Ce champ est obligatoire.').waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('fits the organizer’s list on a 390 px phone', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/sante-quebec-2026/exhibitor/list');
    await page
      .getByRole('table', { name: 'Exposants du salon' })
      .getByRole('link', { name: DEUX_RIVES, exact: true })
      .waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'exhibitor-list-390');
    await expectAccessible(page);
    await s.context.close();
  });

  it('gives the super admin the sub-sectors under their sector', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/exhibitor/sub-sector');
    await page.getByRole('heading', { name: 'Sous-secteurs d’activité', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Valeurs' });
    const row = table.getByRole('row').filter({ hasText: 'Addictologie' });
    await row.getByRole('cell', { name: 'Santé mentale' }).waitFor();
    await page.getByRole('button', { name: 'Ajouter une valeur' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter une valeur' });
    await form.getByRole('combobox', { name: 'Secteur' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Position' }).count()).toBe(0);
    await shot(page, 'exhibitor-sub-sector');
    await expectAccessible(page);
    await s.context.close();
  });
});
