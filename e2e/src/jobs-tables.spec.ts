import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectAccessible, filterBy, followMenuLink, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('job module reference tables (§2, §3, issue 11)', () => {
  it('reaches the functions from the menu, filters them by family, adds one with its ISCO-08 code and deletes it', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Hélène Tremblay' }).waitFor();
    await followMenuLink(page, 'Tables de référence', /\/jobs\/table\/area$/);
    await page.getByRole('heading', { name: 'Secteurs d’activité', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Valeurs' });
    await table.getByRole('cell', { name: 'Hôpital', exact: true }).waitFor();

    // The switch beside the add button leads to the other tables.
    const tableSwitch = page.getByRole('combobox', { name: 'Table affichée' });
    await tableSwitch.click();
    await page.getByRole('option', { name: 'Fonctions', exact: true }).click();
    await page.waitForURL(/\/jobs\/table\/function$/);
    await page.getByRole('heading', { name: 'Fonctions', level: 2 }).waitFor();
    const rowOf = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await rowOf('Infirmier / infirmière').waitFor();
    expect(await rowOf('Infirmier / infirmière').textContent()).toContain('2221');

    // The family filter: the pharmacy's functions only.
    await filterBy(page, 'Famille', 'Pharmacie');
    await expect.poll(() => rowOf('Infirmier / infirmière').count()).toBe(0);
    await rowOf('Pharmacien').waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);

    // A new function starts in the chosen family; bad input is refused in French, nothing is sent.
    await page.getByRole('button', { name: 'Ajouter une valeur' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter une valeur' });
    expect(await form.getByRole('combobox', { name: 'Famille' }).inputValue()).toBe('Pharmacie');
    await form.getByRole('textbox', { name: 'Code CITP-08 (ISCO-08)' }).fill('22A6');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.getByText('Ce champ est obligatoire.').waitFor();
    await form.getByText('Cette valeur n’est pas acceptée.').waitFor();
    await shot(page, 'jobs-function-errors-1280');
    await form.getByRole('textbox', { name: 'Nom (français)' }).fill('Pharmacien hospitalier');
    await form.getByRole('textbox', { name: 'Nom (anglais)' }).fill('Hospital pharmacist');
    await form.getByRole('textbox', { name: 'Code CITP-08 (ISCO-08)' }).fill('2262');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
    const created = rowOf('Pharmacien hospitalier');
    await created.waitFor();
    expect(await created.textContent()).toContain('Pharmacie');
    expect(await created.textContent()).toContain('2262');
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    await shot(page, 'jobs-functions-1280');
    await expectAccessible(page);

    await created.getByRole('button', { name: 'Supprimer « Pharmacien hospitalier »' }).click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette valeur ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf('Pharmacien hospitalier').count()).toBe(0);
    expect(await table.getByRole('row').count()).toBe(3);

    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('shows the education levels of one country on a phone', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/jobs/table/education-level');
    await page.getByRole('heading', { name: 'Niveaux d’études', level: 2 }).waitFor();
    await filterBy(page, 'Pays', 'Sénégal');
    const table = page.getByRole('table', { name: 'Valeurs' });
    await table.getByRole('cell', { name: 'Diplôme d’État d’infirmier (ENDSS)', exact: true }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(5);
    await shot(page, 'jobs-education-levels-390');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('lets an organizer read the job families from the menu, without writing them', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Sophie Lambert' }).waitFor();
    await followMenuLink(page, 'Familles de métiers', /\/jobs\/table\/family$/);
    await page.getByRole('heading', { name: 'Familles de métiers', level: 2 }).waitFor();
    await filterBy(page, 'Famille parente', 'Soins infirmiers');
    const table = page.getByRole('table', { name: 'Valeurs' });
    await table.getByRole('cell', { name: 'Santé mentale', exact: true }).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Ajouter une valeur' }).count()).toBe(0);
    expect(await table.getByRole('button').count()).toBe(0);
    await shot(page, 'jobs-families-organizer-1280');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('keeps a legacy list: reaches it from the menu, adds a work transport in five languages, edits and deletes it', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Hélène Tremblay' }).waitFor();
    await followMenuLink(page, 'Listes complémentaires', /\/job\/category$/);
    await page.getByRole('heading', { name: 'Catégories', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'Valeurs' });
    await table.getByRole('cell', { name: 'Soins hospitaliers', exact: true }).waitFor();

    // The switch offers the five legacy lists only.
    const tableSwitch = page.getByRole('combobox', { name: 'Table affichée' });
    await tableSwitch.click();
    const options = page.getByRole('listbox').getByRole('option');
    await expect
      .poll(() => options.allTextContents())
      .toEqual([
        'Catégories',
        'Caractéristiques du poste',
        'Types de contrat (ancienne liste)',
        'Traitement des CV',
        'Transport domicile-travail',
      ]);
    await page.getByRole('option', { name: 'Transport domicile-travail', exact: true }).click();
    await page.waitForURL(/\/job\/work-transport$/);
    await page.getByRole('heading', { name: 'Transport domicile-travail', level: 2 }).waitFor();
    const rowOf = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await rowOf('Permis de conduire exigé').waitFor();
    await rowOf('À vélo').waitFor();
    // The seven seeded transports and the header.
    await expect.poll(() => table.getByRole('row').count()).toBe(8);

    // A new transport with its five names.
    await page.getByRole('button', { name: 'Ajouter une valeur' }).click();
    const form = page.getByRole('dialog', { name: 'Ajouter une valeur' });
    const names = {
      'Nom (français)': 'Covoiturage organisé',
      'Nom (anglais)': 'Organised car-sharing',
      'Nom (néerlandais)': 'Georganiseerd carpoolen',
      'Nom (allemand)': 'Organisierte Fahrgemeinschaft',
      'Nom (espagnol)': 'Coche compartido organizado',
    };
    for (const [label, value] of Object.entries(names))
      await form.getByRole('textbox', { name: label }).fill(value);
    await shot(page, 'jobs-legacy-transport-form-1280');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'detached' });
    await rowOf('Covoiturage organisé').waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(9);
    const saved = (await (await s.context.request.get('/api/work_transports?pagination=false')).json()) as {
      translations: Record<string, { name: string }>;
    }[];
    const created = saved.find((e) => e.translations.fr?.name === 'Covoiturage organisé');
    expect(created?.translations).toEqual({
      fr: { name: 'Covoiturage organisé' },
      en: { name: 'Organised car-sharing' },
      nl: { name: 'Georganiseerd carpoolen' },
      de: { name: 'Organisierte Fahrgemeinschaft' },
      es: { name: 'Coche compartido organizado' },
    });
    await shot(page, 'jobs-legacy-transports-1280');
    await expectAccessible(page);

    // Edited: the French name changes.
    await rowOf('Covoiturage organisé')
      .getByRole('button', { name: 'Modifier « Covoiturage organisé »' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Modifier la valeur' });
    expect(await edit.getByRole('textbox', { name: 'Nom (allemand)' }).inputValue()).toBe(
      'Organisierte Fahrgemeinschaft',
    );
    await edit.getByRole('textbox', { name: 'Nom (français)' }).fill('Covoiturage entre collègues');
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await edit.waitFor({ state: 'detached' });
    await rowOf('Covoiturage entre collègues').waitFor();
    expect(await rowOf('Covoiturage organisé').count()).toBe(0);

    // Deleted: the seeded list as found.
    await rowOf('Covoiturage entre collègues')
      .getByRole('button', { name: 'Supprimer « Covoiturage entre collègues »' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Supprimer cette valeur ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => rowOf('Covoiturage entre collègues').count()).toBe(0);
    await expect.poll(() => table.getByRole('row').count()).toBe(8);

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'jobs-legacy-transports-390');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(390);
    await expectAccessible(page);

    // A slug that is not a legacy list is not found.
    await page.goto('/job/area');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('ticks a table for the current fair in /jobs/configuration, keeps it after a reload, and restores the demo', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Hélène Tremblay' }).waitFor();
    await followMenuLink(page, 'Configuration du module emploi', /\/jobs\/configuration$/);
    await page.getByRole('heading', { name: 'Configuration du module emploi', level: 1 }).waitFor();
    const levels = page.getByRole('checkbox', { name: 'Niveaux de langue' });
    await levels.waitFor();
    const before = await levels.isChecked();
    const save = page.getByRole('button', { name: 'Enregistrer' });
    expect(await save.isDisabled()).toBe(true);

    await levels.click();
    await save.click();
    await page.getByText('Configuration enregistrée').waitFor();
    await shot(page, 'jobs-configuration-1280');
    await expectAccessible(page);
    await page.reload();
    await page.getByRole('checkbox', { name: 'Niveaux de langue' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Niveaux de langue' }).isChecked()).toBe(!before);

    // The demo as found.
    await page.getByRole('checkbox', { name: 'Niveaux de langue' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Configuration enregistrée').waitFor();
    await page.reload();
    await page.getByRole('checkbox', { name: 'Niveaux de langue' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Niveaux de langue' }).isChecked()).toBe(before);

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'jobs-configuration-390');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('keeps the WHO safeguards list: reads the 2023 countries, adds one of a new edition, removes it again', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Hélène Tremblay' }).waitFor();
    await followMenuLink(page, 'Liste de sauvegarde de l’OMS', /\/jobs\/safeguards$/);
    await page
      .getByRole('heading', { name: 'Liste d’appui et de sauvegarde du personnel de santé (OMS)', level: 1 })
      .waitFor();
    await page.getByRole('heading', { name: '55 pays protégés' }).waitFor();
    const table = page.getByRole('table');
    const rowOf = (name: string) =>
      table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await rowOf('Sénégal').waitFor();
    expect(await rowOf('Maroc').count()).toBe(0);

    // A bad edition is refused in French and nothing is added.
    await page.getByRole('combobox', { name: 'Pays' }).fill('Maro');
    await page.getByRole('option', { name: 'Maroc', exact: true }).click();
    await page.getByRole('textbox', { name: 'Édition' }).fill('26');
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await page.getByText('Indiquez l’année de l’édition, sur 4 chiffres (p. ex. 2023).').waitFor();
    expect(await page.getByRole('heading', { name: '55 pays protégés' }).count()).toBe(1);
    await page.getByRole('textbox', { name: 'Édition' }).fill('2026');
    await page.getByRole('button', { name: 'Ajouter' }).click();
    await page.getByRole('heading', { name: '56 pays protégés' }).waitFor();
    expect(await rowOf('Maroc').textContent()).toContain('2026');
    await shot(page, 'jobs-safeguards-1280');
    await expectAccessible(page);

    await rowOf('Maroc').getByRole('button', { name: 'Retirer Maroc de la liste' }).click();
    const confirm = page.getByRole('dialog', { name: 'Retirer Maroc ?' });
    await confirm.getByRole('button', { name: 'Retirer' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: '55 pays protégés' }).waitFor();
    expect(await rowOf('Maroc').count()).toBe(0);

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'jobs-safeguards-390');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(390);
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });
});
