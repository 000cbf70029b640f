import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { request, type Browser, type Locator, type Page } from 'playwright-core';
import {
  baseUrl,
  DEMO_PASSWORD,
  expectAccessible,
  followMenuLink,
  launch,
  loginByApi,
  open,
  shot,
} from './fixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const FAIR = '/sante-quebec-2026';
const UNASSIGNED = 'Haute École de soins infirmiers de Liège-Ouest';
const TO_TRASH = 'Groupe hospitalier Flandre-Artois';
const BY_KEYBOARD = 'Centre intégré de santé des Deux-Rives';
const BY_MENU = 'Centre hospitalier de la Baie-des-Hérons';

/** The organizer's own bearer session, to check what the api says (not what the page shows). */
const organizerApi = async () => {
  const ctx = await request.newContext({ baseURL: baseUrl() });
  const res = await ctx.post('/api/login', {
    data: { email: 'organizer@demo.test', password: DEMO_PASSWORD },
  });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string): Promise<T> => {
    const answer = await ctx.get(`/api${path}`, { headers });
    expect(answer.status()).toBe(200);
    return (await answer.json()) as T;
  };
  const status = async (path: string) => (await ctx.get(`/api${path}`, { headers })).status();
  const put = async (path: string, data: unknown) =>
    expect((await ctx.put(`/api${path}`, { headers, data })).status()).toBe(200);
  return { ctx, get, status, put };
};

/**
 * A real pointer drag: press on the handle, move past dnd-kit's activation distance, glide to the
 * target in steps, release there.
 */
const drag = async (page: Page, from: Locator, to: Locator) => {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 12, start.y + 12, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 15 });
  await page.mouse.move(end.x + 2, end.y + 2, { steps: 2 });
  await page.mouse.up();
};

