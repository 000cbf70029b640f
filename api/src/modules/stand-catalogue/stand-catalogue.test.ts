import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { standCharacters, standGroups, standTypes } from '../../db/schema/index.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await buildTestApp();
  const a = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
  admin = await loginAs(t.app, a.email, a.password);
});
afterAll(() => t.close());

const get = (url: string, lang = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });
const rows = async (table: typeof standTypes | typeof standGroups | typeof standCharacters) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0]?.n);
const groupA = async () => (await get('/api/stand_groups?name=Groupe A')).json()[0] as { id: number };

describe('seeded catalogue', () => {
  it('holds "Groupe A" with three types of two variations each', async () => {
    const groups = (await get('/api/stand_groups?name=Groupe')).json();
    expect(groups).toEqual([{ id: expect.any(Number), name: 'Groupe A' }]);
    const types = (await get(`/api/stand_types?standGroup=${groups[0].id}&pagination=false`, 'en')).json();
    expect(types.map((x: { artKey: string; name: string }) => [x.artKey, x.name])).toEqual([
      ['comptoir', 'Counter'],
      ['pavillon', 'Pavilion'],
      ['salon-ouvert', 'Open lounge'],
    ]);
    const variations = (await get(`/api/stand_type_variations?standType.id=${types[0].id}`, 'de')).json();
    expect(variations).toEqual([
      expect.objectContaining({ artKey: 'clair', name: 'Hell', standType: types[0].id }),
      expect.objectContaining({ artKey: 'sombre', name: 'Dunkel', standType: types[0].id }),
    ]);
  });
  it('holds the four character types, the six resource types and eight characters', async () => {
    const types = (await get('/api/stand_character_types?pagination=false')).json();
    expect(types.map((x: { type: string }) => x.type)).toEqual([
      'TYPE_STAND',
      'TYPE_CHATROOM',
      'TYPE_VIDEO_ROOM_STANDING',
      'TYPE_VIDEO_ROOM_SEATED',
    ]);
    const resources = (await get('/api/stand_resource_types?pagination=false', 'es')).json();
    expect(resources).toHaveLength(6);
    expect(resources.find((r: { type: string }) => r.type === 'TYPE_POSTER').name).toBe('Cartel');
    const characters = (await get('/api/stand_characters?pagination=false')).json();
    expect(characters).toHaveLength(8);
    const chat = (await get('/api/stand_characters?type=TYPE_CHATROOM')).json();
    expect(chat.map((c: { artKey: string }) => c.artKey)).toEqual(['medecin', 'aide-soignant']);
  });
});

describe('/stand_characters/type/{type}', () => {
  it('lists the characters of one type in position order', async () => {
    const res = await get('/api/stand_characters/type/TYPE_STAND', 'en');
    expect(res.statusCode).toBe(200);
    expect(
      res.json().map((c: { artKey: string; name: string; type: string }) => [c.artKey, c.name, c.type]),
    ).toEqual([
      ['hote-accueil', 'Host', 'TYPE_STAND'],
      ['infirmiere', 'Nurse', 'TYPE_STAND'],
      ['recruteuse', 'Recruiter', 'TYPE_STAND'],
    ]);
  });
  it('rejects an unknown type value', async () => {
    const res = await get('/api/stand_characters/type/TYPE_DANCER');
    expect(res.statusCode).toBe(400);
    expect(res.json().violations[0]).toMatchObject({ propertyPath: 'type', code: 'invalid_value' });
  });
});

