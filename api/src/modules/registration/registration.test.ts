import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import {
  businessSectors,
  civilStatuses,
  countries,
  dataLists,
  fairFirms,
  fairUsers,
  firmBusinessSectors,
  firmJoinRequests,
  firms,
  firmTypes,
  languages,
  registrationForms,
  stands,
  users,
} from '../../db/schema/index.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const ids = {
  civility: 0,
  country: 0,
  langs: [] as number[],
  diploma: 0,
  availability: 0,
  firmType: 0,
  sectors: [] as number[],
};
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://salon.example',
    REGISTER_MAX_PER_IP: '500',
  });
  const db = t.database.db;
  ids.civility = (await db.select().from(civilStatuses).limit(1))[0]!.id;
  ids.country = (await db.select().from(countries).where(eq(countries.code, 'CA')))[0]!.id;
  ids.langs = (await db.select().from(languages).limit(2)).map((l) => l.id);
  ids.diploma = (await db.select().from(dataLists).where(eq(dataLists.ref, 'diploma_level')).limit(1))[0]!.id;
  ids.availability = (
    await db.select().from(dataLists).where(eq(dataLists.ref, 'availability')).limit(1)
  )[0]!.id;
  ids.firmType = (await db.select().from(firmTypes).limit(1))[0]!.id;
  ids.sectors = (await db.select().from(businessSectors).limit(2)).map((s) => s.id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let seq = 0;
const visitor = (fair: number, extra: Record<string, unknown> = {}) => ({
  fair,
  email: `Infirmiere.${++seq}@Example.org`,
  password: 'Soins!2026a',
  confirmation: 'Soins!2026a',
  firstName: 'Amina',
  lastName: 'Diallo',
  acceptConditions: true,
  acceptDiffusion: true,
  locale: 'en',
  fields: {
    jobTitle: 'Infirmière',
    country: ids.country,
    languages: ids.langs,
    customDiplomaLevel: ids.diploma,
    customHasWorkPermit: true,
    customWorkPermitUntil: '2027-06',
  },
  ...extra,
});
const register = (kind: 'visitor' | 'exhibitor', payload: object, lang = 'fr') =>
  t.app.inject({
    method: 'POST',
    url: `/api/register/${kind}`,
    headers: { 'accept-language': lang },
    payload,
  });
/** The mail to `to` whose subject contains `subject` (several may reach one address). */
const mailTo = async (to: string, subject: string, timeoutMs = 5000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const m = smtp.mails.find((x) => x.to.includes(to) && x.subject.includes(subject));
    if (m) return m;
    if (Date.now() > until)
      throw new Error(
        `no mail "${subject}" for ${to}: ${smtp.mails
          .filter((x) => x.to.includes(to))
          .map((x) => x.subject)
          .join(' | ')}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
};
const userCount = async () => Number((await t.database.db.select({ n: count() }).from(users))[0]!.n);

describe('GET /visitor_registration_form_composition/block', () => {
  it('serves the default visitor and exhibitor forms to anyone, with a dependent field', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/visitor_registration_form_composition/block',
    });
    expect(res.statusCode).toBe(200);
    const form = res.json();
    expect(form.type).toBe('visitor');
    const fields = form.blocks.flatMap((b: { fields: { identifier: string }[] }) => b.fields);
    expect(fields.map((f: { identifier: string }) => f.identifier)).toContain('customHasWorkPermit');
    expect(
      fields.find((f: { identifier: string }) => f.identifier === 'customWorkPermitUntil').dependsOn,
    ).toEqual({
      identifier: 'customHasWorkPermit',
      value: 'true',
    });
    const exhibitor = await t.app.inject({
      method: 'GET',
      url: '/api/visitor_registration_form_composition/block?type=exhibitor',
    });
    expect(exhibitor.json().type).toBe('exhibitor');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/visitor_registration_form_composition/block?type=robot',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /register/visitor', () => {
  it('creates a waiting visitor of the fair, stores the answers and mails the person and the organizers', async () => {
    const fair = await buildFair(t.database.db, { name: 'Salon Santé Montréal' });
    const organizer = await buildUser(t.database.db, {
      role: 'ROLE_ORGANIZER',
      adminOf: [fair.id],
      locale: 'fr',
    });
    const res = await register('visitor', visitor(fair.id));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ fair: fair.id, isValidated: 0, firm: null, firstName: 'Amina' });
    expect(body.email).toBe(`infirmiere.${seq}@example.org`);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.id));
    expect(row).toMatchObject({
      roles: ['ROLE_VISITOR'],
      userType: 4,
      jobTitle: 'Infirmière',
      countryId: ids.country,
      languageIds: ids.langs,
      locale: 'en',
      isAcceptingDiffusion: true,
      customFields: {
        customDiplomaLevel: ids.diploma,
        customHasWorkPermit: true,
        customWorkPermitUntil: '2027-06',
      },
    });
    const [membership] = await t.database.db
      .select()
      .from(fairUsers)
      .where(and(eq(fairUsers.userId, body.id), eq(fairUsers.fairId, fair.id)));
    expect(membership!.isValidated).toBe(0);

    const mine = await smtp.waitFor(body.email);
    expect(mine.subject).toBe('Your registration for Salon Santé Montréal');
    expect(mine.text).toContain('Hello Amina,');
    expect(mine.text).toContain('waiting for the organizer’s validation');
    expect(mine.text).toContain(`https://salon.example/${fair.homepage}/login`);
    const notice = await smtp.waitFor(organizer.email);
    expect(notice.subject).toBe('Nouvelle inscription à Salon Santé Montréal : Amina Diallo');
    expect(notice.text).toContain('comme visiteur');

    const session = await loginAs(t.app, body.email, 'Soins!2026a');
    expect((session.user as { fairUsers?: unknown }).fairUsers).toEqual([{ fair: fair.id, isValidated: 0 }]);
  });

  it('keeps the answers in the personal-data export and erases them with the account', async () => {
    const fair = await buildFair(t.database.db);
    const res = await register('visitor', visitor(fair.id));
    const session = await loginAs(t.app, res.json().email, 'Soins!2026a');
    const exported = await session.inject({ method: 'GET', url: `/api/users/${res.json().id}/export` });
    expect(exported.json().user.customFields).toMatchObject({ customHasWorkPermit: true });
    const erased = await session.inject({ method: 'DELETE', url: `/api/users/${res.json().id}/delete` });
    expect(erased.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row!.customFields).toEqual({});
    expect(row!.jobTitle).toBeNull();
  });

  it('validates at once in a fair that validates automatically, and drops a hidden dependent answer', async () => {
    const fair = await buildFair(t.database.db, { isAutoValidatingUsers: true });
    const payload = visitor(fair.id);
    payload.fields.customHasWorkPermit = false;
    const res = await register('visitor', payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().isValidated).toBe(1);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row!.customFields).toEqual({ customDiplomaLevel: ids.diploma, customHasWorkPermit: false });
    expect(row!.isValidated).toBe(1);
  });

  it('refuses bad input field by field, with the §5 messages, and writes nothing', async () => {
    const fair = await buildFair(t.database.db);
    const before = await userCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'Ab1!', confirmation: 'Ab1!' }, 'password', 'password_too_short'],
      [{ password: 'abcdefgh1', confirmation: 'abcdefgh1' }, 'password', 'password_composition'],
      [{ password: 'Password1!', confirmation: 'Password1!' }, 'password', 'password_common'],
      [{ confirmation: 'Soins!2026b' }, 'confirmation', 'password_mismatch'],
      [{ acceptConditions: false }, 'acceptConditions', 'must_accept'],
      [{ acceptDiffusion: false }, 'acceptDiffusion', 'must_accept'],
      [{ email: 'pas-une-adresse' }, 'email', 'invalid_email'],
      [
        { fields: { ...visitor(0).fields, languages: [ids.langs[0], ids.langs[0]] } },
        'fields.languages',
        'duplicate_language',
      ],
      [
        { fields: { ...visitor(0).fields, customDiplomaLevel: undefined } },
        'fields.customDiplomaLevel',
        'required',
      ],
      [
        { fields: { ...visitor(0).fields, customHasWorkPermit: undefined } },
        'fields.customHasWorkPermit',
        'required',
      ],
      [
        { fields: { ...visitor(0).fields, customDiplomaLevel: ids.availability } },
        'fields.customDiplomaLevel',
        'invalid_value',
      ],
      [{ fields: { ...visitor(0).fields, customUnknown: 'x' } }, 'fields.customUnknown', 'unknown_field'],
      [{ fields: { ...visitor(0).fields, country: 999_999 } }, 'fields.country', 'invalid_value'],
      [{ role: 'ROLE_SUPER_ADMIN' }, 'role', 'unknown_field'],
    ];
    for (const [patch, path, code] of cases) {
      const res = await register('visitor', { ...visitor(fair.id), ...patch }, 'en');
      expect(res.statusCode, `${path} ${code}`).toBe(422);
      const violation = res.json().violations.find((v: { propertyPath: string }) => v.propertyPath === path);
      expect(violation?.code, `${path}: ${res.body}`).toBe(code);
      expect(violation.message).not.toBe(code);
    }
    const short = await register(
      'visitor',
      { ...visitor(fair.id), password: 'Ab1!', confirmation: 'Ab1!' },
      'fr',
    );
    expect(short.json().violations[0].message).toMatch(/8 caractères/);
    expect(await userCount()).toBe(before);
  });

  it('tells an existing e-mail from a person already registered in this fair', async () => {
    const fair = await buildFair(t.database.db);
    const other = await buildFair(t.database.db);
    const member = await buildUser(t.database.db, { fairIds: [fair.id] });
    const inFair = await register('visitor', visitor(fair.id, { email: member.email.toUpperCase() }), 'en');
    expect(inFair.statusCode).toBe(409);
    expect(inFair.json().message_code).toBe('user_exists');
    const elsewhere = await register('visitor', visitor(other.id, { email: member.email }), 'en');
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().violations[0]).toMatchObject({ propertyPath: 'email', code: 'email_exists' });
  });

  it('is refused where the fair does not take registrations', async () => {
    const closed = await buildFair(t.database.db, { status: 4 });
    const noVisitors = await buildFair(t.database.db, { isRegistrationUserHomepage: false });
    const before = await userCount();
    for (const fair of [closed, noVisitors]) {
      const res = await register('visitor', visitor(fair.id), 'en');
      expect(res.statusCode).toBe(403);
      expect(res.json().message_code).toBe('registration_closed');
    }
    const missing = await register('visitor', visitor(999_999), 'en');
    expect(missing.statusCode).toBe(422);
    expect(await userCount()).toBe(before);
  });
});

