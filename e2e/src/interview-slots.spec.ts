import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  apiLogin,
  DEMO_PASSWORD,
  demoBooth,
  demoIds,
  expectAccessible,
  launch,
  logInAs,
  networkQuiet,
  noSideways,
  open,
  shot,
  waitForMail,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = 'sante-quebec-2026';
const FAIR_ZONE = 'America/Toronto';
const DEUX_RIVES = 'Centre intégré de santé des Deux-Rives';
const EXHIBITOR = 'exhibitor@demo.test';
const VISITOR = 'visitor@demo.test';
const HOST = 'Nadia Benali';
/** The visitor's browser is in Dakar (UTC, no DST), the fair in Montréal (America/Toronto). */
const VISITOR_ZONE = 'Africa/Dakar';
/** How the page names the two zones, in French. */
const FAIR_ZONE_WORDS = 'heure de l’Est nord-américain';
const VISITOR_ZONE_WORDS = 'heure moyenne de Greenwich';

interface Slot {
  id: number;
  startsAt: string;
  status: 'open' | 'booked' | 'cancelled';
  roomPath: string;
}

/** A wall-clock start in the fair's zone some weeks ahead, on a quarter hour this run alone uses. */
const futureWallTime = () => {
  const day = new Date(Date.now() + (20 + (Math.floor(Date.now() / 1000) % 40)) * 86_400_000);
  const date = day.toISOString().slice(0, 10);
  const quarter = Math.floor(Math.random() * 24); // 10:00 … 15:45, every quarter hour
  const hh = String(10 + Math.floor(quarter / 4)).padStart(2, '0');
  const mm = String((quarter % 4) * 15).padStart(2, '0');
  return `${date}T${hh}:${mm}`;
};

