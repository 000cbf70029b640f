import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { hallMapKey } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { elements, stands } from '../../db/schema/index.ts';
import { standSetup, violationCodes } from './stands.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const setup = standSetup(() => t);
const codes = violationCodes;
const db = () => t.database.db;
const login = async (u: { email: string; password: string }) =>
  (await loginAs(t.app, u.email, u.password)).inject;

const elementsOf = (standId: number) =>
  db()
    .select()
    .from(elements)
    .where(and(eq(elements.standId, standId), eq(elements.type, 8)));

describe('POST /api/stands', () => {
  it('creates a booth for a firm of the fair in a hall slot, with its type-8 element and the default group', async () => {
    const s = await setup();
    const res = await s.asOrg({
      method: 'POST',
      url: '/api/stands',
      headers: { 'accept-language': 'en' },
      payload: { fair: s.fair.id, firm: s.otherFirm.id, name: 'Clinique', fairHall: s.hallB.id, number: 6 },
    });
    expect(res.statusCode).toBe(201);
    const stand = res.json();
    expect(stand).toMatchObject({
      fair: s.fair.id,
      fairHall: { id: s.hallB.id, letter: 'B', name: 'Hall B' },
      number: 6,
      name: 'Clinique',
      firm: { id: s.otherFirm.id, name: s.otherFirm.name },
      group: { name: 'Groupe A' },
      theme: 'lagon',
      isVisible: true,
      isHiddenByOrganizer: false,
      persons: { mainDesk: null, standing: null, videoroomSpeaker: null, seated: null, watching: null },
      languages: [],
      abilities: { update: true, organize: true, addPeople: true, removePeople: true, delete: true },
    });
    expect(await elementsOf(stand.id)).toEqual([
      expect.objectContaining({ map: hallMapKey(s.hallB.id), position: 6, type: 8 }),
    ]);
  });

  it('refuses a visitor, a firm stand admin and another fair’s organizer (403), the anonymous (401)', async () => {
    const s = await setup();
    const payload = { fair: s.fair.id, firm: s.firm.id, name: 'Encore' };
    const before = await db().select({ n: count() }).from(stands);
    for (const as of [s.asVisitor, s.asStandAdmin, await login(s.otherOrganizer)])
      expect((await as({ method: 'POST', url: '/api/stands', payload })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/stands', payload })).statusCode).toBe(401);
    expect(await db().select({ n: count() }).from(stands)).toEqual(before);
  });

  it('refuses a firm not linked to the fair, a hall of another fair and a slot out of range (422)', async () => {
    const s = await setup();
    const before = await db().select({ n: count() }).from(stands);
    const post = (over: Record<string, unknown>) =>
      s.asOrg({
        method: 'POST',
        url: '/api/stands',
        payload: { fair: s.fair.id, firm: s.firm.id, name: 'X', ...over },
      });
    const firm = await post({ firm: s.outsideFirm.id });
    expect(firm.statusCode).toBe(422);
    expect(firm.json().message_code).toBe('firm_not_in_fair');
    expect(codes(firm.json())).toEqual({ firm: 'firm_not_in_fair' });
    const hall = await post({ fairHall: s.otherHall.id, number: 1 });
    expect(codes(hall.json())).toEqual({ fairHall: 'hall_not_in_fair' });
    const range = await post({ fairHall: s.hallA.id, number: 5 });
    expect(range.statusCode).toBe(422);
    expect(range.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'number', code: 'stand_slot_out_of_range' }),
    ]);
    expect(codes((await post({ number: 2 })).json())).toEqual({ fairHall: 'required' });
    expect(codes((await post({ fairHall: s.hallA.id })).json())).toEqual({ number: 'required' });
    const taken = await post({ fairHall: s.hallA.id, number: 1 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message_code).toBe('stand_slot_taken');
    expect(await db().select({ n: count() }).from(stands)).toEqual(before);
  });
});

describe('GET /api/stands/{id}', () => {
  it('shows a visible booth to a visitor of the fair, without administrators or actions', async () => {
    const s = await setup();
    const res = await s.asVisitor({ method: 'GET', url: `/api/stands/${s.standId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.standId,
      name: 'Stand Hôpital',
      admins: [],
      abilities: { update: false, organize: false, addPeople: false, removePeople: false, delete: false },
      firm: { id: s.firm.id, website: 'https://hopital.example' },
    });
  });

  it('hides a hidden booth from visitors and other firms (404) but shows it to its firm and the organizer', async () => {
    const s = await setup();
    await db().update(stands).set({ isHiddenByOrganizer: true }).where(eq(stands.id, s.standId));
    for (const as of [s.asVisitor, s.asOther])
      expect((await as({ method: 'GET', url: `/api/stands/${s.standId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/stands/${s.standId}` })).statusCode).toBe(404);
    for (const as of [s.asOrg, s.asContact, s.asStandAdmin]) {
      const res = await as({ method: 'GET', url: `/api/stands/${s.standId}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().isHiddenByOrganizer).toBe(true);
    }
    await db()
      .update(stands)
      .set({ isHiddenByOrganizer: false, isVisible: false })
      .where(eq(stands.id, s.standId));
    expect((await s.asVisitor({ method: 'GET', url: `/api/stands/${s.standId}` })).statusCode).toBe(404);
    expect((await s.asBoothAdmin({ method: 'GET', url: `/api/stands/${s.standId}` })).statusCode).toBe(200);
  });

  it('asks the anonymous to log in and refuses non-members of a private fair', async () => {
    const s = await setup({ isPublicAccess: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/stands/${s.standId}` })).statusCode).toBe(401);
    expect((await s.asStranger({ method: 'GET', url: `/api/stands/${s.standId}` })).statusCode).toBe(403);
    expect((await s.asVisitor({ method: 'GET', url: `/api/stands/${s.standId}` })).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every booth route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/stands',
        '/api/stands/light',
        '/api/stands/my-stands',
        '/api/stands/{id}',
        '/api/stands/put/{id}',
        '/api/fair_halls/{id}/stands',
        '/api/stands/{id}/stand_admins',
        '/api/stands/{id}/stand_admins/{userId}',
        '/api/stand_contacts',
        '/api/stand_contacts/{id}',
        '/api/stand_resources/type/{type}',
      ]),
    );
  });
});