describe('POST /register/exhibitor', () => {
  const exhibitor = (fair: number, firmName: string, extra: Record<string, unknown> = {}) => ({
    ...visitor(fair),
    fields: { jobTitle: 'Directrice des soins', phone: '+1 514 555 0100' },
    firm: { name: firmName, firmType: ids.firmType, sectors: ids.sectors, website: 'chu-exemple.ca' },
    ...extra,
  });

  it('creates the firm with its sectors and makes the person its stand admin', async () => {
    const fair = await buildFair(t.database.db);
    const res = await register('exhibitor', exhibitor(fair.id, 'CHU Exemple de Laval'));
    expect(res.statusCode).toBe(201);
    const { firm, id, joinRequest } = res.json();
    expect(firm).toEqual({ id: expect.any(Number), name: 'CHU Exemple de Laval' });
    expect(joinRequest).toBeNull();
    const [row] = await t.database.db.select().from(firms).where(eq(firms.id, firm.id));
    expect(row!.website).toBe('https://chu-exemple.ca');
    const sectors = await t.database.db
      .select()
      .from(firmBusinessSectors)
      .where(eq(firmBusinessSectors.firmId, firm.id));
    expect(sectors.map((s) => s.sectorId).sort()).toEqual([...ids.sectors].sort());
    expect(await t.database.db.select().from(fairFirms).where(eq(fairFirms.firmId, firm.id))).toHaveLength(1);
    const [admin] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(admin).toMatchObject({
      roles: ['ROLE_EXHIBITOR'],
      userType: 5,
      firmId: firm.id,
      jobTitle: 'Directrice des soins',
    });
    expect(await smtp.waitFor(res.json().email)).toMatchObject({
      subject: `Your registration for ${fair.name}`,
    });
  });

  it('turns an existing firm’s name into a join request: a plain account without firm rights, the firm and the fair told', async () => {
    const db = t.database.db;
    const fair = await buildFair(db, { name: 'Salon des Rives' });
    const otherFair = await buildFair(db);
    const founder = await register('exhibitor', exhibitor(fair.id, 'CISSS Exemple des Rives'));
    const firm = founder.json().firm as { id: number; name: string };
    const [hiddenBooth] = await db
      .insert(stands)
      .values({ fairId: fair.id, firmId: firm.id, name: 'Stand en préparation', isVisible: false })
      .returning();
    const founderSession = await loginAs(t.app, founder.json().email, 'Soins!2026a');
    expect(
      (await founderSession.inject({ method: 'GET', url: `/api/stands/${hiddenBooth!.id}` })).statusCode,
    ).toBe(200);
    const firmsBefore = Number((await db.select({ n: count() }).from(firms))[0]!.n);

    // Same name, other case and spaces, through another fair: it asks, it does not join.
    const res = await register(
      'exhibitor',
      exhibitor(otherFair.id, '  cisss EXEMPLE des rives ', {
        locale: 'nl',
        firm: { name: '  cisss EXEMPLE des rives ' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.firm).toBeNull();
    expect(body.joinRequest).toEqual({
      id: expect.any(Number),
      firm: { id: firm.id, name: 'CISSS Exemple des Rives' },
      status: 'pending',
    });
    const [row] = await db.select().from(users).where(eq(users.id, body.id));
    expect(row).toMatchObject({ roles: ['ROLE_VISITOR'], userType: 4, firmId: null, locale: 'nl' });
    const [membership] = await db.select().from(fairUsers).where(eq(fairUsers.userId, body.id));
    expect(membership).toMatchObject({ fairId: otherFair.id, isValidated: 0 });
    const [request] = await db.select().from(firmJoinRequests).where(eq(firmJoinRequests.userId, body.id));
    expect(request).toMatchObject({
      id: body.joinRequest.id,
      firmId: firm.id,
      fairId: otherFair.id,
      userType: 6,
      requestedById: body.id,
      status: 'pending',
      decidedById: null,
      decidedAt: null,
    });
    // No firm created, and the firm is not linked to the fair it was named in.
    expect(Number((await db.select({ n: count() }).from(firms))[0]!.n)).toBe(firmsBefore);
    expect(
      (await db.select().from(fairFirms).where(eq(fairFirms.firmId, firm.id))).map((l) => l.fairId),
    ).toEqual([fair.id]);

    // Until accepted, nothing of the firm's private side: its people, its hidden booth, its record.
    const session = await loginAs(t.app, body.email, 'Soins!2026a');
    const people = await session.inject({ method: 'GET', url: `/api/firms/${firm.id}/all-users` });
    expect(people.statusCode).toBe(403);
    const booth = await session.inject({ method: 'GET', url: `/api/stands/${hiddenBooth!.id}` });
    expect(booth.statusCode).toBe(404);
    expect((await session.inject({ method: 'GET', url: `/api/firms/${firm.id}` })).statusCode).toBe(403);

    // The person hears the firm must accept them; the stand admin and the fair's organizers are
    // told, each in their own language, with the firm's users screen.
    const mine = await mailTo(body.email, 'verzoek verstuurd naar CISSS Exemple des Rives');
    expect(mine.text).toContain('beheerders gevraagd u als lid te aanvaarden');
    const notice = await mailTo(founder.json().email, 'asks to join CISSS Exemple des Rives');
    expect(notice.subject).toBe('Amina Diallo asks to join CISSS Exemple des Rives');
    expect(notice.text).toContain(`(${body.email}) asks to join CISSS Exemple des Rives as stand contact`);
    expect(notice.text).toContain(`https://salon.example/${otherFair.homepage}/firm/users/${firm.id}`);
  });

  it('mails the join request to the organizers of the fair it came through, in their language', async () => {
    const db = t.database.db;
    const fair = await buildFair(db, { name: 'Salon Brabant' });
    const organizer = await buildUser(db, { role: 'ROLE_ORGANIZER', adminOf: [fair.id], locale: 'de' });
    const founder = await register('exhibitor', exhibitor(fair.id, 'Clinique du Brabant'));
    expect(founder.statusCode).toBe(201);
    const res = await register('exhibitor', exhibitor(fair.id, 'CLINIQUE DU BRABANT'));
    expect(res.json().joinRequest.firm.name).toBe('Clinique du Brabant');
    const notice = await mailTo(organizer.email, 'möchte Clinique du Brabant beitreten');
    expect(notice.text).toContain('als Standkontakt beitreten, über die Messe Salon Brabant');
    expect(notice.text).toContain(`/firm/users/${founder.json().firm.id}`);
    // The usual registration notice still tells the organizers about the new member of the fair.
    await mailTo(organizer.email, 'Neue Anmeldung zu Salon Brabant');
  });

  it('tells the form whether a name would ask to join an existing firm', async () => {
    await buildFirm(t.database.db, { name: 'Hôpital de la Source' });
    const ask = (name: string) =>
      t.app.inject({ method: 'GET', url: `/api/register/firm-match?name=${encodeURIComponent(name)}` });
    const found = await ask(' hôpital DE LA source ');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ firm: { name: 'Hôpital de la Source' } });
    expect((await ask('Hôpital de la Sourc')).json()).toEqual({ firm: null });
    const short = await ask('H');
    expect(short.statusCode).toBe(400);
  });

  it('requires the firm, a known type and sectors, and writes nothing otherwise', async () => {
    const fair = await buildFair(t.database.db);
    await buildFirm(t.database.db, { name: 'Existante' });
    const before = await userCount();
    const noFirm = await register(
      'exhibitor',
      { ...visitor(fair.id), fields: { jobTitle: 'RH', phone: '1' } },
      'en',
    );
    expect(noFirm.statusCode).toBe(422);
    expect(noFirm.json().violations.map((v: { propertyPath: string }) => v.propertyPath)).toContain('firm');
    const badType = await register(
      'exhibitor',
      exhibitor(fair.id, 'Nouvelle', { firm: { name: 'Nouvelle', firmType: 999_999, sectors: [] } }),
      'en',
    );
    expect(badType.statusCode).toBe(422);
    expect(badType.json().violations).toContainEqual(
      expect.objectContaining({ propertyPath: 'firm.sectors', code: 'required' }),
    );
    const unknownType = await register(
      'exhibitor',
      exhibitor(fair.id, 'Nouvelle', { firm: { name: 'Nouvelle', firmType: 999_999, sectors: ids.sectors } }),
      'en',
    );
    expect(unknownType.json().violations).toContainEqual(
      expect.objectContaining({ propertyPath: 'firm.firmType', code: 'invalid_value' }),
    );
    const missingJob = await register(
      'exhibitor',
      { ...exhibitor(fair.id, 'Nouvelle'), fields: { phone: '1' } },
      'en',
    );
    expect(missingJob.json().violations).toContainEqual(
      expect.objectContaining({ propertyPath: 'fields.jobTitle', code: 'required' }),
    );
    expect(await userCount()).toBe(before);
    expect(await t.database.db.select().from(firms).where(eq(firms.name, 'Nouvelle'))).toHaveLength(0);
  });
});

describe('POST /visitor_registration_form_composition/block', () => {
  const composition = {
    blocks: [
      {
        translations: { fr: { name: 'Parcours' }, en: { name: 'Background' } },
        fields: [
          {
            identifier: 'jobTitle',
            kind: 'builtin',
            required: true,
            translations: { fr: { label: 'Métier' } },
          },
          {
            identifier: 'customLicensed',
            kind: 'checkbox',
            required: true,
            translations: { fr: { label: 'Inscrit à un ordre ?' } },
          },
          {
            identifier: 'customLicenceNumber',
            kind: 'text',
            required: true,
            translations: { fr: { label: 'Numéro de permis' } },
            dependsOn: { identifier: 'customLicensed', value: 'true' },
          },
          {
            identifier: 'customLevel',
            kind: 'table',
            ref: 'language_level',
            translations: { fr: { label: 'Niveau de français' } },
          },
        ],
      },
    ],
  };
  const save = (inject: Awaited<ReturnType<typeof loginAs>>['inject'], body: object, type = 'visitor') =>
    inject({
      method: 'POST',
      url: `/api/visitor_registration_form_composition/block?type=${type}`,
      payload: body,
      headers: { 'accept-language': 'en' },
    });

  it('lets the super admin store a form that registration then follows (custom and dependent fields)', async () => {
    const admin = await buildUser(t.database.db, { role: 'ROLE_SUPER_ADMIN' });
    const session = await loginAs(t.app, admin.email, admin.password);
    const res = await save(session.inject, composition);
    onTestFinished(() => t.database.db.delete(registrationForms).then(() => undefined));
    expect(res.statusCode).toBe(200);
    expect(res.json().blocks[0].fields[2].dependsOn).toEqual({ identifier: 'customLicensed', value: 'true' });
    const served = await t.app.inject({
      method: 'GET',
      url: '/api/visitor_registration_form_composition/block?type=visitor',
    });
    expect(served.json().blocks).toEqual(res.json().blocks);

    const fair = await buildFair(t.database.db);
    const missing = await register(
      'visitor',
      { ...visitor(fair.id), fields: { jobTitle: 'IDE', customLicensed: true } },
      'en',
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'fields.customLicenceNumber', code: 'required' }),
    ]);
    const ok = await register('visitor', {
      ...visitor(fair.id),
      fields: { jobTitle: 'IDE', customLicensed: true, customLicenceNumber: 'OIIQ-1234' },
    });
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, ok.json().id));
    expect(row!.customFields).toEqual({ customLicensed: true, customLicenceNumber: 'OIIQ-1234' });
  });

  it('refuses bad compositions with the §5 messages and keeps the stored form', async () => {
    const admin = await buildUser(t.database.db, { role: 'ROLE_SUPER_ADMIN' });
    const session = await loginAs(t.app, admin.email, admin.password);
    const field = (f: object) => ({
      blocks: [{ translations: { fr: { name: 'B' } }, fields: f instanceof Array ? f : [f] }],
    });
    const label = { fr: { label: 'L' } };
    const cases: [object, string, string][] = [
      [
        field({ identifier: 'diploma', kind: 'text', translations: label }),
        'blocks.0.fields.0.identifier',
        'custom_field_prefix',
      ],
      [
        field([
          { identifier: 'customA', kind: 'text', translations: label },
          { identifier: 'customA', kind: 'checkbox', translations: label },
        ]),
        'blocks.0.fields.1.identifier',
        'custom_field_duplicate',
      ],
      [
        field({ identifier: 'customList', kind: 'table', ref: 'no_such_list', translations: label }),
        'blocks.0.fields.0.ref',
        'invalid_value',
      ],
      [
        field({
          identifier: 'customB',
          kind: 'text',
          translations: label,
          dependsOn: { identifier: 'customLater', value: 'x' },
        }),
        'blocks.0.fields.0.dependsOn.identifier',
        'invalid_value',
      ],
      [
        field({ identifier: 'password', kind: 'builtin', translations: label }),
        'blocks.0.fields.0.identifier',
        'invalid_value',
      ],
      [
        field({ identifier: 'customC', kind: 'text', translations: { en: { label: 'no French' } } }),
        'blocks.0.fields.0.translations.fr',
        'required',
      ],
    ];
    for (const [body, path, code] of cases) {
      const res = await save(session.inject, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(
        res
          .json()
          .violations.map((v: { propertyPath: string; code: string }) => `${v.propertyPath} ${v.code}`),
      ).toContain(`${path} ${code}`);
    }
    expect(await t.database.db.select().from(registrationForms)).toHaveLength(0);
  });

  it('is the super admin’s only', async () => {
    const fair = await buildFair(t.database.db);
    for (const role of ['ROLE_SUPER_ORGANIZER', 'ROLE_ORGANIZER', 'ROLE_VISITOR'] as const) {
      const u = await buildUser(t.database.db, { role, adminOf: role === 'ROLE_ORGANIZER' ? [fair.id] : [] });
      const session = await loginAs(t.app, u.email, u.password);
      expect((await save(session.inject, composition)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/visitor_registration_form_composition/block',
      payload: composition,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await t.database.db.select().from(registrationForms)).toHaveLength(0);
  });
});

describe('registration throttle', () => {
  it('stops a burst of registrations from one address with 429 and Retry-After', async () => {
    const small = await buildTestApp({ REGISTER_MAX_PER_IP: '2' });
    try {
      const fair = await buildFair(small.database.db);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await small.app.inject({
          method: 'POST',
          url: '/api/register/visitor',
          payload: visitor(fair.id),
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await small.close();
    }
  });
});

describe('the fair’s user maximum', () => {
  it('holds under concurrency: twenty parallel registrations at max − 1 give one account', async () => {
    const fair = await buildFair(t.database.db, {
      isRegistrationUserHomepage: true,
      numberMaxUser: 3,
    });
    for (let i = 0; i < 2; i++) await buildUser(t.database.db, { fairIds: [fair.id] });
    // From twenty addresses, as twenty people would (the per-address limits stay out of it).
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/register/visitor',
          remoteAddress: `10.9.0.${i + 1}`,
          payload: visitor(fair.id),
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(new Set(refused.map((r) => `${r.statusCode} ${r.json().message_code}`))).toEqual(
      new Set(['409 fair_user_limit_reached']),
    );
    const [n] = await t.database.db
      .select({ n: count() })
      .from(fairUsers)
      .where(eq(fairUsers.fairId, fair.id));
    expect(Number(n?.n)).toBe(3);
  });
});
