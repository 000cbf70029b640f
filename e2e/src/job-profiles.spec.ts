import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  expectAccessible,
  launch,
  open,
  shot,
  type Session,
  apiLogin,
  createAccount,
  demoIds,
  logInAs,
  noSideways,
} from './fixtures.ts';
import { solidPng } from './png.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = 'sante-quebec-2026';
const PASSWORD = 'Candidate-2026!';

/** A tiny but well-formed PDF: the candidate's CV. */
const CV_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const logIn = (s: Session, email: string, password = PASSWORD) => logInAs(s, email, password);

/** Picks an option of a Mantine Select / MultiSelect (a combobox) by typing and clicking it. */
const choose = async (page: Page, label: string, typed: string, option: string | RegExp) => {
  const box = page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label }));
  await box.first().click();
  // A searchable one takes the typed text; a plain one only opens its list.
  if (await box.first().isEditable()) await box.first().fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
};

// Issue 11, candidate profiles and CVs: a visitor fills the profile with CEFR levels, sends a PDF
// CV and lets the fair's employers find it; the account card says complete; an employer of that
// fair finds it in the CV library and downloads the CV; an employer of another fair cannot.
describe('a candidate profile found by the fair’s employers', () => {
  let visitor: string;
  let foreign: string;
  let profileId: number;
  beforeAll(async () => {
    const s = await open(browser);
    const { quebec, belgium, terLinden } = await demoIds(s);
    await s.context.close();
    visitor = await createAccount(
      browser,
      { firstName: 'Lea', lastName: 'Haddad', userType: 4, fair: quebec },
      PASSWORD,
    );
    // A stand admin of a firm of the Belgian fair only.
    foreign = await createAccount(
      browser,
      {
        firstName: 'Pieter',
        lastName: 'Claes',
        userType: 5,
        fair: belgium,
        firm: terLinden,
      },
      PASSWORD,
    );
  });

  it('lets the visitor fill the profile with CEFR levels, send the CV and accept diffusion', async () => {
    const s = await open(browser);
    await logIn(s, visitor);
    const { page } = s;
    await page.goto(`/${FAIR}/user/manage`);
    await page.getByText('Profil emploi incomplet').waitFor();
    await page.getByRole('link', { name: 'Compléter mon profil emploi' }).click();
    await page.waitForURL(/\/jobs\/profile\/?$/);
    await page.getByText('Profil incomplet : il manque encore').waitFor();

    await choose(page, 'Métiers recherchés', 'Infirmier', 'Infirmier / infirmière');
    await page.keyboard.press('Escape');
    await choose(page, 'Disponibilité', 'Imm', 'Immédiatement');
    await choose(page, 'Pays de résidence', 'Liban', 'Liban');
    await page.getByRole('button', { name: 'Ajouter une langue' }).click();
    await choose(page, 'Langue', 'fran', /^français$/i);
    // The CEFR grid: one radio group per skill; the keyboard moves along a row.
    const grid = page.getByRole('table', { name: /^Niveaux en français/i });
    await grid.getByRole('radio', { name: 'Compréhension orale : C1' }).check();
    await grid.getByRole('radio', { name: 'Compréhension écrite : C1' }).check();
    await grid.getByRole('radio', { name: 'Expression orale : B1' }).check();
    await page.keyboard.press('ArrowRight');
    expect(await grid.getByRole('radio', { name: 'Expression orale : B2' }).isChecked()).toBe(true);
    await grid.getByRole('radio', { name: 'Expression écrite : B2' }).check();
    await page.getByText('Tout y est : enregistrez pour que votre profil soit complet.').waitFor();
    await page.getByRole('button', { name: 'Enregistrer le profil' }).click();
    await page.getByText('Profil complet', { exact: true }).waitFor();

    const files = page.locator('input[type=file]');
    await files.first().setInputFiles({
      name: 'CV Léa Haddad.pdf',
      mimeType: 'application/pdf',
      buffer: CV_PDF,
    });
    await page.getByText(/^CV Léa Haddad\.pdf \(\d+ ko\)$/).waitFor();
    await page.getByRole('button', { name: 'Remplacer le CV' }).waitFor();
    // The optional photo, shown back through its authorised route.
    await files.last().setInputFiles({
      name: 'lea.png',
      mimeType: 'image/png',
      buffer: solidPng(120, 120, [31, 111, 235]),
    });
    await page.getByRole('img', { name: 'Photo de Lea Haddad' }).waitFor();

    const diffusion = page.getByRole('switch', { name: /Les employeurs de « .+ » peuvent me trouver/ });
    expect(await diffusion.isChecked()).toBe(false);
    await diffusion.click();
    await page.getByText('Activé : votre profil est dans la CVthèque de ce salon.').waitFor();
    expect(await diffusion.isChecked()).toBe(true);
    await shot(page, 'job-profile-manage-1280');
    await expectAccessible(page);

    const me = await s.context.request.get('/api/job_profiles/me', {
      headers: await apiLogin(s, visitor, PASSWORD),
    });
    const body = (await me.json()) as { id: number; isComplete: boolean; languages: unknown[] };
    expect(body).toMatchObject({
      isComplete: true,
      languages: [
        { language: 'fr', levels: { listening: 'C1', reading: 'C1', speaking: 'B2', writing: 'B2' } },
      ],
    });
    profileId = body.id;

    await page.goto(`/${FAIR}/user/manage`);
    await page.getByText('Profil emploi complet').waitFor();
    await shot(page, 'job-profile-account-card-1280');
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('fits a phone', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await logIn(s, visitor);
    await s.page.goto(`/${FAIR}/jobs/profile`);
    await s.page.getByRole('table', { name: /^Niveaux en français/i }).waitFor();
    await noSideways(s.page, 390);
    await shot(s.page, 'job-profile-manage-390');
    await s.context.close();
  });

  it('lets an employer of the fair find the profile in the CV library and download the CV', async () => {
    const s = await open(browser);
    await logIn(s, 'exhibitor@demo.test', DEMO_PASSWORD);
    const { page } = s;
    await page.goto(`/${FAIR}/jobs/cv/list`);
    await choose(page, 'Langue', 'fran', /^français$/i);
    await choose(page, 'Niveau minimum', 'B2', 'B2');
    const card = page.getByRole('article', { name: 'Lea Haddad' });
    await card.waitFor();
    // The filters live in the URL: a reload (or a shared link) keeps them.
    expect(page.url()).toMatch(/[?&]language=fr\b/);
    expect(page.url()).toMatch(/[?&]minLevel=B2\b/);
    await page.reload();
    await card.waitFor();
    expect(await page.getByRole('combobox', { name: 'Niveau minimum' }).inputValue()).toBe('B2');
    await card.getByText('Infirmier / infirmière').waitFor();
    await shot(page, 'job-cv-library-1280');
    await expectAccessible(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Télécharger le CV de Lea Haddad' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('CV Léa Haddad.pdf');
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await card.getByRole('link', { name: 'Lea Haddad' }).click();
    await page.waitForURL(new RegExp(`/jobs/profile/${profileId}$`));
    await page.getByRole('heading', { name: 'Profil de Lea Haddad' }).waitFor();
    await page.getByRole('button', { name: 'Télécharger le CV' }).waitFor();
    await page.getByRole('img', { name: 'Photo de Lea Haddad' }).waitFor();
    await shot(page, 'job-profile-view-1280');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();

    const phone = await open(browser, { width: 390, height: 844 });
    await logIn(phone, 'exhibitor@demo.test', DEMO_PASSWORD);
    await phone.page.goto(`/${FAIR}/jobs/cv/list`);
    await phone.page.getByRole('article', { name: 'Lea Haddad' }).waitFor();
    await noSideways(phone.page, 390);
    await shot(phone.page, 'job-cv-library-390');
    await phone.page.goto(`/${FAIR}/jobs/profile/${profileId}`);
    await phone.page.getByRole('heading', { name: 'Profil de Lea Haddad' }).waitFor();
    await noSideways(phone.page, 390);
    await shot(phone.page, 'job-profile-view-390');
    await phone.context.close();
  });

  it('answers 404 to an employer of another fair, for the profile and the CV', async () => {
    const s = await open(browser);
    const auth = await apiLogin(s, foreign, PASSWORD);
    const cv = await s.context.request.get(`/api/job_profiles/${profileId}/cv`, { headers: auth });
    expect(cv.status()).toBe(404);
    expect(cv.headers()['content-type']).not.toContain('pdf');
    expect((await s.context.request.get(`/api/job_profiles/${profileId}`, { headers: auth })).status()).toBe(
      404,
    );
    await s.context.close();
  });
});
