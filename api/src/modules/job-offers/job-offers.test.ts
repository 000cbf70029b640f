import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { ROLES, USER_TYPES, type JobOffer, type JobOfferListItem } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { countries, jobContractTypes, jobFamilies, jobFunctions, jobOffers } from '../../db/schema/index.ts';

type Inject = Awaited<ReturnType<typeof loginAs>>['inject'];
let t: TestApp;
let fair: Awaited<ReturnType<typeof buildFair>>;
let other: Awaited<ReturnType<typeof buildFair>>;
let noModule: Awaited<ReturnType<typeof buildFair>>;
let firm: Awaited<ReturnType<typeof buildFirm>>;
let rival: Awaited<ReturnType<typeof buildFirm>>;
const as: Record<string, Inject> = {};
const ref = { nursing: 0, care: 0, nurse: 0, cdi: 0, canada: 0 };

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  fair = await buildFair(db, { name: 'Salon Québec Santé', isUsingJobModule: true, isPublicAccess: false });
  other = await buildFair(db, { name: 'Salon Belgique', isUsingJobModule: true, isPublicAccess: false });
  noModule = await buildFair(db, { name: 'Salon sans emploi' });
  firm = await buildFirm(db, { name: 'CIUSSS de la Capitale-Nationale', fairIds: [fair.id, noModule.id] });
  rival = await buildFirm(db, { name: 'Hôpital rival', fairIds: [fair.id] });
  const byFr = async (
    table: typeof jobFamilies | typeof jobFunctions | typeof jobContractTypes,
    fr: string,
  ) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(sql`${table.translations}->'fr'->>'name' like ${fr + '%'}`)
    )[0]!.id;
  ref.nursing = await byFr(jobFamilies, 'Soins infirmiers');
  ref.care = await byFr(jobFamilies, 'Aide et soins');
  ref.nurse = await byFr(jobFunctions, 'Infirmier / infirmière');
  ref.cdi = await byFr(jobContractTypes, 'CDI');
  ref.canada = (await db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'CA')))[0]!.id;
  const people: Record<string, Parameters<typeof buildUser>[1]> = {
    standAdmin: {
      role: ROLES.EXHIBITOR,
      firmId: firm.id,
      userType: USER_TYPES.STAND_ADMIN,
      fairIds: [fair.id],
    },
    contact: {
      role: ROLES.EXHIBITOR,
      firmId: firm.id,
      userType: USER_TYPES.STAND_CONTACT,
      fairIds: [fair.id],
    },
    rivalAdmin: {
      role: ROLES.EXHIBITOR,
      firmId: rival.id,
      userType: USER_TYPES.STAND_ADMIN,
      fairIds: [fair.id],
    },
    organizer: { role: ROLES.ORGANIZER, adminOf: [fair.id] },
    otherOrganizer: { role: ROLES.ORGANIZER, adminOf: [other.id] },
    visitor: { role: ROLES.VISITOR, fairIds: [fair.id] },
    otherVisitor: { role: ROLES.VISITOR, fairIds: [other.id] },
  };
  for (const [name, input] of Object.entries(people)) {
    const user = await buildUser(db, input);
    as[name] = (await loginAs(t.app, user.email, user.password)).inject;
  }
});
afterAll(() => t.close());

const offerCount = async () => Number((await t.database.db.select({ n: count() }).from(jobOffers))[0]!.n);

const body = (over: Record<string, unknown> = {}) => ({
  firm: firm.id,
  fairs: [fair.id],
  translations: {
    fr: {
      title: 'Infirmière clinicienne – soins intensifs',
      description: '<p>Rejoignez <strong>notre équipe</strong></p><script>alert(1)</script>',
    },
    en: { title: 'Clinical nurse – intensive care', description: '<p>Join our team</p>' },
  },
  family: ref.nursing,
  function: ref.nurse,
  contractType: ref.cdi,
  country: ref.canada,
  city: 'Québec',
  workMode: 'on_site',
  startDate: '2027-03-01',
  numberOfPosts: 4,
  salaryMin: 65000,
  salaryMax: 98000,
  salaryCurrency: 'CAD',
  salaryPeriod: 'year',
  languages: [
    {
      language: 'fr',
      levels: { listening: 'B2', reading: 'B1', speaking: 'B2', writing: 'B1' },
      certificates: ['TEF', 'TCF'],
    },
  ],
  recognitionRequired: true,
  recognitionName: {
    fr: { name: 'OIIQ – Ordre des infirmières et infirmiers du Québec' },
    en: { name: 'OIIQ' },
  },
  recognitionSupported: true,
  immigrationSupport: true,
  relocationSupport: false,
  ...over,
});

