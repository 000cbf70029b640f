import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { stands } from '../../db/schema/index.ts';
import { FLOOR_CACHE } from './stands.floor-cache.ts';
import { insertMedia, standSetup } from './stands.fixtures.ts';

// The hall floor's serialised cache is on here (the other stands tests run with it off).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ READ_CACHE_TTL_MS: '600000' });
});
afterAll(() => t.close());

const built = standSetup(() => t);
/** The world, its fairs announced as the fairs service would (factories write straight to the database). */
const setup = async (fair: { isPublicAccess: boolean }) => {
  const s = await built(fair);
  await t.app.bus.publish(
    ...[s.fair.id, s.otherFair.id].map((fairId) => ({
      name: 'fair.changed' as const,
      payload: { fairId, action: 'created' as const },
    })),
  );
  return s;
};
interface FloorItem {
  id: number;
  name: string;
  number: number;
  firm: { name: string };
  logo: { id: number } | null;
  sectors: { name: string }[];
}
type Floor = FloorItem[];
const floorUrl = (hallId: number) => `/api/fair_halls/${hallId}/stands?pagination=false`;
const anonymousRead = (hallId: number) => t.app.inject({ method: 'GET', url: floorUrl(hallId) });
const names = async (hallId: number) => ((await anonymousRead(hallId)).json() as Floor).map((b) => b.name);
const stats = () => t.app.readCaches.stats(FLOOR_CACHE);
const ok = <R extends { statusCode: number; body: string }>(res: R) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
const superAdmin = async () => {
  const u = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
  return (await loginAs(t.app, u.email, u.password)).inject;
};

