import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ROLES, USER_TYPES, type JobOfferComputed, type JobOfferListItem } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import {
  civilStatuses,
  countries,
  jobDisponibilities,
  jobFamilies,
  jobFunctions,
} from '../../db/schema/index.ts';

// Issue 11, "the match that explains itself": the offer page and the offers list as a candidate sees them.
type Inject = Awaited<ReturnType<typeof loginAs>>['inject'];
let t: TestApp;
let fair: Awaited<ReturnType<typeof buildFair>>;
let candidate: Awaited<ReturnType<typeof buildUser>>;
const as: Record<string, Inject> = {};
const ref = { nursing: 0, nurse: 0, social: 0, socialWorker: 0, canada: 0, morocco: 0, soon: 0 };
const offers = { nurse: 0, social: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  fair = await buildFair(db, { name: 'Salon Québec Santé', isUsingJobModule: true, isPublicAccess: true });
  const firm = await buildFirm(db, { name: 'CIUSSS de la Capitale-Nationale', fairIds: [fair.id] });
  const byFr = async (
    table: typeof jobFamilies | typeof jobFunctions | typeof jobDisponibilities,
    fr: string,
  ) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(sql`${table.translations}->'fr'->>'name' like ${fr + '%'}`)
    )[0]!.id;
  ref.nursing = await byFr(jobFamilies, 'Soins infirmiers');
  ref.nurse = await byFr(jobFunctions, 'Infirmier / infirmière');
  ref.social = await byFr(jobFamilies, 'Travail social');
  ref.socialWorker = await byFr(jobFunctions, 'Assistant de service social');
  ref.soon = await byFr(jobDisponibilities, 'Immédiatement');
  const code = async (c: string) =>
    (await db.select({ id: countries.id }).from(countries).where(eq(countries.code, c)))[0]!.id;
  ref.canada = await code('CA');
  ref.morocco = await code('MA');
  const admin = await buildUser(db, {
    role: ROLES.EXHIBITOR,
    firmId: firm.id,
    userType: USER_TYPES.STAND_ADMIN,
    fairIds: [fair.id],
  });
  as.firm = (await loginAs(t.app, admin.email, admin.password)).inject;
  candidate = await buildUser(db, { role: ROLES.VISITOR, fairIds: [fair.id] });
  as.candidate = (await loginAs(t.app, candidate.email, candidate.password)).inject;
  const create = async (over: Record<string, unknown>) =>
    (
      await as.firm!({
        method: 'POST',
        url: '/api/jobs',
        payload: { firm: firm.id, fairs: [fair.id], status: 'published', country: ref.canada, ...over },
      })
    ).json().id as number;
  // Published first, so the list's default order (newest first) puts the social worker's post on top.
  offers.nurse = await create({
    translations: { fr: { title: 'Infirmière – médecine' } },
    family: ref.nursing,
    function: ref.nurse,
    languages: [{ language: 'fr', levels: { listening: 'B2', speaking: 'B2' } }],
    recognitionRequired: true,
    recognitionName: { fr: { name: 'OIIQ' } },
    recognitionSupported: true,
  });
  offers.social = await create({
    translations: { fr: { title: 'Travailleur social – jeunesse' } },
    family: ref.social,
    function: ref.socialWorker,
    languages: [{ language: 'fr', levels: { speaking: 'C2', writing: 'C2' } }],
  });
  // The candidate: a Moroccan nurse, French C1, recognition in progress, wants to work in Canada.
  const saved = await as.candidate!({
    method: 'PUT',
    url: '/api/job_profiles/me',
    payload: {
      families: [ref.nursing],
      functions: [ref.nurse],
      languages: [
        { language: 'fr', levels: { listening: 'C1', reading: 'C1', speaking: 'C1', writing: 'B2' } },
      ],
      residenceCountry: ref.morocco,
      disponibility: ref.soon,
      mobilityCountries: [ref.canada],
      recognition: 'in_progress',
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

const computed = async (inject: Inject | undefined, id: number, lang = 'en') => {
  const res = await (inject ?? t.app.inject.bind(t.app))({
    method: 'GET',
    url: `/api/jobs/computed/${id}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as JobOfferComputed;
};
const list = async (inject: Inject | undefined, query = '') => {
  const res = await (inject ?? t.app.inject.bind(t.app))({
    method: 'GET',
    url: `/api/jobs?fair=${fair.id}${query}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json() as JobOfferListItem[];
};

describe('GET /jobs/computed/{id}', () => {
  it('gives the candidate the offer with the score and a reason per criterion asked', async () => {
    const offer = await computed(as.candidate, offers.nurse);
    expect(offer).toMatchObject({ id: offers.nurse, title: 'Infirmière – médecine' });
    expect(offer.match!.reasons.map((r) => [r.criterion, r.verdict, r.code])).toEqual([
      ['function', 'met', 'function_wanted'],
      ['language', 'met', 'language_met'],
      ['language', 'met', 'language_met'],
      ['recognition', 'partly', 'recognition_in_progress'],
      ['place', 'met', 'place_wanted'],
    ]);
    // 30 + 25 + 5 + 10 earned of 30 + 25 + 10 + 10.
    expect(offer.match!.score).toBe(93);
    expect(offer.match!.reasons[1]).toMatchObject({
      params: { language: 'fr', skill: 'listening', has: 'C1', asks: 'B2' },
    });
  });

  it('says what is missing on an offer that fits less', async () => {
    const offer = await computed(as.candidate, offers.social);
    expect(
      offer.match!.reasons.filter((r) => r.verdict !== 'met').map((r) => [r.code, r.params.skill]),
    ).toEqual([
      ['function_other', undefined],
      ['language_close', 'speaking'],
      ['language_short', 'writing'],
    ]);
    expect(offer.match!.score).toBeLessThan(50);
  });

  it('has no match for a visitor without a profile, nor for the anonymous public', async () => {
    expect((await computed(undefined, offers.nurse)).match).toBeNull();
    expect((await computed(as.firm, offers.nurse)).match).toBeNull();
  });

  it('answers 404 for an offer the caller may not see, like the offer itself', async () => {
    const res = await as.candidate!({ method: 'GET', url: '/api/jobs/computed/999999' });
    expect(res.statusCode).toBe(404);
  });

  it('does not move when age, civil status or the account photo change (the match never reads them)', async () => {
    const before = await computed(as.candidate, offers.nurse);
    const [status] = await t.database.db.select({ id: civilStatuses.id }).from(civilStatuses).limit(2);
    const changed = await as.candidate!({
      method: 'PUT',
      url: `/api/users/${candidate.id}`,
      payload: { birthday: '1961-01-01', civilStatus: status!.id, country: ref.canada },
    });
    expect(changed.statusCode).toBe(200);
    expect(await computed(as.candidate, offers.nurse)).toEqual(before);
  });
});

describe('GET /jobs with the fit', () => {
  it('shows each offer’s score to a candidate and sorts by best fit on request', async () => {
    const newest = await list(as.candidate);
    expect(newest.map((o) => o.id)).toEqual([offers.social, offers.nurse]);
    expect(newest.map((o) => o.fitScore)).toEqual([
      (await computed(as.candidate, offers.social)).match!.score,
      93,
    ]);
    const best = await list(as.candidate, '&order[fit]=desc');
    expect(best.map((o) => [o.id, o.fitScore])).toEqual([
      [offers.nurse, 93],
      [offers.social, newest[0]!.fitScore],
    ]);
    // Paged in the fit's order.
    const second = await list(as.candidate, '&order[fit]=desc&itemsPerPage=1&page=2');
    expect(second.map((o) => o.id)).toEqual([offers.social]);
  });

  it('keeps the usual order and no score without a profile; refuses another direction (400)', async () => {
    const anonymous = await list(undefined, '&order[fit]=desc');
    expect(anonymous.map((o) => [o.id, o.fitScore])).toEqual([
      [offers.social, null],
      [offers.nurse, null],
    ]);
    const asc = await as.candidate!({ method: 'GET', url: `/api/jobs?fair=${fair.id}&order[fit]=asc` });
    // A malformed query is a 400 (api-conventions), naming the field.
    expect(asc.statusCode).toBe(400);
    expect(JSON.stringify(asc.json())).toContain('order[fit]');
  });
});