describe('writes (super admin only)', () => {
  it('creates, updates and deletes a stand type with its art key', async () => {
    const group = await groupA();
    const created = await admin.inject({
      method: 'POST',
      url: '/api/stand_types',
      payload: {
        standGroup: group.id,
        artKey: 'kiosque',
        translations: { fr: { name: 'Kiosque' } },
        position: 9,
      },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toEqual({
      id: expect.any(Number),
      name: 'Kiosque',
      translations: { fr: { name: 'Kiosque' } },
      standGroup: group.id,
      artKey: 'kiosque',
      position: 9,
    });
    const updated = await admin.inject({
      method: 'PUT',
      url: `/api/stand_types/${body.id}`,
      payload: { artKey: 'kiosque-2' },
    });
    expect(updated.json()).toMatchObject({ artKey: 'kiosque-2', name: 'Kiosque', standGroup: group.id });
    const variation = await admin.inject({
      method: 'POST',
      url: '/api/stand_type_variations',
      payload: {
        standType: body.id,
        artKey: 'bleu',
        translations: { fr: { name: 'Bleu' }, en: { name: 'Blue' } },
      },
    });
    expect(variation.statusCode).toBe(201);
    expect(variation.json()).toMatchObject({ standType: body.id, artKey: 'bleu', position: 0 });
    expect((await admin.inject({ method: 'DELETE', url: `/api/stand_types/${body.id}` })).statusCode).toBe(
      204,
    );
    expect((await get(`/api/stand_types/${body.id}`)).statusCode).toBe(404);
    expect((await get(`/api/stand_type_variations?standType=${body.id}`)).json()).toEqual([]);
  });
  it('creates a group and a character', async () => {
    const group = await admin.inject({
      method: 'POST',
      url: '/api/stand_groups',
      payload: { name: 'Groupe B' },
    });
    expect(group.statusCode).toBe(201);
    expect(group.json()).toEqual({ id: expect.any(Number), name: 'Groupe B' });
    const character = await admin.inject({
      method: 'POST',
      url: '/api/stand_characters',
      payload: {
        type: 'TYPE_VIDEO_ROOM_SEATED',
        artKey: 'pharmacien',
        translations: { fr: { name: 'Pharmacien' } },
      },
    });
    expect(character.statusCode).toBe(201);
    expect(character.json()).toMatchObject({
      type: 'TYPE_VIDEO_ROOM_SEATED',
      artKey: 'pharmacien',
      name: 'Pharmacien',
    });
  });
  it('refuses an organizer (403) and writes nothing', async () => {
    const o = await buildUser(t.database.db, { role: ROLES.ORGANIZER });
    const s = await loginAs(t.app, o.email, o.password);
    const group = await groupA();
    const before = await rows(standTypes);
    const res = await s.inject({
      method: 'POST',
      url: '/api/stand_types',
      payload: { standGroup: group.id, artKey: 'kiosque', translations: { fr: { name: 'Kiosque' } } },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message_code).toBe('forbidden');
    expect((await s.inject({ method: 'DELETE', url: `/api/stand_groups/${group.id}` })).statusCode).toBe(403);
    expect(await rows(standTypes)).toBe(before);
    expect((await get(`/api/stand_groups/${group.id}`)).statusCode).toBe(200);
  });
  it('refuses an anonymous write (401)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/stand_groups', payload: { name: 'X' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad input (422, nothing written)', () => {
  it('rejects an art key with spaces and a missing French name', async () => {
    const group = await groupA();
    const before = await rows(standTypes);
    const res = await admin.inject({
      method: 'POST',
      url: '/api/stand_types',
      payload: { standGroup: group.id, artKey: 'mon stand', translations: { en: { name: 'Booth' } } },
    });
    expect(res.statusCode).toBe(422);
    expect(
      res.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
    ).toEqual(
      expect.arrayContaining([
        ['artKey', 'invalid_value'],
        ['translations.fr', 'required'],
      ]),
    );
    expect(await rows(standTypes)).toBe(before);
  });
  it('rejects an unknown character type value', async () => {
    const before = await rows(standCharacters);
    const res = await admin.inject({
      method: 'POST',
      url: '/api/stand_characters',
      payload: { type: 'TYPE_DANCER', artKey: 'danseur', translations: { fr: { name: 'Danseur' } } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'type', code: 'invalid_value' }),
    ]);
    expect(await rows(standCharacters)).toBe(before);
  });
  it('rejects a second group of the same name (409 conflict)', async () => {
    const before = await rows(standGroups);
    const res = await admin.inject({
      method: 'POST',
      url: '/api/stand_groups',
      payload: { name: 'Groupe A' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message_code).toBe('conflict');
    expect(await rows(standGroups)).toBe(before);
  });
});

describe('deleting a group still used by a type', () => {
  it('answers 409 not_deletable and keeps it', async () => {
    const group = await groupA();
    const res = await admin.inject({ method: 'DELETE', url: `/api/stand_groups/${group.id}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message_code).toBe('not_deletable');
    const [kept] = await t.database.db.select().from(standGroups).where(eq(standGroups.id, group.id));
    expect(kept?.name).toBe('Groupe A');
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining([
        '/api/stand_groups',
        '/api/stand_types/{id}',
        '/api/stand_type_variations',
        '/api/stand_character_types',
        '/api/stand_characters/type/{type}',
        '/api/stand_resource_types/{id}',
      ]),
    );
  });
});
