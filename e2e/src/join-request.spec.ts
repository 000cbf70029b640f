import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  expectAccessible,
  launch,
  loginByApi,
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

const DEUX_RIVES = 'Centre intégré de santé des Deux-Rives';

interface Words {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmation: string;
  firmName: string;
  firmType: string;
  jobTitle: string;
  phone: string;
  conditions: RegExp;
  diffusion: RegExp;
  submit: string;
}
const FR: Words = {
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  confirmation: 'Confirmation du mot de passe',
  firmName: 'Nom de l’organisation',
  firmType: 'Type d’organisation',
  jobTitle: 'Fonction',
  phone: 'Téléphone',
  conditions: /conditions d’utilisation/,
  diffusion: /coordonnées professionnelles/,
  submit: 'Demander à rejoindre l’organisation',
};
const EN: Words = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  password: 'Password',
  confirmation: 'Confirm password',
  firmName: 'Organisation name',
  firmType: 'Type of organisation',
  jobTitle: 'Job title',
  phone: 'Phone',
  conditions: /terms of use/,
  diffusion: /professional contact details/,
  submit: 'Ask to join the organisation',
};

/** Fills the exhibitor form with the name of an existing firm; the form then asks only that. */
const fillJoin = async (page: Page, w: Words, person: { first: string; last: string; email: string }) => {
  await page.getByRole('textbox', { name: w.firstName }).fill(person.first);
  await page.getByRole('textbox', { name: w.lastName, exact: true }).fill(person.last);
  await page.getByRole('textbox', { name: w.email }).fill(person.email);
  await page.getByRole('textbox', { name: w.password, exact: true }).fill('Rejoindre!2026');
  await page.getByRole('textbox', { name: w.confirmation }).fill('Rejoindre!2026');
  // Typed in another case: the match ignores it.
  await page.getByRole('textbox', { name: w.firmName }).fill(DEUX_RIVES.toLowerCase());
  await page.getByTestId('firm-join-notice').waitFor();
  expect(await page.getByRole('combobox', { name: w.firmType }).count()).toBe(0);
  await page.getByRole('textbox', { name: w.jobTitle }).fill('Infirmière clinicienne');
  await page.getByRole('textbox', { name: w.phone, exact: true }).fill('+1 450 555 0142');
  await page.getByRole('checkbox', { name: w.conditions }).check();
  await page.getByRole('checkbox', { name: w.diffusion }).check();
};

/** The interface in English from the first page (the flags' cookie; the browser's language does not count). */
const english = (s: Session) => s.context.addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);

