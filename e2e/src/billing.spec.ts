import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { readPdfText } from '../../api/test/pdf-text.ts';
import { expectAccessible, followMenuLink, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const DEUX_RIVES = 'Centre intégré de santé des Deux-Rives';

// Issue 14, billing: the organizer invoices an exhibitor's booths and reads the PDF; the exhibitor
// finds it under "My invoices"; the organizer then cancels it with a credit note.
describe('billing the booths', () => {
  it('lets the organizer issue an invoice from the dashboard and download its PDF', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/sante-quebec-2026/user/profile');
    await followMenuLink(page, 'Facturation des stands', /\/billing\/stands\/fair$/);
    const table = page.getByRole('table', { name: 'Facturation par exposant' });
    const row = table.getByRole('row').filter({ hasText: DEUX_RIVES });
    await row.waitFor();
    await shot(page, 'billing-dashboard-1280');
    await expectAccessible(page);
    await row.getByRole('button', { name: `Émettre la facture de « ${DEUX_RIVES} »` }).click();
    const issued = page.getByRole('status').getByText(/^Facture SRSQ-2026-\d{6} émise$/);
    await issued.waitFor();
    const reference = (await issued.textContent())!.replace(/^Facture (\S+) émise$/, '$1');
    // Nothing is left to invoice for that exhibitor: its button is off.
    expect(await row.getByRole('button', { name: /^Émettre la facture/ }).isDisabled()).toBe(true);

    const invoices = page.getByRole('table', { name: 'Factures et avoirs du salon' });
    const line = invoices.getByRole('row').filter({ hasText: reference });
    await line.getByText('Émise').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      line.getByRole('button', { name: `Télécharger le PDF de ${reference}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${reference}.pdf`);
    const [text] = await readPdfText(fs.readFileSync((await download.path())!));
    expect(text).toContain(`Facture ${reference}`);
    expect(text).toContain('Salon Recrutement Santé Québec inc.');
    expect(text).toContain(DEUX_RIVES);
    expect(text).toMatch(/TPS 5 %/);
    expect(text).toMatch(/TVQ 9,975 %/);
    expect(text).toContain('Total toutes taxes comprises');

    await line.getByRole('button', { name: `Marquer ${reference} comme payée` }).click();
    await line.getByText('Payée').waitFor();
    await shot(page, 'billing-invoices-1280');
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('shows the exhibitor its invoice under “My invoices”, on a phone too', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'exhibitor');
    const { page } = s;
    await page.goto('/sante-quebec-2026/billing/invoices');
    const table = page.getByRole('table', { name: 'Factures de mon entreprise' });
    const line = table.getByRole('row').filter({ hasText: /SRSQ-2026-\d{6}/ });
    await line.getByText('Payée').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      line.getByRole('button', { name: /^Télécharger le PDF de SRSQ-2026-/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^SRSQ-2026-\d{6}\.pdf$/);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(390);
    await shot(page, 'billing-mine-390');
    await expectAccessible(page);
    await s.context.close();
  });

  it('cancels the invoice with a credit note after a confirmation, and exports the CSV', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto('/sante-quebec-2026/billing/stands/fair');
    const invoices = page.getByRole('table', { name: 'Factures et avoirs du salon' });
    const paid = invoices.getByRole('row').filter({ hasText: 'Payée' });
    const reference = (await paid.getByRole('rowheader').textContent())!.replace(/^Facture /, '');
    await paid.getByRole('button', { name: `Annuler ${reference} par un avoir` }).click();
    const dialog = page.getByRole('dialog', { name: `Annuler la facture ${reference} ?` });
    await dialog.getByText(/Un avoir du même montant est émis/).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Émettre l’avoir' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await invoices.getByRole('row').filter({ hasText: reference }).getByText('Annulée').waitFor();
    await invoices
      .getByRole('row')
      .filter({ hasText: /^Avoir / })
      .first()
      .waitFor();
    // The booths are to invoice again.
    const row = page
      .getByRole('table', { name: 'Facturation par exposant' })
      .getByRole('row')
      .filter({ hasText: DEUX_RIVES });
    expect(await row.getByRole('button', { name: /^Émettre la facture/ }).isEnabled()).toBe(true);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    const lines = fs
      .readFileSync((await csv.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"reference","kind","status"');
    expect(lines.some((l) => l.startsWith(`"${reference}","invoice","cancelled"`))).toBe(true);
    expect(lines.some((l) => l.includes('"credit_note","issued"') && l.endsWith(`"${reference}"`))).toBe(
      true,
    );
    await shot(page, 'billing-credit-1280');
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});

describe('billing set-up', () => {
  it('lets the super admin see the entity and the organizer add and remove a booth price', async () => {
    const s = await open(browser);
    await loginByApi(s, 'superadmin');
    const { page } = s;
    await page.goto('/sante-quebec-2026/billing/configure');
    const name = page.getByRole('textbox', { name: 'Raison sociale' });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Salon Recrutement Santé Québec inc.');
    expect(await page.getByRole('textbox', { name: 'Nom de la taxe' }).count()).toBe(2);
    // A space is not allowed in the prefix: refused on the field, nothing saved.
    const prefix = page.getByRole('textbox', { name: 'Préfixe des numéros' });
    await prefix.fill('SRSQ 2026');
    await page.getByRole('button', { name: 'Enregistrer l’entité' }).click();
    await page.getByText('Cette valeur n’est pas acceptée.').waitFor();
    expect(await prefix.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('status').count()).toBe(0);
    await prefix.fill('SRSQ-2026-');
    expect(await page.getByRole('textbox', { name: 'Taux' }).last().inputValue()).toBe('9,975 %');
    await shot(page, 'billing-entity-1280');
    await expectAccessible(page);
    await s.context.close();

    const o = await open(browser, { width: 390, height: 844 });
    await loginByApi(o, 'organizer');
    await o.page.goto('/sante-quebec-2026/billing/stands/configure');
    const prices = o.page.getByRole('table', { name: 'Prix des stands' });
    await prices.waitFor();
    const before = await prices.getByRole('row').count();
    await o.page.getByRole('textbox', { name: 'Prix hors taxes' }).fill('abc');
    await o.page.getByRole('button', { name: 'Ajouter le prix' }).click();
    await o.page.getByText('Cette valeur n’est pas acceptée.').waitFor();
    expect(await prices.getByRole('row').count()).toBe(before);
    await o.page.getByRole('textbox', { name: 'Prix hors taxes' }).fill('2 500,50');
    await o.page.getByRole('button', { name: 'Ajouter le prix' }).click();
    await prices.getByRole('row').nth(before).waitFor();
    const added = prices.getByRole('row').filter({ hasText: '2 500,50' });
    await added.waitFor();
    expect(await o.page.evaluate<number>('document.documentElement.scrollWidth')).toBe(390);
    await shot(o.page, 'billing-prices-390');
    await expectAccessible(o.page);
    await added.getByRole('button', { name: /^Supprimer le prix/ }).click();
    await added.waitFor({ state: 'detached' });
    expect(await prices.getByRole('row').count()).toBe(before);
    await o.context.close();
  });
});
