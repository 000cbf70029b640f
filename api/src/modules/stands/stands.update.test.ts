import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { hallMapKey, MEDIA_TYPES } from '@passerelle/contract';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  businessSectors,
  elements,
  standBusinessSectors,
  standLanguages,
  standResources,
  stands,
} from '../../db/schema/index.ts';
import { catalogue, insertMedia, standSetup, violationCodes, type StandSetup } from './stands.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const setup = standSetup(() => t);
const db = () => t.database.db;
const put = (as: StandSetup['asOrg'], id: number, payload: Record<string, unknown>, lang = 'fr') =>
  as({ method: 'PUT', url: `/api/stands/put/${id}`, payload, headers: { 'accept-language': lang } });
const elementsOf = (standId: number) =>
  db()
    .select()
    .from(elements)
    .where(and(eq(elements.standId, standId), eq(elements.type, 8)));
const standRow = async (id: number) => (await db().select().from(stands).where(eq(stands.id, id)))[0]!;
/** Everything a write may change, to prove a refused write changed nothing. */
const snapshot = async (id: number) => ({
  stand: await standRow(id),
  languages: await db().select().from(standLanguages).where(eq(standLanguages.standId, id)),
  resources: await db()
    .select({ r: standResources })
    .from(standResources)
    .innerJoin(standLanguages, eq(standLanguages.id, standResources.standLanguageId))
    .where(eq(standLanguages.standId, id)),
  sectors: await db().select().from(standBusinessSectors).where(eq(standBusinessSectors.standId, id)),
  elements: await elementsOf(id),
});

/** A full content body as the configure screen sends it, with files the booth administrator uploaded. */
const content = async (s: StandSetup, uploader: number) => {
  const cat = await catalogue(db());
  const type = cat.types[1]!;
  const poster = await insertMedia(db(), { uploadedBy: uploader, width: 600, height: 900 });
  const logo = await insertMedia(db(), { uploadedBy: uploader });
  const pdf = await insertMedia(db(), { type: MEDIA_TYPES.document, uploadedBy: uploader });
  const pdf2 = await insertMedia(db(), { type: MEDIA_TYPES.document, uploadedBy: uploader });
  const sectors = await db().select().from(businessSectors).orderBy(asc(businessSectors.id)).limit(2);
  return {
    cat,
    type,
    poster,
    logo,
    pdf,
    pdf2,
    sectors,
    body: {
      name: 'Hôpital des Deux-Rives',
      logo: logo.id,
      theme: 'corail',
      standType: type.id,
      standTypeVariation: cat.variationsOf(type.id)[1]!.id,
      persons: {
        mainDesk: cat.standing[0]!.id,
        seated: cat.seated[0]!.id,
        watching: cat.videoStanding[1]!.id,
      },
      contactName: 'Service RH',
      contactEmail: 'rh@hopital.example',
      sectors: sectors.map((x) => x.id),
      languages: [
        {
          language: 'fr',
          title: 'Bienvenue',
          infos:
            '<p style="color: #1e6091; position: fixed">Nous <strong>recrutons</strong><script>alert(1)</script></p><iframe src="https://x.example"></iframe><a href="javascript:alert(1)">lien</a>',
          resources: [
            { type: 'TYPE_BROCHURE', media: pdf2.id, title: 'Guide', description: 'Le guide' },
            { type: 'TYPE_BROCHURE', media: pdf.id, title: 'Postes' },
            { type: 'TYPE_POSTER', media: poster.id },
            { type: 'TYPE_VIDEO', url: 'https://youtu.be/dQw4w9WgXcQ' },
          ],
        },
        { language: 'en', title: 'Welcome', infos: '<p>We are hiring</p>', resources: [] },
      ],
    },
  };
};

