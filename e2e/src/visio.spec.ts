import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  closedAfterEach,
  demoBooth,
  gotoWithStream,
  demoIds,
  expectAccessible,
  launch,
  loginByApi,
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

/** The journey's pages: closed after each test, even a failed one (a call left running eats the CPU). */
const session = closedAfterEach(() => browser);

const FAIR = 'sante-quebec-2026';
const DEUX_RIVES = 'Centre intégré de santé des Deux-Rives';
/** contact@demo.test, shown among the Deux-Rives booth's people (api/src/seed/demo-stands.ts). */
const STAFF = 'Lukas Peeters';
/** visitor@demo.test. */
const VISITOR = 'Amina Diallo';

/** The call's own numbers, from the page's test hook (the call engine's RTCPeerConnection). */
const callStats = (page: Page) =>
  page.evaluate<{ connectionState: string; framesDecoded: number } | null>(
    'window.__passerelleCall ? window.__passerelleCall.getStats() : null',
  );

/** From the booth, the visitor calls the booth's stand contact: the check before joining opens. */
const callFromBooth = async (v: Session, boothId: number) => {
  await v.page.goto(`/${FAIR}/stand/visit/${boothId}`);
  await v.page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
  await v.page.getByRole('button', { name: `Appeler ${STAFF} en visio` }).click();
  await v.page.waitForURL(/\/visio\/room\/[^/]+$/);
  await v.page.getByRole('heading', { name: `Appel vidéo avec ${STAFF}`, level: 1 }).waitFor();
  // The fake camera shows in the preview; the devices are listed once permission is given.
  await v.page.getByTestId('visio-preview').waitFor();
  await expect.poll(() => v.page.getByTestId('visio-join').isEnabled()).toBe(true);
  await expect
    .poll(() => v.page.getByRole('combobox', { name: 'Caméra' }).inputValue(), { timeout: 5000 })
    .not.toBe('');
};