const create = async (who: string, over: Record<string, unknown> = {}) =>
  as[who]!({ method: 'POST', url: '/api/jobs', payload: body(over) });

describe('POST /jobs', () => {
  it('lets the firm’s stand admin create an offer, sanitised, with its languages and recognition', async () => {
    const res = await create('standAdmin');
    expect(res.statusCode).toBe(201);
    const offer = res.json() as JobOffer;
    expect(offer).toMatchObject({
      firm: { id: firm.id, name: 'CIUSSS de la Capitale-Nationale' },
      fairs: [fair.id],
      title: 'Infirmière clinicienne – soins intensifs',
      description: '<p>Rejoignez <strong>notre équipe</strong></p>',
      status: 'draft',
      family: { id: ref.nursing, name: 'Soins infirmiers' },
      function: { id: ref.nurse },
      country: { id: ref.canada },
      city: 'Québec',
      numberOfPosts: 4,
      salaryMin: 65000,
      salaryMax: 98000,
      salaryCurrency: 'CAD',
      languages: [
        {
          language: 'fr',
          levels: { listening: 'B2', reading: 'B1', speaking: 'B2', writing: 'B1' },
          certificates: ['TEF', 'TCF'],
        },
      ],
      recognitionRequired: true,
      recognitionName: 'OIIQ – Ordre des infirmières et infirmiers du Québec',
      recognitionSupported: true,
      immigrationSupport: true,
      publishedAt: null,
      abilities: { update: true, delete: true },
    });
    expect(offer.description).not.toContain('script');
  });

  it('lets the fair’s organizer create an offer for a firm of the fair', async () => {
    const res = await create('organizer', { firm: rival.id, status: 'published' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ firm: { id: rival.id }, status: 'published' });
    expect((res.json() as JobOffer).publishedAt).not.toBeNull();
  });

  it('refuses a stand contact, another firm’s stand admin, a visitor and another fair’s organizer; nothing written', async () => {
    const before = await offerCount();
    for (const who of ['contact', 'rivalAdmin', 'visitor', 'otherOrganizer'])
      expect((await create(who)).statusCode, who).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/jobs', payload: body() })).statusCode).toBe(401);
    expect(await offerCount()).toBe(before);
  });

  it('refuses bad input with the exact violation codes, localised, and writes nothing', async () => {
    const before = await offerCount();
    const res = await as.standAdmin!({
      method: 'POST',
      url: '/api/jobs',
      headers: { 'accept-language': 'en' },
      payload: body({
        fairs: [other.id, noModule.id],
        salaryMin: 90000,
        salaryMax: 50000,
        languages: [
          { language: 'fr', levels: { speaking: 'B2' } },
          { language: 'fr', levels: { speaking: 'C1' } },
        ],
        recognitionName: null,
      }),
    });
    expect(res.statusCode).toBe(422);
    const problem = res.json() as { violations: { propertyPath: string; code: string; message: string }[] };
    expect(problem.violations.map((v) => [v.propertyPath, v.code])).toEqual([
      ['salaryMax', 'invalid_value'],
      ['languages.1.language', 'duplicate_language'],
      ['recognitionName', 'required'],
      ['fairs.0', 'firm_not_in_fair'],
      ['fairs.1', 'job_module_disabled'],
    ]);
    expect(problem.violations.find((v) => v.code === 'job_module_disabled')!.message).toBe(
      'This fair does not use the job module.',
    );
    const schema = await create('standAdmin', {
      translations: { en: { title: 'No French' } },
      languages: [{ language: 'fr', levels: { speaking: 'B3' } }],
      status: 'open',
    });
    expect(schema.statusCode).toBe(422);
    expect(
      (schema.json() as { violations: { propertyPath: string; code: string }[] }).violations.map((v) => [
        v.propertyPath,
        v.code,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['translations.fr', 'required'],
        ['status', 'invalid_value'],
        ['languages.0.levels.speaking', 'invalid_value'],
      ]),
    );
    expect(await offerCount()).toBe(before);
  });
});

