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

interface CallStats {
  connectionState: string;
  framesDecoded: number;
  /** The labels of the tracks going out (null: nothing on that sender). */
  sending: { audio: string | null; video: string | null };
}

/** The call's own numbers, from the page's test hook (the call engine's RTCPeerConnection). */
const callStats = (page: Page) =>
  page.evaluate<CallStats | null>('window.__passerelleCall ? window.__passerelleCall.getStats() : null');

/** The label of the camera the check before joining shows. */
const previewCamera = (page: Page) =>
  page.evaluate<string | null>(
    `document.querySelector('[data-testid="visio-preview"]')?.srcObject?.getVideoTracks()[0]?.label ?? null`,
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

/** The booth's contact, signed in on the fair's home page with its stream (where a call rings). */
const contactOnFairHome = async () => {
  const staff = await session();
  await loginByApi(staff, 'contact');
  await gotoWithStream(staff, `/${FAIR}`);
  return staff;
};

/** The visitor, signed in, calling the contact from the booth: on the check before joining. */
const visitorCalling = async (boothId: number) => {
  const v = await session();
  await loginByApi(v, 'visitor');
  await callFromBooth(v, boothId);
  return v;
};

/** Both pages' RTCPeerConnection reached `connected`. */
const connected = async (...sessions: Session[]) => {
  for (const s of sessions)
    await s.page
      .locator('[data-testid="visio-call"][data-connection-state="connected"]')
      .waitFor({ timeout: 20_000 });
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
    const staff = await contactOnFairHome();
    const v = await visitorCalling(boothId);
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
    await connected(v, staff);
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
    const staff = await contactOnFairHome();
    const v = await visitorCalling(boothId);
    await v.page.setViewportSize({ width: 390, height: 844 });
    await networkQuiet(v);
    await noSideways(v.page, 390);
    await shot(v.page, 'visio-prejoin-390');
    await expectAccessible(v.page);
    await v.page.getByTestId('visio-join').click();
    await v.page.getByTestId('visio-ringing').waitFor();

    const dialog = staff.page.getByRole('dialog', { name: 'Appel vidéo entrant' });
    await dialog.waitFor();
    // Nobody answers: after 30 s (CALL_RING_SECONDS) the caller's page gives up, the call is missed,
    // and the ringing stops on the contact's side.
    const outcome = v.page.getByTestId('visio-outcome').getByText('Pas de réponse');
    await outcome.waitFor({ timeout: 45_000 });
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

  it('calls with the chosen camera, goes audio only and back, shares the screen and stops', async () => {
    const staff = await contactOnFairHome();
    // Before joining, the visitor picks another camera and microphone: the preview follows (the
    // launch gives three fake cameras; the second's frames do not encode, so the third).
    const v = await visitorCalling(boothId);
    expect(await previewCamera(v.page)).toBe('fake_device_0');
    await v.page.getByRole('combobox', { name: 'Caméra' }).click();
    await v.page.getByRole('option', { name: 'fake_device_2' }).click();
    await expect.poll(() => previewCamera(v.page)).toBe('fake_device_2');
    await v.page.getByRole('combobox', { name: 'Microphone' }).click();
    await v.page.getByRole('option', { name: 'Fake Audio Input 1' }).click();
    await expect
      .poll(() => v.page.getByRole('combobox', { name: 'Microphone' }).inputValue())
      .toBe('Fake Audio Input 1');
    await expect.poll(() => v.page.getByTestId('visio-join').isEnabled()).toBe(true);
    await v.page.getByTestId('visio-join').click();

    const dialog = staff.page.getByRole('dialog', { name: 'Appel vidéo entrant' });
    await dialog.getByTestId('incoming-accept').click();
    await staff.page.waitForURL(/\/visio\/room\/[^/]+$/);
    await expect.poll(() => staff.page.getByTestId('visio-join').isEnabled()).toBe(true);
    await staff.page.getByTestId('visio-join').click();
    await connected(v, staff);
    // The chosen devices are the ones that go out, and the contact receives their images.
    await expect
      .poll(async () => (await callStats(v.page))?.sending)
      .toEqual({
        audio: 'Fake Audio Input 1',
        video: 'fake_device_2',
      });
    await expect
      .poll(async () => (await callStats(staff.page))?.framesDecoded ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(0);
    // The link's quality is measured and said (on loopback: good).
    await staff.page.getByTestId('visio-call').getByText('Connexion : bonne').waitFor();

    const remoteState = staff.page.getByTestId('visio-remote-state');
    const noImage = staff.page.getByTestId('visio-call').getByText(`${VISITOR} n’envoie pas d’image`);
    // Audio only: no video goes out any more, and the contact sees her initials and why.
    await v.page.getByRole('button', { name: 'Passer en audio seulement' }).click();
    await expect.poll(async () => (await callStats(v.page))?.sending.video).toBeNull();
    await remoteState.getByText('Audio seulement', { exact: true }).waitFor();
    await noImage.waitFor();
    await shot(staff.page, 'visio-remote-audio-only-1280');
    // Back to video: the same camera again.
    await v.page.getByRole('button', { name: 'Revenir à la vidéo' }).click();
    await expect.poll(async () => (await callStats(v.page))?.sending.video).toBe('fake_device_2');
    await remoteState.waitFor({ state: 'hidden' });
    await noImage.waitFor({ state: 'hidden' });

    // She shares her screen: the screen goes out instead of the camera, the contact is told.
    await v.page.getByRole('button', { name: 'Partager l’écran' }).click();
    await expect.poll(async () => (await callStats(v.page))?.sending.video ?? '').toMatch(/^screen:/);
    await remoteState.getByText('Partage son écran').waitFor();
    const frames = (await callStats(staff.page))?.framesDecoded ?? 0;
    await expect.poll(async () => (await callStats(staff.page))?.framesDecoded ?? 0).toBeGreaterThan(frames);
    await v.page.setViewportSize({ width: 390, height: 844 });
    await v.page.getByRole('button', { name: 'Arrêter le partage d’écran' }).waitFor();
    await noSideways(v.page, 390);
    await shot(v.page, 'visio-sharing-390');
    await expectAccessible(v.page);
    // And stops: the camera goes out again.
    await v.page.getByRole('button', { name: 'Arrêter le partage d’écran' }).click();
    await expect.poll(async () => (await callStats(v.page))?.sending.video).toBe('fake_device_2');
    await remoteState.waitFor({ state: 'hidden' });

    await v.page.getByTestId('visio-hang-up').click();
    await staff.page
      .getByTestId('visio-outcome')
      .getByText('Votre correspondant a mis fin à l’appel')
      .waitFor();
    expect(v.pageErrors).toEqual([]);
    expect(staff.pageErrors).toEqual([]);
  });
});