describe('hall assign: the organizer places booths by drag and drop', () => {
  it('drags the unassigned booth onto a free slot, trashes another, moves two more by keyboard and menu', async () => {
    const s = await open(browser, { locale: 'fr-FR', height: 1000 });
    await loginByApi(s, 'organizer');
    const { page } = s;
    const api = await organizerApi();
    const [hallA] = await api.get<{ id: number; letter: string }[]>('/fair_halls/light?fair=1');
    expect(hallA?.letter).toBe('A');
    // The journeys of this worker share its demo: the moved booths go back to their slots at the end
    // (the booth and fair-floor journeys expect the demo's hall A; the trashed booth is only this one's).
    const placed = await api.get<{ id: number; name: string; number: number | null }[]>(
      `/stands/light?fair_hall=${hallA!.id}`,
    );
    const slotOf = (name: string) => placed.find((b) => b.name === name)!;
    const restore = [slotOf(BY_MENU), slotOf(BY_KEYBOARD)].map((b) => ({
      id: b.id,
      body: { fairHall: hallA!.id, number: b.number },
    }));
    onTestFinished(async () => {
      const unassigned = (
        await api.get<{ id: number; name: string }[]>(`/stands/light?fair_hall=${hallA!.id}`)
      ).find((b) => b.name === UNASSIGNED);
      if (unassigned) await api.put(`/stands/put/${unassigned.id}`, { fairHall: null, number: null });
      for (const { id, body } of restore) await api.put(`/stands/put/${id}`, body);
      await api.ctx.dispose();
    });

    await page.goto(`${FAIR}/user/manage`);
    await page.getByRole('heading', { name: 'Bonjour Sophie Lambert' }).waitFor();
    await followMenuLink(page, 'Placer les stands', /\/hall\/assign$/);
    await page.getByRole('heading', { name: 'Placer les stands', level: 1 }).waitFor();
    const map = page.getByRole('region', { name: 'Plan du hall A : Hôpitaux et CISSS' });
    const list = page.getByRole('group', { name: 'la liste des stands sans hall' });
    const handle = (name: string, slot?: number) =>
      page.getByRole('button', {
        name: slot ? `Déplacer le stand ${name}, emplacement ${slot}` : `Déplacer le stand ${name}`,
      });
    const freeSlot = (n: number) =>
      map.locator('.assign-slot').filter({ hasText: `Emplacement ${n} : libre` });
    await handle(TO_TRASH, 6).waitFor();
    await list.getByRole('button', { name: `Déplacer le stand ${UNASSIGNED}` }).waitFor();
    await page.getByText(/^\d+ emplacements occupés sur 12\.$/).waitFor();
    await shot(page, 'hall-assign-1280');
    await expectAccessible(page);

    // 1. Pointer: the unassigned booth onto the first free slot.
    const free = Number(
      /Emplacement (\d+) : libre/.exec(
        (await map.locator('.assign-slot[data-empty]').first().textContent()) ?? '',
      )?.[1],
    );
    await drag(page, handle(UNASSIGNED), freeSlot(free));
    await map.getByRole('button', { name: `Déplacer le stand ${UNASSIGNED}, emplacement ${free}` }).waitFor();
    expect(await list.getByRole('button', { name: `Déplacer le stand ${UNASSIGNED}` }).count()).toBe(0);
    await expect
      .poll(
        async () =>
          (
            await api.get<{ name: string; number: number | null }[]>(`/stands/light?fair_hall=${hallA!.id}`)
          ).find((b) => b.name === UNASSIGNED)?.number,
      )
      .toBe(free);
    await page.reload();
    await handle(UNASSIGNED, free).waitFor();

    // 2. Pointer: a placed booth onto the trash; the confirmation says everything is lost.
    const victim = (
      await api.get<{ id: number; name: string }[]>(`/stands/light?fair_hall=${hallA!.id}`)
    ).find((b) => b.name === TO_TRASH)!;
    await drag(page, handle(TO_TRASH, 6), page.locator('.assign-trash'));
    const confirm = page.getByRole('dialog', { name: `Supprimer le stand ${TO_TRASH} ?` });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('tout son contenu seront perdus');
    expect(await confirm.textContent()).toContain('irréversible');
    await shot(page, 'hall-assign-trash-1280');
    await confirm.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await confirm.waitFor({ state: 'detached' });
    await freeSlot(6).waitFor();
    expect(await handle(TO_TRASH, 6).count()).toBe(0);
    expect(await api.status(`/stands/${victim.id}`)).toBe(404);
    const left = await api.get<{ name: string }[]>(`/stands/light?fair_hall=${hallA!.id}`);
    expect(left.map((b) => b.name)).not.toContain(TO_TRASH);

    // 3. Keyboard: Space picks the booth of slot 1 up, ArrowDown goes to slot 6 (now free), Space drops.
    // Each step waits until dnd-kit took the previous one (its sensor listens from the next tick on).
    const announced = (text: string) => page.locator('[id^="DndLiveRegion"]').getByText(text).waitFor();
    await handle(BY_KEYBOARD, 1).focus();
    await page.keyboard.press('Space');
    await map.locator('.assign-booth[data-dragging]').waitFor();
    await page.keyboard.press('ArrowDown');
    await announced(`Stand ${BY_KEYBOARD} au-dessus de l’emplacement 6, libre.`);
    await page.keyboard.press('Space');
    await announced(`Stand ${BY_KEYBOARD} placé à l’emplacement 6.`);
    await handle(BY_KEYBOARD, 6).waitFor();
    await freeSlot(1).waitFor();

    // 4. Without dragging: the booth's menu, "Move to slot…", slot 12.
    await page.getByRole('button', { name: `Actions du stand ${BY_MENU}` }).click();
    await page.getByRole('menuitem', { name: 'Déplacer vers un emplacement…' }).click();
    const move = page.getByRole('dialog', { name: `Déplacer le stand ${BY_MENU}` });
    await move.getByRole('combobox', { name: 'Emplacement libre' }).selectOption('12');
    await move.getByRole('button', { name: 'Déplacer' }).click();
    await handle(BY_MENU, 12).waitFor();
    await expect
      .poll(async () =>
        (await api.get<{ name: string; number: number | null }[]>(`/stands/light?fair_hall=${hallA!.id}`))
          .filter((b) => b.name === BY_KEYBOARD || b.name === BY_MENU)
          .map((b) => `${b.name}:${b.number}`)
          .sort(),
      )
      .toEqual([`${BY_MENU}:12`, `${BY_KEYBOARD}:6`].sort());
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('refuses an occupied slot with a message and changes nothing', async () => {
    const s = await open(browser, { locale: 'fr-FR', height: 1000 });
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto(`${FAIR}/hall/assign`);
    const map = page.getByRole('region', { name: 'Plan du hall A : Hôpitaux et CISSS' });
    const mover = map.getByRole('button', { name: /^Déplacer le stand .*, emplacement 3$/ });
    const target = map.getByRole('button', { name: /^Déplacer le stand .*, emplacement 4$/ });
    await mover.waitFor();
    const before = await mover.getAttribute('aria-label');
    await drag(page, mover, target);
    await page
      .getByRole('alert')
      .filter({ hasText: /L’emplacement 4 est déjà occupé par .* : déplacez d’abord ce stand\./ })
      .waitFor();
    expect(await map.getByRole('button', { name: before! }).count()).toBe(1);
    expect(s.pageErrors).toEqual([]);
    await s.context.close();
  });

  it('gives an overview of the halls and a table of each hall’s booths', async () => {
    const s = await open(browser, { locale: 'fr-FR' });
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto(`${FAIR}/hall/list`);
    await page.getByRole('link', { name: 'Vue d’ensemble' }).click();
    await page.waitForURL(/\/hall\/overview$/);
    await page.getByRole('heading', { name: 'Vue d’ensemble des halls', level: 2 }).waitFor();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Hall A : Hôpitaux et CISSS' }) });
    await card.getByText(/^\d+ stands? placés? sur 12 emplacements$/).waitFor();
    await card.getByRole('progressbar', { name: 'Remplissage du hall Hôpitaux et CISSS' }).waitFor();
    await shot(page, 'hall-overview-1280');
    await expectAccessible(page);

    await card.getByRole('link', { name: 'Stands du hall Hôpitaux et CISSS', exact: true }).click();
    await page.waitForURL(/\/hall\/stands\/\d+$/);
    const table = page.getByRole('table', { name: 'Stands du hall Hôpitaux et CISSS' });
    await table.getByRole('row').nth(1).waitFor();
    const first = table.getByRole('row').nth(1);
    expect(await first.getByRole('link', { name: /^Configurer le stand / }).getAttribute('href')).toMatch(
      /^\/sante-quebec-2026\/stand\/configure\/\d+$/,
    );
    expect(await first.getByRole('link', { name: /^Personnes du stand / }).getAttribute('href')).toMatch(
      /\/stand\/add-contacts\/\d+$/,
    );
    await page.getByRole('link', { name: 'Créer un stand' }).waitFor();
    await shot(page, 'hall-stands-1280');
    await expectAccessible(page);
    // The hall picker moves to another hall's table.
    await page.getByRole('combobox', { name: 'Hall' }).click();
    await page.getByRole('option', { name: 'B · Soins de longue durée' }).click();
    await page.getByRole('table', { name: 'Stands du hall Soins de longue durée' }).waitFor();
    expect(s.pageErrors).toEqual([]);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });

  it('fits a phone: the assign screen at 390 px, the map scrolls inside its frame', async () => {
    const s = await open(browser, { width: 390, height: 844, locale: 'fr-FR' });
    await loginByApi(s, 'organizer');
    const { page } = s;
    await page.goto(`${FAIR}/hall/assign`);
    await page.getByRole('region', { name: 'Plan du hall A : Hôpitaux et CISSS' }).waitFor();
    await page.getByRole('heading', { name: 'Stands sans hall' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await shot(page, 'hall-assign-390');
    await expectAccessible(page);
    expect(s.cspViolations).toEqual([]);
    await s.context.close();
  });
});
