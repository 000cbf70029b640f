import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, baseUrl, expectAccessible, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = '/sante-quebec-2026';
const DEUX_RIVES = 'Centre intégré de santé des Deux-Rives';
const TITLE = 'Infirmière de bloc opératoire – Longueuil';
const DRAFT = 'Infirmière praticienne – brouillon e2e';

/** A bearer session for direct API calls. */
const apiSession = async (request: APIRequestContext, role: string) => {
  const res = await request.post('/api/login', {
    data: { email: `${role}@demo.test`, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { token: string; user: { firm: number | null } };
  return { headers: { authorization: `Bearer ${body.token}` }, firm: body.user.firm };
};

const quebecId = async (request: APIRequestContext) =>
  ((await (await request.get('/api/fairs?homepage=sante-quebec-2026')).json()) as { id: number }[])[0]!.id;

/** Picks an option of a Mantine select (a combobox named by its label). */
const choose = async (page: Page, name: string, option: string, scope = page.locator('body')) => {
  const select = scope.getByRole('combobox', { name, exact: true });
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

let offerId = 0;
let draftId = 0;

// Issue 11, job offers: an exhibitor's stand admin writes an offer asking French B2 for speaking
// and the OIIQ licence, publishes it; a visitor finds it with the filters, reads what it asks,
// sees it on the booth; a draft stays invisible to the visitor.
describe('job offers', () => {
  it('lets the stand admin create an offer with a CEFR grid and publish it', async () => {
    const s = await open(browser);
    await loginByApi(s, 'exhibitor');
    const { page } = s;
    await page.goto(`${FAIR}/jobs/create`);
    await page.getByRole('heading', { name: 'Créer une offre d’emploi' }).waitFor();
    await page.getByRole('textbox', { name: 'Intitulé du poste (FR)' }).fill(TITLE);
    await choose(page, 'Famille de métiers', 'Soins infirmiers');
    await choose(page, 'Fonction', 'Infirmier / infirmière');
    await choose(page, 'Type de contrat', 'CDI – Contrat à durée indéterminée');
    await page.getByRole('textbox', { name: 'Ville' }).fill('Longueuil');
    // The same CEFR grid as the candidate's profile: a radio group per skill, "—" not asked.
    const french = page.getByRole('table', { name: 'Niveaux demandés en français' });
    await french.getByRole('radio', { name: 'Expression orale : B2' }).check();
    await french.getByRole('radio', { name: 'Compréhension orale : B2' }).check();
    expect(await french.getByRole('radio', { name: 'Compréhension écrite : Non exigé' }).isChecked()).toBe(
      true,
    );
    await page
      .getByRole('switch', { name: 'Un permis ou une inscription est nécessaire pour exercer' })
      .check();
    await page.getByRole('textbox', { name: 'Nom de l’autorisation (FR)' }).fill('Permis de l’OIIQ');
    await page.getByRole('checkbox', { name: 'L’employeur accompagne la démarche' }).check();
    await page.getByRole('checkbox', { name: 'Aide à l’immigration (permis de travail, visa)' }).check();
    await shot(page, 'job-offer-form-1280');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Créer l’offre' }).click();
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    offerId = Number(/\/jobs\/(\d+)/.exec(page.url())![1]);
    expect(offerId).toBeGreaterThan(0);
    // Still a draft: the page says visitors do not see it.
    await page
      .getByText('Cette offre est à l’état « Brouillon » : les visiteurs ne la voient pas.')
      .waitFor();

    await page.goto(`${FAIR}/jobs/myoffers`);
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: TITLE });
    await row.getByText('Brouillon').waitFor();
    await row.getByRole('button', { name: `Publier « ${TITLE} »` }).click();
    await row.getByText('Publiée').waitFor();
    await shot(page, 'job-offers-mine-1280');
    await expectAccessible(page);

    // A second offer left as a draft (through the api).
    const api = await apiSession(s.context.request, 'exhibitor');
    const draft = await s.context.request.post('/api/jobs', {
      headers: api.headers,
      data: {
        firm: api.firm,
        fairs: [await quebecId(s.context.request)],
        translations: { fr: { title: DRAFT } },
      },
    });
    expect(draft.status()).toBe(201);
    draftId = ((await draft.json()) as { id: number }).id;
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('lets a visitor find it with the filters and read its languages and recognition, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const s = await open(browser, { width, height: 900 });
      await loginByApi(s, 'visitor');
      const { page } = s;
      await page.goto(`${FAIR}/jobs`);
      await page.getByRole('heading', { name: 'Offres d’emploi', level: 1 }).waitFor();
      await choose(page, 'Langue', 'Français');
      await choose(page, 'Mon niveau', 'B2');
      await page.getByRole('searchbox', { name: 'Rechercher un intitulé' }).fill('bloc opératoire');
      const link = page.getByRole('link', { name: TITLE });
      await link.waitFor();
      await page.getByText('1 offre', { exact: true }).waitFor();
      // Her profile's fit shows on the card.
      await page
        .getByRole('article', { name: TITLE })
        .getByText(/^Correspondance : \d+ %$/)
        .waitFor();
      expect(await page.getByRole('link', { name: DRAFT }).count()).toBe(0);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(width);
      await shot(page, `job-offers-search-${width}`);
      await expectAccessible(page);

      await link.click();
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      const french = page.getByRole('table', { name: 'Français' });
      await french.getByRole('row', { name: /Expression orale\s*B2/ }).waitFor();
      await french.getByRole('row', { name: /Compréhension écrite\s*Non exigé/ }).waitFor();
      await page.getByText('Pour exercer, il faut : Permis de l’OIIQ.').waitFor();
      await page.getByText('L’employeur vous accompagne dans cette démarche.').waitFor();
      await page.getByText('Aide à l’immigration (permis de travail, visa)').waitFor();
      // The demo visitor has a complete profile: the page says how the offer fits it, and she may apply.
      const fit = page.getByRole('region', { name: 'Cette offre et votre profil' });
      await fit.getByText(/^Correspondance avec votre profil : \d+ %$/).waitFor();
      await fit.getByText('Expression orale en français : C1 — le poste demande B2').waitFor();
      await page.getByRole('button', { name: 'Postuler' }).waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(width);
      await shot(page, `job-offer-page-${width}`);
      await expectAccessible(page);
      expect(s.cspViolations).toEqual([]);
      await s.context.close();
    }
  });

  it('reads the offer and its fit in English, the reasons in the candidate’s voice', async () => {
    const s = await open(browser, { width: 1280, height: 900 });
    await s.context.addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
    await loginByApi(s, 'visitor');
    const { page } = s;
    await page.goto(`${FAIR}/jobs/${offerId}`);
    // Only a French title was written: the fair's main language stands in.
    await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    const french = page.getByRole('table', { name: 'French' });
    await french.getByRole('row', { name: /Speaking\s*B2/ }).waitFor();
    await page.getByText('To practise, you need: Permis de l’OIIQ.').waitFor();
    const fit = page.getByRole('region', { name: 'This offer and your profile' });
    await fit.getByText(/^Fit with your profile: \d+%$/).waitFor();
    await fit.getByText('Speaking French C1 — the post asks B2').waitFor();
    await page.getByRole('button', { name: 'Apply' }).waitFor();
    await shot(page, 'job-offer-page-en-1280');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('shows the offer on the booth page, and never the draft (404 through the api too)', async () => {
    const s = await open(browser);
    const api = await apiSession(s.context.request, 'visitor');
    const booths = (await (
      await s.context.request.get(`/api/stands?fair=${await quebecId(s.context.request)}&pagination=false`, {
        headers: api.headers,
      })
    ).json()) as { id: number; name: string }[];
    const booth = booths.find((b) => b.name === DEUX_RIVES)!;
    await loginByApi(s, 'visitor');
    const { page } = s;
    await page.goto(`${FAIR}/stand/visit/${booth.id}`);
    const panel = page.getByRole('region', { name: 'Offres d’emploi' });
    await panel.getByRole('link', { name: TITLE }).waitFor();
    expect(await panel.getByRole('link', { name: DRAFT }).count()).toBe(0);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'job-offers-booth-1280');
    // The exhibitor's page shows the same panel.
    const firmId = (
      (await (await s.context.request.get(`/api/jobs/${offerId}`, { headers: api.headers })).json()) as {
        firm: { id: number };
      }
    ).firm.id;
    await page.goto(`${FAIR}/exhibitors/${firmId}`);
    await page.getByRole('region', { name: 'Offres d’emploi' }).getByRole('link', { name: TITLE }).waitFor();
    await expectAccessible(page);

    const hidden = await s.context.request.get(`/api/jobs/${draftId}`, { headers: api.headers });
    expect(hidden.status()).toBe(404);
    await page.goto(`${FAIR}/jobs/${draftId}`);
    await page.getByText('Cette offre n’existe pas ou n’est plus publiée.').waitFor();
    const published = await s.context.request.get(`/api/jobs/${offerId}`, { headers: api.headers });
    expect(published.status()).toBe(200);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('shows the organizer every offer of the fair, drafts included, filtered by state', async () => {
    const s = await open(browser);
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto(`${FAIR}/jobs/list`);
    await page.getByRole('heading', { name: 'Offres d’emploi du salon' }).waitFor();
    // Ethical recruitment in figures: the demo's Québec fair applies the WHO safeguards.
    const who = page.getByRole('region', { name: 'Recrutement éthique (liste de l’OMS)' });
    await who.getByText(/^\d+ candidatures? sur \d+ vien/).waitFor();
    await who.getByText('Le salon applique les garde-fous de l’OMS', { exact: false }).waitFor();
    await choose(page, 'État de l’offre', 'Brouillon');
    const row = page.getByRole('row').filter({ hasText: DRAFT });
    await row.waitFor();
    expect(await page.getByRole('row').filter({ hasText: TITLE }).count()).toBe(0);
    await shot(page, 'job-offers-fair-1280');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('fits the exhibitor’s form and list on a 390 px phone', async () => {
    const s = await open(browser, { width: 390, height: 844 });
    await loginByApi(s, 'exhibitor');
    const { page } = s;
    await page.goto(`${FAIR}/jobs/create`);
    await page.getByRole('group', { name: 'Français' }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(390);
    await shot(page, 'job-offer-form-390');
    await page.goto(`${FAIR}/jobs/myoffers`);
    await page.getByRole('row').filter({ hasText: TITLE }).waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBe(390);
    await shot(page, 'job-offers-mine-390');
    await expectAccessible(page);
    await s.context.close();
  });
});
