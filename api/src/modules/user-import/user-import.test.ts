import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, sql } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import { ROLES, USER_IMPORT_MAX_BYTES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { fairAdmins, fairUsers, users } from '../../db/schema/index.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const userCount = async () => Number((await t.database.db.select({ n: count() }).from(users))[0]?.n);
const membersOf = async (fairId: number) =>
  Number(
    (await t.database.db.select({ n: count() }).from(fairUsers).where(eq(fairUsers.fairId, fairId)))[0]?.n,
  );
const usersWithEmails = (emails: string[]) =>
  t.database.db
    .select()
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));

/** A multipart/form-data body with one `file` part, as a browser's FormData sends it. */
const upload = (content: Buffer | string, filename: string, type = 'text/csv') => {
  const boundary = `----passerelle${randomUUID().replace(/-/g, '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

type Session = Awaited<ReturnType<typeof loginAs>>;
const send = (s: Session, path: 'preview' | 'import', fairId: number, body: ReturnType<typeof upload>) =>
  s.inject({
    method: 'POST',
    url: path === 'preview' ? `/api/users/import/preview?fair=${fairId}` : `/api/users/import?fair=${fairId}`,
    ...body,
  });

const organizerOf = async (fairId: number) => {
  const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fairId] });
  return loginAs(t.app, org.email, org.password);
};

/**
 * The mixed file of the issue, as French Excel saves it (BOM, `;`, French headers, an extra
 * column): three valid rows, a bad e-mail, a duplicate, an existing e-mail, a stand contact
 * without firm, an unknown firm.
 */
const mixedFile = (tag: string, firmId: number, existing: string) =>
  '\uFEFF' +
  [
    'Courriel;Prénom;Nom;Type;Exposant;Langue;Téléphone',
    `visiteur-${tag}@test.example;Zoé;Martin;4;;fr;0102030405`,
    `contact-${tag}@test.example;Inès;Moreau;6;${firmId};EN;`,
    `orga-${tag}@test.example;Paul;Roy;3;;;`,
    `pas-un-email;Léa;Petit;4;;fr;`,
    `VISITEUR-${tag}@test.example;Zoé;Martin bis;4;;fr;`,
    `${existing.toUpperCase()};Déjà;Là;4;;fr;`,
    `sans-exposant-${tag}@test.example;Jean;Sans;6;;fr;`,
    `"exposant-inconnu-${tag}@test.example";"Nom, composé";"D'Arc";5;999999;nl;`,
  ].join('\r\n') +
  '\r\n';

describe('POST /api/users/import/preview', () => {
  it('checks every row of a mixed CSV with exact codes, counts and capacity, and writes nothing', async () => {
    const fair = await buildFair(t.database.db, { numberMaxUser: 100 });
    const firm = await buildFirm(t.database.db, { fairIds: [fair.id] });
    const existing = await buildUser(t.database.db, { email: `deja-${fair.id}@test.example` });
    const s = await organizerOf(fair.id);
    const before = await userCount();
    const res = await send(
      s,
      'preview',
      fair.id,
      upload(mixedFile(`p${fair.id}`, firm.id, existing.email), 'utilisateurs.csv'),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      fair: fair.id,
      format: 'csv',
      ignoredColumns: ['Téléphone'],
      counts: { total: 8, valid: 3, invalid: 5 },
      capacity: {
        users: { max: 100, current: 0, adding: 3 },
        organizers: { max: null, current: 1, adding: 1 },
      },
      batchViolations: [],
    });
    const byLine = Object.fromEntries(
      body.rows.map((r: { line: number; violations: unknown[] }) => [r.line, r.violations]),
    );
    expect(byLine).toEqual({
      2: [],
      3: [],
      4: [],
      5: [{ propertyPath: 'email', code: 'invalid_email' }],
      6: [{ propertyPath: 'email', code: 'duplicate_in_file' }],
      7: [{ propertyPath: 'email', code: 'email_exists' }],
      8: [{ propertyPath: 'firm', code: 'firm_required' }],
      9: [{ propertyPath: 'firm', code: 'firm_not_found' }],
    });
    expect(body.rows[7].data).toEqual({
      email: `exposant-inconnu-p${fair.id}@test.example`,
      firstName: 'Nom, composé',
      lastName: "D'Arc",
      userType: '5',
      firm: '999999',
      locale: 'nl',
    });
    expect(await userCount()).toBe(before);
    expect(await membersOf(fair.id)).toBe(0);
  });

  it('reports missing and doubled columns (422), an empty file, a missing file part and a missing fair', async () => {
    const fair = await buildFair(t.database.db);
    const s = await organizerOf(fair.id);
    const missing = await send(s, 'preview', fair.id, upload('e-mail;prénom\na@b.fr;A\n', 'a.csv'));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message_code: 'import_missing_column',
      violations: [{ propertyPath: 'lastName', code: 'import_missing_column' }],
    });
    expect(missing.json().violations[0].message).toBe(
      'Colonne obligatoire absente de la ligne d’en-tête : lastName.',
    );
    const doubled = await send(s, 'preview', fair.id, upload('email,mail,firstName,lastName\n', 'a.csv'));
    expect(doubled.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'email', code: 'import_duplicate_column' }),
    ]);
    const headerOnly = await send(s, 'preview', fair.id, upload('email,firstName,lastName\n\n', 'a.csv'));
    expect([headerOnly.statusCode, headerOnly.json().message_code]).toEqual([422, 'import_empty']);
    const boundary = 'xyz';
    const noFile = await s.inject({
      method: 'POST',
      url: `/api/users/import/preview?fair=${fair.id}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect([noFile.statusCode, noFile.json().message_code]).toEqual([422, 'import_file_required']);
    const noFair = await s.inject({
      method: 'POST',
      url: '/api/users/import/preview',
      ...upload('x', 'a.csv'),
    });
    expect(noFair.statusCode).toBe(400);
    expect(noFair.json().violations[0]).toMatchObject({ propertyPath: 'fair' });
  });
});

