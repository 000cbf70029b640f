import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { hallMapKey, ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';
import { elements, fairHallConfigurations, fairHalls, mediaObjects } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Inject = Awaited<ReturnType<typeof loginAs>>['inject'];
const login = async (u: { email: string; password: string }): Promise<Inject> =>
  (await loginAs(t.app, u.email, u.password)).inject;

/** A fair with its organizer, a member visitor, and an organizer of another fair. */
const setup = async (fairInput: { isPublicAccess?: boolean } = {}) => {
  const fair = await buildFair(t.database.db, fairInput);
  const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
  const visitor = await buildUser(t.database.db, { role: ROLES.VISITOR, fairIds: [fair.id] });
  const stranger = await buildUser(t.database.db, { role: ROLES.ORGANIZER });
  return {
    fair,
    org,
    asOrg: await login(org),
    asVisitor: await login(visitor),
    asStranger: await login(stranger),
  };
};
const hallsOf = async (fairId: number) =>
  t.database.db.select().from(fairHalls).where(eq(fairHalls.fairId, fairId));
const insertHall = async (fairId: number, values: Partial<typeof fairHalls.$inferInsert> = {}) => {
  const [h] = await t.database.db
    .insert(fairHalls)
    .values({ fairId, letter: 'A', translations: { fr: { name: 'Hall A' } }, ...values })
    .returning();
  return h!;
};
const body = (over: Record<string, unknown> = {}) => ({
  translations: { fr: { name: 'Hôpitaux' }, en: { name: 'Hospitals' } },
  letter: 'a',
  color: '#1E6091',
  numberOfStands: 6,
  ...over,
});

describe('POST /api/fair_halls', () => {
  it('creates a hall with its default booth grid, for the fair organizer', async () => {
    const { fair, asOrg } = await setup();
    const res = await asOrg({
      method: 'POST',
      url: '/api/fair_halls',
      headers: { 'accept-language': 'en' },
      payload: body({ fair: fair.id }),
    });
    expect(res.statusCode).toBe(201);
    const hall = res.json();
    expect(hall).toMatchObject({
      fair: fair.id,
      name: 'Hospitals',
      letter: 'A',
      color: '#1e6091',
      isVisible: true,
      numberOfStands: 6,
      position: 0,
      leftImage: null,
      abilities: { update: true, delete: true },
    });
    const [config] = await t.database.db
      .select()
      .from(fairHallConfigurations)
      .where(eq(fairHallConfigurations.fairHallId, hall.id));
    expect(config!.slots.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6]);
    const second = await asOrg({
      method: 'POST',
      url: '/api/fair_halls',
      payload: body({ fair: fair.id, letter: 'B' }),
    });
    expect(second.json().position).toBe(1);
  });

  it('refuses a visitor and an organizer of another fair (403), writing nothing', async () => {
    const { fair, asVisitor, asStranger } = await setup();
    for (const as of [asVisitor, asStranger]) {
      const res = await as({ method: 'POST', url: '/api/fair_halls', payload: body({ fair: fair.id }) });
      expect(res.statusCode).toBe(403);
    }
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/fair_halls',
      payload: body({ fair: fair.id }),
    });
    expect(anon.statusCode).toBe(401);
    expect(await hallsOf(fair.id)).toHaveLength(0);
  });

  it('rejects bad input with the exact codes and writes nothing', async () => {
    const { fair, asOrg } = await setup();
    const res = await asOrg({
      method: 'POST',
      url: '/api/fair_halls',
      payload: {
        fair: fair.id,
        translations: { en: { name: 'No French' } },
        letter: 'AB-1',
        color: 'red',
        numberOfStands: 61,
        extra: 1,
      },
    });
    expect(res.statusCode).toBe(422);
    const codes = Object.fromEntries(
      res.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
    );
    expect(codes).toMatchObject({
      'translations.fr': 'required',
      letter: 'invalid_hall_letter',
      color: 'invalid_color',
      numberOfStands: 'too_big',
      extra: 'unknown_field',
    });
    const images = await asOrg({
      method: 'POST',
      url: '/api/fair_halls',
      payload: body({ fair: fair.id, leftImage: 999_999 }),
    });
    expect(images.statusCode).toBe(422);
    expect(images.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'leftImage', code: 'media_not_found' }),
    ]);
    expect(await hallsOf(fair.id)).toHaveLength(0);
  });

  it('answers 409 hall_letter_taken for a letter already used in the fair (any case)', async () => {
    const { fair, asOrg } = await setup();
    await insertHall(fair.id, { letter: 'A' });
    const res = await asOrg({
      method: 'POST',
      url: '/api/fair_halls',
      payload: body({ fair: fair.id, letter: 'a' }),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message_code: 'hall_letter_taken' });
    expect(res.json().violations[0]).toMatchObject({ propertyPath: 'letter', code: 'hall_letter_taken' });
    expect(await hallsOf(fair.id)).toHaveLength(1);
  });

  it('accepts stored images and returns their addresses', async () => {
    const { fair, org, asOrg } = await setup();
    const [m] = await t.database.db
      .insert(mediaObjects)
      .values({
        filePath: `h-${fair.id}.webp`,
        thumbnailPath: `h-${fair.id}-t.webp`,
        type: 1,
        mimeType: 'image/webp',
        size: 10,
        uploadedBy: org.id,
      })
      .returning();
    const res = await asOrg({
      method: 'POST',
      url: '/api/fair_halls',
      payload: body({ fair: fair.id, overviewImage: m!.id }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().overviewImage).toEqual({
      id: m!.id,
      url: `/media/h-${fair.id}.webp`,
      thumbnailUrl: `/media/h-${fair.id}-t.webp`,
    });
  });

  it('refuses an image of another fair’s hall or someone else’s unused upload (422 media_not_found), writing nothing', async () => {
    const { fair, asOrg } = await setup();
    const other = await buildFair(t.database.db);
    const image = async (n: string, uploadedBy: number | null) =>
      (
        await t.database.db
          .insert(mediaObjects)
          .values({
            filePath: `x-${n}-${fair.id}.webp`,
            type: 1,
            mimeType: 'image/webp',
            size: 10,
            uploadedBy,
          })
          .returning()
      )[0]!;
    const theirs = await image('theirs', null);
    await insertHall(other.id, { overviewImageId: theirs.id });
    const someone = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [other.id] });
    const draft = await image('draft', someone.id);
    const res = await asOrg({
      method: 'POST',
      url: '/api/fair_halls',
      payload: body({ fair: fair.id, overviewImage: theirs.id, leftImage: draft.id }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'leftImage', code: 'media_not_found' }),
      expect.objectContaining({ propertyPath: 'overviewImage', code: 'media_not_found' }),
    ]);
    expect(await hallsOf(fair.id)).toHaveLength(0);
  });
});

