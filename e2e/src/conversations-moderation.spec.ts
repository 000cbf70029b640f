import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  apiLogin,
  baseUrl,
  createAccount,
  demoBooth,
  demoIds,
  expectAccessible,
  launch,
  logInAs,
  networkQuiet,
  noSideways,
  open,
  shot,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = 'sante-quebec-2026';
// Not the Deux-Rives booth: the booth-chat journey follows that inbox.
const LE_PHARE = 'Centre de réadaptation Le Phare';
const PASSWORD = 'Moderation-2026!';
const VISITOR = 'Margaux Beauchemin-Larose';
const STAFF = 'Rosalie Aubertin-Gagné';
const COLLEAGUE = 'Gabrielle Castonguay-Roy';
const QUESTION = 'Bonjour, proposez-vous un accompagnement pour la reconnaissance des diplômes ?';
const ANSWER = 'Envoyez-nous vos diplômes en privé sur mon adresse personnelle.';
const MUTED_FR = 'Vous ne pouvez plus envoyer de messages sur ce salon : un modérateur vous a rendu muet.';
const MUTED_EN = 'You can no longer send messages in this fair: a moderator has muted you.';

/** The page's own content: the header has a segmented control and a bell whose name changes. */
const main = (page: Page) => page.getByRole('main');

