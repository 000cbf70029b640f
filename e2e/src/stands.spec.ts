import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIRequestContext, Browser } from 'playwright-core';
import {
  DEMO_PASSWORD,
  expectAccessible,
  followMenuLink,
  launch,
  loginByApi,
  open,
  shot,
} from './fixtures.ts';
import { solidPng } from './png.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = '/sante-quebec-2026';
const DEUX_RIVES = 'Centre intégré de santé des Deux-Rives';

/** A bearer session for direct API calls (finding and restoring the demo booth). */
const apiSession = async (request: APIRequestContext, role: string) => {
  const res = await request.post('/api/login', {
    data: { email: `${role}@demo.test`, password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { token: string };
  return { authorization: `Bearer ${body.token}` };
};

interface BoothLanguage {
  language: string;
  title: string | null;
  infos: string | null;
  resources: {
    type: string;
    media: { id: number } | null;
    url: string | null;
    title: string | null;
    description: string | null;
  }[];
}

/** The fair 1 booth of firm 1 (Deux-Rives), found through the API as the given role. */
const deuxRivesBooth = async (request: APIRequestContext, role: string) => {
  const headers = await apiSession(request, role);
  const res = await request.get(
    `/api/stands?fair=1&pagination=false&name=${encodeURIComponent('Deux-Rives')}`,
    {
      headers,
    },
  );
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { id: number; name: string }[];
  const booth = list.find((b) => b.name === DEUX_RIVES);
  expect(booth).toBeDefined();
  return { id: booth!.id, headers };
};

describe('booths: a visitor visits one (§2 /stand/visit)', () => {
  it('sees the drawn booth and its people, opens a brochure and the poster; fits 1280 and 390 px', async () => {
    const s = await open(browser);
    const { id } = await deuxRivesBooth(s.context.request, 'visitor');
    await loginByApi(s, 'visitor');
    const { page } = s;
    await page.goto(`${FAIR}/stand/visit/${id}`);
    await page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
    await page.getByRole('figure', { name: `Le stand de ${DEUX_RIVES}` }).waitFor();
    await page.getByText('Hall A', { exact: false }).first().waitFor();
    await page.getByRole('heading', { name: `Bienvenue chez ${DEUX_RIVES}` }).waitFor();

    // the people, each with a working video-call button (issue 13; the call itself: visio.spec.ts)
    await page.getByRole('heading', { name: 'Rencontrer l’équipe' }).waitFor();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
      .first();
    await card.waitFor();
    expect(await card.getByRole('button', { name: /^Appeler .+ en visio$/ }).isEnabled()).toBe(true);
    expect(await page.getByText('Les appels vidéo arrivent bientôt', { exact: false }).count()).toBe(0);

    // a brochure link answers a PDF
    const brochures = page.getByRole('region', { name: 'Brochures' });
    const link = brochures.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/media\/.+\.pdf$/);
    const pdf = await s.context.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await shot(page, 'stand-visit-1280');
    await expectAccessible(page);

    // the poster opens large in a dialog
    await page
      .getByRole('figure', { name: `Le stand de ${DEUX_RIVES}` })
      .getByRole('button', { name: 'Voir l’affiche' })
      .click();
    const poster = page.getByRole('dialog', { name: `Affiche de ${DEUX_RIVES}` });
    await poster.getByRole('img', { name: `Affiche du stand ${DEUX_RIVES}` }).waitFor();
    await shot(page, 'stand-visit-poster-1280');
    await expectAccessible(page);
    await poster.getByRole('button', { name: 'Fermer' }).click();
    await poster.waitFor({ state: 'detached' });

    // the desk takes you to the people
    await page
      .getByRole('figure', { name: `Le stand de ${DEUX_RIVES}` })
      .getByRole('button', { name: 'Aller à l’accueil du stand' })
      .click();
    await expect.poll(() => page.evaluate('document.activeElement?.textContent')).toBe('Rencontrer l’équipe');

    expect(s.pageErrors).toEqual([]);

    // the videoroom frames the first video from its host (the CSP allows the video hosts). Offline,
    // the frame is Chromium's error page, where the fixture's init script cannot reach localStorage:
    // page errors are checked before it.
    await page.getByRole('link', { name: 'Entrer dans la salle vidéo' }).click();
    await page.waitForURL(new RegExp(`/stand/videoroom/${id}$`));
    await page.getByRole('heading', { name: `Salle vidéo — ${DEUX_RIVES}`, level: 1 }).waitFor();
    const frame = page.locator('iframe').first();
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    expect(await frame.getAttribute('title')).toBe('Notre équipe');
    await shot(page, 'stand-videoroom-1280');
    await page.getByRole('link', { name: 'Retour au stand' }).click();
    await page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
    expect(s.cspViolations).toEqual([]);
    await s.context.close();

    const phone = await open(browser, { width: 390, height: 844 });
    await loginByApi(phone, 'visitor');
    await phone.page.goto(`${FAIR}/stand/visit/${id}`);
    await phone.page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
    await phone.page.getByRole('heading', { name: 'Rencontrer l’équipe' }).waitFor();
    expect(await phone.page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(phone.page, 'stand-visit-390');
    await expectAccessible(phone.page);
    expect(phone.cspViolations).toEqual([]);
    await phone.context.close();
  });

  it('speaks English to an English visitor: the booth opens in its English content', async () => {
    const s = await open(browser);
    const { id } = await deuxRivesBooth(s.context.request, 'visitor');
    await loginByApi(s, 'visitor');
    const { page } = s;
    await page.goto(`${FAIR}/stand/visit/${id}`);
    await page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    // The booth has English content, so it follows the interface's language.
    await page.getByRole('heading', { name: `Welcome to ${DEUX_RIVES}` }).waitFor();
    await page.getByRole('heading', { name: 'Meet the team' }).waitFor();
    await page.getByRole('figure', { name: new RegExp(DEUX_RIVES) }).waitFor();
    const brochures = page.getByRole('region', { name: 'Brochures' });
    expect(await brochures.getByRole('link').count()).toBeGreaterThan(0);
    await shot(page, 'stand-visit-en-1280');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('answers an unknown booth with an error card', async () => {
    const s = await open(browser);
    await loginByApi(s, 'visitor');
    await s.page.goto(`${FAIR}/stand/visit/999999`);
    await s.page.getByRole('alert').getByText('Ce stand n’existe pas ou n’est pas visible.').waitFor();
    await s.context.close();
  });
});

describe('booths: the exhibitor dresses its booth (§2 /user/configuration-stands, /stand/configure)', () => {
  it('configures the booth in French and English, saves, and sees both languages in the preview', async () => {
    const s = await open(browser);
    const { id, headers } = await deuxRivesBooth(s.context.request, 'exhibitor');
    const before = (await (await s.context.request.get(`/api/stands/${id}`, { headers })).json()) as {
      languages: BoothLanguage[];
    };
    await loginByApi(s, 'exhibitor');
    const { page } = s;
    await page.goto(`${FAIR}/user/manage`);
    await followMenuLink(page, 'Configuration du stand', /\/user\/configuration-stands$/);
    await page.getByRole('heading', { name: 'Mes stands', level: 2 }).waitFor();
    const card = page.getByRole('article', { name: DEUX_RIVES });
    await card.getByText('Hall A', { exact: false }).waitFor();
    await shot(page, 'stand-mine-1280');
    await expectAccessible(page);

    await card.getByRole('link', { name: `Configurer « ${DEUX_RIVES} »` }).click();
    await page.waitForURL(new RegExp(`/stand/configure/${id}$`));
    await page.getByRole('heading', { name: 'Configuration du stand', level: 2 }).waitFor();

    const french = page.getByRole('tabpanel', { name: 'Français' });
    await french
      .getByRole('textbox', { name: 'Titre (Français)', exact: true })
      .fill('Soigner en Montérégie');
    const frInfos = french.getByRole('textbox', { name: 'Présentation (Français)' });
    await frInfos.fill('Nous accueillons 40 infirmières venues de l’étranger cette année.');
    await page.getByRole('tab', { name: 'English' }).click();
    const english = page.getByRole('tabpanel', { name: 'English' });
    await english.getByRole('textbox', { name: 'Titre (English)', exact: true }).fill('Care in Montérégie');
    await english
      .getByRole('textbox', { name: 'Présentation (English)' })
      .fill('We welcome 40 nurses from abroad this year.');
    await page.getByText('Modifications non enregistrées').waitFor();

    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/stands/put/${id}`),
    );
    await page.getByRole('button', { name: 'Enregistrer le stand' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('status').getByText('Les modifications du stand ont été enregistrées.').waitFor();
    await shot(page, 'stand-configure-1280');
    await expectAccessible(page);

    // (b) a logo that is not square is refused with the clear message, and nothing changes
    const logo = page.getByRole('group', { name: 'Logo du stand' });
    await logo.locator('input[type="file"]').setInputFiles({
      name: 'bandeau.png',
      mimeType: 'image/png',
      buffer: solidPng(600, 200, [11, 93, 122]),
    });
    const refusal = logo.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('Le logo doit être carré (idéalement 512 × 512 px).');
    await page.getByText('Aucune modification').waitFor();
    await shot(page, 'stand-configure-logo-refused-1280');

    await page.getByRole('link', { name: 'Aperçu' }).first().click();
    await page.waitForURL(new RegExp(`/stand/preview/${id}$`));
    await page.getByRole('heading', { name: DEUX_RIVES, level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Soigner en Montérégie' }).waitFor();
    await page.getByText('Nous accueillons 40 infirmières', { exact: false }).waitFor();
    await page.getByRole('radiogroup', { name: 'Langue du stand' }).getByText('English').click();
    await page.getByRole('heading', { name: 'Care in Montérégie' }).waitFor();
    await page.getByText('We welcome 40 nurses from abroad this year.').waitFor();
    await shot(page, 'stand-preview-1280');
    await expectAccessible(page);

    // the booth's team: administrators and contacts, removal asks first
    await page.getByRole('link', { name: 'Équipe du stand' }).click();
    await page.waitForURL(new RegExp(`/stand/add-contacts/${id}$`));
    await page.getByRole('heading', { name: 'Équipe du stand', level: 2 }).waitFor();
    const contacts = page.getByRole('region', { name: 'Contacts' });
    await contacts.getByText('Lukas Peeters').waitFor();
    await contacts.getByRole('button', { name: 'Retirer Lukas Peeters des contacts' }).click();
    const confirm = page.getByRole('dialog', { name: 'Retirer ce contact ?' });
    await confirm.waitFor();
    await shot(page, 'stand-people-1280');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Annuler' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);

    // Put the demo's content back for the journeys that follow.
    const restored = await s.context.request.put(`/api/stands/put/${id}`, {
      headers,
      data: {
        languages: before.languages.map((l) => ({
          language: l.language,
          title: l.title,
          infos: l.infos,
          resources: l.resources.map((r) => ({
            type: r.type,
            media: r.media?.id ?? null,
            url: r.url,
            title: r.title,
            description: r.description,
          })),
        })),
      },
    });
    expect(restored.status()).toBe(200);
    await s.context.close();
  });
});

describe('booths: the organizer opens one (§2 /stand/create)', () => {
  it('refuses a taken slot on its field, then creates the booth and lands on its configuration', async () => {
    const s = await open(browser);
    const headers = await apiSession(s.context.request, 'organizer');
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto(`${FAIR}/stand/create`);
    await page.getByRole('heading', { name: 'Créer un stand', level: 2 }).waitFor();
    const firm = page.getByRole('combobox', { name: 'Exposant' });
    await firm.click();
    await firm.fill('Val-de-Sambre');
    await page.getByRole('option', { name: 'Hôpital psychiatrique du Val-de-Sambre' }).click();
    // the booth takes the firm's name until the organizer writes another
    expect(await page.getByRole('textbox', { name: 'Nom du stand' }).inputValue()).toBe(
      'Hôpital psychiatrique du Val-de-Sambre',
    );
    await page.getByRole('combobox', { name: 'Hall' }).click();
    await page.getByRole('option', { name: /^A — / }).click();
    await page.getByRole('textbox', { name: 'Numéro d’emplacement' }).fill('1');
    await page.getByRole('button', { name: 'Créer le stand' }).click();
    await page.getByText('Cet emplacement du hall est déjà occupé par un autre stand.').waitFor();
    await shot(page, 'stand-create-1280');
    await expectAccessible(page);

    // not placed yet after all: picking the chosen hall again leaves the booth out of the halls
    await page.getByRole('combobox', { name: 'Hall' }).click();
    await page.getByRole('option', { name: /^A — / }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Numéro d’emplacement' }).isDisabled())
      .toBe(true);
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/stands'),
    );
    await page.getByRole('button', { name: 'Créer le stand' }).click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    await page.waitForURL(new RegExp(`/stand/configure/${id}$`));
    await page.getByRole('heading', { name: 'Configuration du stand', level: 2 }).waitFor();
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);

    // Leave the demo as it was for the journeys that follow.
    expect((await s.context.request.delete(`/api/stands/${id}`, { headers })).status()).toBe(204);
    await s.context.close();
  });
});
