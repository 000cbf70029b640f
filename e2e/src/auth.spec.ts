import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD, expectAccessible, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

describe('login', () => {
  it('opens the login modal from My account, validates, shows the error, then logs the visitor in', async () => {
    const s = await open(browser);
    const { page } = s;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Soigner au Québec' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('button', { name: 'Mon compte' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.waitFor();
    // 32 % of the width, with a 26rem floor so the form stays usable on tablets (32 % of 1280 px is under it).
    expect(Math.round(await dialog.evaluate((el) => el.getBoundingClientRect().width))).toBe(416);
    const submit = dialog.getByRole('button', { name: 'Se connecter' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Je m’inscris comme visiteur' }).getAttribute('href')).toBe(
      '/register/visitor',
    );
    await dialog.getByRole('textbox', { name: 'Adresse e-mail' }).fill('visitor@demo.test');
    await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('wrong-password');
    await submit.click();
    await dialog.getByRole('alert').getByText('E-mail ou mot de passe incorrect.').waitFor();
    await shot(page, 'login-modal-error');
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO_PASSWORD);
    await submit.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Se déconnecter' }).waitFor();
    // My account is now a link to the manage page
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Mon compte' })
      .click();
    await page.getByRole('heading', { name: 'Bonjour Amina Diallo' }).waitFor();
    await s.context.close();
  });

  it('makes the modal 32 % wide on a large screen', async () => {
    const s = await open(browser, { width: 1600, height: 900 });
    const { page } = s;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Soigner au Québec' }).waitFor();
    await page.getByRole('button', { name: 'Se connecter' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connexion' });
    await dialog.waitFor();
    expect(Math.round(await dialog.evaluate((el) => el.getBoundingClientRect().width))).toBe(512);
    await s.context.close();
  });

  it('makes the modal full width under 500 px', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    const { page } = s;
    await page.goto('/');
    await page.getByRole('heading', { name: 'Soigner au Québec' }).waitFor();
    await page.getByRole('button', { name: 'Se connecter' }).first().click();
    const content = page.getByRole('dialog', { name: 'Connexion' });
    await content.waitFor();
    expect(Math.round(await content.evaluate((el) => el.getBoundingClientRect().width))).toBe(390);
    await shot(page, 'login-modal-390');
    await s.context.close();
  });

  it('sends an anonymous visitor of a guarded page to /login, then back after logging in', async () => {
    const s = await open(browser);
    const { page } = s;
    await page.goto('/user/manage');
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByRole('heading', { name: 'Connexion', level: 1 }).waitFor();
    await shot(page, 'login-page');
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('organizer@demo.test');
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).last().click();
    await page.waitForURL(/\/user\/manage$/);
    await page.getByRole('heading', { name: 'Bonjour Sophie Lambert' }).waitFor();
    await s.context.close();
  });

  it('logs out to the signed-out page; the session is gone after a reload', async () => {
    const s = await open(browser);
    await loginByApi(s, 'visitor');
    const { page } = s;
    await page.goto('/user/manage');
    await page.getByRole('heading', { name: 'Bonjour Amina Diallo' }).waitFor();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL(/\/signed-out$/);
    await page.getByRole('heading', { name: 'Vous êtes déconnecté' }).waitFor();
    await shot(page, 'signed-out');
    await page.goto('/user/manage');
    await page.waitForURL(/\/login\?redirect=/);
    await s.context.close();
  });
});