// Issue 12, booth chat moderation and the firm's inbox: a visitor (Margaux) reports the answer of
// the Le Phare booth to the organizers; its stand contact (Rosalie) assigns the chat to her
// colleague (Gabrielle) and marks it processed, which the inbox list shows, and Gabrielle finds it
// among hers on her phone; Rosalie then mutes Margaux in the fair: her composer refuses with a
// clear message in her language, until the mute is lifted. The journey's own accounts are not met
// by any other journey's search.
describe('booth chat moderation: report, assign and process, mute', () => {
  let quebec: number;
  let firmId: number;
  let visitor: string;
  let staff: string;
  let colleague: string;
  let uuid: string;

  beforeAll(async () => {
    const admin = await open(browser);
    ({ quebec } = await demoIds(admin));
    const booth = await demoBooth(admin, quebec, LE_PHARE);
    firmId = booth.firm.id;
    visitor = await createAccount(
      browser,
      { firstName: 'Margaux', lastName: 'Beauchemin-Larose', userType: 4, fair: quebec },
      PASSWORD,
    );
    staff = await createAccount(
      browser,
      { firstName: 'Rosalie', lastName: 'Aubertin-Gagné', userType: 6, fair: quebec, firm: firmId },
      PASSWORD,
    );
    colleague = await createAccount(
      browser,
      { firstName: 'Gabrielle', lastName: 'Castonguay-Roy', userType: 5, fair: quebec, firm: firmId },
      PASSWORD,
    );
    // Margaux asked the booth and Rosalie answered (the asking itself is the booth-chat journey's).
    const asVisitor = await apiLogin(admin, visitor, PASSWORD);
    const created = await admin.context.request.post('/api/conversations', {
      headers: asVisitor,
      data: { kind: 'booth', fair: quebec, stand: booth.id, body: QUESTION },
    });
    expect(created.status()).toBe(201);
    const chat = (await created.json()) as { id: number; uuid: string };
    uuid = chat.uuid;
    const answered = await admin.context.request.post('/api/direct_messages', {
      headers: await apiLogin(admin, staff, PASSWORD),
      data: { conversation: chat.id, body: ANSWER },
    });
    expect(answered.status()).toBe(201);
    await admin.context.close();
  });

  it('lets the visitor report the booth’s answer to the fair’s organizers', async () => {
    const v = await open(browser);
    await logInAs(v, visitor, PASSWORD);
    const { page } = v;
    await page.goto(`/${FAIR}/user/direct-messages?c=${uuid}`);
    await main(page)
      .getByRole('heading', { name: `Stand ${LE_PHARE}`, level: 3 })
      .waitFor();
    await main(page).getByTestId('message').filter({ hasText: ANSWER }).waitFor();
    // Her own question has no report button; the answer has one, named after its author.
    await expect(
      main(page)
        .getByRole('button', { name: /^Signaler le message de/ })
        .count(),
    ).resolves.toBe(1);
    await main(page)
      .getByRole('button', { name: `Signaler le message de ${STAFF}` })
      .click();

    const dialog = page.getByRole('dialog', { name: 'Signaler un message' });
    await dialog.getByText('Les organisateurs du salon recevront ce message et votre motif.').waitFor();
    // No reason, no report.
    await dialog.getByRole('button', { name: 'Signaler', exact: true }).click();
    await dialog.getByText('Indiquez le motif du signalement.').waitFor();
    await networkQuiet(v);
    await shot(page, 'booth-chat-report-1280');
    await expectAccessible(page);
    const reason = 'Demande de passer par une adresse personnelle, hors de la plateforme.';
    await dialog.getByRole('textbox', { name: 'Motif' }).fill(reason);
    await dialog.getByRole('button', { name: 'Signaler', exact: true }).click();
    await page.getByText('Message signalé aux organisateurs').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The organizers have it: which message, who reported it, why.
    const auth = await apiLogin(v, 'organizer@demo.test', DEMO_PASSWORD);
    const reports = (await (
      await v.context.request.get(`/api/fairs/${quebec}/message-reports`, { headers: auth })
    ).json()) as {
      reason: string;
      message: { body: string };
      reporter: { firstName: string; lastName: string };
    }[];
    expect(reports.find((r) => r.message.body === ANSWER)).toMatchObject({
      reason,
      reporter: { firstName: 'Margaux', lastName: 'Beauchemin-Larose' },
    });

    expect(v.cspViolations).toEqual([]);
    expect(v.pageErrors).toEqual([]);
    await v.context.close();
  });

  it('assigns the chat to a colleague and marks it processed; the inbox list shows both', async () => {
    const team = await open(browser);
    await logInAs(team, staff, PASSWORD);
    const { page } = team;
    await page.goto(`/${FAIR}/firm/conversations/${firmId}`);
    await main(page).getByRole('heading', { name: 'Discussions du stand', level: 2 }).waitFor();
    const item = main(page).getByTestId('conversation-item').filter({ hasText: VISITOR });
    await item.getByText('Nouvelle', { exact: true }).waitFor();
    await item.click();
    const thread = main(page).getByRole('region', { name: `Messages avec ${VISITOR}` });
    await thread.getByText(QUESTION).waitFor();
    await main(page).getByText('Nouvelle', { exact: true }).last().waitFor();

    // Assigned to Gabrielle.
    const assign = main(page).getByRole('combobox', { name: 'Assignée à' });
    await assign.click();
    await page.getByRole('option', { name: COLLEAGUE, exact: true }).click();
    await page.getByText('Assignation enregistrée').waitFor();
    await expect.poll(() => assign.inputValue()).toBe(COLLEAGUE);
    await main(page).getByText(`Nouvelle · assignée à ${COLLEAGUE}`).waitFor();

    // Processed: it leaves the New list for the Processed one.
    await main(page).getByRole('button', { name: 'Marquer traitée' }).click();
    await page.getByText('Discussion marquée traitée').waitFor();
    await main(page).getByRole('button', { name: 'Remettre en nouvelle' }).waitFor();
    await main(page).getByText(`Traitée · assignée à ${COLLEAGUE}`).waitFor();
    await expect.poll(() => item.count()).toBe(0);
    await main(page)
      .getByRole('radiogroup', { name: 'Quelles discussions afficher' })
      .getByText('Traitées')
      .click();
    await item.getByText('Traitée', { exact: true }).waitFor();
    await item.getByText(`assignée à ${COLLEAGUE}`).waitFor();
    await item.click();
    await thread.getByText(QUESTION).waitFor();
    await main(page).getByText(`Traitée · assignée à ${COLLEAGUE}`).waitFor();
    await networkQuiet(team);
    await shot(page, 'firm-inbox-managed-1280');
    await expectAccessible(page, 'main');

    // Gabrielle finds it among hers, on her phone, with the same controls.
    const phone = await open(browser, { width: 390, height: 844 });
    await logInAs(phone, colleague, PASSWORD);
    await phone.page.goto(`/${FAIR}/firm/conversations/${firmId}?filter=mine`);
    const hers = main(phone.page).getByTestId('conversation-item').filter({ hasText: VISITOR });
    await hers.getByText('Traitée', { exact: true }).waitFor();
    await hers.getByText(`assignée à ${COLLEAGUE}`).waitFor();
    await networkQuiet(phone);
    await noSideways(phone.page, 390);
    await shot(phone.page, 'firm-inbox-mine-390');
    await hers.click();
    await main(phone.page)
      .getByRole('region', { name: `Messages avec ${VISITOR}` })
      .getByText(QUESTION)
      .waitFor();
    await main(phone.page).getByRole('button', { name: 'Retour aux conversations' }).waitFor();
    await main(phone.page).getByRole('button', { name: 'Remettre en nouvelle' }).waitFor();
    await expect(main(phone.page).getByRole('combobox', { name: 'Assignée à' }).inputValue()).resolves.toBe(
      COLLEAGUE,
    );
    await main(phone.page).getByRole('button', { name: 'Rendre muet sur le salon' }).waitFor();
    await networkQuiet(phone);
    await noSideways(phone.page, 390);
    await shot(phone.page, 'firm-inbox-managed-390');
    await expectAccessible(phone.page, 'main');

    expect(team.pageErrors).toEqual([]);
    expect(phone.pageErrors).toEqual([]);
    await phone.context.close();
    await team.context.close();
  });

  it('mutes the visitor: her composer refuses, saying why in her language, until the mute is lifted', async () => {
    const v = await open(browser);
    await logInAs(v, visitor, PASSWORD);
    await v.page.goto(`/${FAIR}/user/direct-messages?c=${uuid}`);
    const composer = main(v.page).getByRole('textbox', { name: 'Votre message' });
    await main(v.page).getByTestId('message').filter({ hasText: ANSWER }).waitFor();
    await networkQuiet(v);

    const team = await open(browser);
    await logInAs(team, staff, PASSWORD);
    await team.page.goto(`/${FAIR}/firm/conversations/${firmId}?filter=all&c=${uuid}`);
    await main(team.page)
      .getByRole('region', { name: `Messages avec ${VISITOR}` })
      .getByText(QUESTION)
      .waitFor();
    await main(team.page).getByRole('button', { name: 'Rendre muet sur le salon' }).click();
    const confirm = team.page.getByRole('dialog', { name: `Rendre ${VISITOR} muet sur le salon ?` });
    await confirm.getByText('ne pourra plus envoyer de message sur ce salon', { exact: false }).waitFor();
    await networkQuiet(team);
    await shot(team.page, 'firm-inbox-mute-1280');
    await expectAccessible(team.page);
    await confirm.getByRole('button', { name: 'Rendre muet', exact: true }).click();
    await team.page.getByText(`${VISITOR} ne peut plus écrire sur ce salon`).waitFor();
    await confirm.waitFor({ state: 'hidden' });

    // Margaux tries to write: refused, in words, and her text stays in the field.
    const attempt = 'Pourquoi me demandez-vous une adresse personnelle ?';
    await composer.fill(attempt);
    await composer.press('Enter');
    await main(v.page).getByRole('alert').filter({ hasText: MUTED_FR }).waitFor();
    expect(await composer.inputValue()).toBe(attempt);
    expect(await main(v.page).getByTestId('message').filter({ hasText: attempt }).count()).toBe(0);
    await networkQuiet(v);
    await shot(v.page, 'booth-chat-muted-1280');
    await expectAccessible(v.page, 'main');

    // On her phone, in English, the same refusal in English.
    const phone = await open(browser, { width: 390, height: 844 });
    await phone.context.addCookies([{ name: 'locale', value: 'en', url: baseUrl() }]);
    await logInAs(phone, visitor, PASSWORD);
    await phone.page.goto(`/${FAIR}/user/direct-messages?c=${uuid}`);
    await main(phone.page).getByTestId('message').filter({ hasText: ANSWER }).waitFor();
    const phoneComposer = main(phone.page).getByRole('textbox', { name: 'Your message' });
    await phoneComposer.fill('Hello?');
    await main(phone.page).getByRole('button', { name: 'Send', exact: true }).click();
    await main(phone.page).getByRole('alert').filter({ hasText: MUTED_EN }).waitFor();
    expect(await phoneComposer.inputValue()).toBe('Hello?');
    await networkQuiet(phone);
    await noSideways(phone.page, 390);
    await shot(phone.page, 'booth-chat-muted-390');
    await phone.context.close();

    // The inbox says she is muted, and lifts it.
    await main(team.page).getByText(`${VISITOR} est muet sur ce salon`, { exact: false }).waitFor();
    await main(team.page).getByRole('button', { name: 'Lever le mode muet' }).click();
    await team.page.getByText(`${VISITOR} peut de nouveau écrire sur ce salon`).waitFor();
    await main(team.page).getByRole('button', { name: 'Rendre muet sur le salon' }).waitFor();

    // She writes again: the message goes, the refusal is gone.
    await main(v.page).getByRole('button', { name: 'Envoyer', exact: true }).click();
    await main(v.page).getByTestId('message').filter({ hasText: attempt }).waitFor();
    await expect.poll(() => composer.inputValue()).toBe('');
    await expect.poll(() => main(v.page).getByRole('alert').filter({ hasText: MUTED_FR }).count()).toBe(0);
    // Her new message puts the processed chat back to New in the firm's inbox, live.
    await main(team.page)
      .getByTestId('conversation-item')
      .filter({ hasText: VISITOR })
      .getByText('Nouvelle', { exact: true })
      .waitFor();
    await main(team.page)
      .getByRole('region', { name: `Messages avec ${VISITOR}` })
      .getByText(attempt)
      .waitFor();

    expect(v.cspViolations).toEqual([]);
    expect(v.pageErrors).toEqual([]);
    expect(team.pageErrors).toEqual([]);
    await v.context.close();
    await team.context.close();
  });
});
