import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  apiLogin,
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
  type Session,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = 'sante-quebec-2026';
const DEUX_RIVES = 'Centre intégré de santé des Deux-Rives';
const PASSWORD = 'Echange-2026!';

/** The account's id, through its own session. */
const idOf = async (s: Session, email: string) => {
  const auth = await apiLogin(s, email, PASSWORD);
  const me = (await (await s.context.request.get('/api/user/detail', { headers: auth })).json()) as {
    id: number;
  };
  return { id: me.id, auth };
};

/** Presses Tab until the focus is on the element matching `selector` (keyboard only). */
const tabTo = async (page: Page, selector: string, max = 80) => {
  // Runs in the page (a string, so the node-side type check does not need the DOM lib).
  const focused = `!!document.activeElement?.matches(${JSON.stringify(selector)})`;
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate<boolean>(focused)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
};

// Issue 12, booth chat: a visitor asks the Deux-Rives booth; the firm's stand contact, on the
// inbox, sees it come without a reload and answers; the visitor's open panel shows the answer
// within a second, who answered, and the bell the notification. The journey's own accounts
// (Mireille Ndiaye-Ferrand, Bastien Lefort-Roy) are not met by any other journey's search.
describe('booth chat: a visitor asks a booth, its stand contact answers live', () => {
  let quebec: number;
  let boothId: number;
  let firmId: number;
  let visitor: string;
  let staff: string;

  beforeAll(async () => {
    const admin = await open(browser);
    ({ quebec } = await demoIds(admin));
    const booth = await demoBooth(admin, quebec, DEUX_RIVES);
    boothId = booth.id;
    firmId = booth.firm.id;
    await admin.context.close();
    visitor = await createAccount(
      browser,
      { firstName: 'Mireille', lastName: 'Ndiaye-Ferrand', userType: 4, fair: quebec },
      PASSWORD,
    );
    staff = await createAccount(
      browser,
      { firstName: 'Bastien', lastName: 'Lefort-Roy', userType: 6, fair: quebec, firm: firmId },
      PASSWORD,
    );
  });

  it('goes from the booth to the firm’s inbox and back without a reload', async () => {
    const team = await open(browser);
    await logInAs(team, staff, PASSWORD);
    await team.page.goto(`/${FAIR}/firm/conversations`);
    await team.page.getByRole('heading', { name: 'Discussions du stand', level: 2 }).waitFor();
    // The demo's own New chat (api/src/seed/demo-conversations.ts) is there before ours.
    await team.page.getByTestId('conversation-item').filter({ hasText: 'Youssef El Amrani' }).waitFor();
    await networkQuiet(team);

    const v = await open(browser);
    await logInAs(v, visitor, PASSWORD);
    await v.page.goto(`/${FAIR}/stand/visit/${boothId}`);
    await v.page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
    await v.page.getByRole('button', { name: 'Poser une question au stand' }).click();
    const panel = v.page.getByRole('dialog', { name: `Discuter avec ${DEUX_RIVES}` });
    await panel
      .getByRole('textbox', { name: 'Votre question' })
      .fill(
        'Bonjour, acceptez-vous les infirmières diplômées hors Québec ? Voir https://exemple.org/diplome',
      );
    await panel.getByRole('button', { name: 'Envoyer la question' }).click();
    await panel.getByText('acceptez-vous les infirmières diplômées', { exact: false }).waitFor();
    // The link in the message is a real one, opened apart.
    const link = panel.getByRole('link', { name: 'https://exemple.org/diplome' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await networkQuiet(v);
    await shot(v.page, 'booth-chat-asked-1280');
    await expectAccessible(v.page);

    // The inbox hears of it without a reload.
    const item = team.page.getByTestId('conversation-item').filter({ hasText: 'Mireille Ndiaye-Ferrand' });
    await item.waitFor();
    await item.click();
    const thread = team.page.getByRole('region', { name: 'Messages avec Mireille Ndiaye-Ferrand' });
    await thread.getByText('acceptez-vous les infirmières diplômées', { exact: false }).waitFor();
    await networkQuiet(team);
    await shot(team.page, 'firm-inbox-1280');
    await expectAccessible(team.page);

    const answer = 'Oui : la reconnaissance passe par l’OIIQ, nous vous accompagnons.';
    await team.page.getByRole('textbox', { name: 'Votre message' }).fill(answer);
    await team.page.getByRole('textbox', { name: 'Votre message' }).press('Enter');
    // The visitor's open panel shows it as it comes (no reload), and who answered.
    await panel.getByTestId('message').filter({ hasText: answer }).waitFor({ timeout: 5000 });
    await panel.getByText('Réponse de Bastien Lefort-Roy').waitFor();
    // The polite log told it to a screen reader.
    await expect
      .poll(() => v.page.getByTestId('announcements').textContent())
      .toContain('Nouveau message de Bastien Lefort-Roy');
    await networkQuiet(v);
    await shot(v.page, 'booth-chat-answered-1280');

    // The firm marks it processed; it leaves the New filter for Processed.
    await team.page.getByRole('button', { name: 'Marquer traitée' }).click();
    await team.page.getByText('Discussion marquée traitée').waitFor();
    await team.page
      .getByRole('radiogroup', { name: 'Quelles discussions afficher' })
      .getByText('Traitées')
      .click();
    await team.page.getByTestId('conversation-item').filter({ hasText: 'Mireille Ndiaye-Ferrand' }).waitFor();

    // The visitor's bell: the booth's answer, which leads back to the booth.
    await v.page.keyboard.press('Escape');
    const bell = v.page.getByRole('button', { name: /notifications? non lues?$/ });
    await bell.first().click();
    await v.page
      .getByRole('menu')
      .getByRole('menuitem', { name: /a répondu à votre question/ })
      .waitFor();
    await shot(v.page, 'booth-chat-notification-1280');
    await v.page.keyboard.press('Escape');

    expect(v.cspViolations).toEqual([]);
    expect(v.pageErrors).toEqual([]);
    expect(team.pageErrors).toEqual([]);
    await v.context.close();
    await team.context.close();
  });

  it('keeps the chat among the visitor’s conversations, two views at 390 px', async () => {
    const v = await open(browser, { width: 390, height: 844 });
    await logInAs(v, visitor, PASSWORD);
    await v.page.goto(`/${FAIR}/user/direct-messages`);
    const item = v.page.getByTestId('conversation-item').filter({ hasText: `Stand ${DEUX_RIVES}` });
    await item.waitFor();
    await networkQuiet(v);
    await noSideways(v.page, 390);
    await shot(v.page, 'direct-messages-list-390');
    await item.click();
    await v.page.getByText('Réponse de Bastien Lefort-Roy').waitFor();
    await v.page.getByRole('button', { name: 'Retour aux conversations' }).waitFor();
    await networkQuiet(v);
    await noSideways(v.page, 390);
    await shot(v.page, 'direct-messages-thread-390');
    await expectAccessible(v.page);
    await v.page.getByRole('button', { name: 'Retour aux conversations' }).click();
    await item.waitFor();
    await v.context.close();
  });

  it('tells the anonymous why there is no chat button', async () => {
    const s = await open(browser);
    await s.page.goto(`/${FAIR}/stand/visit/${boothId}`);
    await s.page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
    await s.page.getByText('Connectez-vous pour poser une question à l’équipe de ce stand.').waitFor();
    expect(await s.page.getByRole('button', { name: 'Poser une question au stand' }).count()).toBe(0);
    await s.context.close();
  });
});

// Issue 12, direct messages: Aurore writes to Baptiste (keyboard only), he sees the unread badge
// and opens it, she sees "Seen"; he archives it and finds it in the Archived tab.
describe('direct messages: unread badge, read receipt, archive, keyboard only', () => {
  let quebec: number;
  let a: string;
  let b: string;
  let uuid: string;

  beforeAll(async () => {
    const admin = await open(browser);
    ({ quebec } = await demoIds(admin));
    a = await createAccount(
      browser,
      { firstName: 'Aurore', lastName: 'Tessier-Blais', userType: 4, fair: quebec },
      PASSWORD,
    );
    b = await createAccount(
      browser,
      { firstName: 'Baptiste', lastName: 'Quenneville-Roy', userType: 4, fair: quebec },
      PASSWORD,
    );
    // Aurore's conversation with Baptiste exists (as after "Message" on his card); she writes in the page.
    const bId = (await idOf(admin, b)).id;
    const { auth } = await idOf(admin, a);
    const created = await admin.context.request.post('/api/conversations', {
      headers: auth,
      data: { kind: 'direct', fair: quebec, user: bId },
    });
    expect(created.status()).toBe(201);
    uuid = ((await created.json()) as { uuid: string }).uuid;
    await admin.context.close();
  });

  it('sends with the keyboard only, shows the unread badge, then "Seen"', async () => {
    const sa = await open(browser);
    await logInAs(sa, a, PASSWORD);
    await sa.page.goto(`/${FAIR}/user/direct-messages?c=${uuid}`);
    await sa.page.getByRole('heading', { name: 'Baptiste Quenneville-Roy', level: 3 }).waitFor();
    await networkQuiet(sa);
    // Keyboard only: Tab to the composer, type, Enter.
    await tabTo(sa.page, 'textarea[data-testid="composer"]');
    const first = 'Bonjour Baptiste, on se retrouve au stand des Deux-Rives à 14 h ?';
    await sa.page.keyboard.type(first);
    await sa.page.keyboard.press('Enter');
    await sa.page.getByTestId('message').filter({ hasText: first }).waitFor();
    expect(await sa.page.getByRole('textbox', { name: 'Votre message' }).inputValue()).toBe('');

    const sb = await open(browser);
    await logInAs(sb, b, PASSWORD);
    await sb.page.goto(`/${FAIR}/user/direct-messages`);
    const item = sb.page.getByTestId('conversation-item').filter({ hasText: 'Aurore Tessier-Blais' });
    await item.getByText('1 message non lu').waitFor();
    await networkQuiet(sb);
    await shot(sb.page, 'direct-messages-unread-1280');
    await expectAccessible(sb.page);
    await item.click();
    await sb.page.getByTestId('message').filter({ hasText: first }).waitFor();
    // Read: Aurore sees "Seen" under her message, without a reload.
    await sa.page.getByTestId('seen').waitFor();
    await expect.poll(() => item.getByTestId('unread-badge').count()).toBe(0);

    // Aurore types: Baptiste sees it; her next message is announced in his polite log.
    await sa.page.getByRole('textbox', { name: 'Votre message' }).pressSequentially('Je vous');
    await sb.page.getByText('Aurore Tessier-Blais est en train d’écrire…').waitFor();
    await sa.page.getByRole('textbox', { name: 'Votre message' }).pressSequentially(' attends à l’accueil.');
    await sa.page.getByRole('textbox', { name: 'Votre message' }).press('Enter');
    await sb.page.getByTestId('message').filter({ hasText: 'Je vous attends à l’accueil.' }).waitFor();
    await expect
      .poll(() => sb.page.getByTestId('announcements').textContent())
      .toContain('Nouveau message de Aurore Tessier-Blais : Je vous attends à l’accueil.');
    await networkQuiet(sb);
    await shot(sb.page, 'direct-messages-thread-1280');
    await expectAccessible(sb.page);

    // Archive moves it to the Archived tab (his copy only).
    await sb.page.getByRole('button', { name: 'Archiver' }).click();
    await sb.page.getByText('Conversation archivée').waitFor();
    await expect.poll(() => item.count()).toBe(0);
    await sb.page
      .getByRole('radiogroup', { name: 'Quelles conversations afficher' })
      .getByText('Archivées')
      .click();
    await sb.page.getByTestId('conversation-item').filter({ hasText: 'Aurore Tessier-Blais' }).waitFor();
    await networkQuiet(sb);
    await shot(sb.page, 'direct-messages-archived-1280');
    // Hers is still where it was.
    await sa.page.reload();
    await sa.page.getByTestId('conversation-item').filter({ hasText: 'Baptiste Quenneville-Roy' }).waitFor();

    expect(sa.cspViolations).toEqual([]);
    expect(sa.pageErrors).toEqual([]);
    expect(sb.pageErrors).toEqual([]);
    await sa.context.close();
    await sb.context.close();
  });
});