// Issue 13, calls: a visitor calls a booth's stand contact from the booth; wherever he is, he is
// rung, answers, both connect browser to browser and see each other; he hangs up and the visitor
// is told (§8) with the way back to the booth. A call nobody answers is missed and the contact's
// bell says so.
describe('video calls from a booth', () => {
  let boothId: number;

  beforeAll(async () => {
    const admin = await open(browser);
    const { quebec } = await demoIds(admin);
    boothId = (await demoBooth(admin, quebec, DEUX_RIVES)).id;
    await admin.context.close();
  });

  it('rings the contact anywhere, connects both sides, and tells the visitor when he hangs up', async () => {
    const staff = await session();
    await loginByApi(staff, 'contact');
    await gotoWithStream(staff, `/${FAIR}`);

    const v = await session();
    await loginByApi(v, 'visitor');
    await callFromBooth(v, boothId);
    await networkQuiet(v);
    await shot(v.page, 'visio-prejoin-1280');
    await expectAccessible(v.page);
    await v.page.getByTestId('visio-join').click();
    await v.page.getByTestId('visio-ringing').waitFor();

    // The contact, on the fair's home page, is rung: a dialog with who calls, Answer focused.
    const dialog = staff.page.getByRole('dialog', { name: 'Appel vidéo entrant' });
    await dialog.getByText(`${VISITOR} vous appelle en visio.`).waitFor();
    await expect
      .poll(() => staff.page.evaluate<string | null>('document.activeElement?.dataset.testid ?? null'))
      .toBe('incoming-accept');
    await shot(staff.page, 'visio-incoming-1280');
    await expectAccessible(staff.page);
    await staff.page.keyboard.press('Enter');
    await staff.page.waitForURL(/\/visio\/room\/[^/]+$/);
    await staff.page.getByRole('heading', { name: `Appel vidéo avec ${VISITOR}`, level: 1 }).waitFor();
    await expect.poll(() => staff.page.getByTestId('visio-join').isEnabled()).toBe(true);
    await staff.page.getByTestId('visio-join').click();

    // Both RTCPeerConnections connect and the video flows both ways.
    for (const s of [v, staff])
      await s.page
        .locator('[data-testid="visio-call"][data-connection-state="connected"]')
        .waitFor({ timeout: 20_000 });
    for (const s of [v, staff])
      await expect
        .poll(async () => (await callStats(s.page))?.framesDecoded ?? 0, { timeout: 15_000 })
        .toBeGreaterThan(0);
    await v.page.getByTestId('visio-call').getByText(`En appel avec ${STAFF}`).waitFor();
    await expect.poll(() => v.page.getByTestId('visio-announcer').textContent()).toContain('en appel avec');

    // The contact mutes: the visitor sees it, in words.
    await staff.page.getByTestId('visio-mute').click();
    await v.page.getByTestId('visio-remote-state').getByText('Micro coupé').waitFor();
    await shot(v.page, 'visio-call-1280');
    await expectAccessible(v.page);
    await v.page.setViewportSize({ width: 390, height: 844 });
    await v.page.waitForTimeout(300);
    await noSideways(v.page, 390);
    await shot(v.page, 'visio-call-390');

    // He hangs up: §8, the visitor is told and goes back to the booth.
    await staff.page.getByTestId('visio-hang-up').click();
    await staff.page.getByText('Appel terminé').waitFor();
    await v.page.getByTestId('visio-outcome').getByText('Votre correspondant a mis fin à l’appel').waitFor();
    await expect
      .poll(() => v.page.getByTestId('visio-announcer').textContent())
      .toContain('Votre correspondant a mis fin à l’appel');
    await shot(v.page, 'visio-ended-390');
    await v.page.getByRole('link', { name: 'Retour au stand' }).click();
    await v.page.waitForURL(new RegExp(`/stand/visit/${boothId}$`));
    await v.page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();

    // The visitor's calls list the call, ended.
    await v.page.goto(`/${FAIR}/visio`);
    const item = v.page.getByTestId('visio-call-item').filter({ hasText: STAFF }).first();
    await item.getByText('Terminé').waitFor();
    await networkQuiet(v);
    await noSideways(v.page, 390);
    await shot(v.page, 'visio-calls-390');
    await expectAccessible(v.page);

    expect(v.pageErrors).toEqual([]);
    expect(staff.pageErrors).toEqual([]);
    expect(v.cspViolations).toEqual([]);
  });

  it('marks a call nobody answered missed, and the contact’s bell says so', async () => {
    const staff = await session();
    await loginByApi(staff, 'contact');
    await gotoWithStream(staff, `/${FAIR}`);

    const v = await session();
    await loginByApi(v, 'visitor');
    await callFromBooth(v, boothId);
    await v.page.setViewportSize({ width: 390, height: 844 });
    await networkQuiet(v);
    await noSideways(v.page, 390);
    await shot(v.page, 'visio-prejoin-390');
    await expectAccessible(v.page);
    await v.page.getByTestId('visio-join').click();
    await v.page.getByTestId('visio-ringing').waitFor();

    const dialog = staff.page.getByRole('dialog', { name: 'Appel vidéo entrant' });
    await dialog.waitFor();
    // Nobody answers: the visitor gives up while it rings (the api marks it missed).
    await v.page.getByTestId('visio-hang-up').click();
    await v.page.getByTestId('visio-outcome').getByText('Pas de réponse').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const bell = staff.page.getByRole('button', { name: /notifications? non lues?$/ });
    await bell.first().click();
    await staff.page
      .getByRole('menu')
      .getByRole('menuitem', { name: new RegExp(`${VISITOR} a essayé de vous joindre en visioconférence`) })
      .waitFor();
    await shot(staff.page, 'visio-missed-notification-1280');
    await staff.page.keyboard.press('Escape');

    expect(v.pageErrors).toEqual([]);
    expect(staff.pageErrors).toEqual([]);
  });
});