describe('reading offers', () => {
  let draft: JobOffer;
  let published: JobOffer;
  let closed: JobOffer;
  beforeAll(async () => {
    draft = (await create('standAdmin', { translations: { fr: { title: 'Brouillon préposé' } } })).json();
    published = (
      await create('standAdmin', {
        status: 'published',
        family: ref.care,
        function: null,
        translations: { fr: { title: 'Préposé aux bénéficiaires' } },
        languages: [{ language: 'fr', levels: { speaking: 'B1', listening: 'B1' } }],
      })
    ).json();
    closed = (
      await create('standAdmin', { status: 'closed', translations: { fr: { title: 'Poste pourvu' } } })
    ).json();
  });

  it('shows a published offer to the fair’s visitor; drafts and closed ones are 404 for them', async () => {
    const res = await as.visitor!({ method: 'GET', url: `/api/jobs/${published.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Préposé aux bénéficiaires',
      abilities: { update: false, delete: false },
    });
    for (const offer of [draft, closed])
      expect((await as.visitor!({ method: 'GET', url: `/api/jobs/${offer.id}` })).statusCode).toBe(404);
    // Another fair's visitor and the anonymous: the fair is private.
    expect((await as.otherVisitor!({ method: 'GET', url: `/api/jobs/${published.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${published.id}` })).statusCode).toBe(404);
  });

  it('shows drafts to the firm’s members and the fair’s organizer, not to a rival', async () => {
    for (const who of ['contact', 'organizer']) {
      const res = await as[who]!({ method: 'GET', url: `/api/jobs/${draft.id}` });
      expect(res.statusCode, who).toBe(200);
    }
    expect((await as.contact!({ method: 'GET', url: `/api/jobs/${draft.id}` })).json()).toMatchObject({
      abilities: { update: false },
    });
    expect((await as.rivalAdmin!({ method: 'GET', url: `/api/jobs/${draft.id}` })).statusCode).toBe(404);
  });

  it('lists what the caller may see, with the declared filters', async () => {
    const titles = async (who: string, query: string, lang = 'fr') => {
      const res = await as[who]!({
        method: 'GET',
        url: `/api/jobs?${query}`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as JobOfferListItem[]).map((o) => o.title);
    };
    const visitorSees = await titles('visitor', `fair=${fair.id}&pagination=false`);
    expect(visitorSees).toContain('Préposé aux bénéficiaires');
    expect(visitorSees).not.toContain('Brouillon préposé');
    expect(visitorSees).not.toContain('Poste pourvu');
    expect(await titles('visitor', `fair=${fair.id}&family=${ref.care}`)).toEqual([
      'Préposé aux bénéficiaires',
    ]);
    expect(await titles('visitor', `fair=${fair.id}&search=bénéf`)).toEqual(['Préposé aux bénéficiaires']);
    // A B1 speaker can take the B1 offer, not the B2 ones.
    const b1 = await titles('visitor', `fair=${fair.id}&language=fr&languageLevel=B1&firm.id=${firm.id}`);
    expect(b1).toEqual(['Préposé aux bénéficiaires']);
    expect(await titles('standAdmin', `firm.id=${firm.id}&status=draft`)).toContain('Brouillon préposé');
    const bad = await as.visitor!({ method: 'GET', url: `/api/jobs?languageLevel=Z9&order[title]=up` });
    expect(bad.statusCode).toBe(400);
    expect(
      (bad.json() as { violations: { propertyPath: string; code: string }[] }).violations.map((v) => v.code),
    ).toEqual(['invalid_value', 'invalid_value']);
    expect((await as.otherVisitor!({ method: 'GET', url: `/api/jobs?fair=${fair.id}` })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs?fair=${fair.id}` })).statusCode).toBe(401);
    const page = await as.visitor!({ method: 'GET', url: `/api/jobs?fair=${fair.id}&itemsPerPage=1` });
    expect(page.headers['x-items-per-page']).toBe('1');
  });

  it('GET /jobs/list: every offer of the fair for its organizer only', async () => {
    const res = await as.organizer!({
      method: 'GET',
      url: `/api/jobs/list?fair=${fair.id}&pagination=false`,
    });
    expect(res.statusCode).toBe(200);
    const statuses = new Set((res.json() as JobOfferListItem[]).map((o) => o.status));
    expect(statuses).toEqual(new Set(['draft', 'published', 'closed']));
    for (const who of ['visitor', 'standAdmin', 'otherOrganizer'])
      expect((await as[who]!({ method: 'GET', url: `/api/jobs/list?fair=${fair.id}` })).statusCode, who).toBe(
        403,
      );
    const missing = await as.organizer!({ method: 'GET', url: '/api/jobs/list' });
    expect(missing.statusCode).toBe(400);
  });

  it('GET /jobs/my-offers: the caller’s firm’s offers, every status', async () => {
    const mine = (
      await as.contact!({ method: 'GET', url: '/api/jobs/my-offers' })
    ).json() as JobOfferListItem[];
    expect(mine.every((o) => o.firm.id === firm.id)).toBe(true);
    expect(mine.map((o) => o.id)).toEqual(expect.arrayContaining([draft.id, published.id, closed.id]));
    expect((await as.visitor!({ method: 'GET', url: '/api/jobs/my-offers' })).json()).toEqual([]);
  });
});