describe('GET /api/fair_halls/{id}/stands with the floor cache', () => {
  it('serves visitors a stored answer that the writes concerning it drop, and never serves it to owners', async () => {
    const s = await setup({ isPublicAccess: true });
    const url = floorUrl(s.hallA.id);
    const anonymous = async () => (await t.app.inject({ method: 'GET', url })).json() as Floor;
    const as = async (inject: typeof s.asOrg) => (await inject({ method: 'GET', url })).json() as Floor;

    expect((await anonymous()).map((b) => b.name)).toEqual(['Stand Hôpital']);
    expect((await as(s.asVisitor)).map((b) => b.name)).toEqual(['Stand Hôpital']);
    // A change that bypasses the API is not seen: the answer is the stored one.
    await t.database.db.update(stands).set({ name: 'Renommé en base' }).where(eq(stands.id, s.standId));
    expect((await anonymous()).map((b) => b.name)).toEqual(['Stand Hôpital']);

    // The organizer hides the booth: visitors lose it at once, its firm and the organizer keep it.
    const hide = await s.asOrg({
      method: 'PUT',
      url: `/api/stands/put/${s.standId}`,
      payload: { isHiddenByOrganizer: true },
    });
    expect(hide.statusCode).toBe(200);
    expect(await anonymous()).toEqual([]);
    expect(await as(s.asVisitor)).toEqual([]);
    expect((await as(s.asStandAdmin)).map((b) => b.id)).toEqual([s.standId]);
    expect((await as(s.asOrg)).map((b) => b.id)).toEqual([s.standId]);

    // Another module's write (the firm's name) reaches the floor too.
    await s.asOrg({
      method: 'PUT',
      url: `/api/stands/put/${s.standId}`,
      payload: { isHiddenByOrganizer: false },
    });
    expect((await anonymous()).map((b) => b.firm.name)).toEqual([s.firm.name]);
    const rename = await s.asOrg({
      method: 'PUT',
      url: `/api/firms/${s.firm.id}`,
      payload: { name: 'Hôpital renommé' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await anonymous()).map((b) => b.firm.name)).toEqual(['Hôpital renommé']);

    // A refused write drops nothing (and changes nothing).
    const before = stats();
    const refused = await s.asVisitor({
      method: 'PUT',
      url: `/api/stands/put/${s.standId}`,
      payload: { name: 'X' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await anonymous()).map((b) => b.firm.name)).toEqual(['Hôpital renommé']);
    expect(stats().misses).toBe(before.misses);
  });

  it('keeps a private fair private: the anonymous are asked to log in even after a member read', async () => {
    const s = await setup({ isPublicAccess: false });
    const url = floorUrl(s.hallA.id);
    expect((await s.asVisitor({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await s.asStranger({ method: 'GET', url })).statusCode).toBe(403);
  });

  it('shows at once booths placed, moved and deleted, halls resized, hidden and deleted, the fair closed — and only there', async () => {
    const s = await setup({ isPublicAccess: true });
    const [a, b] = [s.hallA.id, s.hallB.id];
    const stand = (id: number, payload: object) =>
      s.asOrg({ method: 'PUT', url: `/api/stands/put/${id}`, payload });
    expect(await names(a)).toEqual(['Stand Hôpital']);
    expect(await names(b)).toEqual([]);

    // A booth placed in hall B: B at once, A still served from memory.
    const created = ok(
      await s.asOrg({
        method: 'POST',
        url: '/api/stands',
        payload: { fair: s.fair.id, firm: s.otherFirm.id, name: 'Clinique', fairHall: b, number: 2 },
      }),
    ).json() as { id: number };
    let before = stats();
    expect(await names(b)).toEqual(['Clinique']);
    expect(await names(a)).toEqual(['Stand Hôpital']);
    expect(stats()).toMatchObject({ misses: before.misses + 1, hits: before.hits + 1 });

    // A booth moved from A to B: both floors.
    ok(await stand(s.standId, { fairHall: b, number: 3 }));
    expect(await names(a)).toEqual([]);
    expect(await names(b)).toEqual(['Clinique', 'Stand Hôpital']);

    // Deleted.
    ok(await s.asOrg({ method: 'DELETE', url: `/api/stands/${created.id}` }));
    expect(await names(b)).toEqual(['Stand Hôpital']);

    // Hall B shrunk to two slots: the booth on slot 3 goes back to the unassigned list.
    ok(await s.asOrg({ method: 'PUT', url: `/api/fair_halls/${b}`, payload: { numberOfStands: 2 } }));
    expect(await names(b)).toEqual([]);
    ok(await stand(s.standId, { fairHall: a, number: 1 }));
    expect(await names(a)).toEqual(['Stand Hôpital']);

    // Hall A hidden: the anonymous no longer find it; shown again, its floor is back.
    ok(await s.asOrg({ method: 'PUT', url: `/api/fair_halls/${a}`, payload: { isVisible: false } }));
    expect((await anonymousRead(a)).statusCode).toBe(404);
    ok(await s.asOrg({ method: 'PUT', url: `/api/fair_halls/${a}`, payload: { isVisible: true } }));
    expect(await names(a)).toEqual(['Stand Hôpital']);

    // Hall B deleted: gone from memory too.
    expect(await names(b)).toEqual([]);
    ok(await s.asOrg({ method: 'DELETE', url: `/api/fair_halls/${b}` }));
    expect((await anonymousRead(b)).statusCode).toBe(404);

    // The fair closed to the public: its floors ask the anonymous to log in.
    before = stats();
    ok(await s.asOrg({ method: 'PUT', url: `/api/fairs/${s.fair.id}`, payload: { isPublicAccess: false } }));
    expect((await anonymousRead(a)).statusCode).toBe(401);
    expect(stats().hits).toBe(before.hits);
  });

  it('shows at once a logo file deleted, a firm renamed and a catalogue name changed', async () => {
    const s = await setup({ isPublicAccess: true });
    const a = s.hallA.id;
    const floor = async () => (await anonymousRead(a)).json() as Floor;
    const logo = await insertMedia(t.database.db, { uploadedBy: s.organizer.id });
    ok(await s.asOrg({ method: 'PUT', url: `/api/stands/put/${s.standId}`, payload: { logo: logo.id } }));
    expect((await floor())[0]!.logo?.id).toBe(logo.id);

    // The file deleted: the booth's reference became null in the database, and on the floor.
    ok(await s.asOrg({ method: 'DELETE', url: `/api/media_objects/${logo.id}` }));
    expect((await floor())[0]!.logo).toBeNull();

    // A sector the booth shows, renamed in the reference table.
    const asSuper = await superAdmin();
    const sector = ok(
      await asSuper({
        method: 'POST',
        url: '/api/business_sectors',
        payload: { translations: { fr: { name: 'Gériatrie' } } },
      }),
    ).json() as { id: number };
    ok(
      await s.asOrg({
        method: 'PUT',
        url: `/api/stands/put/${s.standId}`,
        payload: { sectors: [sector.id] },
      }),
    );
    expect((await floor())[0]!.sectors.map((x) => x.name)).toEqual(['Gériatrie']);
    ok(
      await asSuper({
        method: 'PUT',
        url: `/api/business_sectors/${sector.id}`,
        payload: { translations: { fr: { name: 'Gérontologie' } } },
      }),
    );
    expect((await floor())[0]!.sectors.map((x) => x.name)).toEqual(['Gérontologie']);
  });

  it('keeps serving a floor through a burst of unrelated POSTs: more than 99 % of its reads are hits', async () => {
    const s = await setup({ isPublicAccess: true });
    const a = s.hallA.id;
    const warm = (await anonymousRead(a)).body;
    // A booth of the same fair in hall B, another fair's hall, a firm that only exhibits there.
    const inB = ok(
      await s.asOrg({
        method: 'POST',
        url: '/api/stands',
        payload: { fair: s.fair.id, firm: s.otherFirm.id, name: 'Clinique', fairHall: s.hallB.id, number: 1 },
      }),
    ).json() as { id: number };
    const asOtherOrg = await s.login(s.otherOrganizer);
    // The hall's map configuration (what the hall editor writes).
    const config = ok(
      await s.asOrg({
        method: 'POST',
        url: '/api/fair_hall_configurations',
        payload: { fairHall: a, slots: [] },
      }),
    ).json() as { id: number };
    const login = await loginAs(t.app, s.visitor.email, s.visitor.password);
    let refreshToken = login.refresh_token;

    const unrelated = async (round: number) => [
      // Sessions: a login and a refresh (writes of the auth module).
      // (from one address per round: the login route's own per-address limit stays out of it)
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: `10.7.${round}.1`,
        payload: { email: s.visitor.email, password: s.visitor.password },
      }),
      await t.app
        .inject({
          method: 'POST',
          url: '/api/token/refresh',
          remoteAddress: `10.7.${round}.1`,
          payload: { refresh_token: refreshToken },
        })
        .then((res) => {
          refreshToken = (res.json() as { refresh_token: string }).refresh_token;
          return res;
        }),
      // Writes that record something the floor does not show, even on its own booth and hall.
      await s.asVisitor({
        method: 'PUT',
        url: `/api/users/${s.visitor.id}`,
        payload: { jobTitle: `Tour ${round}` },
      }),
      await s
        .asOrg({
          method: 'POST',
          url: '/api/stand_contacts',
          payload: { stand: s.standId, user: s.contact.id },
        })
        .then((res) =>
          s.asOrg({
            method: 'DELETE',
            url: `/api/stand_contacts/${(res.json() as { linkId: number }).linkId}`,
          }),
        ),
      await s.asOrg({
        method: 'PUT',
        url: `/api/fair_hall_configurations/${config.id}`,
        payload: { slots: [] },
      }),
      // Another hall of the fair, another fair, a firm without a booth there.
      await s.asOrg({
        method: 'PUT',
        url: `/api/stands/put/${inB.id}`,
        payload: { name: `Clinique ${round}` },
      }),
      await asOtherOrg({
        method: 'PUT',
        url: `/api/fair_halls/${s.otherHall.id}`,
        payload: { color: round % 2 ? '#112233' : '#445566' },
      }),
      await asOtherOrg({
        method: 'PUT',
        url: `/api/fairs/${s.otherFair.id}`,
        payload: { name: `Autre ${round}` },
      }),
      await asOtherOrg({
        method: 'PUT',
        url: `/api/firms/${s.outsideFirm.id}`,
        payload: { name: `${s.outsideFirm.name} ${round}` },
      }),
    ];
    const before = stats();
    let reads = 0;
    for (let round = 0; round < 20; round++) {
      for (const [i, res] of (await unrelated(round)).entries())
        expect(res.statusCode, `${i}: ${res.body}`).toBeLessThan(300);
      for (let i = 0; i < 15; i++, reads++) expect((await anonymousRead(a)).body).toBe(warm);
    }
    const after = stats();
    const hits = after.hits - before.hits;
    const misses = after.misses - before.misses;
    expect(hits + misses).toBe(reads);
    expect(hits / reads).toBeGreaterThan(0.99);
    // …and the writes that concern it still do: the hall's own booth renamed.
    ok(
      await s.asOrg({ method: 'PUT', url: `/api/stands/put/${s.standId}`, payload: { name: 'Nouveau nom' } }),
    );
    expect(await names(a)).toEqual(['Nouveau nom']);
  });

  it('fails no write when a subscriber throws, and the other subscribers still run', async () => {
    const s = await setup({ isPublicAccess: true });
    expect(await names(s.hallA.id)).toEqual(['Stand Hôpital']);
    const seen: number[] = [];
    const off = [
      t.app.bus.subscribe('stand.changed', () => {
        throw new Error('a buggy subscriber');
      }),
      t.app.bus.subscribe('stand.changed', async () => {
        throw new Error('a buggy asynchronous subscriber');
      }),
      t.app.bus.subscribe('stand.changed', ({ standId }) => void seen.push(standId)),
    ];
    try {
      const res = await s.asOrg({
        method: 'PUT',
        url: `/api/stands/put/${s.standId}`,
        payload: { name: 'Malgré tout' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Malgré tout' });
      expect(seen).toEqual([s.standId]);
      expect(await names(s.hallA.id)).toEqual(['Malgré tout']);
    } finally {
      for (const unsubscribe of off) unsubscribe();
    }
  });
});
