import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MEDIA_TYPES } from '@passerelle/contract';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { businessSectors, firms, standAdmins, standContacts, standLanguages } from '../../db/schema/index.ts';
import { insertHall, insertMedia, insertStand, standSetup } from './stands.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const setup = standSetup(() => t);
const db = () => t.database.db;
interface Item {
  id: number;
  name: string;
  number: number | null;
  isVisible: boolean;
}
const names = (items: Item[]) => items.map((i) => i.name);

/** Hall A: the firm's booth (slot 1), a hidden booth of the other firm (2), an owner-hidden one (3); hall B: one; one unassigned. */
const floor = async () => {
  const s = await setup();
  const { fair, hallA, hallB, firm, otherFirm } = s;
  const sectors = await db().select().from(businessSectors).orderBy(asc(businessSectors.id)).limit(2);
  const hidden = await insertStand(db(), {
    fairId: fair.id,
    firmId: otherFirm.id,
    name: 'Caché par l’organisateur',
    fairHallId: hallA.id,
    number: 2,
    isHiddenByOrganizer: true,
  });
  const ownerHidden = await insertStand(db(), {
    fairId: fair.id,
    firmId: firm.id,
    name: 'Fermé par la firme',
    fairHallId: hallA.id,
    number: 3,
    isVisible: false,
  });
  const inB = await insertStand(db(), {
    fairId: fair.id,
    firmId: otherFirm.id,
    name: 'Hall B',
    fairHallId: hallB.id,
    number: 2,
  });
  const loose = await insertStand(db(), { fairId: fair.id, firmId: otherFirm.id, name: 'Sans hall' });
  const ok = await s.asOrg({
    method: 'PUT',
    url: `/api/stands/put/${s.standId}`,
    payload: {
      sectors: sectors.map((x) => x.id),
      languages: [
        { language: 'fr', title: 'Bonjour' },
        { language: 'en', title: 'Hello' },
      ],
    },
  });
  expect(ok.statusCode).toBe(200);
  return { ...s, hidden, ownerHidden, inB, loose, sectors };
};

