import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { hallMapKey } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../test/test-app.ts';
import { elements, mediaObjects, stands } from '../db/schema/index.ts';
import { createLocalStorage } from '../platform/storage/index.ts';
import { seedDemoLogos } from './demo-logos.ts';
import { DEMO_PASSWORD, seedDemo } from './demo-seed.ts';
import { seedDemoStands } from './demo-stands.ts';

let t: TestApp;
let demo: Awaited<ReturnType<typeof seedDemo>>;
beforeAll(async () => {
  t = await buildTestApp();
  const storage = createLocalStorage(t.config.media.dir);
  demo = await seedDemo(t.database.db, storage);
  await seedDemoLogos(t.database.db, storage);
});
afterAll(() => t.close());

const as = async (role: string) => (await loginAs(t.app, `${role}@demo.test`, DEMO_PASSWORD)).inject;
interface Item {
  id: number;
  name: string;
  number: number;
  fairHall: number | null;
  firm: { id: number; name: string };
}

describe('demo booths', () => {
  it('fills every hall with 6 to 12 booths named after their firm, in slots 1..n with their map elements', async () => {
    const org = await as('organizer');
    for (const fair of demo.fairs) {
      const halls = (
        await org({ method: 'GET', url: `/api/fair_halls?fair=${fair.id}&pagination=false` })
      ).json();
      expect(halls.length).toBeGreaterThanOrEqual(2);
      for (const hall of halls as { id: number }[]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/fair_halls/${hall.id}/stands?pagination=false`,
        });
        const booths = res.json() as Item[];
        expect(booths.length).toBeGreaterThanOrEqual(6);
        expect(booths.length).toBeLessThanOrEqual(12);
        expect(booths.map((b) => b.number)).toEqual(booths.map((_, i) => i + 1));
        for (const b of booths) expect(b.name).toBe(b.firm.name);
        const map = await org({
          method: 'GET',
          url: `/api/elements?map=${hallMapKey(hall.id)}&type=8&pagination=false`,
        });
        expect(map.json().map((e: { position: number; stand: number }) => [e.position, e.stand])).toEqual(
          booths.map((b) => [b.number, b.id]),
        );
      }
    }
  });

  it('leaves firms of fair 1 without a booth and one booth without a hall', async () => {
    const org = await as('organizer');
    const [quebec] = demo.fairs;
    const boothless = await org({
      method: 'GET',
      url: `/api/firms?fair=${quebec!.id}&exists[stands]=false&pagination=false`,
    });
    expect(boothless.json().length).toBeGreaterThanOrEqual(2);
    expect(boothless.json().length).toBeLessThanOrEqual(3);
    const loose = await org({ method: 'GET', url: `/api/stands?fair=${quebec!.id}&exists[fairHall]=false` });
    expect(loose.json()).toHaveLength(1);
  });

  it('makes exhibitor@ the administrator and contact@ the contact of firm 1’s booth in both fairs', async () => {
    const exhibitor = await as('exhibitor');
    const mine = (await exhibitor({ method: 'GET', url: '/api/stands/my-stands' })).json() as Item[];
    const own = mine.filter((b) => b.firm.id === demo.firm.id);
    expect(new Set(own.map((b) => (b as unknown as { fair: number }).fair))).toEqual(
      new Set(demo.fairs.map((f) => f.id)),
    );
    for (const b of own) {
      const booth = (await exhibitor({ method: 'GET', url: `/api/stands/${b.id}` })).json();
      expect(booth.admins.map((p: { lastName: string }) => p.lastName)).toEqual(['Benali']);
      expect(booth.contacts.map((p: { lastName: string }) => p.lastName)).toEqual(['Peeters']);
      expect(booth.abilities).toMatchObject({ update: true, removePeople: true, organize: false });
    }
    const contact = await as('contact');
    expect(
      (await contact({ method: 'GET', url: '/api/stands/my-stands' })).json().length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('gives each booth French and English content with a served poster, brochures and a video', async () => {
    const visitor = await as('visitor');
    const [first] = (
      await visitor({ method: 'GET', url: `/api/stands?fair=${demo.fairs[0]!.id}&itemsPerPage=1` })
    ).json();
    const booth = (await visitor({ method: 'GET', url: `/api/stands/${first.id}` })).json();
    expect(booth.languages.map((l: { language: string }) => l.language)).toEqual(['en', 'fr']);
    expect(booth.type).not.toBeNull();
    expect(booth.persons.mainDesk).not.toBeNull();
    expect(booth.logo).not.toBeNull();
    const fr = booth.languages[1];
    expect(fr.title).toContain(booth.firm.name);
    expect(fr.infos).toMatch(/^<p>/);
    const types = fr.resources.map((r: { type: string }) => r.type);
    expect(types[0]).toBe('TYPE_POSTER');
    expect(types.filter((x: string) => x === 'TYPE_BROCHURE').length).toBeGreaterThanOrEqual(2);
    expect(fr.resources.at(-1)).toMatchObject({
      type: 'TYPE_VIDEO',
      embedUrl: expect.stringContaining('youtube-nocookie'),
    });
    const poster = await t.app.inject({ method: 'GET', url: fr.resources[0].media.url });
    expect(poster.statusCode).toBe(200);
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 600,
      height: 800,
    });
    const brochure = fr.resources[1];
    expect(brochure.media.mimeType).toBe('application/pdf');
    expect(brochure.description).toBeTruthy();
    const pdf = await t.app.inject({ method: 'GET', url: brochure.media.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  });

  it('changes nothing when run again', async () => {
    const db = t.database.db;
    const before = [
      await db.select({ n: count() }).from(stands),
      await db.select({ n: count() }).from(elements),
      await db.select({ n: count() }).from(mediaObjects),
    ];
    await seedDemoStands(db, {
      quebecId: demo.fairs[0]!.id,
      belgiumId: demo.fairs[1]!.id,
      storage: createLocalStorage(t.config.media.dir),
    });
    expect([
      await db.select({ n: count() }).from(stands),
      await db.select({ n: count() }).from(elements),
      await db.select({ n: count() }).from(mediaObjects),
    ]).toEqual(before);
  });
});
