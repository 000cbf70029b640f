import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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
const PASSWORD = 'Presence-2026!';

// Issue 12, presence (§4): a candidate looks at an employer's page while one of its recruiters
// comes and goes. The recruiter shows available as soon as a tab of hers is open, stays available
// when she closes one of two tabs, shows offline once the last one is closed, and away when she
// says so; the candidate's page follows without a reload.
describe('a candidate sees when a recruiter is available', () => {
  let recruiter: string;
  let candidate: string;
  let firmId: number;

  beforeAll(async () => {
    const s = await open(browser);
    const { quebec } = await demoIds(s);
    const auth = await apiLogin(s, 'organizer@demo.test', DEMO_PASSWORD);
    const firms = (await (
      await s.context.request.get(`/api/firms?fair=${quebec}&pagination=false`, { headers: auth })
    ).json()) as { id: number; name: string }[];
    firmId = firms[0]!.id;
    await s.context.close();
    recruiter = await createAccount(
      browser,
      { firstName: 'Solveig', lastName: 'Presencia', userType: 6, fair: quebec, firm: firmId },
      PASSWORD,
    );
    candidate = await createAccount(
      browser,
      { firstName: 'Mariam', lastName: 'Presencia', userType: 4, fair: quebec },
      PASSWORD,
    );
  });

  /** The recruiter's card on the employer's page, and the presence it shows. */
  const card = (page: Page) => page.getByRole('article', { name: 'Solveig Presencia' });

  it('follows the recruiter’s tabs: online with one, still online when one of two closes, offline with none', async () => {
    const watcher = await open(browser);
    await logInAs(watcher, candidate, PASSWORD);
    const { page } = watcher;
    await page.goto(`/${FAIR}/exhibitors/${firmId}`);
    await card(page).getByText('Hors ligne').waitFor();

    const first = await open(browser);
    await logInAs(first, recruiter, PASSWORD);
    await first.page.goto(`/${FAIR}/user/profile`);
    await card(page).getByText('Disponible').waitFor();
    await shot(page, 'presence-available-1280');
    await expectAccessible(page, 'main');

    // A second tab of hers, then the first one closes: she stays available past the grace.
    const second = await first.context.newPage();
    await second.goto(`/${FAIR}/user/profile`);
    // Her availability switch shows once the tab is signed in and counted.
    await second.getByRole('radio', { name: 'Absent' }).waitFor({ state: 'attached' });
    await first.page.close();
    await page.waitForTimeout(2500);
    await expect(card(page).getByText('Disponible').isVisible()).resolves.toBe(true);

    // She says she is away, from the header of her open tab.
    await second.getByRole('banner').getByText('Absent', { exact: true }).click();
    await card(page).getByText('Absent').waitFor();
    await expect(second.getByRole('radio', { name: 'Absent' }).isChecked()).resolves.toBe(true);
    await shot(second, 'presence-toggle-1280');

    // Her last tab closes: offline.
    await first.context.close();
    await card(page).getByText('Hors ligne').waitFor();
    await watcher.context.close();
  });

  it('shows on a phone without scrolling sideways', async () => {
    const phone: Session = await open(browser, { width: 390, height: 844 });
    await logInAs(phone, candidate, PASSWORD);
    await phone.page.goto(`/${FAIR}/exhibitors/${firmId}`);
    await card(phone.page)
      .getByText(/^(Hors ligne|Absent|Disponible)$/)
      .waitFor();
    await noSideways(phone.page, 390);
    await shot(phone.page, 'presence-offline-390');
    await phone.context.close();
  });
});
