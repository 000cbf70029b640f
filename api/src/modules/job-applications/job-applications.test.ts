import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { ROLES, USER_TYPES, type JobApplication, type JobApplicationListItem } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import {
  countries,
  jobApplicationEvents,
  jobApplications,
  jobDisponibilities,
  jobFunctions,
  jobOfferFairs,
  jobOfferLanguages,
  jobOffers,
  jobProfiles,
} from '../../db/schema/index.ts';

// permissions.md "solicitations (applications)": read = the candidate, the offer's firm, the
// organizer; create = the candidate, once per offer (validated members only); the firm moves the
// status; delete = the candidate withdraws while pending.

type Session = Awaited<ReturnType<typeof loginAs>> & { id: number; email: string };
interface Problem {
  message_code: string;
  violations: { propertyPath: string; code: string }[];
}
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const as: Record<string, Session> = {};
let fairA: { id: number };
let fairPub: { id: number };
let fairB: { id: number };
let firmX: { id: number };
let firmY: { id: number };
let offer: number;
let draft: number;
let ids: { nurse: number; dispo: number; morocco: number; canada: number };

const completeProfile = (functionId: number, speaking: string) => ({
  functions: [functionId],
  languages: [
    {
      language: 'fr',
      levels: { listening: 'C1', reading: 'C1', speaking, writing: 'B2' },
      certificates: ['TCF'],
    },
  ],
  residenceCountry: ids.morocco,
  disponibility: ids.dispo,
  recognition: 'in_progress',
});

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://salon.example' });
  const db = t.database.db;
  fairA = await buildFair(db, { isPublicAccess: false, isUsingJobModule: true, name: 'Salon Québec Santé' });
  fairPub = await buildFair(db, { isPublicAccess: true, isUsingJobModule: true });
  fairB = await buildFair(db, { isPublicAccess: false, isUsingJobModule: true });
  firmX = await buildFirm(db, { name: 'CIUSSS de la Capitale-Nationale', fairIds: [fairA.id, fairPub.id] });
  firmY = await buildFirm(db, { name: 'Hôpital rival', fairIds: [fairA.id] });
  const nurse = (await db.select().from(jobFunctions).where(eq(jobFunctions.iscoCode, '2221')))[0]!;
  const [dispo] = await db.select().from(jobDisponibilities).limit(1);
  const country = async (code: string) =>
    (await db.select().from(countries).where(eq(countries.code, code)))[0]!.id;
  ids = { nurse: nurse.id, dispo: dispo!.id, morocco: await country('MA'), canada: await country('CA') };

  const people: Record<string, Parameters<typeof buildUser>[1]> = {
    candidate: { fairIds: [fairA.id], locale: 'en', firstName: 'Amina', lastName: 'Diallo' },
    candidate2: { fairIds: [fairA.id], firstName: 'Yassine', lastName: 'Benali' },
    candidate3: { fairIds: [fairA.id], firstName: 'Lucía', lastName: 'Gómez' },
    incomplete: { fairIds: [fairA.id] },
    waiting: { fairIds: [fairPub.id], waitingIn: [fairPub.id] },
    adminX: {
      role: ROLES.EXHIBITOR,
      firmId: firmX.id,
      userType: USER_TYPES.STAND_ADMIN,
      fairIds: [fairA.id],
    },
    contactX: {
      role: ROLES.EXHIBITOR,
      firmId: firmX.id,
      userType: USER_TYPES.STAND_CONTACT,
      fairIds: [fairA.id],
    },
    adminY: {
      role: ROLES.EXHIBITOR,
      firmId: firmY.id,
      userType: USER_TYPES.STAND_ADMIN,
      fairIds: [fairA.id],
    },
    organizerA: { role: ROLES.ORGANIZER, adminOf: [fairA.id] },
    organizerB: { role: ROLES.ORGANIZER, adminOf: [fairB.id] },
  };
  for (const [name, input] of Object.entries(people)) {
    const user = await buildUser(db, input);
    as[name] = { ...(await loginAs(t.app, user.email, user.password)), id: user.id, email: user.email };
  }
  // Offers of firm X: a published one in fair A and the public fair, a draft.
  const [o, d] = await db
    .insert(jobOffers)
    .values([
      {
        firmId: firmX.id,
        status: 'published' as const,
        translations: {
          fr: { title: 'Infirmière – soins intensifs', description: '' },
          en: { title: 'ICU nurse', description: '' },
        },
        functionId: ids.nurse,
        familyId: nurse.familyId,
        countryId: ids.canada,
        publishedAt: new Date(),
      },
      {
        firmId: firmX.id,
        status: 'draft' as const,
        translations: { fr: { title: 'Brouillon', description: '' } },
      },
    ])
    .returning();
  offer = o!.id;
  draft = d!.id;
  await db.insert(jobOfferFairs).values([
    { offerId: offer, fairId: fairA.id },
    { offerId: offer, fairId: fairPub.id },
    { offerId: draft, fairId: fairA.id },
  ]);
  await db.insert(jobOfferLanguages).values({
    offerId: offer,
    language: 'fr',
    levels: { listening: 'B2', reading: null, speaking: 'B2', writing: null },
    maxRank: 4,
  });
  for (const [who, speaking] of [
    ['candidate', 'C1'],
    ['candidate2', 'B1'],
    ['candidate3', 'B2'],
    ['waiting', 'C1'],
    ['adminX', 'C1'],
  ] as const) {
    const res = await as[who]!.inject({
      method: 'PUT',
      url: '/api/job_profiles/me',
      payload: completeProfile(ids.nurse, speaking),
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const apply = (who: string, payload: Record<string, unknown>) =>
  as[who]!.inject({ method: 'POST', url: '/api/job_solicitations', payload });
const appCount = async () => Number((await t.database.db.select({ n: count() }).from(jobApplications))[0]!.n);
const rowOf = async (id: number) =>
  (await t.database.db.select().from(jobApplications).where(eq(jobApplications.id, id)))[0];
const list = async (who: string, qs = '') => {
  const res = await as[who]!.inject({ method: 'GET', url: `/api/job_solicitations${qs ? `?${qs}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as JobApplicationListItem[];
};
const mine: Record<string, number> = {};

describe('POST /job_solicitations', () => {
  it('401 without a session (before the body is read)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/job_solicitations', payload: [] });
    expect(res.statusCode).toBe(401);
  });

  it('lets a validated candidate with a complete profile apply once, in a fair of the offer where it is a member', async () => {
    const res = await apply('candidate', { job: offer, message: '  Disponible dès mars.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const app = res.json() as JobApplication;
    expect(app).toMatchObject({
      status: 0,
      message: 'Disponible dès mars.',
      job: {
        id: offer,
        title: 'Infirmière – soins intensifs',
        firm: { id: firmX.id, name: 'CIUSSS de la Capitale-Nationale' },
      },
      fair: { id: fairA.id, name: 'Salon Québec Santé' },
      candidate: { id: as.candidate!.id, firstName: 'Amina', lastName: 'Diallo' },
      match: null,
      lastFirmMessage: null,
      abilities: { update: false, delete: true, readProfile: true },
    });
    expect(app.history.map((h) => h.status)).toEqual([0]);
    mine.candidate = app.id;
    for (const who of ['candidate2', 'candidate3'])
      mine[who] = (
        (await apply(who, { job: offer, fair: fairA.id, message: null })).json() as JobApplication
      ).id;
    expect(await appCount()).toBe(3);
  });

  it('409 already_applied the second time, nothing written', async () => {
    const res = await apply('candidate', { job: offer });
    expect(res.statusCode).toBe(409);
    expect((res.json() as Problem).message_code).toBe('already_applied');
    expect(await appCount()).toBe(3);
  });

  it('422 job_profile_incomplete without a complete profile; 422 job_offer_not_published for a draft its firm sees', async () => {
    const incomplete = await apply('incomplete', { job: offer });
    expect(incomplete.statusCode).toBe(422);
    expect((incomplete.json() as Problem).message_code).toBe('job_profile_incomplete');
    const ownDraft = await apply('adminX', { job: draft });
    expect(ownDraft.statusCode).toBe(422);
    expect((ownDraft.json() as Problem).message_code).toBe('job_offer_not_published');
    expect(await appCount()).toBe(3);
  });

  it('refuses a waiting member (403 not_validated_in_fair), a draft it cannot see (404), and bad bodies with their codes', async () => {
    const waiting = await apply('waiting', { job: offer });
    expect(waiting.statusCode).toBe(403);
    expect((waiting.json() as Problem).message_code).toBe('not_validated_in_fair');
    expect((await apply('candidate', { job: draft })).statusCode).toBe(404);
    expect((await apply('candidate', { job: 999_999 })).statusCode).toBe(404);
    const wrongFair = await apply('incomplete', { job: offer, fair: fairB.id });
    expect(wrongFair.statusCode).toBe(422);
    expect((wrongFair.json() as Problem).violations.map((v) => [v.propertyPath, v.code])).toEqual([
      ['fair', 'invalid_value'],
    ]);
    const bad = await apply('incomplete', { job: 'x', message: 'x'.repeat(2001), extra: 1 });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as Problem).violations.map((v) => [v.propertyPath, v.code])).toEqual(
      expect.arrayContaining([
        ['job', 'invalid_type'],
        ['message', 'too_long'],
      ]),
    );
    expect(await appCount()).toBe(3);
  });
});

describe('GET /job_solicitations', () => {
  it('shows the candidate its own applications, without the match', async () => {
    const items = await list('candidate');
    expect(items.map((i) => i.id)).toEqual([mine.candidate]);
    expect(items[0]!.match).toBeNull();
    // `?job.id&profile.id` (the offer page asks whether the viewer applied)
    const profileId = items[0]!.profile.id;
    expect((await list('candidate', `job.id=${offer}&profile.id=${profileId}`)).length).toBe(1);
    // §7 `/job_solicitations/user?profile.id=`: the same, the profile required.
    const byProfile = async (who: string) =>
      (
        await as[who]!.inject({ method: 'GET', url: `/api/job_solicitations/user?profile.id=${profileId}` })
      ).json() as JobApplicationListItem[];
    expect((await byProfile('candidate')).map((i) => i.id)).toEqual([mine.candidate]);
    expect((await byProfile('adminX')).map((i) => i.id)).toEqual([mine.candidate]);
    expect(await byProfile('adminY')).toEqual([]);
    const missing = await as.candidate!.inject({ method: 'GET', url: '/api/job_solicitations/user' });
    expect(missing.statusCode).toBe(400);
  });

  it('shows the firm’s staff and the fair’s organizer every application with its score and reasons, sortable by score', async () => {
    for (const who of ['adminX', 'contactX', 'organizerA']) {
      const items = await list(who, `job.firm.id=${firmX.id}&status=0&order[score]=desc`);
      // Amina (C1) and Lucía (B2) meet the B2 asked: a tie, newest first; Yassine (B1) last.
      expect(items.map((i) => i.candidate.firstName)).toEqual(['Lucía', 'Amina', 'Yassine']);
      const [best] = items;
      expect(best!.match!.score).toBe(items[1]!.match!.score);
      expect(best!.match!.score).toBeGreaterThan(items[2]!.match!.score);
      expect(best!.match!.reasons.map((r) => r.code)).toContain('function_wanted');
      expect(best!.match!.labels.functions[String(ids.nurse)]).toBeTruthy();
      const short = items[2]!.match!.reasons.find((r) => r.criterion === 'language' && r.verdict !== 'met');
      expect(short).toMatchObject({
        code: 'language_close',
        params: { language: 'fr', skill: 'speaking', has: 'B1', asks: 'B2' },
      });
    }
    const asc = await list('adminX', `job.id=${offer}&order[score]=asc&itemsPerPage=1&page=1`);
    expect(asc.map((i) => i.candidate.firstName)).toEqual(['Yassine']);
  });

  it('shows a foreign firm, another fair’s organizer and another candidate nothing', async () => {
    expect(await list('adminY', `job.id=${offer}`)).toEqual([]);
    expect(await list('adminY', `job.firm.id=${firmX.id}`)).toEqual([]);
    expect(await list('organizerB')).toEqual([]);
    expect((await list('candidate2')).map((i) => i.id)).toEqual([mine.candidate2]);
  });

  it('400 on undeclared values of the declared filters', async () => {
    const res = await as.adminX!.inject({
      method: 'GET',
      url: '/api/job_solicitations?status=9&order[score]=up',
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as Problem).violations.map((v) => [v.propertyPath, v.code])).toEqual([
      ['status', 'too_big'],
      ['order[score]', 'invalid_value'],
    ]);
  });
});

describe('GET /job_solicitations/{id}', () => {
  it('404 to a foreign firm, another candidate and another fair’s organizer', async () => {
    for (const who of ['adminY', 'candidate2', 'organizerB']) {
      const res = await as[who]!.inject({ method: 'GET', url: `/api/job_solicitations/${mine.candidate}` });
      expect(res.statusCode).toBe(404);
    }
    expect((await rowOf(mine.candidate!))!.status).toBe(0);
  });

  it('the organizer reads it as it is; the firm opening a pending one marks it viewed and the candidate gets a mail in English', async () => {
    const org = await as.organizerA!.inject({
      method: 'GET',
      url: `/api/job_solicitations/${mine.candidate}`,
    });
    expect(org.statusCode).toBe(200);
    expect((org.json() as JobApplication).status).toBe(0);
    const res = await as.contactX!.inject({ method: 'GET', url: `/api/job_solicitations/${mine.candidate}` });
    expect(res.statusCode).toBe(200);
    const app = res.json() as JobApplication;
    expect(app).toMatchObject({ status: 1, abilities: { update: false, delete: false, readProfile: true } });
    expect(app.match!.score).toBeGreaterThan(0);
    expect(app.history.map((h) => h.status)).toEqual([0, 1]);
    const mail = await smtp.waitFor(as.candidate!.email);
    expect(mail.subject).toBe('Your application “ICU nurse”: viewed');
    expect(mail.text).toContain('https://salon.example/');
  });
});

describe('PUT /job_solicitations/{id}', () => {
  it('refuses a stand contact and the candidate (403), a foreign firm (404), nothing changed', async () => {
    const put = (who: string) =>
      as[who]!.inject({
        method: 'PUT',
        url: `/api/job_solicitations/${mine.candidate}`,
        payload: { status: 5 },
      });
    expect((await put('contactX')).statusCode).toBe(403);
    expect((await put('candidate')).statusCode).toBe(403);
    expect((await put('adminY')).statusCode).toBe(404);
    expect((await put('organizerB')).statusCode).toBe(404);
    expect((await rowOf(mine.candidate!))!.status).toBe(1);
  });

  it('400-class codes for a bad status or message', async () => {
    for (const [payload, expected] of [
      [{ status: 0 }, [['status', 'too_small']]],
      [{ status: 7 }, [['status', 'too_big']]],
      [{ status: 2, message: 'x'.repeat(2001) }, [['message', 'too_long']]],
      [{}, [['status', 'invalid_type']]],
    ] as const) {
      const res = await as.adminX!.inject({
        method: 'PUT',
        url: `/api/job_solicitations/${mine.candidate}`,
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect((res.json() as Problem).violations.map((v) => [v.propertyPath, v.code])).toEqual(expected);
    }
    expect((await rowOf(mine.candidate!))!.status).toBe(1);
  });

  it('lets the firm’s stand admin shortlist it with a message: history kept, the candidate mailed in its language', async () => {
    smtp.mails.length = 0;
    const res = await as.adminX!.inject({
      method: 'PUT',
      url: `/api/job_solicitations/${mine.candidate}`,
      payload: { status: 2, message: 'Nous aimerions vous rencontrer mardi.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const app = res.json() as JobApplication;
    expect(app).toMatchObject({ status: 2, lastFirmMessage: 'Nous aimerions vous rencontrer mardi.' });
    expect(app.history.map((h) => [h.status, h.message])).toEqual([
      [0, null],
      [1, null],
      [2, 'Nous aimerions vous rencontrer mardi.'],
    ]);
    const mail = await smtp.waitFor(as.candidate!.email);
    expect(mail.subject).toBe('Your application “ICU nurse”: shortlisted');
    expect(mail.text).toContain('Nous aimerions vous rencontrer mardi.');
    expect(mail.text).toContain('https://salon.example/');
    expect(mail.text).toContain('/jobs/cv/solicitations/my-applications');
    // The candidate sees the new status and the message.
    const [own] = await list('candidate');
    expect(own).toMatchObject({ status: 2, lastFirmMessage: 'Nous aimerions vous rencontrer mardi.' });
    // The organizer of the fair may move it too.
    const org = await as.organizerA!.inject({
      method: 'PUT',
      url: `/api/job_solicitations/${mine.candidate3}`,
      payload: { status: 6 },
    });
    expect(org.statusCode).toBe(200);
    expect(
      (
        await t.database.db
          .select()
          .from(jobApplicationEvents)
          .where(eq(jobApplicationEvents.applicationId, mine.candidate3!))
      ).length,
    ).toBe(2);
  });
});

describe('DELETE /job_solicitations/{id}', () => {
  it('refuses others (403 the firm, 404 strangers) and a handled application (409 application_not_pending)', async () => {
    const del = (who: string, id: number) =>
      as[who]!.inject({ method: 'DELETE', url: `/api/job_solicitations/${id}` });
    expect((await del('adminX', mine.candidate2!)).statusCode).toBe(403);
    expect((await del('adminY', mine.candidate2!)).statusCode).toBe(404);
    expect((await del('candidate', mine.candidate2!)).statusCode).toBe(404);
    const handled = await del('candidate', mine.candidate!);
    expect(handled.statusCode).toBe(409);
    expect((handled.json() as Problem).message_code).toBe('application_not_pending');
    expect(await appCount()).toBe(3);
  });

  it('lets the candidate withdraw a pending one', async () => {
    const res = await as.candidate2!.inject({
      method: 'DELETE',
      url: `/api/job_solicitations/${mine.candidate2}`,
    });
    expect(res.statusCode).toBe(204);
    expect(await rowOf(mine.candidate2!)).toBeUndefined();
    // … and apply again.
    const again = await apply('candidate2', { job: offer });
    expect(again.statusCode).toBe(201);
    mine.candidate2 = (again.json() as JobApplication).id;
  });
});

describe('GET /job_solicitations/pending-count', () => {
  it('counts the firm’s pending applications (the exhibitor badge); a foreign firm 0; the organizer its fair’s', async () => {
    const countOf = async (who: string, qs: string) => {
      const res = await as[who]!.inject({ method: 'GET', url: `/api/job_solicitations/pending-count?${qs}` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { count: number }).count;
    };
    expect(await countOf('adminX', `fair=${fairA.id}`)).toBe(1);
    expect(await countOf('contactX', '')).toBe(1);
    expect(await countOf('adminY', `fair=${fairA.id}`)).toBe(0);
    expect(await countOf('organizerA', `fair=${fairA.id}`)).toBe(1);
    expect(await countOf('organizerB', `fair=${fairA.id}`)).toBe(0);
    expect(await countOf('candidate', `fair=${fairA.id}`)).toBe(0);
    const unknown = await as.adminX!.inject({
      method: 'GET',
      url: '/api/job_solicitations/pending-count?fair=999999',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /job_solicitations/safeguards', () => {
  it('gives the fair’s organizer the applications from countries of the WHO safeguards list; others 403', async () => {
    const db = t.database.db;
    const figures = async () => {
      const res = await as.organizerA!.inject({
        method: 'GET',
        url: `/api/job_solicitations/safeguards?fair=${fairA.id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        isApplyingWhoSafeguards: boolean;
        applications: number;
        fromListedCountries: number;
      };
    };
    const before = await figures();
    expect(before).toMatchObject({ isApplyingWhoSafeguards: false, fromListedCountries: 0 });
    expect(before.applications).toBeGreaterThan(0);
    // The fair's candidates move to Senegal, on the WHO list: their applications count (they applied themselves).
    const senegal = (await db.select().from(countries).where(eq(countries.code, 'SN')))[0]!.id;
    const applicants = db
      .select({ id: jobApplications.profileId })
      .from(jobApplications)
      .where(eq(jobApplications.fairId, fairA.id));
    await db
      .update(jobProfiles)
      .set({ residenceCountryId: senegal })
      .where(inArray(jobProfiles.id, applicants));
    try {
      expect(await figures()).toMatchObject({
        applications: before.applications,
        fromListedCountries: before.applications,
      });
    } finally {
      await db
        .update(jobProfiles)
        .set({ residenceCountryId: ids.morocco })
        .where(inArray(jobProfiles.id, applicants));
    }
    for (const who of ['organizerB', 'adminX', 'candidate']) {
      const res = await as[who]!.inject({
        method: 'GET',
        url: `/api/job_solicitations/safeguards?fair=${fairA.id}`,
      });
      expect(res.statusCode, who).toBe(403);
    }
    const unknown = await as.organizerA!.inject({
      method: 'GET',
      url: '/api/job_solicitations/safeguards?fair=999999',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /job_solicitations/export', () => {
  it('gives the firm a CSV of the offer’s applications, formula cells neutralised; 404 to a foreign firm', async () => {
    await t.database.db
      .update(jobApplications)
      .set({ message: '=HYPERLINK("http://evil.example","click")' })
      .where(eq(jobApplications.id, mine.candidate2!));
    const res = await as.adminX!.inject({
      method: 'GET',
      url: `/api/job_solicitations/export?job.id=${offer}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(`applications-${offer}.csv`);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('"id","lastName","firstName","fair","status","score","appliedAt","message"');
    expect(lines).toHaveLength(4);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(res.body).toContain('"Diallo","Amina","Salon Québec Santé","présélectionnée"');
    for (const who of ['adminY', 'organizerB', 'candidate'])
      expect(
        (await as[who]!.inject({ method: 'GET', url: `/api/job_solicitations/export?job.id=${offer}` }))
          .statusCode,
      ).toBe(404);
    const bad = await as.adminX!.inject({ method: 'GET', url: '/api/job_solicitations/export' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the profiles’ read rule', () => {
  it('lets the firm applied to read the candidate’s profile (no diffusion); a foreign firm still gets 404', async () => {
    const [app] = await list('candidate');
    const url = `/api/job_profiles/${app!.profile.id}/full`;
    expect((await as.adminX!.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await as.contactX!.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await as.adminY!.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await as.adminY!.inject({ method: 'GET', url: `/api/job_profiles/${app!.profile.id}/cv` })).statusCode,
    ).toBe(404);
  });
});

describe('personal data', () => {
  it('the export holds the candidate’s applications; erasing the account deletes them', async () => {
    const exported = await as.candidate3!.inject({
      method: 'GET',
      url: `/api/users/${as.candidate3!.id}/export`,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().modules.jobApplications).toEqual([
      expect.objectContaining({ id: mine.candidate3, offer, fair: 'Salon Québec Santé', status: 'declined' }),
    ]);
    const erased = await as.candidate3!.inject({
      method: 'DELETE',
      url: `/api/users/${as.candidate3!.id}/delete`,
    });
    expect(erased.statusCode).toBe(204);
    expect(await rowOf(mine.candidate3!)).toBeUndefined();
  });
});

describe('deleting a profile', () => {
  it('takes its applications with it, each announced: the firm’s badge counts it out at once', async () => {
    const badge = async () =>
      (
        (await as.adminX!.inject({ method: 'GET', url: '/api/job_solicitations/pending-count' })).json() as {
          count: number;
        }
      ).count;
    expect(await badge()).toBe(1);
    const heard: number[] = [];
    const stop = t.app.bus.subscribe('job.application.changed', (p) => {
      heard.push(p.applicationId);
    });
    const res = await as.candidate2!.inject({ method: 'DELETE', url: '/api/job_profiles/me' });
    stop();
    expect(res.statusCode).toBe(204);
    expect(await rowOf(mine.candidate2!)).toBeUndefined();
    expect(heard).toEqual([mine.candidate2]);
    expect(await badge()).toBe(0);
  });
});