/** An instant as the wall clock of `zone` shows it (`2027-03-10T09:00`). */
const wallIn = (iso: string, zone: string) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
};
/** A wall-clock time plus some minutes (same day: the journey's slots start between 10:00 and 16:00). */
const addMinutes = (wall: string, minutes: number) =>
  new Date(Date.parse(`${wall}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

// Issue 13, interview slots across time zones: the demo firm's stand admin publishes two 20-minute
// slots on its Québec booth; the demo visitor, her browser in Dakar, books one from the booth, sees
// it in her time and the fair's, gets the confirmation mail with its .ics, then cancels it with a
// message, and the slot is open again.
describe('interview slots: publish, book from the booth, mail with .ics, cancel', () => {
  let quebec: number;
  let boothId: number;
  const start = futureWallTime();
  let slots: Slot[] = [];

  beforeAll(async () => {
    const admin = await open(browser);
    ({ quebec } = await demoIds(admin));
    boothId = (await demoBooth(admin, quebec, DEUX_RIVES)).id;
    await admin.context.close();
  });

  afterAll(async () => {
    // The journey's open slots go, so that another run starts clean.
    const s = await open(browser);
    const auth = await apiLogin(s, EXHIBITOR, DEMO_PASSWORD);
    for (const slot of slots)
      await s.context.request.delete(`/api/interview_slots/${slot.id}`, { headers: auth });
    await s.context.close();
  });

  it('lets the stand admin publish two slots in the fair’s time zone', async () => {
    const s = await open(browser);
    await logInAs(s, EXHIBITOR, DEMO_PASSWORD);
    const { page } = s;
    await page.goto(`/${FAIR}/visio/slots`);
    const form = page.getByRole('region', { name: 'Publier des créneaux' });
    await form.waitFor();
    await form.getByRole('combobox', { name: 'Stand', exact: true }).click();
    await page.getByRole('option', { name: DEUX_RIVES, exact: true }).click();
    await expect
      .poll(() => form.getByRole('combobox', { name: 'Qui mène l’entretien' }).inputValue())
      .toMatch(HOST);
    // The start is read in the fair's time zone, and the field says so.
    await form.getByText(`Heure du salon (${FAIR_ZONE_WORDS}), pas forcément la vôtre.`).waitFor();
    await form.getByLabel('Début du premier créneau').fill(start);
    expect(await form.getByRole('textbox', { name: 'Durée de chaque créneau (minutes)' }).inputValue()).toBe(
      '20',
    );
    await form.getByRole('textbox', { name: 'Nombre de créneaux consécutifs' }).fill('2');
    await form.getByText(/^Premier créneau :/).waitFor();
    await networkQuiet(s);
    await shot(page, 'interview-slots-publish-1280');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Publier', exact: true }).click();
    await page.getByText('2 créneaux publiés').waitFor();

    // They are the host's: in "My interviews", not booked yet.
    const mine = page.getByTestId('my-interview').filter({ hasText: `Stand ${DEUX_RIVES}` });
    await expect.poll(() => mine.filter({ hasText: 'Pas encore réservé' }).count()).toBeGreaterThanOrEqual(2);

    const auth = await apiLogin(s, EXHIBITOR, DEMO_PASSWORD);
    const listed = (await (
      await s.context.request.get(`/api/stands/${boothId}/interview_slots?pagination=false`, {
        headers: auth,
      })
    ).json()) as Slot[];
    const wanted = [start, addMinutes(start, 20)];
    slots = listed
      .filter((x) => x.status === 'open' && wanted.includes(wallIn(x.startsAt, FAIR_ZONE)))
      .sort((x, y) => x.startsAt.localeCompare(y.startsAt));
    expect(slots).toHaveLength(2);
    expect(s.pageErrors).toEqual([]);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('lets the visitor book one from the booth, see both times, get the mail, and cancel it', async () => {
    const v = await open(browser, { timezoneId: VISITOR_ZONE });
    await logInAs(v, VISITOR, DEMO_PASSWORD);
    const { page } = v;
    await page.goto(`/${FAIR}/stand/visit/${boothId}`);
    await page.getByRole('heading', { name: DEUX_RIVES, level: 1 }).waitFor();
    const panel = page.getByRole('region', { name: 'Entretiens vidéo' });
    await panel.waitFor();
    // Each free slot says its time in the visitor's zone and the fair's.
    const book = panel.getByRole('button', { name: new RegExp(`^Réserver l’entretien de .* avec ${HOST}$`) });
    await expect.poll(() => book.count()).toBeGreaterThanOrEqual(2);
    await panel.getByText(`votre heure, ${VISITOR_ZONE_WORDS}`, { exact: false }).first().waitFor();
    await panel.getByText(`à l’heure du salon (${FAIR_ZONE_WORDS})`, { exact: false }).first().waitFor();
    await networkQuiet(v);
    await shot(page, 'interview-slots-booth-1280');
    await expectAccessible(page);

    const first = panel.getByTestId('interview-slot').filter({
      has: page.locator(`time[datetime="${slots[0]!.startsAt}"]`),
    });
    await first.getByRole('button', { name: /^Réserver l’entretien/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Réserver cet entretien ?' });
    await dialog.getByText(`Entretien vidéo avec ${HOST}`, { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Réserver', exact: true }).click();
    await panel.getByText('Réservé — confirmation envoyée par e-mail').waitFor();
    await networkQuiet(v);
    await shot(page, 'interview-slots-booked-1280');
    await expectAccessible(page);

    // The confirmation mail carries the invitation and the interview page's address.
    await expect
      .poll(async () => {
        const mail = await waitForMail(VISITOR);
        return mail.includes('interview.ics') && mail.includes(`/visio/slots/${slots[0]!.id}`);
      })
      .toBe(true);

    // "My interviews": the booking, in her time and the fair's.
    await page.goto(`/${FAIR}/visio/slots`);
    const item = page.getByTestId('my-interview').filter({ hasText: `Avec ${HOST}` });
    await item.waitFor();
    await item.getByText(`(votre heure, ${VISITOR_ZONE_WORDS})`, { exact: false }).waitFor();
    await item.getByText(`à l’heure du salon (${FAIR_ZONE_WORDS})`, { exact: false }).waitFor();
    await item.getByText('Réservé', { exact: true }).waitFor();
    await networkQuiet(v);
    await shot(page, 'interview-slots-mine-1280');
    await expectAccessible(page);

    // The interview's page (the .ics links to it).
    await item.getByRole('link', { name: /^Voir l’entretien/ }).click();
    await page.getByRole('heading', { name: `Entretien avec ${HOST}`, level: 1 }).waitFor();
    await page.getByText(`À l’heure de l’entretien, ${HOST} vous appellera`, { exact: false }).waitFor();
    await networkQuiet(v);
    await shot(page, 'interview-slot-page-1280');
    await expectAccessible(page);

    // On a phone: the list fits, nothing scrolls sideways.
    const phone = await open(browser, { width: 390, height: 844, timezoneId: VISITOR_ZONE });
    await logInAs(phone, VISITOR, DEMO_PASSWORD);
    await phone.page.goto(`/${FAIR}/visio/slots`);
    await phone.page
      .getByTestId('my-interview')
      .filter({ hasText: `Avec ${HOST}` })
      .waitFor();
    await networkQuiet(phone);
    await noSideways(phone.page, 390);
    await shot(phone.page, 'interview-slots-mine-390');
    await expectAccessible(phone.page);
    await phone.page.goto(`/${FAIR}/stand/visit/${boothId}`);
    await phone.page
      .getByRole('region', { name: 'Entretiens vidéo' })
      .getByText('Réservé — confirmation envoyée par e-mail')
      .waitFor();
    await networkQuiet(phone);
    await noSideways(phone.page, 390);
    await shot(phone.page, 'interview-slots-booth-390');
    await phone.context.close();

    // She cancels with a message: the slot is offered again.
    await page.goto(`/${FAIR}/visio/slots`);
    await item.getByRole('button', { name: /^Annuler l’entretien de / }).click();
    const cancel = page.getByRole('dialog', { name: 'Annuler l’entretien' });
    await cancel.getByRole('textbox', { name: 'Votre message' }).fill('Je ne serai pas disponible, désolée.');
    await cancel.getByRole('button', { name: 'Annuler l’entretien', exact: true }).click();
    await page.getByText('Entretien annulé : l’autre partie est prévenue.').waitFor();

    await page.goto(`/${FAIR}/stand/visit/${boothId}`);
    await panel
      .getByTestId('interview-slot')
      .filter({ has: page.locator(`time[datetime="${slots[0]!.startsAt}"]`) })
      .getByRole('button', { name: /^Réserver l’entretien/ })
      .waitFor();

    // The firm's side still reads who gave it up and why (signing in here ends her session).
    const auth = await apiLogin(v, EXHIBITOR, DEMO_PASSWORD);
    const again = (await (
      await v.context.request.get(`/api/interview_slots/${slots[0]!.id}`, { headers: auth })
    ).json()) as Slot & { cancelMessage: string | null };
    expect(again.status).toBe('open');
    expect(again.cancelMessage).toBe('Je ne serai pas disponible, désolée.');
    expect(v.pageErrors).toEqual([]);
    expect(v.cspViolations).toEqual([]);
    await v.context.close();
  });
});
