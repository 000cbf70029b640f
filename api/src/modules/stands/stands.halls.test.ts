import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { elements, standLanguages, stands } from '../../db/schema/index.ts';
import { insertStand, standSetup } from './stands.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const setup = standSetup(() => t);
const db = () => t.database.db;
const standRow = async (id: number) => (await db().select().from(stands).where(eq(stands.id, id)))[0]!;
const typeEightOf = (standId: number) =>
  db()
    .select()
    .from(elements)
    .where(and(eq(elements.standId, standId), eq(elements.type, 8)));

describe('booths when their hall changes', () => {
  it('sends the booths beyond a smaller number of slots back to the unassigned list, content kept', async () => {
    const s = await setup();
    // Slot 1 holds the setup's booth; put a second one in slot 4 through the API (element written).
    const moved = await s.asOrg({
      method: 'POST',
      url: '/api/stands',
      payload: {
        fair: s.fair.id,
        firm: s.otherFirm.id,
        name: 'Stand Clinique',
        fairHall: s.hallA.id,
        number: 4,
      },
    });
    expect(moved.statusCode).toBe(201);
    const farId = moved.json().id as number;
    await db().insert(standLanguages).values({ standId: farId, language: 'fr', title: 'Bienvenue' });

    const shrink = await s.asOrg({
      method: 'PUT',
      url: `/api/fair_halls/${s.hallA.id}`,
      payload: { numberOfStands: 2 },
    });
    expect(shrink.statusCode).toBe(200);

    expect(await standRow(farId)).toMatchObject({ fairHallId: null, number: null });
    expect(await typeEightOf(farId)).toHaveLength(0);
    expect(await db().select().from(standLanguages).where(eq(standLanguages.standId, farId))).toHaveLength(1);
    // The booth in slot 1 still stands where it was.
    expect(await standRow(s.standId)).toMatchObject({ fairHallId: s.hallA.id, number: 1 });
    const unassigned = await s.asOrg({
      method: 'GET',
      url: `/api/stands?fair=${s.fair.id}&exists[fairHall]=false&pagination=false`,
    });
    expect(unassigned.json().map((b: { id: number }) => b.id)).toContain(farId);
  });

  it('keeps the booths of a deleted hall, unassigned, and a refused delete changes nothing', async () => {
    const s = await setup();
    const second = await insertStand(db(), {
      fairId: s.fair.id,
      firmId: s.otherFirm.id,
      fairHallId: s.hallA.id,
      number: 2,
    });

    const refused = await s.asStandAdmin({ method: 'DELETE', url: `/api/fair_halls/${s.hallA.id}` });
    expect(refused.statusCode).toBe(403);
    expect(await standRow(second.id)).toMatchObject({ fairHallId: s.hallA.id, number: 2 });

    const deleted = await s.asOrg({ method: 'DELETE', url: `/api/fair_halls/${s.hallA.id}` });
    expect(deleted.statusCode).toBe(204);
    for (const id of [s.standId, second.id]) {
      expect(await standRow(id)).toMatchObject({ fairHallId: null, number: null });
      expect(await typeEightOf(id)).toHaveLength(0);
    }
  });

  it('hides the booths of a hidden hall from visitors (404), not from their firm or the organizer', async () => {
    const s = await setup({ isPublicAccess: true });
    const url = `/api/stands/${s.standId}`;
    expect((await s.asVisitor({ method: 'GET', url })).statusCode).toBe(200);
    const hide = await s.asOrg({
      method: 'PUT',
      url: `/api/fair_halls/${s.hallA.id}`,
      payload: { isVisible: false },
    });
    expect(hide.statusCode).toBe(200);
    expect((await s.asVisitor({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await s.asStandAdmin({ method: 'GET', url })).statusCode).toBe(200);
    expect((await s.asOrg({ method: 'GET', url })).statusCode).toBe(200);
    // The fair's list of booths leaves it out for visitors too, not for its firm.
    const listed = async (inject: typeof s.asOrg) =>
      (
        (await inject({ method: 'GET', url: `/api/stands?fair=${s.fair.id}&pagination=false` })).json() as {
          id: number;
        }[]
      ).map((b) => b.id);
    expect(await listed(s.asVisitor)).not.toContain(s.standId);
    expect(await listed(s.asStandAdmin)).toContain(s.standId);
    expect(await listed(s.asOrg)).toContain(s.standId);
  });
});
