import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { multipartBody, pdf, pngOf } from '../../../test/media-files.ts';
import {
  countries,
  fairs,
  jobDisponibilities,
  jobEducationLevels,
  jobFunctions,
  jobProfileDiffusions,
  jobProfiles,
  mediaObjects,
} from '../../db/schema/index.ts';
import type { MediaService } from '../media/index.ts';
import { createJobProfilesService } from './job-profiles.service.ts';

// permissions.md "job profiles (CV)": read = self; a firm's staff where the candidate accepts
// diffusion in a fair of the firm (applications: a later slice); the organizer of the candidate's
// fairs. Write and delete = self. CVs: never on /media, an authorised no-store download, 404 to others.

let t: TestApp;
type Session = Awaited<ReturnType<typeof loginAs>>;
const login = (u: { email: string; password: string }) => loginAs(t.app, u.email, u.password);

let fairA: { id: number };
let fairB: { id: number };
let candidate: Session & { id: number };
let exhibitorA: Session;
let contactA: Session;
let exhibitorB: Session;
let organizerA: Session;
let organizerB: Session;
let visitorA: Session;
let ids: {
  nurse: number;
  nursing: number;
  socialWorker: number;
  dispo: number;
  morocco: number;
  france: number;
  levels: { id: number; isced: number }[];
};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  fairA = await buildFair(db, { isPublicAccess: false });
  fairB = await buildFair(db);
  const firmA = await buildFirm(db, { fairIds: [fairA.id] });
  const firmB = await buildFirm(db, { fairIds: [fairB.id] });
  const c = await buildUser(db, { fairIds: [fairA.id, fairB.id] });
  candidate = { ...(await login(c)), id: c.id };
  exhibitorA = await login(
    await buildUser(db, {
      role: ROLES.EXHIBITOR,
      firmId: firmA.id,
      fairIds: [fairA.id],
      userType: USER_TYPES.STAND_ADMIN,
    }),
  );
  contactA = await login(
    await buildUser(db, {
      role: ROLES.EXHIBITOR,
      firmId: firmA.id,
      fairIds: [fairA.id],
      userType: USER_TYPES.STAND_CONTACT,
    }),
  );
  exhibitorB = await login(
    await buildUser(db, { role: ROLES.EXHIBITOR, firmId: firmB.id, fairIds: [fairB.id] }),
  );
  organizerA = await login(await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [fairA.id] }));
  organizerB = await login(
    await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [buildFairId(await buildFair(db))] }),
  );
  visitorA = await login(await buildUser(db, { fairIds: [fairA.id] }));
  const fn = async (isco: string) =>
    (await db.select().from(jobFunctions).where(eq(jobFunctions.iscoCode, isco)))[0]!;
  const nurse = await fn('2221');
  const socialWorker = await fn('2635');
  const [dispo] = await db.select().from(jobDisponibilities).limit(1);
  const country = async (code: string) =>
    (await db.select().from(countries).where(eq(countries.code, code)))[0]!.id;
  ids = {
    nurse: nurse.id,
    nursing: nurse.familyId,
    socialWorker: socialWorker.id,
    dispo: dispo!.id,
    morocco: await country('MA'),
    france: await country('FR'),
    levels: (
      await db
        .select()
        .from(jobEducationLevels)
        .where(eq(jobEducationLevels.countryId, await country('MA')))
    )
      .filter((l) => l.isced !== null)
      .slice(0, 2)
      .map((l) => ({ id: l.id, isced: l.isced! })),
  };
  expect(ids.levels).toHaveLength(2);
});
afterAll(() => t.close());
const buildFairId = (f: { id: number }) => f.id;

const complete = () => ({
  functions: [ids.nurse],
  languages: [
    {
      language: 'fr',
      levels: { listening: 'C1', reading: 'C1', speaking: 'C1', writing: 'B2' },
      certificates: ['TCF'],
    },
    { language: 'en', levels: { listening: 'B2', reading: 'B2', speaking: 'B1', writing: 'B1' } },
  ],
  residenceCountry: ids.morocco,
  disponibility: ids.dispo,
  recognition: 'in_progress',
  licence: 'walk-licence 42',
  experiences: [{ employer: 'CHU Ibn Rochd', function: ids.nurse, country: ids.morocco, years: 6 }],
  educations: ids.levels.map((l, i) => ({ educationLevel: l.id, title: `Diplôme ${i}`, year: 2015 + i })),
});
const profileCount = async () => Number((await t.database.db.select({ n: count() }).from(jobProfiles))[0]!.n);
const viewer = async (s: Session) => (await s.inject({ method: 'GET', url: '/api/user/detail' })).json();

