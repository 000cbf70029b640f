import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { fairAdmins, fairFirms, users } from '../../db/schema/index.ts';

/** §2 /user/manage/{id}: GET /users/{id} and PUT /users/{id}/manage. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const adminsOf = async (userId: number) =>
  (await t.database.db.select().from(fairAdmins).where(eq(fairAdmins.userId, userId))).map((a) => a.fairId);
const session = async (u: { email: string; password: string }) => loginAs(t.app, u.email, u.password);

describe('GET /api/users/:id', () => {
  it('shows the organizer of a shared fair the user, its fairs there, its firm and what it may do', async () => {
    const mine = await buildFair(t.database.db);
    const theirs = await buildFair(t.database.db);
    const firm = await buildFirm(t.database.db, { name: 'Hôpital des Deux-Rives' });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [mine.id] });
    const contact = await buildUser(t.database.db, {
      role: ROLES.EXHIBITOR,
      userType: USER_TYPES.STAND_CONTACT,
      firmId: firm.id,
      jobTitle: 'Infirmier chef',
      fairIds: [mine.id, theirs.id],
      waitingIn: [mine.id],
    });
    const res = await (await session(org)).inject({ method: 'GET', url: `/api/users/${contact.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: contact.id,
      email: contact.email,
      roles: [ROLES.EXHIBITOR],
      userType: USER_TYPES.STAND_CONTACT,
      jobTitle: 'Infirmier chef',
      firm: firm.id,
      firmName: 'Hôpital des Deux-Rives',
      fairUsers: [{ fair: mine.id, isValidated: 0 }],
      administeredFairs: [],
      // The account also belongs to a fair this organizer does not organize: not its to edit or
      // erase (permissions.md "Firms across fairs"), only to remove from its own fair.
      abilities: { update: false, erase: false, validateFairs: [mine.id], removeFairs: [mine.id] },
    });
    expect(res.json()).not.toHaveProperty('passwordHash');

    const admin = await session(await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN }));
    const all = (await admin.inject({ method: 'GET', url: `/api/users/${contact.id}` })).json();
    expect(all.fairUsers.map((f: { fair: number }) => f.fair)).toEqual([mine.id, theirs.id]);
    expect(all.abilities).toEqual({
      update: true,
      erase: true,
      validateFairs: [mine.id, theirs.id],
      removeFairs: [mine.id, theirs.id],
    });

    const self = (
      await (await session(contact)).inject({ method: 'GET', url: `/api/users/${contact.id}` })
    ).json();
    expect(self.abilities).toMatchObject({ update: false, erase: true, validateFairs: [] });
  });

  it('hides the user (404) from an organizer of another fair, a visitor and for an erased account', async () => {
    const fair = await buildFair(t.database.db);
    const member = await buildUser(t.database.db, { fairIds: [fair.id] });
    const stranger = await buildUser(t.database.db, {
      role: ROLES.ORGANIZER,
      adminOf: [(await buildFair(t.database.db)).id],
    });
    const visitor = await buildUser(t.database.db, { fairIds: [fair.id] });
    for (const u of [stranger, visitor]) {
      const res = await (await session(u)).inject({ method: 'GET', url: `/api/users/${member.id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message_code).toBe('not_found');
    }
    const erased = await buildUser(t.database.db, { fairIds: [fair.id], erasedAt: new Date() });
    const admin = await session(await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN }));
    expect((await admin.inject({ method: 'GET', url: `/api/users/${erased.id}` })).statusCode).toBe(404);
    expect((await admin.inject({ method: 'GET', url: '/api/users/abc' })).statusCode).toBe(400);
  });
});

describe('PUT /api/users/:id/manage', () => {
  it('lets the organizer of a shared fair edit identity and contact, and move the user between account types', async () => {
    const fair = await buildFair(t.database.db);
    const firm = await buildFirm(t.database.db);
    await t.database.db.insert(fairFirms).values({ fairId: fair.id, firmId: firm.id });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const member = await buildUser(t.database.db, { fairIds: [fair.id], jobTitle: 'Infirmière' });
    const s = await session(org);
    const url = `/api/users/${member.id}/manage`;
    const res = await s.inject({
      method: 'PUT',
      url,
      payload: {
        jobTitle: 'Infirmière clinicienne',
        phone: '+1 450 555 0100',
        website: 'deux-rives.org',
        userType: USER_TYPES.STAND_CONTACT,
        firm: firm.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: member.id,
      firstName: 'Camille',
      jobTitle: 'Infirmière clinicienne',
      phone: '+1 450 555 0100',
      website: 'https://deux-rives.org',
      roles: [ROLES.EXHIBITOR],
      userType: USER_TYPES.STAND_CONTACT,
      firm: firm.id,
      firmName: firm.name,
      abilities: { update: true },
    });
    expect(await rowOf(member.id)).toMatchObject({
      roles: [ROLES.EXHIBITOR],
      userType: USER_TYPES.STAND_CONTACT,
      firmId: firm.id,
    });
    // a stand admin of the same firm: the firm stays
    const admin = await s.inject({ method: 'PUT', url, payload: { userType: USER_TYPES.STAND_ADMIN } });
    expect(admin.json()).toMatchObject({ userType: USER_TYPES.STAND_ADMIN, firm: firm.id });
    // back to visitor: the firm goes
    const back = await s.inject({ method: 'PUT', url, payload: { userType: USER_TYPES.VISITOR } });
    expect(back.json()).toMatchObject({ roles: [ROLES.VISITOR], userType: USER_TYPES.VISITOR, firm: null });
  });

  it('makes an organizer of the caller’s fair, within its maximum; a super admin demotes', async () => {
    const fair = await buildFair(t.database.db, { numberMaxOrganizer: 2 });
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const a = await buildUser(t.database.db, { fairIds: [fair.id] });
    const b = await buildUser(t.database.db, { fairIds: [fair.id] });
    const s = await session(org);
    const promoted = await s.inject({
      method: 'PUT',
      url: `/api/users/${a.id}/manage`,
      payload: { userType: USER_TYPES.ORGANIZER },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      roles: [ROLES.ORGANIZER],
      userType: USER_TYPES.ORGANIZER,
      administeredFairs: [fair.id],
      abilities: { update: false },
    });
    expect(await adminsOf(a.id)).toEqual([fair.id]);
    const full = await s.inject({
      method: 'PUT',
      url: `/api/users/${b.id}/manage`,
      payload: { userType: USER_TYPES.ORGANIZER, jobTitle: 'Jamais' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message_code).toBe('fair_organizer_limit_reached');
    expect(await rowOf(b.id)).toMatchObject({ roles: [ROLES.VISITOR], jobTitle: null });
    // the new organizer is not another organizer's to manage any more
    expect(
      (await s.inject({ method: 'PUT', url: `/api/users/${a.id}/manage`, payload: { jobTitle: 'X' } }))
        .statusCode,
    ).toBe(403);
    const superAdmin = await session(await buildUser(t.database.db, { role: ROLES.SUPER_ADMIN }));
    const demoted = await superAdmin.inject({
      method: 'PUT',
      url: `/api/users/${a.id}/manage`,
      payload: { userType: USER_TYPES.VISITOR },
    });
    expect(demoted.json()).toMatchObject({ roles: [ROLES.VISITOR], administeredFairs: [] });
    expect(await adminsOf(a.id)).toEqual([]);
  });

  it('hides the user from an organizer of another fair (404); refuses a self-service call and a visitor (403); writes nothing', async () => {
    const fair = await buildFair(t.database.db);
    const member = await buildUser(t.database.db, { fairIds: [fair.id], jobTitle: 'Intact' });
    const stranger = await buildUser(t.database.db, {
      role: ROLES.ORGANIZER,
      adminOf: [(await buildFair(t.database.db)).id],
    });
    const colleague = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const payload = { jobTitle: 'Changé', userType: USER_TYPES.ORGANIZER };
    const hidden = await (
      await session(stranger)
    ).inject({ method: 'PUT', url: `/api/users/${member.id}/manage`, payload });
    expect(hidden.statusCode).toBe(404);
    const self = await session(member);
    expect(
      (await self.inject({ method: 'PUT', url: `/api/users/${member.id}/manage`, payload })).statusCode,
    ).toBe(403);
    // an organizer of the fair does not manage a co-organizer (a super role’s call)
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    expect(
      (
        await (
          await session(org)
        ).inject({ method: 'PUT', url: `/api/users/${colleague.id}/manage`, payload: { jobTitle: 'X' } })
      ).statusCode,
    ).toBe(403);
    // the self-service path keeps its strict schema: a visitor cannot change its own type
    const own = await self.inject({
      method: 'PUT',
      url: `/api/users/${member.id}`,
      payload: { userType: USER_TYPES.ORGANIZER },
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'userType', code: 'unknown_field' }),
    ]);
    expect(await rowOf(member.id)).toMatchObject({
      jobTitle: 'Intact',
      roles: [ROLES.VISITOR],
      userType: USER_TYPES.VISITOR,
    });
    expect(await rowOf(colleague.id)).toMatchObject({ jobTitle: null, roles: [ROLES.ORGANIZER] });
  });

  it('rejects bad input with codes and writes nothing', async () => {
    const fair = await buildFair(t.database.db);
    const org = await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] });
    const member = await buildUser(t.database.db, { fairIds: [fair.id], jobTitle: 'Intact' });
    const s = await session(org);
    const url = `/api/users/${member.id}/manage`;
    const bad = await s.inject({
      method: 'PUT',
      url,
      payload: {
        firstName: '',
        displayEmail: 'nope',
        userType: USER_TYPES.SUPER_ORGANIZER,
        roles: [ROLES.SUPER_ADMIN],
        isAcceptingDiffusion: true,
        isValidated: 1,
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
      userType: 'invalid_value',
      roles: 'unknown_field',
      isAcceptingDiffusion: 'unknown_field',
      isValidated: 'unknown_field',
    });
    const noFirm = await s.inject({
      method: 'PUT',
      url,
      payload: { jobTitle: 'Changé', userType: USER_TYPES.STAND_ADMIN },
    });
    expect(noFirm.statusCode).toBe(422);
    expect(noFirm.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'firm', code: 'firm_required' }),
    ]);
    const unknownFirm = await s.inject({
      method: 'PUT',
      url,
      payload: { userType: USER_TYPES.STAND_ADMIN, firm: 999_999 },
    });
    expect(unknownFirm.statusCode).toBe(422);
    expect(unknownFirm.json().violations[0]).toMatchObject({ propertyPath: 'firm', code: 'invalid_value' });
    expect(await rowOf(member.id)).toMatchObject({
      firstName: 'Camille',
      jobTitle: 'Intact',
      roles: [ROLES.VISITOR],
      userType: USER_TYPES.VISITOR,
      firmId: null,
      isAcceptingDiffusion: false,
    });
  });
});
