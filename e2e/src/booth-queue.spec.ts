import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

const session = closedAfterEach(() => browser);

const FAIR = 'sante-quebec-2026';
const DEUX_RIVES = 'Centre intégré de santé des Deux-Rives';
/** contact@demo.test, one of the Deux-Rives booth's people. */
const STAFF = 'Lukas Peeters';
/** visitor@demo.test. */
const VISITOR = 'Amina Diallo';

/** A page of the booth, signed in, its realtime stream open (the queue moves and calls ring on it). */
const onBooth = async (s: Session, boothId: number) => {
  await gotoWithStream(s, `/${FAIR}/stand/visit/${boothId}`);
  await s.page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
};
const queuePanel = (s: Session) => s.page.getByRole('region', { name: 'Parler à l’équipe' });

// Issue 13, the booth queue: the booth's team is busy; two visitors wait for a call, the second
// sees place 2, then place 1 when the contact takes the first, then is rung when taken herself.
describe('the booth queue', () => {
  let boothId: number;

  beforeAll(async () => {
    const admin = await open(browser);
    const { quebec } = await demoIds(admin);
    boothId = (await demoBooth(admin, quebec, DEUX_RIVES)).id;
    await admin.context.close();
  });

  it('shows a visitor her place, moves her up, and rings her when the contact takes her', async () => {
    const staff = await session();
    await loginByApi(staff, 'contact');
    await onBooth(staff, boothId);
    const staffPanel = queuePanel(staff);
    await staffPanel.getByText('Personne n’attend pour le moment.').waitFor();
    // The contact says he is busy: visitors are told the whole team is.
    await staffPanel.getByText('Occupé·e', { exact: true }).click();

    const first = await session();
    await loginByApi(first, 'candidate-salma');
    await onBooth(first, boothId);
    await queuePanel(first).getByRole('button', { name: 'Attendre un appel vidéo' }).click();
    await queuePanel(first).getByTestId('queue-place').getByText('Vous êtes n° 1 dans la file').waitFor();

    const v = await session();
    await loginByApi(v, 'visitor');
    await onBooth(v, boothId);
    const panel = queuePanel(v);
    await panel.getByRole('button', { name: 'Attendre un appel vidéo' }).click();
    await panel.getByTestId('queue-place').getByText('Vous êtes n° 2 dans la file').waitFor();
    await panel.getByText(/Attente estimée : environ \d+ min/).waitFor();
    await networkQuiet(v);
    await shot(v.page, 'booth-queue-place-1280');
    await expectAccessible(v.page);

    // A reload keeps her place.
    await onBooth(v, boothId);
    await panel.getByTestId('queue-place').getByText('Vous êtes n° 2 dans la file').waitFor();

    // The contact sees both, in order, without reloading, and takes the next one: the first visitor.
    const list = staffPanel.getByRole('list', { name: /personnes en attente/ });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    await expect.poll(() => list.getByRole('listitem').first().textContent()).toContain('Salma');
    await shot(staff.page, 'booth-queue-staff-1280');
    await expectAccessible(staff.page);
    await staffPanel.getByRole('button', { name: 'Prendre la personne suivante' }).click();
    await staff.page.waitForURL(/\/visio\/room\/[^/]+$/);
    await queuePanel(first)
      .getByTestId('queue-taken')
      .getByText(`${STAFF} vous appelle maintenant.`)
      .waitFor();
    // Salma's part is over: her page goes (three pages with cameras starve the other worker's CPU).
    await first.context.close();

    // Amina moves up to place 1 by herself (the queue's event), on a phone.
    await v.page.setViewportSize({ width: 390, height: 844 });
    await panel.getByTestId('queue-place').getByText('Vous êtes n° 1 dans la file').waitFor();
    await noSideways(v.page, 390);
    await shot(v.page, 'booth-queue-place-390');

    // The contact comes back and takes her by name: he calls, and she is rung wherever she is.
    await onBooth(staff, boothId);
    await staffPanel.getByRole('button', { name: `Prendre ${VISITOR}` }).click();
    await staff.page.waitForURL(/\/visio\/room\/[^/]+$/);
    await staff.page.getByRole('heading', { name: `Appel vidéo avec ${VISITOR}`, level: 1 }).waitFor();
    await expect.poll(() => staff.page.getByTestId('visio-join').isEnabled()).toBe(true);
    await staff.page.getByTestId('visio-join').click();
    const dialog = v.page.getByRole('dialog', { name: 'Appel vidéo entrant' });
    await dialog.getByText(`${STAFF} (${DEUX_RIVES}) vous appelle en visio.`).waitFor();
    await panel.getByTestId('queue-taken').getByText(`${STAFF} vous appelle maintenant.`).waitFor();
    await shot(v.page, 'booth-queue-rung-390');

    // She declines: the contact is told, in words.
    await dialog.getByTestId('incoming-decline').click();
    await dialog.waitFor({ state: 'hidden' });
    await staff.page.getByTestId('visio-outcome').getByText('Appel refusé').waitFor();

    // Back to available for the other journeys.
    await onBooth(staff, boothId);
    await staffPanel.getByText('Disponible', { exact: true }).click();
    await staffPanel.getByText('Personne n’attend pour le moment.').waitFor();

    for (const s of [staff, first, v]) expect(s.pageErrors).toEqual([]);
    expect(v.cspViolations).toEqual([]);
    // Three people and two call pages: more than the journeys' default budget under a parallel worker.
  }, 180_000);
});
