import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DEMO_PASSWORD,
  apiLogin,
  createAccount,
  demoIds,
  expectAccessible,
  launch,
  logInAs,
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
const PASSWORD = 'Membre-2026!';
/** The unread one: its name starts with the hidden "Non lue :" the badge's dot stands for. */
const UNREAD_VALIDATED = /^Non lue : Votre inscription au salon « .+ » est validée\./;

// Issue 12, notifications: the organizer validates a waiting member; the realtime stream brings the
// badge to her open tabs, she opens the dropdown, follows the link and the badge drops in both; on
// the page of them all she turns that kind off, and the next validation makes none.
describe('a member hears that her registration was validated, and turns that off', () => {
  let member: string;
  let memberId: number;
  let quebec: number;
  let organizer: Record<string, string>;
  let admin: Session;

  /** The organizer decides the member's registration, through the API (the users screen has its own journey). */
  const decide = async (isValidated: number) => {
    const res = await admin.context.request.put(`/api/users/${memberId}/fairs/${quebec}`, {
      headers: organizer,
      data: { isValidated },
    });
    expect(res.status()).toBe(200);
  };

  beforeAll(async () => {
    admin = await open(browser);
    ({ quebec } = await demoIds(admin));
    organizer = await apiLogin(admin, 'organizer@demo.test', DEMO_PASSWORD);
    member = await createAccount(
      browser,
      { firstName: 'Nadia', lastName: 'Kourouma', userType: 4, fair: quebec },
      PASSWORD,
    );
    // Her account was created validated (that made its own notification): read it, then she waits.
    const m = await open(browser);
    const auth = await apiLogin(m, member, PASSWORD);
    memberId = (
      (await (await m.context.request.get('/api/user/detail', { headers: auth })).json()) as {
        id: number;
      }
    ).id;
    const read = await m.context.request.post(`/api/users/${memberId}/notifications/mark-all-read`, {
      headers: auth,
      data: {},
    });
    expect(read.status()).toBe(200);
    await m.context.close();
    await decide(0);
  });
  afterAll(() => admin.context.close());

  it('brings the notification to her open tabs at once, and drops the badge in both once followed', async () => {
    const c = await open(browser);
    await logInAs(c, member, PASSWORD);
    const { page } = c;
    await page.goto(`/${FAIR}/user/profile`);
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // A second tab of hers, on the page of them all.
    const other = await c.context.newPage();
    await other.goto(`/${FAIR}/user/notifications`);
    await other.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await decide(1);
    // No reload: the realtime stream brings it (the badge's poll is five minutes apart).
    const bell = page.getByRole('button', { name: '1 notification non lue' });
    await bell.waitFor();
    await other.getByRole('button', { name: '1 notification non lue' }).waitFor();
    await other.getByText('2 notifications', { exact: true }).waitFor();
    await shot(page, 'notifications-badge-1280');
    // Keyboard: the bell opens with Enter, the arrows reach the items.
    await bell.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    const item = menu.getByRole('menuitem', { name: UNREAD_VALIDATED });
    await item.waitFor();
    // The focus is on the newest one; the arrows move to the next and back.
    await page.waitForFunction(`document.activeElement?.textContent?.startsWith('Non lue : ')`);
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(`document.activeElement?.textContent?.startsWith('Votre inscription')`);
    await page.keyboard.press('ArrowUp');
    await page.waitForFunction(`document.activeElement?.textContent?.startsWith('Non lue : ')`);
    // The account's creation notice, already read, is listed under it.
    await expect(menu.getByRole('menuitem', { name: /Votre inscription au salon/ }).count()).resolves.toBe(2);
    await shot(page, 'notifications-dropdown-1280');
    await expectAccessible(page);
    await item.click();
    await page.waitForURL(new RegExp(`/${FAIR}$`));
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    // Read in one tab, read in the other.
    await other.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(c.cspViolations).toEqual([]);
    expect(c.pageErrors).toEqual([]);
    await c.context.close();
  });

  it('lists them all on its page at 390 px, and a kind turned off makes no new one', async () => {
    const c = await open(browser, { width: 390, height: 844 });
    await logInAs(c, member, PASSWORD);
    const { page } = c;
    await page.goto(`/${FAIR}/user/notifications`);
    await page.getByRole('heading', { name: 'Notifications', level: 2 }).waitFor();
    await page.getByText('2 notifications', { exact: true }).waitFor();
    const list = page.getByRole('list').filter({ hasText: 'Votre inscription' });
    await expect(list.getByRole('listitem').count()).resolves.toBe(2);
    await noSideways(page, 390);
    await shot(page, 'notifications-page-390');
    // The dropdown fits a phone too.
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Voir toutes les notifications' }).waitFor();
    await shot(page, 'notifications-dropdown-390');
    await noSideways(page, 390);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await expectAccessible(page);

    // Unread only: nothing left (the dropdown's link read it).
    await page.getByRole('radiogroup', { name: 'Afficher' }).getByText('Non lues', { exact: true }).click();
    await page.getByText('Aucune notification non lue').waitFor();
    await page.getByRole('radiogroup', { name: 'Afficher' }).getByText('Toutes', { exact: true }).click();
    await page.getByText('2 notifications', { exact: true }).waitFor();

    const kind = page.getByRole('radiogroup', { name: 'Inscription à un salon validée' });
    await kind.getByText('Désactivée', { exact: true }).click();
    await page.getByText('Préférence enregistrée').waitFor();
    await expect(kind.getByRole('radio', { name: 'Désactivée' }).isChecked()).resolves.toBe(true);
    await shot(page, 'notifications-preferences-390');

    await decide(0);
    await decide(1);
    // The subscriber runs right after the write; give it the time it takes, then look again.
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByText('2 notifications', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect(c.cspViolations).toEqual([]);
    expect(c.pageErrors).toEqual([]);
    await c.context.close();
  });

  it('shows the page at 1280 px', async () => {
    const c = await open(browser);
    await logInAs(c, member, PASSWORD);
    await c.page.goto(`/${FAIR}/user/notifications`);
    await c.page.getByText('2 notifications', { exact: true }).waitFor();
    await c.page.getByRole('radiogroup', { name: 'Inscription à un salon validée' }).waitFor();
    await noSideways(c.page, 1280);
    await shot(c.page, 'notifications-page-1280');
    await c.context.close();
  });
});