describe('PUT /api/stands/put/{id}', () => {
  it('lets a booth administrator replace the content, sanitised, with resources in order', async () => {
    const s = await setup();
    const c = await content(s, s.boothAdmin.id);
    const res = await put(s.asBoothAdmin, s.standId, c.body, 'en');
    expect(res.statusCode).toBe(200);
    const stand = res.json();
    expect(stand).toMatchObject({
      name: 'Hôpital des Deux-Rives',
      theme: 'corail',
      logo: { id: c.logo.id, mimeType: 'image/png', url: expect.stringMatching(/^\/media\//) },
      type: { id: c.type.id, artKey: c.type.artKey, name: c.type.translations.en!.name },
      variation: { artKey: 'sombre' },
      persons: {
        mainDesk: { id: c.cat.standing[0]!.id, artKey: c.cat.standing[0]!.artKey },
        seated: { id: c.cat.seated[0]!.id },
        watching: { id: c.cat.videoStanding[1]!.id },
        standing: null,
        videoroomSpeaker: null,
      },
      generalContact: { name: 'Service RH', email: 'rh@hopital.example', phone: null },
      sectors: expect.arrayContaining(c.sectors.map((x) => expect.objectContaining({ id: x.id }))),
      abilities: { update: true, organize: false, addPeople: true, removePeople: true, delete: false },
    });
    const [en, fr] = stand.languages;
    expect(en).toMatchObject({
      language: 'en',
      title: 'Welcome',
      infos: '<p>We are hiring</p>',
      resources: [],
    });
    expect(fr.language).toBe('fr');
    expect(fr.infos).toBe('<p style="color:#1e6091">Nous <strong>recrutons</strong></p>lien');
    expect(
      fr.resources.map((r: { type: string; position: number; media: { id: number } | null }) => [
        r.type,
        r.position,
        r.media?.id ?? null,
      ]),
    ).toEqual([
      ['TYPE_BROCHURE', 0, c.pdf2.id],
      ['TYPE_BROCHURE', 1, c.pdf.id],
      ['TYPE_POSTER', 2, c.poster.id],
      ['TYPE_VIDEO', 3, null],
    ]);
    expect(fr.resources[3]).toMatchObject({
      url: 'https://youtu.be/dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    expect(fr.resources[0]).toMatchObject({ title: 'Guide', description: 'Le guide' });

    // A language left out keeps its content; a language given replaces its own.
    const again = await put(s.asBoothAdmin, s.standId, {
      languages: [
        { language: 'en', title: 'Hello', resources: [{ type: 'TYPE_BROCHURE', media: c.pdf.id }] },
      ],
    });
    expect(again.statusCode).toBe(200);
    const langs = again.json().languages;
    expect(langs.find((l: { language: string }) => l.language === 'fr').resources).toHaveLength(4);
    expect(langs.find((l: { language: string }) => l.language === 'en')).toMatchObject({
      title: 'Hello',
      infos: null,
      resources: [expect.objectContaining({ type: 'TYPE_BROCHURE', position: 0 })],
    });
    expect(again.json().name).toBe('Hôpital des Deux-Rives');
  });

  it('lets the firm’s stand admin edit the content and send the organizer fields unchanged', async () => {
    const s = await setup();
    const res = await put(s.asStandAdmin, s.standId, {
      name: 'Nouveau nom',
      isVisible: false,
      firm: s.firm.id,
      fairHall: s.hallA.id,
      number: 1,
      isHiddenByOrganizer: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nouveau nom', isVisible: false, number: 1 });
  });

  it('refuses a stand contact who is not booth administrator, another firm and a visitor (403), writing nothing', async () => {
    const s = await setup();
    const before = await snapshot(s.standId);
    for (const as of [s.asContact, s.asOther, s.asVisitor])
      expect((await put(as, s.standId, { name: 'Piraté' })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/stands/put/${s.standId}`, payload: { name: 'x' } }))
        .statusCode,
    ).toBe(401);
    expect(await snapshot(s.standId)).toEqual(before);
  });

  it('refuses organizer fields with another value from anyone but the organizer (403)', async () => {
    const s = await setup();
    const before = await snapshot(s.standId);
    for (const body of [
      { fairHall: s.hallB.id, number: 2 },
      { number: 2 },
      { fairHall: null },
      { isHiddenByOrganizer: true },
      { firm: s.otherFirm.id },
    ])
      expect((await put(s.asStandAdmin, s.standId, { name: 'Changé', ...body })).statusCode).toBe(403);
    expect(await snapshot(s.standId)).toEqual(before);
    const org = await put(s.asOrg, s.standId, { isHiddenByOrganizer: true, firm: s.otherFirm.id });
    expect(org.statusCode).toBe(200);
    expect(org.json()).toMatchObject({ isHiddenByOrganizer: true, firm: { id: s.otherFirm.id } });
  });

  it('moves the type-8 element with the booth, frees it on unassignment, and refuses a taken slot (409)', async () => {
    const s = await setup();
    expect(await elementsOf(s.standId)).toEqual([
      expect.objectContaining({ map: hallMapKey(s.hallA.id), position: 1 }),
    ]);
    const moved = await put(s.asOrg, s.standId, { fairHall: s.hallB.id, number: 3 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ fairHall: { id: s.hallB.id }, number: 3 });
    expect(await elementsOf(s.standId)).toEqual([
      expect.objectContaining({ map: hallMapKey(s.hallB.id), position: 3 }),
    ]);
    // Another booth takes hall A slot 1 (free again); moving onto it is a conflict.
    const other = await s.asOrg({
      method: 'POST',
      url: '/api/stands',
      payload: { fair: s.fair.id, firm: s.otherFirm.id, name: 'Voisin', fairHall: s.hallA.id, number: 1 },
    });
    expect(other.statusCode).toBe(201);
    const before = await snapshot(s.standId);
    const taken = await put(s.asOrg, s.standId, { fairHall: s.hallA.id, number: 1, name: 'Jamais' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message_code: 'stand_slot_taken',
      violations: [expect.objectContaining({ propertyPath: 'number', code: 'stand_slot_taken' })],
    });
    expect(await snapshot(s.standId)).toEqual(before);
    // Only the number: same hall, new slot.
    expect((await put(s.asOrg, s.standId, { number: 6 })).json().number).toBe(6);
    const out = await put(s.asOrg, s.standId, { fairHall: null });
    expect(out.json()).toMatchObject({ fairHall: null, number: null });
    expect(await elementsOf(s.standId)).toEqual([]);
    expect(await standRow(s.standId)).toMatchObject({ fairHallId: null, number: null });
  });

  it('lets only one of two concurrent moves to one slot win', async () => {
    const s = await setup();
    const second = await s.asOrg({
      method: 'POST',
      url: '/api/stands',
      payload: { fair: s.fair.id, firm: s.otherFirm.id, name: 'Second' },
    });
    const results = await Promise.all([
      put(s.asOrg, s.standId, { fairHall: s.hallB.id, number: 4 }),
      put(s.asOrg, second.json().id, { fairHall: s.hallB.id, number: 4 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const onSlot = await db()
      .select()
      .from(elements)
      .where(and(eq(elements.map, hallMapKey(s.hallB.id)), eq(elements.position, 4)));
    expect(onSlot).toHaveLength(1);
  });

  it('rejects bad input with exact codes and paths, writing nothing', async () => {
    const s = await setup();
    const c = await content(s, s.boothAdmin.id);
    const wide = await insertMedia(db(), { uploadedBy: s.boothAdmin.id, width: 600, height: 300 });
    const video = await insertMedia(db(), { type: MEDIA_TYPES.video, uploadedBy: s.boothAdmin.id });
    const foreign = await insertMedia(db(), { uploadedBy: s.otherExhibitor.id });
    const before = await snapshot(s.standId);
    const bad = async (body: Record<string, unknown>, status = 422) => {
      const res = await put(s.asBoothAdmin, s.standId, body);
      expect(res.statusCode).toBe(status);
      expect(await snapshot(s.standId)).toEqual(before);
      return res.json();
    };
    expect(violationCodes(await bad({ languages: [{ language: 'es', title: 'Hola' }] }))).toEqual({
      'languages.0.language': 'language_not_in_fair',
    });
    const persons = await bad({
      persons: { mainDesk: c.cat.seated[0]!.id, seated: c.cat.standing[0]!.id, watching: 999_999 },
    });
    expect(persons.message_code).toBe('wrong_character_type');
    expect(violationCodes(persons)).toEqual({
      'persons.mainDesk': 'wrong_character_type',
      'persons.seated': 'wrong_character_type',
      'persons.watching': 'wrong_character_type',
    });
    const logo = await bad({ logo: wide.id });
    expect(logo.message_code).toBe('logo_not_square');
    expect(violationCodes(logo)).toEqual({ logo: 'logo_not_square' });
    expect(
      violationCodes(
        await bad({
          languages: [{ language: 'fr', resources: [{ type: 'TYPE_VIDEO', url: 'https://evil.example/v' }] }],
        }),
      ),
    ).toEqual({ 'languages.0.resources.0.url': 'invalid_video_link' });
    expect(
      violationCodes(
        await bad({
          languages: [
            { language: 'en' },
            {
              language: 'fr',
              resources: [{ type: 'TYPE_BROCHURE', media: c.pdf.id, description: 'x'.repeat(301) }],
            },
          ],
        }),
      ),
    ).toEqual({ 'languages.1.resources.0.description': 'too_long' });
    expect(
      violationCodes(
        await bad({
          image: video.id,
          languages: [
            {
              language: 'fr',
              resources: [
                { type: 'TYPE_POSTER', media: c.pdf.id },
                { type: 'TYPE_BROCHURE', media: 987_654 },
                { type: 'TYPE_BROCHURE', media: foreign.id },
                { type: 'TYPE_BROCHURE', media: video.id },
              ],
            },
          ],
        }),
      ),
    ).toEqual({
      image: 'wrong_media_kind',
      'languages.0.resources.0.media': 'wrong_media_kind',
      'languages.0.resources.1.media': 'media_not_found',
      'languages.0.resources.2.media': 'media_not_found',
      'languages.0.resources.3.media': 'wrong_media_kind',
    });
    const otherType = c.cat.types.find((x) => x.id !== c.type.id)!;
    expect(
      violationCodes(
        await bad({ standType: c.type.id, standTypeVariation: c.cat.variationsOf(otherType.id)[0]!.id }),
      ),
    ).toEqual({ standTypeVariation: 'invalid_value' });
    expect(violationCodes(await bad({ sectors: [987_654] }))).toEqual({ sectors: 'invalid_value' });
    expect(violationCodes(await bad({ theme: 'fluo', extra: 1 }))).toEqual({
      theme: 'invalid_value',
      extra: 'unknown_field',
    });
  });
});

describe('DELETE /api/stands/{id}', () => {
  it('is the organizer’s: the booth and all its content go, its element leaves the map', async () => {
    const s = await setup();
    const c = await content(s, s.boothAdmin.id);
    expect((await put(s.asBoothAdmin, s.standId, c.body)).statusCode).toBe(200);
    for (const as of [s.asVisitor, s.asStandAdmin, s.asBoothAdmin])
      expect((await as({ method: 'DELETE', url: `/api/stands/${s.standId}` })).statusCode).toBe(403);
    expect((await snapshot(s.standId)).resources).toHaveLength(4);
    const res = await s.asOrg({ method: 'DELETE', url: `/api/stands/${s.standId}` });
    expect(res.statusCode).toBe(204);
    const after = await db().select().from(stands).where(eq(stands.id, s.standId));
    expect(after).toEqual([]);
    expect(await db().select().from(standLanguages).where(eq(standLanguages.standId, s.standId))).toEqual([]);
    expect(
      await db().select().from(standBusinessSectors).where(eq(standBusinessSectors.standId, s.standId)),
    ).toEqual([]);
    expect(await elementsOf(s.standId)).toEqual([]);
    expect(
      await db()
        .select()
        .from(elements)
        .where(eq(elements.map, hallMapKey(s.hallA.id))),
    ).toEqual([]);
    expect((await s.asOrg({ method: 'GET', url: `/api/stands/${s.standId}` })).statusCode).toBe(404);
  });
});
