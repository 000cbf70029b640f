import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, filterBy, followMenuLink, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('super-admin geography (§2, §3)', () => {
  it('adds a region to France from the menu, refuses bad input, renames and deletes it; then the cities of a region', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Hélène Tremblay' }).waitFor();
    await followMenuLink(page, 'Régions', /\/postcode\/region$/);
    await page.getByRole('heading', { name: 'Régions', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Valeurs' });
    const rowOf = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await rowOf('Montréal').waitFor();

    // The country filter: France's regions only.
    await filterBy(page, 'Pays', 'France');
    await expect.poll(() => rowOf('Montréal').count()).toBe(0);
    await rowOf('Bretagne').waitFor();
    const regionsOfFrance = await table.getByRole('row').count();

    // A new region starts in the chosen country.
    await page.getByRole('button', { name: 'Ajouter une valeur' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter une valeur' });
    expect(await form.getByRole('combobox', { name: 'Pays' }).inputValue()).toBe('France');
    // Bad input: an empty name and a code too long are refused in French, nothing is sent.
    await form.getByRole('textbox', { name: 'Code' }).fill('ARMORIQUE-ATLANTIQUE');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Ce champ est obligatoire.').waitFor();
    await form.getByText('Cette valeur est trop longue.').waitFor();
    await shot(page, 'geography-region-errors-1280');
    await form.getByRole('textbox', { name: 'Nom' }).fill('Armorique');
    await form.getByRole('textbox', { name: 'Code' }).fill('ARM');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
    const created = rowOf('Armorique');
    await created.waitFor();
    expect(await created.textContent()).toContain('France');
    expect(await created.textContent()).toContain('ARM');
    expect(await table.getByRole('row').count()).toBe(regionsOfFrance + 1);
    await shot(page, 'geography-regions-1280');
    await expectAccessible(page);

    await created.getByRole('button', { name: 'Modifier « Armorique »' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier la valeur' });
    await edit.getByRole('textbox', { name: 'Nom' }).fill('Armor');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.waitFor({ state: 'detached' });
    const renamed = rowOf('Armor');
    await renamed.waitFor();
    expect(await rowOf('Armorique').count()).toBe(0);

    await renamed.getByRole('button', { name: 'Supprimer « Armor »' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette valeur ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf('Armor').count()).toBe(0);
    expect(await table.getByRole('row').count()).toBe(regionsOfFrance);

    // Down the chain: the cities of one region (the menu is still unfolded).
    await page
      .getByRole('navigation', { name: 'Menu de gestion' })
      .getByRole('link', { name: 'Villes', exact: true })
      .click();
    await page.waitForURL(/\/postcode\/city$/);
    await page.getByRole('heading', { name: 'Villes', level: 2 }).waitFor();
    await rowOf('Montréal').waitFor();
    await filterBy(page, 'Région', 'Île-de-France');
    await rowOf('Paris').waitFor();
    await expect.poll(() => rowOf('Montréal').count()).toBe(0);
    expect(await rowOf('Paris').textContent()).toContain('75004');
    // A city keeps its department: the edit dialog shows it.
    await rowOf('Paris').getByRole('button', { name: 'Modifier « Paris »' }).click();
    const city = page.getByRole('dialog', { name: 'Modifier la valeur' });
    expect(await city.getByRole('combobox', { name: 'Département' }).inputValue()).toBe('Paris');
    expect(await city.getByRole('combobox', { name: 'Région' }).inputValue()).toBe('Île-de-France');
    await city.getByRole('button', { name: 'Annuler' }).click();
    await city.waitFor({ state: 'detached' });
    await shot(page, 'geography-cities-1280');
    await expectAccessible(page);

    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('finds a country by its name among the 249 and shows the empty state for a name that matches none', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/country');
    await page.getByRole('heading', { name: 'Pays', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Valeurs' });
    await table.getByRole('cell', { name: 'Afghanistan', exact: true }).waitFor();
    const search = page
      .getByRole('search', { name: 'Filtres' })
      .getByRole('searchbox', { name: 'Rechercher' });
    await search.fill('Belg');
    await table.getByRole('cell', { name: 'Belgique', exact: true }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await table.getByRole('row').nth(1).textContent()).toContain('BE');
    await shot(page, 'geography-countries-1280');
    await expectAccessible(page);
    await search.fill('Atlantide');
    await page.getByText('Aucune valeur ne correspond.').waitFor();
    await page.getByRole('button', { name: 'Retirer les filtres' }).click();
    await table.getByRole('cell', { name: 'Afghanistan', exact: true }).waitFor();
    expect(await search.inputValue()).toBe('');
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('switches from the departments of a region to the provinces of Belgium', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/postcode/province');
    await page.getByRole('heading', { name: 'Départements', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Valeurs' });
    await filterBy(page, 'Région', 'Bretagne');
    await table.getByRole('cell', { name: 'Finistère', exact: true }).waitFor();
    await page.getByText('Provinces', { exact: true }).click();
    await page.waitForURL(/\/postcode\/province\?kind=provinces$/);
    await page.getByRole('heading', { name: 'Provinces', level: 2 }).waitFor();
    await filterBy(page, 'Pays', 'Belgique');
    await table.getByRole('cell', { name: 'Liège', exact: true }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(12);
    await shot(page, 'geography-provinces-1280');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('fits a phone: the regions of a country at 390 px', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/postcode/region');
    await page.getByRole('heading', { name: 'Régions', level: 2 }).waitFor();
    await filterBy(page, 'Pays', 'Canada');
    const table = page.getByRole('table', { name: 'Valeurs' });
    await table.getByRole('cell', { name: 'Montréal', exact: true }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'geography-regions-390');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});
