import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { fairUsers, users } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PUT /api/users/:id (own profile)', () => {
  it('updates the profile partially and returns the user', async () => {
    const u = await buildUser(t.database.db, { firstName: 'Amina', jobTitle: 'Infirmière' });
    const s = await loginAs(t.app, u.email, u.password);
    const fr = (await t.app.inject({ method: 'GET', url: '/api/countries?code=FR' })).json()[0];
    const res = await s.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      payload: {
        lastName: 'Diallo-Sow',
        country: fr.id,
        website: 'www.exemple.org',
        socialLinks: { linkedin: 'linkedin.com/in/amina' },
        locale: 'en',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Amina',
      lastName: 'Diallo-Sow',
      jobTitle: 'Infirmière',
      country: fr.id,
      website: 'https://www.exemple.org',
      socialLinks: { linkedin: 'https://linkedin.com/in/amina' },
      locale: 'en',
    });
  });

  it('never changes roles, type, validation, firm or fair memberships (strict schema) and writes nothing', async () => {
    const fair = await buildFair(t.database.db);
    const firm = await buildFirm(t.database.db);
    const u = await buildUser(t.database.db, {
      role: ROLES.VISITOR,
      fairIds: [fair.id],
      waitingIn: [fair.id],
      isValidated: 0,
    });
    const s = await loginAs(t.app, u.email, u.password);
    const res = await s.inject({
      method: 'PUT',
      url: `/api/users/${u.id}`,
      payload: {
        firstName: 'Pirate',
        roles: [ROLES.SUPER_ADMIN],
        userType: USER_TYPES.ORGANIZER,
        isValidated: 1,
        firm: firm.id,
        fairUsers: [],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .violations.map((v: { propertyPath: string }) => v.propertyPath)
        .sort(),
    ).toEqual(['fairUsers', 'firm', 'isValidated', 'roles', 'userType'].sort());
    const row = await rowOf(u.id);
    expect(row).toMatchObject({
      firstName: 'Camille',
      roles: [ROLES.VISITOR],
      userType: USER_TYPES.VISITOR,
      isValidated: 0,
      firmId: null,
    });
    const [membership] = await t.database.db.select().from(fairUsers).where(eq(fairUsers.userId, u.id));
    expect(membership?.isValidated).toBe(0);
  });

  it('refuses to update someone else (403) and rejects bad values with codes', async () => {
    const a = await buildUser(t.database.db);
    const b = await buildUser(t.database.db, { lastName: 'Intact' });
    const s = await loginAs(t.app, a.email, a.password);
    expect(
      (await s.inject({ method: 'PUT', url: `/api/users/${b.id}`, payload: { lastName: 'X' } })).statusCode,
    ).toBe(403);
    expect((await rowOf(b.id)).lastName).toBe('Intact');
    const bad = await s.inject({
      method: 'PUT',
      url: `/api/users/${a.id}`,
      payload: {
        firstName: '',
        displayEmail: 'nope',
        website: 'pas une url',
        languages: [3, 3],
        birthday: '31/12/1990',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      Object.fromEntries(
        bad.json().violations.map((v: { propertyPath: string; code: string }) => [v.propertyPath, v.code]),
      ),
    ).toEqual({
      firstName: 'required',
      displayEmail: 'invalid_email',
      website: 'invalid_url',
      languages: 'duplicate_language',
      birthday: 'invalid_value',
    });
  });
});

describe('GET /api/users/:id/bcard', () => {
  it('shows the card to a member of a shared fair, without the e-mail where the fair hides e-mails', async () => {
    const open = await buildFair(t.database.db);
    const hiding = await buildFair(t.database.db, { isHidingEmailUser: true });
    const owner = await buildUser(t.database.db, {
      jobTitle: 'Travailleuse sociale',
      fairIds: [open.id, hiding.id],
    });
    const viewer = await buildUser(t.database.db, { fairIds: [open.id, hiding.id] });
    const stranger = await buildUser(t.database.db);
    const s = await loginAs(t.app, viewer.email, viewer.password);
    const inOpen = await s.inject({ method: 'GET', url: `/api/users/${owner.id}/bcard?fair=${open.id}` });
    expect(inOpen.json()).toMatchObject({
      firstName: 'Camille',
      jobTitle: 'Travailleuse sociale',
      email: owner.email,
    });
    const inHiding = await s.inject({ method: 'GET', url: `/api/users/${owner.id}/bcard?fair=${hiding.id}` });
    expect(inHiding.statusCode).toBe(200);
    expect(inHiding.json()).not.toHaveProperty('email');
    expect(JSON.stringify(inHiding.json())).not.toContain(owner.email);
    const other = await loginAs(t.app, stranger.email, stranger.password);
    expect((await other.inject({ method: 'GET', url: `/api/users/${owner.id}/bcard` })).statusCode).toBe(404);
  });

  it('a `?fair=` the owner or the reader is not in unlocks nothing: the shared fair hides the e-mail', async () => {
    const hiding = await buildFair(t.database.db, { isHidingEmailUser: true });
    const open = await buildFair(t.database.db);
    const owner = await buildUser(t.database.db, { fairIds: [hiding.id] });
    const viewer = await buildUser(t.database.db, { fairIds: [hiding.id, open.id] });
    const s = await loginAs(t.app, viewer.email, viewer.password);
    for (const url of [
      `/api/users/${owner.id}/bcard?fair=${open.id}`,
      `/api/users/${owner.id}/bcard?fair=999999`,
      `/api/users/${owner.id}/bcard`,
    ]) {
      const res = await s.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json())).not.toContain(owner.email);
    }
    // The owner in the open fair too, the reader only in the hiding one: `?fair=open` still hides.
    const both = await buildUser(t.database.db, { fairIds: [hiding.id, open.id] });
    const reader = await buildUser(t.database.db, { fairIds: [hiding.id] });
    const r = await loginAs(t.app, reader.email, reader.password);
    const card = await r.inject({ method: 'GET', url: `/api/users/${both.id}/bcard?fair=${open.id}` });
    expect(JSON.stringify(card.json())).not.toContain(both.email);
  });

  it('a waiting member of the shared fair does not read the cards of its members (404)', async () => {
    const fair = await buildFair(t.database.db);
    const owner = await buildUser(t.database.db, { fairIds: [fair.id] });
    const waiting = await buildUser(t.database.db, { fairIds: [fair.id], waitingIn: [fair.id] });
    const s = await loginAs(t.app, waiting.email, waiting.password);
    expect((await s.inject({ method: 'GET', url: `/api/users/${owner.id}/bcard` })).statusCode).toBe(404);
  });
});

