import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DEMO_PASSWORD,
  expectAccessible,
  launch,
  open,
  shot,
  waitForMail,
  type Session,
  apiLogin,
  createAccount,
  demoIds,
  logInAs,
  noSideways,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = 'sante-quebec-2026';
const PASSWORD = 'Candidate-2026!';

const logIn = (s: Session, email: string, password = PASSWORD) => logInAs(s, email, password);

// Issue 11, applications: a validated visitor with a complete profile applies to a published offer;
// the employer sees the badge, opens the application (score and reasons), shortlists it with a
// message; the visitor sees the new status; an employer of another fair cannot read the
// application nor the CV.
describe('an application, from the candidate to the employer and back', () => {
  let visitor: string;
  let foreign: string;
  let applicationId: number;
  let offerId: number;
  let profileId: number;
  let offerTitle: string;
  let secondTitle: string;

  beforeAll(async () => {
    const s = await open(browser);
    const { quebec, belgium, terLinden } = await demoIds(s);
    // A published offer of the demo firm in the Québec fair, as its stand admin lists them.
    const exhibitor = await apiLogin(s, 'exhibitor@demo.test', DEMO_PASSWORD);
    const offers = (await (
      await s.context.request.get(`/api/jobs/my-offers?fair=${quebec}&status=published`, {
        headers: exhibitor,
      })
    ).json()) as {
      id: number;
      title: string;
      function: { id: number } | null;
      country: { id: number } | null;
    }[];
    const offer = offers.find((o) => o.function && o.country)!;
    offerTitle = offer.title;
    const second = offers.find((o) => o.id !== offer.id)!;
    secondTitle = second.title;
    const dispo = (await (
      await s.context.request.get('/api/job_disponibilities?pagination=false')
    ).json()) as { id: number }[];
    await s.context.close();

    visitor = await createAccount(
      browser,
      { firstName: 'Yara', lastName: 'Mansour', userType: 4, fair: quebec },
      PASSWORD,
    );
    foreign = await createAccount(
      browser,
      {
        firstName: 'Wout',
        lastName: 'Janssens',
        userType: 5,
        fair: belgium,
        firm: terLinden,
      },
      PASSWORD,
    );

    // The visitor's complete profile (the profile journey fills one on screen); the first application
    // is made on the offer page by the first test below.
    const c = await open(browser);
    const auth = await apiLogin(c, visitor, PASSWORD);
    const profile = await c.context.request.put('/api/job_profiles/me', {
      headers: auth,
      data: {
        functions: [offer.function!.id],
        languages: [
          { language: 'fr', levels: { listening: 'C1', reading: 'C1', speaking: 'B1', writing: 'B2' } },
        ],
        residenceCountry: offer.country!.id,
        disponibility: dispo[0]!.id,
        recognition: 'in_progress',
      },
    });
    expect(profile.status()).toBe(200);
    profileId = ((await profile.json()) as { id: number }).id;
    offerId = offer.id;
    // A second one, still pending: the candidate withdraws it on screen.
    const pending = await c.context.request.post('/api/job_solicitations', {
      headers: auth,
      data: { job: second.id, fair: quebec },
    });
    expect(pending.status()).toBe(201);
    await c.context.close();
  });

  it('shows the candidate why the offer fits and what is missing, and lets her apply from the offer page', async () => {
    const c = await open(browser);
    await logIn(c, visitor);
    const { page } = c;
    await page.goto(`/${FAIR}/jobs/${offerId}`);
    await page.getByRole('heading', { name: offerTitle, level: 1 }).waitFor();
    const fit = page.getByRole('region', { name: 'Cette offre et votre profil' });
    await fit.getByText(/^Correspondance avec votre profil : \d+ %$/).waitFor();
    const reasons = fit.getByRole('list', { name: 'Ce qui correspond et ce qui manque' });
    // Her wanted function is the offer's: the first reason says so, in French.
    expect(await reasons.getByRole('listitem').first().textContent()).toContain(
      'fait partie des métiers que vous recherchez',
    );
    await shot(page, 'job-application-offer-fit-1280');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Postuler' }).click();
    const dialog = page.getByRole('dialog', { name: `Postuler : ${offerTitle}` });
    await dialog
      .getByRole('textbox', { name: 'Message à l’employeur (facultatif)' })
      .fill('Infirmière depuis huit ans, disponible en mars.');
    await dialog.getByRole('button', { name: 'Envoyer ma candidature' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Vous avez postulé à cette offre.').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'job-application-offer-applied-390');
    await noSideways(page, 390);

    // Once is enough: a second try is refused in French.
    const auth = await apiLogin(c, visitor, PASSWORD);
    const mine = (await (
      await c.context.request.get(`/api/job_solicitations?job.id=${offerId}&profile.id=${profileId}`, {
        headers: auth,
      })
    ).json()) as { id: number }[];
    expect(mine).toHaveLength(1);
    applicationId = mine[0]!.id;
    const again = await c.context.request.post('/api/job_solicitations', {
      headers: auth,
      data: { job: offerId },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(
      'Vous avez déjà postulé à cette offre.',
    );
    expect(c.cspViolations).toEqual([]);
    expect(c.pageErrors).toEqual([]);
    await c.context.close();
  });

  it('shows the employer the badge, the application ranked with its reasons, and lets it shortlist with a message', async () => {
    const s = await open(browser);
    await logIn(s, 'exhibitor@demo.test', DEMO_PASSWORD);
    const { page } = s;
    await page.goto(`/${FAIR}/user/manage`);
    // The account card's job block counts the new applications.
    await page.getByRole('link', { name: /^Voir (la|les) candidatures? en attente \(\d+\)$/ }).waitFor();
    // The exhibitor menu's job entry carries the badge: its name says how many are pending.
    await page.getByRole('button', { name: 'Déplier tous les menus' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu de gestion' });
    const resumes = menu.getByRole('link', { name: /^CV reçus\s*\d+ candidatures? en attente$/ });
    await resumes.waitFor();
    expect(await resumes.getByTestId('pending-badge').textContent()).toMatch(/^\d+/);
    await shot(page, 'job-applications-badge-1280');
    await resumes.click();
    await page.waitForURL(/\/jobs\/cv\/solicitations$/);

    const card = page.getByRole('article', { name: 'Yara Mansour' }).filter({ hasText: offerTitle });
    await card.getByText(/^Adéquation \d+ %$/).waitFor();
    await card.getByText('En attente').waitFor();
    await shot(page, 'job-applications-firm-1280');
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Ouvrir la candidature de Yara Mansour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Candidature' });
    await dialog.getByText('Pourquoi ce profil correspond').waitFor();
    await dialog
      .getByTestId('match-score')
      .getByText(/^Adéquation \d+ %$/)
      .waitFor();
    // The reasons as sentences (the match's French catalogue), the profile summary, the message.
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(2);
    // Written about the candidate, not to the employer: her wanted function is the offer's.
    await dialog.getByText('fait partie des métiers recherchés par le candidat', { exact: false }).waitFor();
    await dialog.getByText('Infirmière depuis huit ans, disponible en mars.').waitFor();
    await dialog.getByText('Profil du candidat').waitFor();
    // Opened by the firm: viewed.
    await dialog.getByText('Consultée').first().waitFor();
    await shot(page, 'job-applications-detail-1280');
    await expectAccessible(page);

    const status = dialog
      .getByRole('textbox', { name: 'Nouveau statut' })
      .or(dialog.getByRole('combobox', { name: 'Nouveau statut' }));
    await status.first().click();
    await page.getByRole('option', { name: 'Présélectionnée' }).click();
    await dialog
      .getByRole('textbox', { name: 'Message au candidat (facultatif)' })
      .fill('Nous aimerions vous rencontrer mardi à 10 h au stand.');
    await dialog.getByRole('button', { name: 'Enregistrer le statut' }).click();
    await page.getByText('Statut enregistré ; le candidat est prévenu par e-mail.').waitFor();
    await dialog.getByText('« Nous aimerions vous rencontrer mardi à 10 h au stand. »').waitFor();
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
    const mail = await waitForMail(visitor);
    expect(mail).toContain('Présélectionnée'.toLowerCase());
    expect(mail).toContain('Nous aimerions vous rencontrer mardi à 10 h au stand.');
  });

  it('shows the employer’s list on a phone without sideways scrolling', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await logIn(s, 'exhibitor@demo.test', DEMO_PASSWORD);
    const { page } = s;
    await page.goto(`/${FAIR}/jobs/cv/solicitations`);
    await page
      .getByRole('article', { name: 'Yara Mansour' })
      .filter({ hasText: offerTitle })
      .getByText('Présélectionnée')
      .waitFor();
    await noSideways(page, 390);
    await shot(page, 'job-applications-firm-390');
    await s.context.close();
  });

  it('shows the candidate the new status and the employer’s message in my applications, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const s = await open(browser, { width, height: 900 });
      await logIn(s, visitor);
      const { page } = s;
      await page.goto(`/${FAIR}/jobs/cv/solicitations/my-applications`);
      const card = page.getByRole('article', { name: offerTitle });
      await card.getByText('Présélectionnée').waitFor();
      await card.getByText('Nous aimerions vous rencontrer mardi à 10 h au stand.').waitFor();
      // Handled: no withdrawal any more.
      expect(await card.getByRole('button', { name: /^Retirer/ }).count()).toBe(0);
      if (width === 390) await noSideways(page, 390);
      await shot(page, `job-applications-mine-${width}`);
      if (width === 1280) {
        // The pending one is withdrawn after a confirmation.
        const pendingCard = page.getByRole('article', { name: secondTitle });
        await pendingCard.getByText('En attente').waitFor();
        await pendingCard.getByRole('button', { name: `Retirer la candidature « ${secondTitle} »` }).click();
        const confirm = page.getByRole('dialog', { name: 'Retirer la candidature ?' });
        await confirm.getByRole('button', { name: 'Retirer' }).click();
        await page.getByText('Candidature retirée.').waitFor();
        await pendingCard.waitFor({ state: 'detached' });
      }
      await expectAccessible(page);
      expect(s.cspViolations).toEqual([]);
      await s.context.close();
    }
  });

  it('answers 404 to an employer of another fair, for the application and the CV; the employer applied to reads the profile', async () => {
    const s = await open(browser);
    const auth = await apiLogin(s, foreign, PASSWORD);
    for (const url of [
      `/api/job_solicitations/${applicationId}`,
      `/api/job_profiles/${profileId}`,
      `/api/job_profiles/${profileId}/cv`,
      `/api/job_solicitations/export?job.id=1`,
    ])
      expect([url, (await s.context.request.get(url, { headers: auth })).status()]).toEqual([url, 404]);
    const list = await s.context.request.get('/api/job_solicitations', { headers: auth });
    expect(((await list.json()) as unknown[]).length).toBe(0);
    const employer = await apiLogin(s, 'exhibitor@demo.test', DEMO_PASSWORD);
    expect(
      (await s.context.request.get(`/api/job_profiles/${profileId}`, { headers: employer })).status(),
    ).toBe(200);
    await s.context.close();
  });
});
