import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = 'Salon Recrutement Santé Québec 2026';
const footer = (page: Page) => page.getByRole('contentinfo');
const consentOf = (page: Page) =>
  page.evaluate<{ version: number; date: string; statistics: boolean } | null>(
    `JSON.parse(localStorage.getItem('passerelle.consent'))`,
  );

// Issue 14 "Legal and consent": the footer's legal documents and cookie preferences, and their editor.
describe('legal documents and cookie preferences', () => {
  it('lets a visitor read the default legal and privacy notices from the footer, and choose statistics by keyboard', async () => {
    const s = await open(browser);
    const { page } = s;
    await page.goto('/sante-quebec-2026');
    await page.getByRole('heading', { name: 'Soigner au Québec' }).waitFor();

    await footer(page).getByRole('link', { name: 'Mentions légales' }).click();
    await page.waitForURL(/\/sante-quebec-2026\/legal\/notice$/);
    await page.getByRole('heading', { name: 'Mentions légales', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Éditeur du site', level: 2 }).waitFor();
    expect(await page.getByText(`Le site du salon « ${FAIR} » est édité`).isVisible()).toBe(true);
    expect(await page.title()).toBe('Mentions légales');
    await shot(page, 'legal-notice-1280');
    await expectAccessible(page);

    await footer(page).getByRole('link', { name: 'Confidentialité' }).click();
    await page.waitForURL(/\/legal\/privacy$/);
    await page.getByRole('heading', { name: 'Politique de confidentialité', level: 1 }).waitFor();
    for (const heading of ['Ce que nous collectons', 'Pourquoi', 'Combien de temps', 'Vos droits'])
      await page.getByRole('heading', { name: heading, level: 2, exact: true }).waitFor();
    // Where each right is exercised: a visitor is asked to log in first.
    const rights = page.getByRole('region', { name: 'Exercer vos droits' });
    expect(await rights.getByRole('button', { name: 'Se connecter' }).isVisible()).toBe(true);
    expect(await consentOf(page)).toBeNull();
    await shot(page, 'legal-privacy-1280');
    await expectAccessible(page);

    // The cookie preferences, with the keyboard only.
    const opener = footer(page).getByRole('button', { name: 'Préférences de cookies' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Préférences de cookies' });
    await dialog.waitFor();
    await dialog.getByText('Strictement nécessaires').waitFor();
    expect(
      await dialog
        .getByText('Vous n’avez encore rien choisi : les statistiques sont désactivées.')
        .isVisible(),
    ).toBe(true);
    // The focus is inside the dialog, and Tab keeps it there.
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate<boolean>(
          `document.querySelector('[role=dialog]').contains(document.activeElement)`,
        ),
      ).toBe(true);
    }
    const statistics = dialog.getByRole('switch', { name: 'Autoriser le cookie de statistiques' });
    expect(await statistics.isChecked()).toBe(false);
    await statistics.focus();
    await page.keyboard.press('Space');
    expect(await statistics.isChecked()).toBe(true);
    await shot(page, 'legal-cookies-1280');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Préférences enregistrées : statistiques autorisées.').waitFor();
    expect(await consentOf(page)).toMatchObject({ version: 1, statistics: true });

    // Kept after a reload; Escape closes and gives the focus back.
    await page.reload();
    await page.getByRole('heading', { name: 'Politique de confidentialité', level: 1 }).waitFor();
    await opener.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(
      await dialog.getByRole('switch', { name: 'Autoriser le cookie de statistiques' }).isChecked(),
    ).toBe(true);
    await dialog.getByText(/^Votre choix du \d\d\/\d\d\/\d\d est enregistré dans ce navigateur\./).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.evaluate<string | null>('document.activeElement?.textContent ?? null'))
      .toBe('Préférences de cookies');
    // Nothing optional was set: no statistics cookie exists before the statistics code asks.
    expect((await s.context.cookies()).map((c) => c.name)).not.toContain('stat_token');
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it("lets the fair's organizer word the legal notice in French and English, each reader seeing theirs", async () => {
    const org = await open(browser);
    await loginByApi(org, 'organizer');
    const { page } = org;
    await page.goto('/sante-quebec-2026/fair/legal');
    await page.getByRole('heading', { name: 'Documents légaux' }).first().waitFor();
    expect(await page.getByRole('tab', { name: 'Mentions légales' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    const write = async (language: string, text: string) => {
      await page.getByRole('tab', { name: new RegExp(`^${language}`) }).click();
      await page.getByText('Texte par défaut en vigueur').waitFor();
      const editor = page.getByRole('textbox', { name: `Mentions légales — ${language}` });
      await editor.click();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(text);
      await page.getByText('Modifications non enregistrées').waitFor();
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.getByText(`« Mentions légales » (${language}) enregistré.`).waitFor();
      await page.getByText('Texte du salon', { exact: true }).waitFor();
    };
    await write('Français', 'Site édité par le Bureau du recrutement international du Québec.');
    await write('English', 'Site published by the Québec international recruitment bureau.');
    await shot(page, 'legal-editor-1280');
    await expectAccessible(page);

    const visitor = await open(browser);
    const v = visitor.page;
    await v.goto('/sante-quebec-2026/legal/notice');
    await v.getByText('Site édité par le Bureau du recrutement international du Québec.').waitFor();
    expect(await v.getByText('Éditeur du site').count()).toBe(0);
    await v.getByRole('button', { name: 'English' }).click();
    await v.getByRole('heading', { name: 'Legal notice', level: 1 }).waitFor();
    await v.getByText('Site published by the Québec international recruitment bureau.').waitFor();
    await shot(v, 'legal-notice-en-1280');
    expect(visitor.cspViolations).toEqual([]);
    await visitor.context.close();

    // Back to the demo as it was: both languages return to the default text.
    for (const language of ['Français', 'English']) {
      await page.getByRole('tab', { name: new RegExp(`^${language}`) }).click();
      await page.getByRole('button', { name: 'Revenir au texte par défaut' }).click();
      const confirm = page.getByRole('dialog', {
        name: `Revenir au texte par défaut pour « Mentions légales » (${language}) ?`,
      });
      await confirm.getByRole('button', { name: 'Revenir au texte par défaut' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await page.getByText('Texte par défaut en vigueur').waitFor();
    }
    expect(org.cspViolations).toEqual([]);
    expect(org.pageErrors).toEqual([]);
    await org.context.close();
  });

  it('fits a phone: the privacy notice and the editor at 390 px', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    const { page } = s;
    await page.goto('/sante-quebec-2026/legal/privacy');
    await page.getByRole('heading', { name: 'Vos droits', level: 2, exact: true }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'legal-privacy-390');
    await expectAccessible(page);

    await loginByApi(s, 'organizer');
    await page.goto('/sante-quebec-2026/fair/legal?kind=accessibility');
    await page.getByRole('textbox', { name: 'Déclaration d’accessibilité — Français' }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'legal-editor-390');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});