describe('GET /api/fair_halls/{id}/stands', () => {
  it('lists the shown booths by number for visitors, all of them for the organizer, and the firm’s own for the firm', async () => {
    const f = await floor();
    const logo = await insertMedia(db(), { type: MEDIA_TYPES.image });
    await db().update(firms).set({ logoId: logo.id }).where(eq(firms.id, f.firm.id));
    const visitor = await f.asVisitor({
      method: 'GET',
      url: `/api/fair_halls/${f.hallA.id}/stands?pagination=false`,
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['x-total-items']).toBe('1');
    const [first] = visitor.json();
    expect(first).toMatchObject({
      id: f.standId,
      fair: f.fair.id,
      fairHall: f.hallA.id,
      number: 1,
      firm: { id: f.firm.id },
      logo: { id: logo.id, mimeType: 'image/png' },
      isVisible: true,
      isHiddenByOrganizer: false,
      theme: 'lagon',
      languages: ['en', 'fr'],
      sectors: expect.arrayContaining(f.sectors.map((x) => expect.objectContaining({ id: x.id }))),
    });
    const org = await f.asOrg({
      method: 'GET',
      url: `/api/fair_halls/${f.hallA.id}/stands?pagination=false`,
    });
    expect(org.json().map((i: Item) => [i.number, i.isVisible])).toEqual([
      [1, true],
      [2, false],
      [3, false],
    ]);
    const own = await f.asContact({ method: 'GET', url: `/api/fair_halls/${f.hallA.id}/stands` });
    expect(names(own.json())).toEqual(['Stand Hôpital', 'Fermé par la firme']);
    const other = await f.asOther({ method: 'GET', url: `/api/fair_halls/${f.hallA.id}/stands` });
    expect(names(other.json())).toEqual(['Stand Hôpital', 'Caché par l’organisateur']);
    const paged = await f.asOrg({
      method: 'GET',
      url: `/api/fair_halls/${f.hallA.id}/stands?itemsPerPage=2&page=2`,
    });
    expect(paged.headers).toMatchObject({ 'x-total-items': '3', 'x-page-count': '2', 'x-current-page': '2' });
    expect(paged.json().map((i: Item) => i.number)).toEqual([3]);
    // Each booth's own picture for the cards, null without one.
    const picture = await insertMedia(db(), { uploadedBy: f.boothAdmin.id, width: 1200, height: 675 });
    const set = await f.asBoothAdmin({
      method: 'PUT',
      url: `/api/stands/put/${f.standId}`,
      payload: { image: picture.id },
    });
    expect(set.statusCode).toBe(200);
    const list = await f.asVisitor({ method: 'GET', url: `/api/fair_halls/${f.hallB.id}/stands` });
    expect(list.json()[0]).toMatchObject({ name: 'Hall B', image: null });
    const mine = await f.asVisitor({ method: 'GET', url: `/api/fair_halls/${f.hallA.id}/stands` });
    expect(mine.json()[0]).toMatchObject({
      id: f.standId,
      image: { id: picture.id, url: expect.stringMatching(/^\/media\//), thumbnailUrl: expect.any(String) },
    });
  });

  it('hides a hidden hall (404) and asks the anonymous of a private fair to log in (401)', async () => {
    const f = await floor();
    const closed = await insertHall(db(), f.fair.id, 'Z', 4, false);
    expect(
      (await f.asVisitor({ method: 'GET', url: `/api/fair_halls/${closed.id}/stands` })).statusCode,
    ).toBe(404);
    expect((await f.asOrg({ method: 'GET', url: `/api/fair_halls/${closed.id}/stands` })).statusCode).toBe(
      200,
    );
    const priv = await setup({ isPublicAccess: false });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/fair_halls/${priv.hallA.id}/stands` })).statusCode,
    ).toBe(401);
    expect(
      (await priv.asStranger({ method: 'GET', url: `/api/fair_halls/${priv.hallA.id}/stands` })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/fair_halls/${f.hallA.id}/stands` })).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/stands/light and /api/stands', () => {
  it('gives a hall’s booths in light form', async () => {
    const f = await floor();
    const res = await f.asOrg({ method: 'GET', url: `/api/stands/light?fair_hall=${f.hallA.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      id: f.standId,
      number: 1,
      name: 'Stand Hôpital',
      fairHall: f.hallA.id,
      isVisible: true,
      firm: { id: f.firm.id, name: f.firm.name },
    });
    expect(res.json()).toHaveLength(3);
    const bad = await f.asOrg({ method: 'GET', url: '/api/stands/light' });
    expect(bad.statusCode).toBe(400);
  });

  it('filters by fair, hall and number, firm and visibility, and unassigned booths', async () => {
    const f = await floor();
    const get = async (as: typeof f.asOrg, q: string) => {
      const res = await as({ method: 'GET', url: `/api/stands?${q}` });
      expect(res.statusCode).toBe(200);
      return res;
    };
    const all = await get(f.asOrg, `fair=${f.fair.id}&pagination=false`);
    expect(names(all.json())).toEqual([
      'Stand Hôpital',
      'Caché par l’organisateur',
      'Fermé par la firme',
      'Hall B',
      'Sans hall',
    ]);
    expect(all.headers['x-total-items']).toBe('5');
    expect(names((await get(f.asVisitor, `fair=${f.fair.id}&pagination=false`)).json())).toEqual([
      'Stand Hôpital',
      'Hall B',
      'Sans hall',
    ]);
    expect(names((await get(f.asOrg, `number=2&fairHall=${f.hallA.id}`)).json())).toEqual([
      'Caché par l’organisateur',
    ]);
    expect(names((await get(f.asOrg, `fairHall=${f.hallB.id}`)).json())).toEqual(['Hall B']);
    expect(names((await get(f.asOrg, `isVisible=1&firm.id=${f.firm.id}`)).json())).toEqual(['Stand Hôpital']);
    expect(names((await get(f.asOrg, `isVisible=0&fair=${f.fair.id}`)).json())).toEqual([
      'Caché par l’organisateur',
      'Fermé par la firme',
    ]);
    expect(names((await get(f.asOrg, `exists[fairHall]=false&fair=${f.fair.id}`)).json())).toEqual([
      'Sans hall',
    ]);
    expect(names((await get(f.asOrg, `name=fermé&fair=${f.fair.id}`)).json())).toEqual([
      'Fermé par la firme',
    ]);
    const page = await get(f.asOrg, `fair=${f.fair.id}&itemsPerPage=2`);
    expect(page.headers).toMatchObject({
      'x-total-items': '5',
      'x-page-count': '3',
      'x-items-per-page': '2',
    });
    expect((await f.asStranger({ method: 'GET', url: `/api/stands?fair=${f.fair.id}` })).statusCode).toBe(
      200,
    );
    const priv = await setup({ isPublicAccess: false });
    expect(
      (await priv.asStranger({ method: 'GET', url: `/api/stands?fair=${priv.fair.id}` })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/stands?fair=${priv.fair.id}` })).statusCode).toBe(
      401,
    );
    expect((await f.asOrg({ method: 'GET', url: '/api/stands?isVisible=maybe' })).statusCode).toBe(400);
  });
});