describe('joining an existing firm', () => {
  it('asks to join at registration; the stand admin accepts from the firm’s users screen (fr, desktop)', async () => {
    const s = await open(browser, { locale: 'fr-FR' });
    const { page } = s;
    const stamp = Date.now();
    const email = `claire.roy.${stamp}@exemple.org`;
    await page.goto('/sante-quebec-2026/register/exhibitor');
    await page.getByRole('heading', { name: 'Inscription exposant', level: 1 }).waitFor();
    await fillJoin(page, FR, { first: 'Claire', last: 'Roy', email });
    await page.getByText(`«\u00a0${DEUX_RIVES}\u00a0» est déjà inscrite`).waitFor();
    await page.getByText(/demandera à ses administrateurs de vous accepter/).waitFor();
    await shot(page, 'join-request-register-fr-1280');
    await expectAccessible(page);
    await page.getByRole('button', { name: FR.submit }).click();

    await page.getByRole('heading', { name: 'Inscription enregistrée' }).waitFor();
    await page
      .getByText(`Votre demande pour rejoindre «\u00a0${DEUX_RIVES}\u00a0» attend son accord.`)
      .waitFor();
    await page.getByText('Demande en attente').waitFor();
    await shot(page, 'join-request-confirmation-fr-1280');
    await expectAccessible(page);
    const mine = await waitForMail(email);
    expect(mine).toContain('nous avons demandé à ses administrateurs de vous accepter');
    // Mail is sent after the answer, and other journeys may have mailed the same address before.
    await expect
      .poll(() => waitForMail('exhibitor@demo.test'))
      .toContain(`Claire Roy (${email}) demande à rejoindre ${DEUX_RIVES}`);
    expect(await waitForMail('exhibitor@demo.test')).toMatch(/\/sante-quebec-2026\/firm\/users\/\d+/);
    await s.context.close();

    // The stand admin opens the firm's users screen, sees the request and accepts it.
    const admin = await open(browser, { locale: 'fr-FR' });
    await loginByApi(admin, 'exhibitor');
    const ap = admin.page;
    await ap.goto('/sante-quebec-2026/firm/users');
    const requests = ap.getByRole('region', { name: 'Demandes pour rejoindre l’équipe' });
    const item = requests.getByRole('listitem').filter({ hasText: email });
    await item.getByText('Contact de stand').waitFor();
    await item.getByText(/Demandée le \d\d\/\d\d\/\d\d par le salon/).waitFor();
    await shot(ap, 'join-request-firm-users-fr-1280');
    await expectAccessible(ap);
    await item.getByRole('button', { name: 'Accepter la demande de Claire Roy' }).click();
    await ap.getByText('Claire Roy fait maintenant partie de l’équipe.').waitFor();
    await item.waitFor({ state: 'detached' });
    const team = ap.getByRole('table', { name: 'Utilisateurs de l’exposant' });
    await team.getByRole('row').filter({ hasText: email }).getByText('Contact de stand').waitFor();
    await shot(ap, 'join-request-accepted-fr-1280');
    await expect.poll(() => waitForMail(email)).toMatch(/Subject: .*membre/);
    expect(admin.cspViolations).toEqual([]);
    await admin.context.close();
  });

  it('fits a 360 px phone in English, and a declined request leaves a plain account', async () => {
    const s = await open(browser, { locale: 'en-US', width: 360, height: 780 });
    await english(s);
    const { page } = s;
    const stamp = Date.now();
    const email = `sam.lee.${stamp}@example.org`;
    await page.goto('/sante-quebec-2026/register/exhibitor');
    await page.getByRole('heading', { name: 'Exhibitor registration', level: 1 }).waitFor();
    await fillJoin(page, EN, { first: 'Sam', last: 'Lee', email });
    await page.getByText(`“${DEUX_RIVES}” is already registered`).waitFor();
    await shot(page, 'join-request-register-en-360');
    await expectAccessible(page);
    await page.getByRole('button', { name: EN.submit }).click();
    await page.getByText(`Your request to join “${DEUX_RIVES}” is waiting for its approval.`).waitFor();
    await shot(page, 'join-request-confirmation-en-360');
    await s.context.close();

    const admin = await open(browser, { locale: 'en-US', width: 360, height: 780 });
    await english(admin);
    await loginByApi(admin, 'exhibitor');
    const ap = admin.page;
    await ap.goto('/sante-quebec-2026/firm/users');
    const item = ap
      .getByRole('region', { name: 'Requests to join the team' })
      .getByRole('listitem')
      .filter({ hasText: email });
    await item.getByText('Stand contact').waitFor();
    await shot(ap, 'join-request-firm-users-en-360');
    await expectAccessible(ap);
    await item.getByRole('button', { name: 'Decline the request of Sam Lee' }).click();
    const dialog = ap.getByRole('dialog', { name: 'Decline the request?' });
    await dialog.getByText(`Sam Lee (${email}) will not join ${DEUX_RIVES}.`).waitFor();
    await shot(ap, 'join-request-decline-en-360');
    await dialog.getByRole('button', { name: 'Decline the request' }).click();
    await ap.getByText('The request of Sam Lee is declined.').waitFor();
    await item.waitFor({ state: 'detached' });
    // Not among the firm's people.
    await ap.getByRole('table', { name: 'Exhibitor users' }).waitFor();
    expect(await ap.getByRole('row').filter({ hasText: email }).count()).toBe(0);
    expect(admin.cspViolations).toEqual([]);
    await admin.context.close();
  });
});
