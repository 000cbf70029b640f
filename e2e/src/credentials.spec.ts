import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  baseUrl,
  expectAccessible,
  launch,
  open,
  shot,
  waitForMail,
  type Session,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = 'sante-quebec-2026';

/**
 * This journey's own account (demo users stay as seeded): created by the organizer through
 * POST /users, its password set with the invitation's single-use link, as its owner would.
 */
const createAccount = async (firstName: string, password: string) => {
  const email = `${firstName.toLowerCase()}.${Date.now()}@exemple.org`;
  const s = await open(browser);
  const login = await s.context.request.post('/api/login', {
    headers: { origin: baseUrl() },
    data: { email: 'organizer@demo.test', password: DEMO_PASSWORD },
  });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const [fair] = (await (await s.context.request.get(`/api/fairs?homepage=${FAIR}`)).json()) as {
    id: number;
  }[];
  const created = await s.context.request.post('/api/users', {
    headers: auth,
    data: { email, firstName, lastName: 'Morel', userType: 4, fair: fair!.id },
  });
  expect(created.status()).toBe(201);
  const token = /\/user\/password\/reset[?#]token=([A-Za-z0-9_-]+)/.exec(await waitForMail(email))?.[1];
  expect(token).toBeDefined();
  const set = await s.context.request.post('/api/user/password/reset', {
    data: { token, password, confirmation: password },
  });
  expect(set.status()).toBe(200);
  await s.context.close();
  return email;
};

/** Logs the session in through the API: the refresh cookie lands in the context. */
const logIn = async (s: Session, email: string, password: string) => {
  const res = await s.context.request.post('/api/login', {
    headers: { origin: baseUrl() },
    data: { email, password },
  });
  expect(res.status()).toBe(200);
  await s.context.addInitScript(`localStorage.setItem('passerelle.session', '1');`);
};
const apiLogin = async (s: Session, email: string, password: string) =>
  (await s.context.request.post('/api/login', { data: { email, password } })).status();

const section = (page: Page, name: string) => page.getByRole('region', { name });

describe('login e-mail and password (/user/profile)', () => {
  it('changes the login e-mail: current password, mailed link to the new address, notice to the old, then the new address logs in', async () => {
    const password = 'Soins!2026a';
    const oldEmail = await createAccount('Amelie', password);
    const newEmail = `amelie.nouvelle.${Date.now()}@exemple.org`;
    const s = await open(browser);
    await logIn(s, oldEmail, password);
    const { page } = s;
    await page.goto('/user/profile');
    const card = section(page, 'Adresse de connexion');
    await card.getByText(oldEmail).waitFor();

    const email = card.getByRole('textbox', { name: 'Nouvelle adresse e-mail' });
    const current = card.getByRole('textbox', { name: 'Mot de passe actuel', exact: true });
    const send = card.getByRole('button', { name: 'Envoyer le lien de confirmation' });
    await email.fill(newEmail);
    expect(await send.isDisabled()).toBe(true);
    await current.fill('Pas-le-bon1!');
    await send.click();
    await card.getByText('Le mot de passe est incorrect.').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    await shot(page, 'credentials-email-wrong-password-1280');

    await current.fill(password);
    await send.click();
    await card.getByRole('status').getByText('Lien de confirmation envoyé').waitFor();
    await card
      .getByText(`Un lien de confirmation vient d’être envoyé à ${newEmail}.`, { exact: false })
      .waitFor();
    // Nothing changed yet, and the form is empty again.
    await card.getByText(oldEmail).waitFor();
    expect(await email.inputValue()).toBe('');
    await shot(page, 'credentials-email-sent-1280');
    await expectAccessible(page);

    const notice = await waitForMail(oldEmail);
    expect(notice).toContain(
      'Le changement ne s’appliquera que lorsque le lien envoyé à cette adresse aura été suivi.',
    );
    expect(notice).toContain(newEmail);
    const mail = await waitForMail(newEmail);
    expect(mail).toContain('Bonjour Amelie,');
    const link = /(http:\/\/[^\s"<]+\/user\/confirm-email#token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
    expect(link).toBeDefined();
    expect(mail).not.toMatch(/confirm-email\?token=/);

    await page.goto(link!);
    await page
      .getByRole('heading', { name: 'Confirmer la nouvelle adresse de connexion', level: 1 })
      .waitFor();
    await shot(page, 'credentials-confirm-1280');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
    await page
      .getByRole('status')
      .getByText(`Votre adresse de connexion est désormais ${newEmail}.`, { exact: false })
      .waitFor();
    await shot(page, 'credentials-confirm-done-1280');
    await page.getByRole('link', { name: 'Retour à mon profil' }).click();
    await section(page, 'Adresse de connexion').getByText(newEmail).waitFor();

    // The link works once.
    await page.goto(link!);
    await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
    await page
      .getByRole('alert')
      .getByText('Ce lien de confirmation n’est plus valide', { exact: false })
      .waitFor();
    await page.getByRole('link', { name: 'Refaire la demande depuis mon profil' }).waitFor();
    await shot(page, 'credentials-confirm-used-1280');

    // The new address logs in through the login page; the old one no longer does.
    const other = await open(browser);
    await other.page.goto('/login');
    await other.page.getByRole('textbox', { name: 'Adresse e-mail' }).fill(newEmail);
    await other.page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password);
    await other.page.getByRole('button', { name: 'Se connecter' }).last().click();
    await other.page.getByRole('heading', { name: 'Bonjour Amelie Morel' }).waitFor();
    expect(await apiLogin(other, oldEmail, password)).toBe(401);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await other.context.close();
    await s.context.close();
  });

  it('changes the password in English on a 360 px phone; another browser’s session is refused, this one goes on', async () => {
    const password = 'Soins!2026a';
    const newPassword = 'Nouveau#2026b';
    const email = await createAccount('Bruno', password);

    const elsewhere = await open(browser);
    await logIn(elsewhere, email, password);
    await elsewhere.page.goto('/user/profile');
    await section(elsewhere.page, 'Mot de passe').waitFor();

    const s = await open(browser, { width: 360, height: 780 });
    await s.context.addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
    await logIn(s, email, password);
    const { page } = s;
    await page.goto('/user/profile');
    const card = section(page, 'Password');
    await card.waitFor();
    const current = card.getByRole('textbox', { name: 'Current password', exact: true });
    const next = card.getByRole('textbox', { name: 'New password', exact: true });
    const confirmation = card.getByRole('textbox', { name: 'Confirm the new password', exact: true });
    const submit = card.getByRole('button', { name: 'Change the password' });
    await next.fill('short');
    await next.blur();
    await card.getByText('The password must be at least 8 characters long.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await next.fill(newPassword);
    await confirmation.fill(newPassword);
    await current.fill('Not-the-one1!');
    await submit.click();
    await card.getByText('The password is incorrect.').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'credentials-password-wrong-360-en');
    await expectAccessible(page);

    await current.fill(password);
    await submit.click();
    await card.getByRole('status').getByText('Password changed').waitFor();
    await card
      .getByText('Your password has been changed. Your other sessions have been signed out.')
      .waitFor();
    expect(await current.inputValue()).toBe('');
    await shot(page, 'credentials-password-done-360-en');
    await expectAccessible(page);
    // No side scrolling at 360 px.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);

    // The other browser's session is over: its refresh is refused and the guard sends it to log in.
    expect(
      (
        await elsewhere.context.request.post('/api/token/refresh', {
          headers: { origin: baseUrl() },
          data: {},
        })
      ).status(),
    ).toBe(401);
    await elsewhere.page.reload();
    await elsewhere.page.waitForURL(/\/login/);
    // This one goes on.
    await page.reload();
    await section(page, 'Password').waitFor();
    expect(await apiLogin(s, email, password)).toBe(401);
    expect(await apiLogin(s, email, newPassword)).toBe(200);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await elsewhere.context.close();
    await s.context.close();
  });

  it('shows both forms in English on a desktop and in French on a phone', async () => {
    const email = await createAccount('Chloe', 'Soins!2026a');
    const en = await open(browser);
    await en.context.addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
    await logIn(en, email, 'Soins!2026a');
    await en.page.goto('/user/profile');
    await section(en.page, 'Login address').waitFor();
    await section(en.page, 'Password').waitFor();
    await en.page.getByRole('heading', { name: 'Identity', level: 2 }).waitFor();
    await shot(en.page, 'credentials-profile-1280-en');
    await expectAccessible(en.page);
    await en.context.close();

    const fr = await open(browser, { width: 360, height: 780 });
    await logIn(fr, email, 'Soins!2026a');
    await fr.page.goto('/user/profile');
    await section(fr.page, 'Mot de passe').waitFor();
    await fr.page.getByRole('heading', { name: 'Identité', level: 2 }).waitFor();
    await shot(fr.page, 'credentials-profile-360-fr');
    expect(await fr.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    // The confirmation page without a token explains what to do.
    await fr.page.goto('/user/confirm-email');
    await fr.page.getByText('Ce lien de confirmation est incomplet.', { exact: false }).waitFor();
    await shot(fr.page, 'credentials-confirm-no-token-360-fr');
    await fr.context.close();

    // An unknown link, opened on an English phone by someone not signed in.
    const phone = await open(browser, { width: 360, height: 780 });
    await phone.context.addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
    await phone.page.goto(`/user/confirm-email#token=${'x'.repeat(43)}`);
    await phone.page.getByRole('heading', { name: 'Confirm the new login address', level: 1 }).waitFor();
    await shot(phone.page, 'credentials-confirm-360-en');
    await expectAccessible(phone.page);
    await phone.page.getByRole('button', { name: 'Confirm my new address' }).click();
    await phone.page
      .getByRole('alert')
      .getByText('This confirmation link is no longer valid', { exact: false })
      .waitFor();
    await shot(phone.page, 'credentials-confirm-invalid-360-en');
    expect(phone.cspViolations).toEqual([]);
    await phone.context.close();
  });
});