describe('the candidate’s own profile', () => {
  it('401 without a session, 404 before a profile exists', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/job_profiles/me' })).statusCode).toBe(401);
    expect((await candidate.inject({ method: 'GET', url: '/api/job_profiles/me' })).statusCode).toBe(404);
  });

  it('refuses unknown references, duplicate languages and bad CEFR levels, writing nothing', async () => {
    const before = await profileCount();
    const unknown = await candidate.inject({
      method: 'PUT',
      url: '/api/job_profiles/me',
      payload: { functions: [ids.nurse, 999_999], residenceCountry: 999_998 },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'functions.1', code: 'invalid_value' }),
      expect.objectContaining({ propertyPath: 'residenceCountry', code: 'invalid_value' }),
    ]);
    const duplicate = await candidate.inject({
      method: 'PUT',
      url: '/api/job_profiles/me',
      payload: {
        languages: [
          { language: 'fr', levels: { speaking: 'B2' } },
          { language: 'fr', levels: { speaking: 'C1' } },
        ],
      },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'languages', code: 'duplicate_language' }),
    ]);
    const level = await candidate.inject({
      method: 'PUT',
      url: '/api/job_profiles/me',
      payload: { languages: [{ language: 'fr', levels: { speaking: 'D1' } }], recognition: 'maybe' },
    });
    expect(level.statusCode).toBe(422);
    expect(
      level.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
    ).toEqual(
      expect.arrayContaining([
        ['languages.0.levels.speaking', 'invalid_value'],
        ['recognition', 'invalid_value'],
      ]),
    );
    expect(await profileCount()).toBe(before);
  });

  it('creates an incomplete profile, then completes it: the user’s jobProfile follows (§4)', async () => {
    const first = await candidate.inject({
      method: 'PUT',
      url: '/api/job_profiles/me',
      payload: { functions: [ids.nurse] },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      user: candidate.id,
      functions: [ids.nurse],
      languages: [],
      isComplete: false,
      cv: null,
    });
    expect((await viewer(candidate)).jobProfile).toBeNull();

    const done = await candidate.inject({ method: 'PUT', url: '/api/job_profiles/me', payload: complete() });
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body).toMatchObject({
      id: first.json().id,
      functions: [ids.nurse],
      residenceCountry: ids.morocco,
      recognition: 'in_progress',
      licence: 'walk-licence 42',
      isComplete: true,
      languages: [
        { language: 'fr', levels: { listening: 'C1', writing: 'B2' }, certificates: ['TCF'] },
        { language: 'en', levels: { speaking: 'B1' }, certificates: [] },
      ],
    });
    expect((await viewer(candidate)).jobProfile).toEqual({ id: body.id });
    // A partial PUT keeps the rest.
    const partial = await candidate.inject({
      method: 'PUT',
      url: '/api/job_profiles/me',
      payload: { licence: null },
    });
    expect(partial.json()).toMatchObject({ licence: null, functions: [ids.nurse], isComplete: true });
    expect((await candidate.inject({ method: 'GET', url: '/api/job_profiles/me' })).json().id).toBe(body.id);
  });

  it('gives the match its input through the door', async () => {
    const door = createJobProfilesService(
      { db: t.database.db, bus: t.app.bus },
      {} as MediaService,
      async () => {},
    );
    const match = await door.matchProfileOf(candidate.id);
    expect(match).toMatchObject({
      functionIds: [ids.nurse],
      recognition: 'in_progress',
      experiences: [{ functionId: ids.nurse, familyId: ids.nursing, years: 6 }],
      languages: [{ language: 'fr', levels: { speaking: 'C1' } }, { language: 'en' }],
    });
    expect(typeof match!.disponibilityRank).toBe('number');
    // The highest ISCED level of the diplomas (a bachelor and a secondary diploma: the bachelor's).
    expect(match!.educationIsced).toBe(Math.max(...ids.levels.map((l) => l.isced)));
    expect(await door.matchProfileOf(999_999)).toBeNull();
  });
});

