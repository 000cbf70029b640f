import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { hallMapKey, ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { elements, fairHallConfigurations, stands } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const setup = async () => {
  const fair = await buildFair(t.database.db);
  const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
  const visitor = await buildUser(t.database.db, { role: ROLES.VISITOR, fairIds: [fair.id] });
  const asOrg = (await loginAs(t.app, org.email, org.password)).inject;
  const asVisitor = (await loginAs(t.app, visitor.email, visitor.password)).inject;
  const hall = (
    await asOrg({
      method: 'POST',
      url: '/api/fair_halls',
      payload: { fair: fair.id, translations: { fr: { name: 'Hall' } }, letter: 'A', numberOfStands: 3 },
    })
  ).json() as { id: number };
  return { fair, hall, asOrg, asVisitor };
};
const slot = (position: number, x = 10) => ({ position, x, y: 10, width: 10, height: 10 });

describe('/api/fair_hall_configurations', () => {
  it('reads a hall configuration by ?fairHall= and by id', async () => {
    const { hall } = await setup();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/fair_hall_configurations?fairHall=${hall.id}`,
    });
    expect(res.statusCode).toBe(200);
    const [config] = res.json();
    expect(config).toMatchObject({ fairHall: hall.id });
    expect(config.slots).toHaveLength(3);
    const one = await t.app.inject({ method: 'GET', url: `/api/fair_hall_configurations/${config.id}` });
    expect(one.json()).toEqual(config);
  });

  it('replaces the slots for the organizer; a visitor gets 403 and nothing changes', async () => {
    const { hall, asOrg, asVisitor } = await setup();
    const [config] = (
      await t.app.inject({ method: 'GET', url: `/api/fair_hall_configurations?fairHall=${hall.id}` })
    ).json();
    const slots = [slot(1), slot(2, 30)];
    expect(
      (
        await asVisitor({
          method: 'PUT',
          url: `/api/fair_hall_configurations/${config.id}`,
          payload: { slots },
        })
      ).statusCode,
    ).toBe(403);
    const res = await asOrg({
      method: 'PUT',
      url: `/api/fair_hall_configurations/${config.id}`,
      payload: { slots },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: config.id, fairHall: hall.id, slots });
  });

  it('rejects duplicate, out-of-range and off-map slots with their codes, writing nothing', async () => {
    const { hall, asOrg } = await setup();
    const [config] = (
      await t.app.inject({ method: 'GET', url: `/api/fair_hall_configurations?fairHall=${hall.id}` })
    ).json();
    const url = `/api/fair_hall_configurations/${config.id}`;
    const dup = await asOrg({
      method: 'PUT',
      url,
      payload: { slots: [slot(1), slot(1), { position: 2, x: 95, y: 0, width: 10, height: 5 }] },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ propertyPath: 'slots.1.position', code: 'slot_duplicate_position' }),
        expect.objectContaining({ propertyPath: 'slots.2.width', code: 'slot_outside_map' }),
      ]),
    );
    const range = await asOrg({ method: 'PUT', url, payload: { slots: [slot(4)] } });
    expect(range.statusCode).toBe(422);
    expect(range.json().violations[0]).toMatchObject({ propertyPath: 'slots.0.position', code: 'too_big' });
    const [row] = await t.database.db
      .select()
      .from(fairHallConfigurations)
      .where(eq(fairHallConfigurations.id, config.id));
    expect(row!.slots).toEqual(config.slots);
  });

  it('POST creates only where none exists (409)', async () => {
    const { hall, asOrg } = await setup();
    const res = await asOrg({
      method: 'POST',
      url: '/api/fair_hall_configurations',
      payload: { fairHall: hall.id, slots: [slot(1)] },
    });
    expect(res.statusCode).toBe(409);
    await t.database.db.delete(fairHallConfigurations).where(eq(fairHallConfigurations.fairHallId, hall.id));
    const created = await asOrg({
      method: 'POST',
      url: '/api/fair_hall_configurations',
      payload: { fairHall: hall.id, slots: [slot(1)] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ fairHall: hall.id, slots: [slot(1)] });
  });
});

describe('/api/elements', () => {
  it('places, lists, moves and removes elements on a hall map (organizer)', async () => {
    const { hall, asOrg } = await setup();
    const map = hallMapKey(hall.id);
    const created = await asOrg({
      method: 'POST',
      url: '/api/elements',
      payload: { type: 8, map, position: 2 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ type: 8, map, position: 2, stand: null });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/elements?pagination=false&type=8&map=${map}`,
    });
    expect(list.json()).toEqual([created.json()]);
    const byPos = await t.app.inject({ method: 'GET', url: `/api/elements?map=${map}&type=8&position=1` });
    expect(byPos.json()).toEqual([]);
    const moved = await asOrg({
      method: 'PUT',
      url: `/api/elements/${created.json().id}`,
      payload: { position: 3 },
    });
    expect(moved.json().position).toBe(3);
    expect((await asOrg({ method: 'DELETE', url: `/api/elements/${created.json().id}` })).statusCode).toBe(
      204,
    );
    expect(await t.database.db.select().from(elements).where(eq(elements.map, map))).toEqual([]);
  });

  it('refuses visitors (403), positions beyond the hall (422), taken positions (409), unknown maps', async () => {
    const { hall, asOrg, asVisitor } = await setup();
    const map = hallMapKey(hall.id);
    expect(
      (await asVisitor({ method: 'POST', url: '/api/elements', payload: { type: 8, map, position: 1 } }))
        .statusCode,
    ).toBe(403);
    const beyond = await asOrg({
      method: 'POST',
      url: '/api/elements',
      payload: { type: 8, map, position: 4 },
    });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().violations[0]).toMatchObject({ propertyPath: 'position', code: 'too_big' });
    const badMap = await asOrg({
      method: 'POST',
      url: '/api/elements',
      payload: { type: 8, map: 'lobby', position: 1 },
    });
    expect(badMap.statusCode).toBe(422);
    expect(badMap.json().violations[0]).toMatchObject({ propertyPath: 'map', code: 'invalid_value' });
    await asOrg({ method: 'POST', url: '/api/elements', payload: { type: 8, map, position: 1 } });
    const taken = await asOrg({
      method: 'POST',
      url: '/api/elements',
      payload: { type: 8, map, position: 1 },
    });
    expect(taken.statusCode).toBe(409);
    expect(await t.database.db.select().from(elements).where(eq(elements.map, map))).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/elements?map=hall-999999' })).statusCode).toBe(
      404,
    );
  });

  it('names only a booth of the hall’s own fair (422 stand_not_in_fair), writing nothing', async () => {
    const { fair, hall, asOrg } = await setup();
    const map = hallMapKey(hall.id);
    const other = await buildFair(t.database.db);
    const firm = await buildFirm(t.database.db, { fairIds: [fair.id, other.id] });
    const [theirs] = await t.database.db
      .insert(stands)
      .values({ name: 'Ailleurs', fairId: other.id, firmId: firm.id })
      .returning();
    const [ours] = await t.database.db
      .insert(stands)
      .values({ name: 'Ici', fairId: fair.id, firmId: firm.id })
      .returning();
    const refused = await asOrg({
      method: 'POST',
      url: '/api/elements',
      payload: { type: 8, map, position: 1, stand: theirs!.id },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0]).toMatchObject({ propertyPath: 'stand', code: 'stand_not_in_fair' });
    expect(await t.database.db.select().from(elements).where(eq(elements.map, map))).toEqual([]);
    const placed = await asOrg({
      method: 'POST',
      url: '/api/elements',
      payload: { type: 8, map, position: 1, stand: ours!.id },
    });
    expect(placed.statusCode).toBe(201);
    const moved = await asOrg({
      method: 'PUT',
      url: `/api/elements/${placed.json().id}`,
      payload: { stand: theirs!.id },
    });
    expect(moved.statusCode).toBe(422);
    expect((await t.database.db.select().from(elements).where(eq(elements.map, map)))[0]?.standId).toBe(
      ours!.id,
    );
  });
});