describe('PUT and DELETE /jobs/{id}', () => {
  it('publishes, keeps absent fields, and lets the organizer edit; rivals are refused and nothing changes', async () => {
    const offer = (await create('standAdmin')).json() as JobOffer;
    const published = await as.standAdmin!({
      method: 'PUT',
      url: `/api/jobs/${offer.id}`,
      payload: { status: 'published', numberOfPosts: 2 },
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: 'published',
      numberOfPosts: 2,
      city: 'Québec',
      languages: [{ language: 'fr', levels: { speaking: 'B2' } }],
    });
    expect((published.json() as JobOffer).publishedAt).not.toBeNull();
    const byOrganizer = await as.organizer!({
      method: 'PUT',
      url: `/api/jobs/${offer.id}`,
      payload: { translations: { fr: { title: 'Infirmière de nuit' } } },
    });
    expect(byOrganizer.statusCode).toBe(200);
    expect(byOrganizer.json()).toMatchObject({ title: 'Infirmière de nuit', status: 'published' });

    for (const who of ['rivalAdmin', 'contact', 'visitor']) {
      const res = await as[who]!({
        method: 'PUT',
        url: `/api/jobs/${offer.id}`,
        payload: { status: 'closed' },
      });
      expect(res.statusCode, who).toBe(403);
    }
    // Another fair's organizer does not even see it.
    expect(
      (
        await as.otherOrganizer!({
          method: 'PUT',
          url: `/api/jobs/${offer.id}`,
          payload: { status: 'closed' },
        })
      ).statusCode,
    ).toBe(404);
    const bad = await as.standAdmin!({
      method: 'PUT',
      url: `/api/jobs/${offer.id}`,
      payload: { fairs: [other.id], salaryMin: 200000 },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (bad.json() as { violations: { propertyPath: string; code: string }[] }).violations.map((v) => [
        v.propertyPath,
        v.code,
      ]),
    ).toEqual([
      ['salaryMax', 'invalid_value'],
      ['fairs.0', 'firm_not_in_fair'],
    ]);
    const [row] = await t.database.db.select().from(jobOffers).where(eq(jobOffers.id, offer.id));
    expect(row).toMatchObject({ status: 'published', salaryMin: 65000, numberOfPosts: 2 });
  });

  it('deletes for the stand admin; refuses others; a deleted offer is 404', async () => {
    const offer = (await create('standAdmin')).json() as JobOffer;
    expect((await as.rivalAdmin!({ method: 'DELETE', url: `/api/jobs/${offer.id}` })).statusCode).toBe(404);
    expect((await as.contact!({ method: 'DELETE', url: `/api/jobs/${offer.id}` })).statusCode).toBe(403);
    expect((await as.standAdmin!({ method: 'DELETE', url: `/api/jobs/${offer.id}` })).statusCode).toBe(204);
    expect((await as.standAdmin!({ method: 'GET', url: `/api/jobs/${offer.id}` })).statusCode).toBe(404);
  });
});