describe('the CV', () => {
  let profileId: number;
  it('takes a PDF only, stored privately: never on /media, downloaded with no-store', async () => {
    profileId = (await candidate.inject({ method: 'GET', url: '/api/job_profiles/me' })).json().id;
    const png = await candidate.inject({
      method: 'POST',
      url: '/api/job_profiles/me/cv',
      ...multipartBody(await pngOf(40, 40), 'cv.pdf', 'application/pdf'),
    });
    expect(png.statusCode).toBe(415);
    const res = await candidate.inject({
      method: 'POST',
      url: '/api/job_profiles/me/cv',
      ...multipartBody(pdf(), 'Mon CV.pdf', 'application/pdf'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().cv).toMatchObject({ name: 'Mon CV.pdf', mimeType: 'application/pdf' });
    expect(JSON.stringify(res.json())).not.toContain('private/');
    const [profile] = await t.database.db.select().from(jobProfiles).where(eq(jobProfiles.id, profileId));
    const [file] = await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.id, profile!.cvId!));
    expect(file!.filePath.startsWith('private/')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/media/${file!.filePath}` })).statusCode).toBe(404);

    const mine = await candidate.inject({ method: 'GET', url: `/api/job_profiles/${profileId}/cv` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-disposition']).toContain('Mon CV.pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('replacing the CV deletes the previous file', async () => {
    const before = (await t.database.db.select().from(jobProfiles).where(eq(jobProfiles.id, profileId)))[0]!
      .cvId!;
    const res = await candidate.inject({
      method: 'POST',
      url: '/api/job_profiles/me/cv',
      ...multipartBody(pdf(100), 'cv-2026.pdf', 'application/pdf'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().cv.name).toBe('cv-2026.pdf');
    expect(await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.id, before))).toEqual([]);
  });

  it('the media list shows a CV to its uploader only', async () => {
    const admin = await login(await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN }));
    const names = async (s: Session) =>
      (await s.inject({ method: 'GET', url: '/api/media_objects?pagination=false' }))
        .json()
        .map((m: { filePath: string }) => m.filePath) as string[];
    expect((await names(admin)).some((p) => p.startsWith('private/'))).toBe(false);
    expect((await names(candidate)).some((p) => p.startsWith('private/'))).toBe(true);
  });
});

describe('diffusion and who reads the profile', () => {
  let profileId: number;
  beforeAll(async () => {
    profileId = (await candidate.inject({ method: 'GET', url: '/api/job_profiles/me' })).json().id;
  });
  const status = (s: Session, url: string) => s.inject({ method: 'GET', url }).then((r) => r.statusCode);

  it('lists the candidate’s fairs with the choice; a fair it is not in is a 404', async () => {
    const list = await candidate.inject({ method: 'GET', url: '/api/job_profiles/me/diffusions' });
    expect(list.json()).toEqual([
      expect.objectContaining({ fair: fairA.id, isAcceptingDiffusion: false }),
      expect.objectContaining({ fair: fairB.id, isAcceptingDiffusion: false }),
    ]);
    const other = await buildFair(t.database.db);
    const res = await candidate.inject({
      method: 'PUT',
      url: `/api/job_profiles/me/diffusions/${other.id}`,
      payload: { isAcceptingDiffusion: true },
    });
    expect(res.statusCode).toBe(404);
    const bad = await candidate.inject({
      method: 'PUT',
      url: `/api/job_profiles/me/diffusions/${fairA.id}`,
      payload: { isAcceptingDiffusion: 'yes' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'isAcceptingDiffusion', code: 'invalid_type' }),
    ]);
    expect(await t.database.db.select().from(jobProfileDiffusions)).toEqual([]);
  });

  it('before diffusion: the fair’s exhibitors get 404, its organizer reads', async () => {
    expect(await status(exhibitorA, `/api/job_profiles/${profileId}`)).toBe(404);
    expect(await status(exhibitorA, `/api/job_profiles/${profileId}/cv`)).toBe(404);
    expect(await status(organizerA, `/api/job_profiles/${profileId}`)).toBe(200);
    expect(await status(organizerA, `/api/job_profiles/${profileId}/cv`)).toBe(200);
    const lib = await exhibitorA.inject({ method: 'GET', url: `/api/job_profiles/library?fair=${fairA.id}` });
    expect(lib.statusCode).toBe(200);
    expect(lib.json()).toEqual([]);
  });

  it('accepting diffusion in fair A opens the profile and CV to fair A’s firms only', async () => {
    const res = await candidate.inject({
      method: 'PUT',
      url: `/api/job_profiles/me/diffusions/${fairA.id}`,
      payload: { isAcceptingDiffusion: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ fair: fairA.id, isAcceptingDiffusion: true }),
      expect.objectContaining({ fair: fairB.id, isAcceptingDiffusion: false }),
    ]);
    for (const s of [exhibitorA, contactA, organizerA]) {
      expect(await status(s, `/api/job_profiles/${profileId}`)).toBe(200);
      const cv = await s.inject({ method: 'GET', url: `/api/job_profiles/${profileId}/cv` });
      expect(cv.statusCode).toBe(200);
      expect(cv.headers['cache-control']).toBe('private, no-store');
    }
    // A firm of another fair, that fair's organizer, another visitor of fair A: nothing.
    for (const s of [exhibitorB, organizerB, visitorA]) {
      expect(await status(s, `/api/job_profiles/${profileId}`)).toBe(404);
      expect(await status(s, `/api/job_profiles/${profileId}/full`)).toBe(404);
      const cv = await s.inject({ method: 'GET', url: `/api/job_profiles/${profileId}/cv` });
      expect(cv.statusCode).toBe(404);
      expect(cv.headers['content-type']).not.toBe('application/pdf');
      const list = await s.inject({ method: 'GET', url: `/api/job_profiles?user.id=${candidate.id}` });
      expect(list.json()).toEqual([]);
    }
    const exhibitorList = await exhibitorA.inject({
      method: 'GET',
      url: `/api/job_profiles?user.id=${candidate.id}`,
    });
    expect(exhibitorList.json()).toEqual([expect.objectContaining({ id: profileId })]);
  });

  it('the full profile carries translated labels (?locale=)', async () => {
    const res = await exhibitorA.inject({
      method: 'GET',
      url: `/api/job_profiles/${profileId}/full?locale=en`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.candidate).toEqual({ id: candidate.id, firstName: 'Camille', lastName: 'Test' });
    expect(body.labels.functions[String(ids.nurse)]).toMatch(/nurse/i);
    expect(body.labels.countries[String(ids.morocco)]).toBe('Morocco');
    expect(body.labels.languages.fr).toBeTruthy();
  });

  it('the CV library lists it in fair A with its filters; fair B’s firm is refused fair A’s library', async () => {
    const lib = (q = '') =>
      exhibitorA
        .inject({ method: 'GET', url: `/api/job_profiles/library?fair=${fairA.id}${q}` })
        .then((r) => r.json());
    const all = await lib();
    expect(all).toEqual([
      expect.objectContaining({
        id: profileId,
        candidate: { id: candidate.id, firstName: 'Camille', lastName: 'Test' },
        functions: [{ id: ids.nurse, name: expect.any(String) }],
        languages: [
          { language: 'fr', overall: 'B2' },
          { language: 'en', overall: 'B1' },
        ],
        residenceCountry: { id: ids.morocco, name: expect.any(String) },
        hasCv: true,
      }),
    ]);
    expect(await lib(`&function=${ids.nurse}`)).toHaveLength(1);
    expect(await lib(`&function=${ids.socialWorker}`)).toHaveLength(0);
    expect(await lib(`&family=${ids.nursing}`)).toHaveLength(1);
    expect(await lib('&language=fr&minLevel=B2')).toHaveLength(1);
    expect(await lib('&language=fr&minLevel=C1')).toHaveLength(0);
    expect(await lib('&language=en&minLevel=B1')).toHaveLength(1);
    expect(await lib(`&residenceCountry=${ids.morocco}`)).toHaveLength(1);
    expect(await lib(`&residenceCountry=${ids.france}`)).toHaveLength(0);
    const bad = await exhibitorA.inject({
      method: 'GET',
      url: `/api/job_profiles/library?fair=${fairA.id}&minLevel=D1`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'minLevel', code: 'invalid_value' }),
    ]);
    expect(
      (await organizerA.inject({ method: 'GET', url: `/api/job_profiles/library?fair=${fairA.id}` })).json(),
    ).toHaveLength(1);
    // Fair B: the candidate does not accept diffusion there. Fair A is private: a stranger gets 404, a member 403.
    expect(
      (await exhibitorB.inject({ method: 'GET', url: `/api/job_profiles/library?fair=${fairB.id}` })).json(),
    ).toEqual([]);
    expect(
      (await exhibitorB.inject({ method: 'GET', url: `/api/job_profiles/library?fair=${fairA.id}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await visitorA.inject({ method: 'GET', url: `/api/job_profiles/library?fair=${fairA.id}` }))
        .statusCode,
    ).toBe(403);
  });

  it('stopping diffusion closes it again', async () => {
    await candidate.inject({
      method: 'PUT',
      url: `/api/job_profiles/me/diffusions/${fairA.id}`,
      payload: { isAcceptingDiffusion: false },
    });
    expect(await status(exhibitorA, `/api/job_profiles/${profileId}/cv`)).toBe(404);
    await candidate.inject({
      method: 'PUT',
      url: `/api/job_profiles/me/diffusions/${fairA.id}`,
      payload: { isAcceptingDiffusion: true },
    });
  });

  it('WHO safeguards: a fair that applies them hides candidates residing in a listed country from its firms', async () => {
    const db = t.database.db;
    const library = () =>
      exhibitorA
        .inject({ method: 'GET', url: `/api/job_profiles/library?fair=${fairA.id}` })
        .then((r) => r.json() as { id: number }[]);
    const senegal = (await db.select().from(countries).where(eq(countries.code, 'SN')))[0]!.id;
    const moveTo = (residenceCountry: number) =>
      candidate.inject({ method: 'PUT', url: '/api/job_profiles/me', payload: { residenceCountry } });
    const safeguards = (on: boolean) =>
      db.update(fairs).set({ isApplyingWhoSafeguards: on }).where(eq(fairs.id, fairA.id));

    // Senegal is on the WHO list; fair A does not apply the safeguards yet: the firm finds her.
    expect((await moveTo(senegal)).statusCode).toBe(200);
    expect((await library()).map((p) => p.id)).toEqual([profileId]);
    await safeguards(true);
    try {
      expect(await library()).toEqual([]);
      expect(await status(exhibitorA, `/api/job_profiles/${profileId}`)).toBe(404);
      expect(await status(contactA, `/api/job_profiles/${profileId}/cv`)).toBe(404);
      // The organizer still reads the profile; the candidate her own.
      expect(await status(organizerA, `/api/job_profiles/${profileId}`)).toBe(200);
      expect(await status(candidate, '/api/job_profiles/me')).toBe(200);
      // Morocco is not on the list: found again.
      expect((await moveTo(ids.morocco)).statusCode).toBe(200);
      expect((await library()).map((p) => p.id)).toEqual([profileId]);
      expect(await status(exhibitorA, `/api/job_profiles/${profileId}`)).toBe(200);
    } finally {
      await safeguards(false);
      await moveTo(ids.morocco);
    }
  });
});

