import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { fairHalls } from '../../db/schema/index.ts';

let t: TestApp;
let fairA: Awaited<ReturnType<typeof buildFair>>;
let fairB: Awaited<ReturnType<typeof buildFair>>;
beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  fairA = await buildFair(db, {
    name: 'Salon A',
    languageCodes: ['nl', 'fr'],
    isUsingJobModule: true,
    status: 1,
    startDate: new Date('2027-03-10T08:00:00Z'),
  });
  fairB = await buildFair(db, { name: 'Salon B' });
  for (const letter of ['A', 'B'])
    await db
      .insert(fairHalls)
      .values({ fairId: fairA.id, letter, translations: { fr: { name: `Hall ${letter}` } } });
  await db
    .insert(fairHalls)
    .values({ fairId: fairB.id, letter: 'A', translations: { fr: { name: 'Hall' } } });
  await buildFirm(db, { fairIds: [fairA.id, fairB.id] });
  await buildFirm(db, { fairIds: [fairB.id] });
  await buildUser(db, { fairIds: [fairA.id] });
  await buildUser(db, { fairIds: [fairA.id] });
  await buildUser(db, { fairIds: [fairA.id, fairB.id], waitingIn: [fairA.id] });
});
afterAll(() => t.close());

const overviewAs = async (role: (typeof ROLES)[keyof typeof ROLES], adminOf: number[] = []) => {
  const user = await buildUser(t.database.db, { role, adminOf });
  const { inject } = await loginAs(t.app, user.email, user.password);
  return inject({ method: 'GET', url: '/api/fairs/overview' });
};
const ids = (body: { id: number }[]) => body.map((f) => f.id);

describe('GET /api/fairs/overview', () => {
  it("gives an organizer its fair's status, dates, languages, modules and counts, and no other fair", async () => {
    const res = await overviewAs(ROLES.ORGANIZER, [fairA.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: fairA.id,
        name: 'Salon A',
        homepage: fairA.homepage,
        status: 1,
        startDate: '2027-03-10T08:00:00.000Z',
        endDate: null,
        timezone: fairA.timezone,
        languages: ['nl', 'fr'],
        modules: ['job'],
        counts: { halls: 2, exhibitors: 1, members: 2, pendingMembers: 1 },
        abilities: { update: true, delete: false, changeAdmins: false },
      },
    ]);
  });

  it('gives super roles and supervisors every fair, with what each may do', async () => {
    for (const [role, abilities] of [
      [ROLES.SUPER_ADMIN, { update: true, delete: true, changeAdmins: true }],
      [ROLES.SUPER_ORGANIZER, { update: true, delete: false, changeAdmins: true }],
      [ROLES.CLUSTER_ADMIN, { update: false, delete: false, changeAdmins: false }],
    ] as const) {
      const res = await overviewAs(role);
      expect(res.statusCode).toBe(200);
      const list = res.json() as { id: number; counts: object; abilities: object }[];
      expect(ids(list)).toEqual(expect.arrayContaining([fairA.id, fairB.id]));
      const b = list.find((f) => f.id === fairB.id)!;
      expect(b.counts).toEqual({ halls: 1, exhibitors: 2, members: 1, pendingMembers: 0 });
      expect(b.abilities).toEqual(abilities);
    }
  });

  it('lists nothing for a visitor or an exhibitor, and asks an anonymous reader to log in', async () => {
    expect((await overviewAs(ROLES.VISITOR)).json()).toEqual([]);
    expect((await overviewAs(ROLES.EXHIBITOR)).json()).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/fairs/overview' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message_code).toBe('unauthorized');
  });
});
