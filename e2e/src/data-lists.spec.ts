import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, launch, loginByApi, open, shot, followMenuLink } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('super-admin data list tables', () => {
  it('creates a table with two entries, renames one and deletes one after confirmation', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Hélène Tremblay' }).waitFor();
    await followMenuLink(page, 'Tables de données', /\/user\/superadmin\/tables\/configure$/);
    await page.getByRole('heading', { name: 'Tables de données', level: 2 }).waitFor();
    const tables = page.getByRole('list', { name: 'Tables' });
    await tables.getByRole('link', { name: /Niveau de diplôme/ }).waitFor();

    await page.getByRole('link', { name: 'Créer une table' }).first().click();
    await page.waitForURL(/\/user\/superadmin\/tables\/create$/);
    const ref = page.getByRole('textbox', { name: 'Identifiant de la table' });
    // an existing ref is refused before anything is written
    await ref.fill('diploma_level');
    await ref.blur();
    await page.getByText('Une table utilise déjà cet identifiant.', { exact: false }).waitFor();
    await ref.fill('e2e_specialite');
    const first = page.getByRole('group', { name: 'Valeur 1' });
    await first.getByRole('textbox', { name: 'Nom (français)' }).fill('Pédiatrie');
    await first.getByRole('textbox', { name: 'Nom (anglais)' }).fill('Paediatrics');
    await page.getByRole('button', { name: 'Ajouter une autre valeur' }).click();
    const second = page.getByRole('group', { name: 'Valeur 2' });
    await second.getByRole('textbox', { name: 'Nom (français)' }).fill('Gériatrie');
    await second.getByRole('textbox', { name: 'Nom (anglais)' }).fill('Geriatrics');
    await shot(page, 'data-lists-create');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Créer la table' }).click();

    await page.waitForURL(/\/user\/superadmin\/tables\/configure\/e2e_specialite$/);
    await page.getByRole('heading', { name: 'e2e_specialite', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Valeurs' });
    const pediatrie = table.getByRole('row').filter({ hasText: 'Pédiatrie' });
    await pediatrie.waitFor();
    expect(await pediatrie.textContent()).toContain('2/5');
    await table.getByRole('row').filter({ hasText: 'Gériatrie' }).waitFor();

    // rename an entry
    await pediatrie.getByRole('button', { name: 'Modifier « Pédiatrie »' }).click();
    const form = page.getByRole('dialog', { name: 'Modifier la valeur' });
    await form.getByRole('textbox', { name: 'Nom (français)' }).fill('Pédiatrie générale');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
    await table.getByRole('cell', { name: 'Pédiatrie générale', exact: true }).waitFor();

    // delete one, after confirming
    await table
      .getByRole('row')
      .filter({ hasText: 'Gériatrie' })
      .getByRole('button', { name: 'Supprimer « Gériatrie »' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette valeur ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'Gériatrie' }).count()).toBe(0);
    await shot(page, 'data-lists-entries');
    await expectAccessible(page);

    // the list shows the new table with its one remaining entry
    await page.getByRole('link', { name: 'Toutes les tables' }).click();
    await page.waitForURL(/\/user\/superadmin\/tables\/configure$/);
    const card = tables.getByRole('listitem').filter({ hasText: 'e2e_specialite' });
    await card.waitFor();
    // The overview may first show its cached count, then the refetched one.
    await expect.poll(() => card.textContent()).toContain('1 valeur');
    expect(await card.textContent()).toContain('Personnalisée');
    // §2: the super-admin menu (still unfolded) gains an entry to the new table's values
    const menuEntry = page
      .getByRole('navigation', { name: 'Menu de gestion' })
      .getByRole('link', { name: 'Table « e2e_specialite »' });
    await menuEntry.waitFor();
    expect(await menuEntry.getAttribute('href')).toMatch(
      /\/user\/superadmin\/tables\/configure\/e2e_specialite$/,
    );
    await shot(page, 'data-lists-overview');
    await expectAccessible(page);

    // the spec's visitor types route: the static segment wins over {ref}
    await page.goto('/user/superadmin/tables/configure/individualtypes');
    await page.getByRole('heading', { name: 'Types de visiteur', level: 2 }).waitFor();
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('fits a phone: the list and a table at 390 px', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/superadmin/tables/configure');
    await page
      .getByRole('list', { name: 'Tables' })
      .getByRole('link', { name: /Niveau de langue/ })
      .waitFor();
    await shot(page, 'data-lists-overview-390');
    await expectAccessible(page);
    const width = () => page.evaluate('document.documentElement.scrollWidth');
    expect(await width()).toBeLessThanOrEqual(390);

    await page
      .getByRole('list', { name: 'Tables' })
      .getByRole('link', { name: /Niveau de langue/ })
      .click();
    await page.waitForURL(/\/configure\/language_level$/);
    await page
      .getByRole('table', { name: 'Valeurs' })
      .getByRole('cell', { name: 'Langue maternelle', exact: true })
      .waitFor();
    await shot(page, 'data-lists-entries-390');
    expect(await width()).toBeLessThanOrEqual(390);

    // an unknown ref: an honest empty state with a way to add the first entry
    await page.goto('/user/superadmin/tables/configure/nothing_here');
    await page.getByText('La table « nothing_here » n’a encore aucune valeur.').waitFor();
    await page.getByRole('button', { name: 'Ajouter une valeur' }).waitFor();
    await s.context.close();
  });

  it('keeps them to the super admin: an organizer is sent home', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/user/superadmin/tables/configure');
    await page.getByRole('heading', { name: 'Soigner au Québec' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await s.context.close();
  });
});