describe('POST /api/users/import', () => {
  it('creates the valid rows only, in the fair, and mails each a set-password link', async () => {
    const fair = await buildFair(t.database.db, { name: 'Salon Import' });
    const firm = await buildFirm(t.database.db, { fairIds: [fair.id] });
    const existing = await buildUser(t.database.db, { email: `deja-${fair.id}@test.example` });
    const s = await organizerOf(fair.id);
    const tag = `i${fair.id}`;
    const before = await userCount();
    const res = await send(
      s,
      'import',
      fair.id,
      upload(mixedFile(tag, firm.id, existing.email), 'users.csv'),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.created).toBe(3);
    expect(body.users.map((u: { line: number; email: string }) => [u.line, u.email])).toEqual([
      [2, `visiteur-${tag}@test.example`],
      [3, `contact-${tag}@test.example`],
      [4, `orga-${tag}@test.example`],
    ]);
    expect(body.rejected.map((r: { line: number }) => r.line)).toEqual([5, 6, 7, 8, 9]);
    expect(body.rejected[0].violations).toEqual([{ propertyPath: 'email', code: 'invalid_email' }]);
    expect(await userCount()).toBe(before + 3);

    const created = await usersWithEmails([
      `visiteur-${tag}@test.example`,
      `contact-${tag}@test.example`,
      `orga-${tag}@test.example`,
    ]);
    const byEmail = Object.fromEntries(created.map((u) => [u.email.split('-')[0], u]));
    expect(byEmail.visiteur).toMatchObject({
      roles: [ROLES.VISITOR],
      userType: USER_TYPES.VISITOR,
      firmId: null,
      locale: 'fr',
      passwordHash: null,
    });
    expect(byEmail.contact).toMatchObject({
      roles: [ROLES.EXHIBITOR],
      userType: USER_TYPES.STAND_CONTACT,
      firmId: firm.id,
      locale: 'en',
      firstName: 'Inès',
    });
    expect(byEmail.orga).toMatchObject({ roles: [ROLES.ORGANIZER], userType: USER_TYPES.ORGANIZER });
    expect(await membersOf(fair.id)).toBe(3);
    const seats = await t.database.db.select().from(fairAdmins).where(eq(fairAdmins.fairId, fair.id));
    expect(seats.map((a) => a.userId)).toContain(byEmail.orga!.id);

    const mail = await smtp.waitFor(`contact-${tag}@test.example`);
    expect(mail.subject).toBe('Your Passerelle account for Salon Import');
    expect(mail.text).toMatch(/\/user\/password\/reset#token=/);
    await smtp.waitFor(`visiteur-${tag}@test.example`);
    await smtp.waitFor(`orga-${tag}@test.example`);
    expect(
      smtp.mails.some(
        (m) => m.to.includes(`pas-un-email`) || m.to.includes(`sans-exposant-${tag}@test.example`),
      ),
    ).toBe(false);
  });

  it('writes nothing when the batch passes the fair’s user maximum: the transaction is rolled back', async () => {
    const fair = await buildFair(t.database.db, { numberMaxUser: 3 });
    const s = await organizerOf(fair.id);
    await buildUser(t.database.db, { fairIds: [fair.id] });
    const tag = `m${fair.id}`;
    const file = upload(
      ['email,firstName,lastName', ...[1, 2, 3].map((n) => `u${n}-${tag}@test.example,U${n},Test`)].join(
        '\n',
      ),
      'users.csv',
    );
    const preview = await send(s, 'preview', fair.id, file);
    expect(preview.json()).toMatchObject({
      counts: { valid: 3, invalid: 0 },
      capacity: { users: { max: 3, current: 1, adding: 3 } },
      batchViolations: [{ propertyPath: 'fair', code: 'fair_user_limit_reached' }],
    });
    const before = await userCount();
    const res = await send(s, 'import', fair.id, file);
    expect(res.statusCode).toBe(409);
    expect(res.json().message_code).toBe('fair_user_limit_reached');
    expect(await userCount()).toBe(before);
    expect(await membersOf(fair.id)).toBe(1);
    expect(await usersWithEmails([`u1-${tag}@test.example`])).toEqual([]);
  });

  it('writes nothing when the organizers of the batch pass the fair’s organizer maximum', async () => {
    const fair = await buildFair(t.database.db, { numberMaxOrganizer: 2 });
    const s = await organizerOf(fair.id);
    const tag = `o${fair.id}`;
    const file = upload(
      `email,firstName,lastName,userType\nv-${tag}@test.example,V,V,4\no1-${tag}@test.example,O,Un,3\no2-${tag}@test.example,O,Deux,3\n`,
      'users.csv',
    );
    const before = await userCount();
    const res = await send(s, 'import', fair.id, file);
    expect([res.statusCode, res.json().message_code]).toEqual([409, 'fair_organizer_limit_reached']);
    expect(await userCount()).toBe(before);
    expect(await membersOf(fair.id)).toBe(0);
  });

  it('imports an XLSX file with English headers as a super organizer', async () => {
    const fair = await buildFair(t.database.db);
    const firm = await buildFirm(t.database.db, { fairIds: [fair.id] });
    const so = await buildUser(t.database.db, { role: ROLES.SUPER_ORGANIZER });
    const s = await loginAs(t.app, so.email, so.password);
    const tag = `x${fair.id}`;
    const bytes = await writeXlsxFile([
      ['E-mail', 'First name', 'Last name', 'User type', 'Firm', 'Language'],
      [`admin-${tag}@test.example`, 'Ana', 'Silva', USER_TYPES.STAND_ADMIN, firm.id, 'es'],
      [`bad-${tag}@test`, 'Bad', 'Mail', null, null, null],
      [`visit-${tag}@test.example`, 'Vi', 'Sitor', null, null, null],
    ]).toBuffer();
    const xlsx = upload(
      bytes,
      'users.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const preview = await send(s, 'preview', fair.id, xlsx);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ format: 'xlsx', counts: { total: 3, valid: 2, invalid: 1 } });
    expect(preview.json().rows[1]).toMatchObject({
      line: 3,
      violations: [{ propertyPath: 'email', code: 'invalid_email' }],
    });
    const res = await send(s, 'import', fair.id, xlsx);
    expect(res.json()).toMatchObject({ created: 2, rejected: [{ line: 3 }] });
    const [admin] = await usersWithEmails([`admin-${tag}@test.example`]);
    expect(admin).toMatchObject({ userType: USER_TYPES.STAND_ADMIN, firmId: firm.id, locale: 'es' });
    await smtp.waitFor(`admin-${tag}@test.example`);
  });

  it('refuses other file types (415), bodies that are not multipart (415) and files over 2 MB (413)', async () => {
    const fair = await buildFair(t.database.db);
    const s = await organizerOf(fair.id);
    const before = await userCount();
    const pdf = await send(s, 'import', fair.id, upload('%PDF-1.7\n%âãÏÓ\n', 'users.pdf', 'application/pdf'));
    expect([pdf.statusCode, pdf.json().message_code]).toEqual([415, 'unsupported_media_type']);
    const disguised = await send(
      s,
      'import',
      fair.id,
      upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'users.csv'),
    );
    expect(disguised.statusCode).toBe(415);
    const json = await s.inject({
      method: 'POST',
      url: `/api/users/import?fair=${fair.id}`,
      payload: { file: 'x' },
    });
    expect([json.statusCode, json.json().message_code]).toEqual([415, 'unsupported_media_type']);
    const row = `big-${fair.id}@test.example,Big,File\n`;
    const big = 'email,firstName,lastName\n' + row.repeat(Math.ceil(USER_IMPORT_MAX_BYTES / row.length) + 1);
    const tooBig = await send(s, 'import', fair.id, upload(big, 'users.csv'));
    expect([tooBig.statusCode, tooBig.json().message_code]).toEqual([413, 'payload_too_large']);
    const declaredTooBig = await send(s, 'import', fair.id, upload(big + big, 'users.csv'));
    expect(declaredTooBig.statusCode).toBe(413);
    expect(await userCount()).toBe(before);
  });

  it('is refused (403) to an organizer of another fair, a visitor and a cluster admin, writing nothing; 404 for an unknown fair', async () => {
    const fair = await buildFair(t.database.db);
    const other = await buildFair(t.database.db);
    const tag = `f${fair.id}`;
    const file = upload(`email,firstName,lastName\nno-${tag}@test.example,No,Body\n`, 'users.csv');
    const refused = [
      await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [other.id] }),
      await buildUser(t.database.db, { role: ROLES.VISITOR, fairIds: [fair.id] }),
      await buildUser(t.database.db, { role: ROLES.CLUSTER_ADMIN }),
    ];
    const before = await userCount();
    for (const who of refused) {
      const s = await loginAs(t.app, who.email, who.password);
      for (const path of ['preview', 'import'] as const) {
        const res = await send(s, path, fair.id, file);
        expect([who.roles[0], path, res.statusCode, res.json().message_code]).toEqual([
          who.roles[0],
          path,
          403,
          'forbidden',
        ]);
      }
    }
    expect(await userCount()).toBe(before);
    // the visitor alone
    expect(await membersOf(fair.id)).toBe(1);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/users/import?fair=${fair.id}`, ...file })).statusCode,
    ).toBe(401);
    const admin = await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN });
    const sa = await loginAs(t.app, admin.email, admin.password);
    expect((await send(sa, 'preview', 99_999_999, file)).statusCode).toBe(404);
  });
});

describe('staff rows follow permissions.md "Firms across fairs"', () => {
  it('rejects a row of a firm not linked to the fair and of a firm whose roster is not the organizer’s, importing the rest', async () => {
    const fair = await buildFair(t.database.db);
    const elsewhere = await buildFair(t.database.db);
    const own = await buildFirm(t.database.db, { fairIds: [fair.id] });
    const shared = await buildFirm(t.database.db, { fairIds: [fair.id, elsewhere.id] });
    const lonely = await buildFirm(t.database.db);
    const tag = `x${fair.id}`;
    const file = [
      'email;firstName;lastName;userType;firm',
      `own-${tag}@test.example;Ana;Own;6;${own.id}`,
      `shared-${tag}@test.example;Ben;Shared;5;${shared.id}`,
      `lonely-${tag}@test.example;Cleo;Lonely;6;${lonely.id}`,
    ].join('\n');
    const s = await organizerOf(fair.id);
    const res = await send(s, 'import', fair.id, upload(file, 'staff.csv'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: 1 });
    expect(
      Object.fromEntries(
        res.json().rejected.map((r: { line: number; violations: unknown[] }) => [r.line, r.violations]),
      ),
    ).toEqual({
      3: [{ propertyPath: 'firm', code: 'firm_roster_not_yours' }],
      4: [{ propertyPath: 'firm', code: 'firm_not_in_fair' }],
    });
    expect((await usersWithEmails([`shared-${tag}@test.example`, `lonely-${tag}@test.example`])).length).toBe(
      0,
    );
  });
});