describe('the photo', () => {
  it('takes an image only, re-encoded; readers of the profile get it with no-store, others 404; removed once', async () => {
    const profileId = (await candidate.inject({ method: 'GET', url: '/api/job_profiles/me' })).json().id;
    const pdfPhoto = await candidate.inject({
      method: 'POST',
      url: '/api/job_profiles/me/photo',
      ...multipartBody(pdf(), 'me.pdf', 'application/pdf'),
    });
    expect(pdfPhoto.statusCode).toBe(415);
    const res = await candidate.inject({
      method: 'POST',
      url: '/api/job_profiles/me/photo',
      ...multipartBody(await pngOf(80, 80), 'me.png', 'image/png'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().photo).toMatchObject({ name: 'me.png', mimeType: 'image/png' });
    for (const s of [candidate, exhibitorA, organizerA]) {
      const photo = await s.inject({ method: 'GET', url: `/api/job_profiles/${profileId}/photo` });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['cache-control']).toBe('private, no-store');
    }
    for (const s of [exhibitorB, visitorA])
      expect(
        (await s.inject({ method: 'GET', url: `/api/job_profiles/${profileId}/photo` })).statusCode,
      ).toBe(404);
    expect((await candidate.inject({ method: 'DELETE', url: '/api/job_profiles/me/photo' })).statusCode).toBe(
      204,
    );
    expect((await candidate.inject({ method: 'DELETE', url: '/api/job_profiles/me/photo' })).statusCode).toBe(
      404,
    );
    expect(
      (await candidate.inject({ method: 'GET', url: `/api/job_profiles/${profileId}/photo` })).statusCode,
    ).toBe(404);
  });
});

describe('removal, export and erasure', () => {
  it('DELETE /me/cv removes the file; DELETE /me the profile (404 twice)', async () => {
    const c = await buildUser(t.database.db, { fairIds: [fairA.id] });
    const s = await login(c);
    await s.inject({ method: 'PUT', url: '/api/job_profiles/me', payload: complete() });
    await s.inject({
      method: 'POST',
      url: '/api/job_profiles/me/cv',
      ...multipartBody(pdf(), 'cv.pdf', 'application/pdf'),
    });
    const row = (await t.database.db.select().from(jobProfiles).where(eq(jobProfiles.userId, c.id)))[0]!;
    expect((await s.inject({ method: 'DELETE', url: '/api/job_profiles/me/cv' })).statusCode).toBe(204);
    expect(await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.id, row.cvId!))).toEqual([]);
    expect((await s.inject({ method: 'DELETE', url: '/api/job_profiles/me/cv' })).statusCode).toBe(404);
    expect((await s.inject({ method: 'DELETE', url: '/api/job_profiles/me' })).statusCode).toBe(204);
    expect((await s.inject({ method: 'DELETE', url: '/api/job_profiles/me' })).statusCode).toBe(404);
    expect((await viewer(s)).jobProfile).toBeNull();
  });

  it('the personal-data export holds the profile; erasure deletes it and its files', async () => {
    const c = await buildUser(t.database.db, { fairIds: [fairA.id] });
    const s = await login(c);
    await s.inject({ method: 'PUT', url: '/api/job_profiles/me', payload: complete() });
    await s.inject({
      method: 'POST',
      url: '/api/job_profiles/me/cv',
      ...multipartBody(pdf(), 'cv.pdf', 'application/pdf'),
    });
    await s.inject({
      method: 'POST',
      url: '/api/job_profiles/me/photo',
      ...multipartBody(await pngOf(60, 60), 'me.png', 'image/png'),
    });
    const row = (await t.database.db.select().from(jobProfiles).where(eq(jobProfiles.userId, c.id)))[0]!;
    const exported = await s.inject({ method: 'GET', url: `/api/users/${c.id}/export` });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().modules.jobProfile).toMatchObject({
      profile: {
        id: row.id,
        licence: 'walk-licence 42',
        cv: { name: 'cv.pdf' },
        photo: { mimeType: 'image/png' },
      },
      diffusions: [expect.objectContaining({ fair: fairA.id })],
      files: { cv: `/api/job_profiles/${row.id}/cv`, photo: `/api/job_profiles/${row.id}/photo` },
    });
    expect((await s.inject({ method: 'DELETE', url: `/api/users/${c.id}/delete` })).statusCode).toBe(204);
    expect(await t.database.db.select().from(jobProfiles).where(eq(jobProfiles.userId, c.id))).toEqual([]);
    for (const id of [row.cvId!, row.photoId!])
      expect(await t.database.db.select().from(mediaObjects).where(eq(mediaObjects.id, id))).toEqual([]);
  });
});
