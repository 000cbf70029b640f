import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  apiLogin,
  baseUrl,
  createAccount,
  DEMO_PASSWORD,
  demoBooth,
  demoIds,
  expectAccessible,
  launch,
  logInAs,
  networkQuiet,
  open,
  shot,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = 'sante-quebec-2026';
const DEUX_RIVES = 'Centre intégré de santé des Deux-Rives';
const EXHIBITOR = 'exhibitor@demo.test';
const PASSWORD = 'Entretien!2026';

interface Slot {
  id: number;
  startsAt: string;
  status: 'open' | 'booked' | 'cancelled';
  bookedByMe: boolean;
  jobOffer: number | null;
}

// Issue 13, "a candidate books one from the booth or an offer": the demo firm publishes a slot on
// its Québec booth; a validated visitor of the journey's own opens one of the firm's published
// offers, sees the booth's slots on the offer's page, books one there, and the booking carries
// the offer.
describe('interview slots: book one from an offer’s page', () => {
  let offerId: number;
  let slot: Slot;
  let visitor: string;

  beforeAll(async () => {
    const admin = await open(browser);
    const { quebec } = await demoIds(admin);
    const booth = await demoBooth(admin, quebec, DEUX_RIVES);
    const offers = (await (
      await admin.context.request.get(
        `/api/jobs?fair=${quebec}&firm.id=${booth.firm.id}&status=published&pagination=false`,
      )
    ).json()) as { id: number }[];
    offerId = offers[0]!.id;

    // The firm's stand admin publishes one slot it holds, some months ahead (another quarter
    // hour if it meets one of its own slots).
    const login = await admin.context.request.post('/api/login', {
      headers: { origin: baseUrl() },
      data: { email: EXHIBITOR, password: DEMO_PASSWORD },
    });
    const { token, user } = (await login.json()) as { token: string; user: { id: number } };
    for (let attempt = 0; !slot && attempt < 5; attempt += 1) {
      const quarter = Math.floor(Math.random() * 24 * 4);
      const day = Math.floor(Date.now() / 86_400_000) + 70 + Math.floor(Math.random() * 30);
      const startsAt = new Date((day * 96 + quarter) * 15 * 60_000).toISOString();
      const created = await admin.context.request.post('/api/interview_slots', {
        headers: { authorization: `Bearer ${token}` },
        data: { stand: booth.id, host: user.id, startsAt, durationMinutes: 20, count: 1 },
      });
      if (created.status() === 409) continue;
      expect(created.status()).toBe(201);
      slot = ((await created.json()) as Slot[])[0]!;
    }
    expect(slot).toBeDefined();
    await admin.context.close();

    visitor = await createAccount(
      browser,
      { firstName: 'Nadia', lastName: 'Okonkwo-Brassard', userType: 4, fair: quebec },
      PASSWORD,
    );
  });

  afterAll(async () => {
    // The candidate gives the slot up, then the firm deletes it: another run starts clean.
    if (!slot) return;
    const s = await open(browser);
    const mine = await apiLogin(s, visitor, PASSWORD);
    await s.context.request.post(`/api/interview_slots/${slot.id}/cancel`, {
      headers: mine,
      data: { message: 'Fin du parcours de test.' },
    });
    const firm = await apiLogin(s, EXHIBITOR, DEMO_PASSWORD);
    await s.context.request.delete(`/api/interview_slots/${slot.id}`, { headers: firm });
    await s.context.close();
  });

  it('shows the booth’s slots on the offer and books one from it', async () => {
    const v = await open(browser);
    await logInAs(v, visitor, PASSWORD);
    const { page } = v;
    await page.goto(`/${FAIR}/jobs/${offerId}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const panel = page.getByRole('region', { name: 'Entretiens vidéo' });
    const row = panel
      .getByTestId('interview-slot')
      .filter({ has: page.locator(`time[datetime="${slot.startsAt}"]`) });
    await row.waitFor();
    await networkQuiet(v);
    await shot(page, 'interview-from-offer-1280');
    await expectAccessible(page);

    await row.getByRole('button', { name: /^Réserver l’entretien/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Réserver cet entretien ?' });
    await dialog.getByRole('button', { name: 'Réserver', exact: true }).click();
    await panel.getByText('Réservé — confirmation envoyée par e-mail').waitFor();
    await networkQuiet(v);
    await shot(page, 'interview-from-offer-booked-1280');
    await expectAccessible(page);

    // The booking is the offer's.
    const auth = await apiLogin(v, visitor, PASSWORD);
    const booked = (await (
      await v.context.request.get(`/api/interview_slots/${slot.id}`, { headers: auth })
    ).json()) as Slot;
    expect(booked).toMatchObject({ status: 'booked', bookedByMe: true, jobOffer: offerId });
    expect(v.pageErrors).toEqual([]);
    expect(v.cspViolations).toEqual([]);
    await v.context.close();
  });
});