describe('GET /api/fair_halls', () => {
  it('lists a fair by position; hidden halls only for its organizer', async () => {
    const { fair, asOrg, asVisitor } = await setup();
    await insertHall(fair.id, { letter: 'B', position: 2, translations: { fr: { name: 'Longue durée' } } });
    await insertHall(fair.id, { letter: 'A', position: 1, translations: { fr: { name: 'Hôpitaux' } } });
    await insertHall(fair.id, {
      letter: 'C',
      position: 3,
      isVisible: false,
      translations: { fr: { name: 'Caché' } },
    });
    const url = `/api/fair_halls?pagination=false&fair=${fair.id}`;
    const anon = await t.app.inject({ method: 'GET', url });
    expect(anon.statusCode).toBe(200);
    expect(anon.json().map((h: { letter: string }) => h.letter)).toEqual(['A', 'B']);
    expect(anon.json()[0].abilities).toEqual({ update: false, delete: false });
    expect((await asVisitor({ method: 'GET', url })).json()).toHaveLength(2);
    const org = await asOrg({ method: 'GET', url });
    expect(org.json().map((h: { letter: string }) => h.letter)).toEqual(['A', 'B', 'C']);
    expect(org.headers['x-total-items']).toBe('3');
  });

  it('filters by a part of the name in any language, and serves the light list', async () => {
    const { fair } = await setup();
    await insertHall(fair.id, {
      letter: 'A',
      color: '#112233',
      translations: { fr: { name: 'Services sociaux' }, en: { name: 'Social services' } },
    });
    await insertHall(fair.id, { letter: 'B', translations: { fr: { name: 'Hôpitaux' } } });
    const byName = await t.app.inject({
      method: 'GET',
      url: `/api/fair_halls?fair=${fair.id}&translations.name=SOCIAL`,
    });
    expect(byName.json().map((h: { letter: string }) => h.letter)).toEqual(['A']);
    const light = await t.app.inject({
      method: 'GET',
      url: `/api/fair_halls/light?fair=${fair.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(light.json()).toEqual([
      { id: expect.any(Number), name: 'Social services', letter: 'A', color: '#112233' },
      { id: expect.any(Number), name: 'Hôpitaux', letter: 'B', color: null },
    ]);
  });

  it('private fair: 401 anonymous, 403 for a non-member, 200 for a member; 404 unknown fair; 400 bad fair', async () => {
    const { fair, asVisitor, asStranger } = await setup({ isPublicAccess: false });
    const url = `/api/fair_halls?fair=${fair.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await asStranger({ method: 'GET', url })).statusCode).toBe(403);
    expect((await asVisitor({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/fair_halls?fair=999999' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/fair_halls?fair=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations[0]).toMatchObject({ propertyPath: 'fair', code: 'invalid_type' });
  });
});

describe('GET /api/fair_halls/:id', () => {
  it('shows a visible hall, hides a hidden one (404) from all but the organizer', async () => {
    const { fair, asOrg, asVisitor } = await setup();
    const visible = await insertHall(fair.id, { letter: 'A' });
    const hidden = await insertHall(fair.id, { letter: 'H', isVisible: false });
    const one = await t.app.inject({ method: 'GET', url: `/api/fair_halls/${visible.id}` });
    expect(one.json()).toMatchObject({ id: visible.id, name: 'Hall A', letter: 'A' });
    expect((await t.app.inject({ method: 'GET', url: `/api/fair_halls/${hidden.id}` })).statusCode).toBe(404);
    expect((await asVisitor({ method: 'GET', url: `/api/fair_halls/${hidden.id}` })).statusCode).toBe(404);
    expect((await asOrg({ method: 'GET', url: `/api/fair_halls/${hidden.id}` })).statusCode).toBe(200);
  });
});

describe('PUT /api/fair_halls/:id', () => {
  it('updates given fields only; a new number of booths regenerates the grid', async () => {
    const { fair, asOrg } = await setup();
    const created = (
      await asOrg({ method: 'POST', url: '/api/fair_halls', payload: body({ fair: fair.id }) })
    ).json();
    const res = await asOrg({
      method: 'PUT',
      url: `/api/fair_halls/${created.id}`,
      payload: { color: '#AA0000', numberOfStands: 4, isVisible: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      color: '#aa0000',
      numberOfStands: 4,
      isVisible: false,
      letter: 'A',
      name: 'Hôpitaux',
    });
    const [config] = await t.database.db
      .select()
      .from(fairHallConfigurations)
      .where(eq(fairHallConfigurations.fairHallId, created.id));
    expect(config!.slots).toHaveLength(4);
  });

  it('refuses the fair id, other fairs’ organizers, and a taken letter', async () => {
    const { fair, asOrg, asStranger, asVisitor } = await setup();
    const a = await insertHall(fair.id, { letter: 'A' });
    await insertHall(fair.id, { letter: 'B' });
    const fairChange = await asOrg({ method: 'PUT', url: `/api/fair_halls/${a.id}`, payload: { fair: 1 } });
    expect(fairChange.statusCode).toBe(422);
    expect(fairChange.json().violations[0]).toMatchObject({ propertyPath: 'fair', code: 'unknown_field' });
    for (const as of [asStranger, asVisitor])
      expect(
        (await as({ method: 'PUT', url: `/api/fair_halls/${a.id}`, payload: { color: '#000000' } }))
          .statusCode,
      ).toBe(403);
    const taken = await asOrg({ method: 'PUT', url: `/api/fair_halls/${a.id}`, payload: { letter: 'b' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message_code).toBe('hall_letter_taken');
    const [row] = await t.database.db.select().from(fairHalls).where(eq(fairHalls.id, a.id));
    expect(row).toMatchObject({ letter: 'A', color: null });
  });
});

describe('DELETE /api/fair_halls/:id', () => {
  it('deletes the hall, its configuration and its map elements, for the organizer only', async () => {
    const { fair, asOrg, asVisitor } = await setup();
    const created = (
      await asOrg({ method: 'POST', url: '/api/fair_halls', payload: body({ fair: fair.id }) })
    ).json();
    await t.database.db.insert(elements).values({ type: 8, map: hallMapKey(created.id), position: 1 });
    expect((await asVisitor({ method: 'DELETE', url: `/api/fair_halls/${created.id}` })).statusCode).toBe(
      403,
    );
    expect(await hallsOf(fair.id)).toHaveLength(1);
    const res = await asOrg({ method: 'DELETE', url: `/api/fair_halls/${created.id}` });
    expect(res.statusCode).toBe(204);
    expect(await hallsOf(fair.id)).toHaveLength(0);
    const [c] = await t.database.db
      .select({ n: count() })
      .from(fairHallConfigurations)
      .where(eq(fairHallConfigurations.fairHallId, created.id));
    expect(Number(c!.n)).toBe(0);
    const [e] = await t.database.db
      .select({ n: count() })
      .from(elements)
      .where(eq(elements.map, hallMapKey(created.id)));
    expect(Number(e!.n)).toBe(0);
    expect((await asOrg({ method: 'DELETE', url: `/api/fair_halls/${created.id}` })).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the halls, configurations and elements paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/fair_halls',
        '/api/fair_halls/light',
        '/api/fair_halls/{id}',
        '/api/fair_hall_configurations',
        '/api/fair_hall_configurations/{id}',
        '/api/elements',
        '/api/elements/{id}',
      ]),
    );
  });
});