describe('GET /api/stands/my-stands', () => {
  it('lists the booths the caller administers or staffs, and its firm’s', async () => {
    const f = await floor();
    const otherFairStand = await insertStand(db(), {
      fairId: f.otherFair.id,
      firmId: f.outsideFirm.id,
      name: 'Ailleurs',
    });
    await db().insert(standContacts).values({ standId: f.inB.id, userId: f.otherExhibitor.id });
    await db().insert(standAdmins).values({ standId: otherFairStand.id, userId: f.otherExhibitor.id });
    const other = await f.asOther({ method: 'GET', url: '/api/stands/my-stands' });
    expect(other.statusCode).toBe(200);
    expect(names(other.json())).toEqual(['Caché par l’organisateur', 'Hall B', 'Sans hall', 'Ailleurs']);
    const inFair = await f.asOther({ method: 'GET', url: `/api/stands/my-stands?fair=${f.otherFair.id}` });
    expect(names(inFair.json())).toEqual(['Ailleurs']);
    const mine = await f.asContact({ method: 'GET', url: '/api/stands/my-stands' });
    expect(names(mine.json())).toEqual(['Stand Hôpital', 'Fermé par la firme']);
    expect((await f.asVisitor({ method: 'GET', url: '/api/stands/my-stands' })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/stands/my-stands' })).statusCode).toBe(401);
  });
});

describe('GET /api/stand_resources/type/{type}', () => {
  it('gives every brochure of the booth in order, per language, to whoever sees the booth', async () => {
    const f = await floor();
    const pdfs = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6].map(() =>
        insertMedia(db(), { type: MEDIA_TYPES.document, uploadedBy: f.organizer.id }),
      ),
    );
    const res = await f.asOrg({
      method: 'PUT',
      url: `/api/stands/put/${f.standId}`,
      payload: {
        languages: [
          {
            language: 'fr',
            resources: [
              ...pdfs.map((p, i) => ({ type: 'TYPE_BROCHURE', media: p.id, title: `Brochure ${i + 1}` })),
              { type: 'TYPE_VIDEO', url: 'https://vimeo.com/123456789' },
            ],
          },
          {
            language: 'en',
            resources: [{ type: 'TYPE_BROCHURE', media: pdfs[0]!.id, title: 'Brochure EN' }],
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const fr = await f.asVisitor({
      method: 'GET',
      url: `/api/stand_resources/type/TYPE_BROCHURE?stand=${f.standId}&language=fr`,
    });
    expect(fr.statusCode).toBe(200);
    // §9: the API returns every brochure; the scene shows the first six.
    expect(fr.json().map((r: { title: string }) => r.title)).toEqual(pdfs.map((_, i) => `Brochure ${i + 1}`));
    const all = await f.asVisitor({
      method: 'GET',
      url: `/api/stand_resources/type/TYPE_BROCHURE?stand=${f.standId}`,
    });
    expect(all.json()).toHaveLength(8);
    const videos = await f.asVisitor({
      method: 'GET',
      url: `/api/stand_resources/type/TYPE_VIDEO?stand=${f.standId}`,
    });
    expect(videos.json()).toEqual([
      expect.objectContaining({ embedUrl: 'https://player.vimeo.com/video/123456789?dnt=1', media: null }),
    ]);
    expect(
      (
        await f.asVisitor({
          method: 'GET',
          url: `/api/stand_resources/type/TYPE_POSTER?stand=${f.hidden.id}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await f.asVisitor({ method: 'GET', url: `/api/stand_resources/type/TYPE_PDF?stand=${f.standId}` }))
        .statusCode,
    ).toBe(400);
    expect(
      await db().select().from(standLanguages).where(eq(standLanguages.standId, f.standId)),
    ).toHaveLength(2);
  });
});
