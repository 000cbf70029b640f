import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launch, loginByApi, open, shot } from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = '/sante-quebec-2026';

/** The booth page (built by the stands screens): its URL, then its name as the page heading. */
const expectBoothPage = async (page: Page, name: string) => {
  await page.waitForURL(/\/stand\/visit\/\d+$/);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
};

describe('fair floor: a visitor walks lobby → hall → booth', () => {
  it('opens hall A from its door, sees the booths in their slots, filters the list, enters a booth', async () => {
    const s = await open(browser, { locale: 'fr-FR' });
    await loginByApi(s, 'visitor');
    const { page } = s;
    await page.goto(`${FAIR}/fair/visit/lobby`);
    const door = page.locator('svg.lobby-scene').getByRole('link', { name: 'Hall A : Hôpitaux et CISSS' });
    await door.waitFor();
    // The plain list says how many booths each hall has.
    await page
      .getByRole('navigation', { name: 'Les halls' })
      .getByRole('listitem')
      .filter({ hasText: 'Hall A : Hôpitaux et CISSS' })
      .getByText(/^ · \d+ stands$/)
      .waitFor();
    await shot(page, 'fair-floor-lobby-1280');
    await expectAccessible(page);

    await door.click();
    await page.waitForURL(/\/fair\/visit\/\d+$/);
    await page.getByRole('heading', { name: 'Hall A : Hôpitaux et CISSS', level: 1 }).waitFor();
    const scene = page.getByRole('group', { name: /^Plan du hall Hôpitaux et CISSS : \d+ stands$/ });
    await scene.waitFor();
    const booths = scene.getByRole('link', { name: /^Stand \d+ : / });
    await booths.first().waitFor();
    const labels = await booths.evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? ''));
    const numbers = labels.map((l) => Number(/^Stand (\d+)/.exec(l)?.[1]));
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    // Hovering a booth shows its firm.
    await booths.first().hover();
    expect((await page.getByRole('tooltip').textContent())?.length).toBeGreaterThan(0);
    // The same booths as a list, filtered by sector (the URL keeps the filter).
    const listSection = page.getByRole('region', { name: 'Les stands du hall' });
    expect(await listSection.getByRole('listitem').count()).toBeGreaterThanOrEqual(numbers.length);
    await shot(page, 'fair-floor-hall-1280');
    await expectAccessible(page);

    // The browser's own list: its first option is "all sectors".
    const sector = page.getByRole('combobox', { name: 'Secteur' });
    const sectorName = (await sector.locator('option').nth(1).textContent()) ?? '';
    await sector.selectOption({ index: 1 });
    await page.waitForURL(/[?&]sector=\d+/);
    await listSection.getByText(/^\d+ stands? sur \d+$/).waitFor();
    const filtered = listSection.locator('li').filter({ has: page.getByRole('link') });
    for (const text of await filtered.allTextContents()) expect(text).toContain(sectorName);
    await page.reload();
    await listSection.getByText(/^\d+ stands? sur \d+$/).waitFor();

    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    const first = labels[0]!;
    const name = first.replace(/^Stand \d+ : /, '');
    await scene.getByRole('link', { name: first, exact: true }).click();
    await expectBoothPage(page, name);
    // …and takes a brochure from the booth's rack: a link that opens the PDF in a new tab.
    const rackBrochure = page.getByRole('figure').getByRole('link', { name: /\(PDF/ }).first();
    await rackBrochure.waitFor();
    expect(await rackBrochure.getAttribute('target')).toBe('_blank');
    const pdf = await s.context.request.get((await rackBrochure.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await s.context.close();
  });

  it('on a phone: the sub-lobby of halls, a hall as a list only, a booth from the list', async () => {
    const s = await open(browser, { width: 390, height: 844, locale: 'fr-FR' });
    await loginByApi(s, 'visitor');
    const { page } = s;
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    await page.goto(`${FAIR}/fair/visit/lobby`);
    await page.getByRole('link', { name: 'Tous les halls en liste' }).click();
    await page.waitForURL(/\/fair\/visit\/subhall$/);
    await page.getByRole('heading', { name: /^Les halls du /, level: 1 }).waitFor();
    const card = page.getByRole('link', { name: /^Hall A : Hôpitaux et CISSS/ });
    await card.getByText(/^\d+ stands$/).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'fair-floor-subhall-390');
    await expectAccessible(page);

    await card.click();
    await page.getByRole('heading', { name: 'Hall A : Hôpitaux et CISSS', level: 1 }).waitFor();
    const listSection = page.getByRole('region', { name: 'Les stands du hall' });
    const booth = listSection.getByRole('link', { name: /^Stand \d+ : / }).first();
    await booth.waitFor();
    // Below 768 px the drawn floor gives way to the list.
    expect(await page.getByRole('group', { name: /^Plan du hall / }).count()).toBe(0);
    // …and the phone does not download the floor's code (the booth art may come with a booth's link prefetch).
    expect(scripts.filter((u) => /hall-booth-scene/.test(u))).toEqual([]);
    // …nor zod and the contract's schemas: the pages call the api through `@passerelle/contract/lite`.
    expect(scripts.filter((u) => /\/assets\/zod-/.test(u))).toEqual([]);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'fair-floor-hall-390');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    const name = ((await booth.getAttribute('aria-label')) ?? '').replace(/^Stand \d+ : /, '');
    await booth.click();
    await expectBoothPage(page, name);
    await s.context.close();
  });

  it('shows the lobby at 390 px', async () => {
    const s = await open(browser, { width: 390, height: 844, locale: 'fr-FR' });
    const { page } = s;
    await loginByApi(s, 'visitor');
    await page.goto(`${FAIR}/fair/visit/lobby`);
    await page.locator('svg.lobby-scene').getByRole('link', { name: 'Hall A : Hôpitaux et CISSS' }).waitFor();
    await shot(page, 'fair-floor-lobby-390');
    await expectAccessible(page);
    await s.context.close();
  });
});