describe('personal data', () => {
  it('exports everything held about the user, without secrets, not cacheable, only to themself', async () => {
    const fair = await buildFair(t.database.db, { name: 'Salon Export' });
    const u = await buildUser(t.database.db, { fairIds: [fair.id], jobTitle: 'Aide-soignant' });
    const s = await loginAs(t.app, u.email, u.password);
    const res = await s.inject({ method: 'GET', url: `/api/users/${u.id}/export` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.user).toMatchObject({ id: u.id, email: u.email, jobTitle: 'Aide-soignant' });
    expect(data.fairMemberships).toEqual([
      expect.objectContaining({ fair: fair.id, fairName: 'Salon Export' }),
    ]);
    expect(data.sessions.length).toBe(1);
    expect(JSON.stringify(data)).not.toMatch(/argon2|passwordHash|tokenHash/);
    const other = await buildUser(t.database.db);
    const o = await loginAs(t.app, other.email, other.password);
    expect((await o.inject({ method: 'GET', url: `/api/users/${u.id}/export` })).statusCode).toBe(403);
  });

  it('erases one’s own account: login fails, sessions end, personal fields are gone, the e-mail is reusable', async () => {
    const fair = await buildFair(t.database.db);
    const u = await buildUser(t.database.db, {
      fairIds: [fair.id],
      phone: '+32 470 00 00 00',
      jobTitle: 'Sage-femme',
    });
    const s = await loginAs(t.app, u.email, u.password);
    expect((await s.inject({ method: 'DELETE', url: `/api/users/${u.id}/delete` })).statusCode).toBe(204);
    expect((await s.inject({ method: 'GET', url: '/api/user/detail' })).statusCode).toBe(401);
    expect((await s.inject({ method: 'GET', url: `/api/users/${u.id}/export` })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
    expect(login.statusCode).toBe(401);
    const row = await rowOf(u.id);
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      phone: null,
      jobTitle: null,
      passwordHash: null,
      roles: [],
    });
    expect(row.email).not.toBe(u.email);
    expect(row.erasedAt).not.toBeNull();
    // statistics keep their count: the anonymous membership row stays
    expect(await t.database.db.select().from(fairUsers).where(eq(fairUsers.userId, u.id))).toHaveLength(1);
    const again = await buildUser(t.database.db, { email: u.email });
    expect(again.id).not.toBe(u.id);
  });

  it('lets the organizer of a shared fair erase a visitor, but not a stranger nor another organizer', async () => {
    const fair = await buildFair(t.database.db);
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const visitor = await buildUser(t.database.db, { fairIds: [fair.id] });
    const elsewhere = await buildUser(t.database.db);
    const colleague = await buildUser(t.database.db, { role: ROLES.ORGANIZER, fairIds: [fair.id] });
    const s = await loginAs(t.app, org.email, org.password);
    expect((await s.inject({ method: 'DELETE', url: `/api/users/${elsewhere.id}/delete` })).statusCode).toBe(
      403,
    );
    expect((await s.inject({ method: 'DELETE', url: `/api/users/${colleague.id}/delete` })).statusCode).toBe(
      403,
    );
    expect((await rowOf(colleague.id)).erasedAt).toBeNull();
    expect((await s.inject({ method: 'DELETE', url: `/api/users/${visitor.id}/delete` })).statusCode).toBe(
      204,
    );
    expect((await s.inject({ method: 'DELETE', url: `/api/users/${visitor.id}/delete` })).statusCode).toBe(
      404,
    );
  });
});
