import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { fairFirms, fairUsers, firmJoinRequests, users } from '../../db/schema/index.ts';

// permissions.md "Firms across fairs" and issue 9 finding 3: an organizer of fair A acts on a firm
// only through its own fair, and on an account only when every fair of that account is its own.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
const userCount = async () => Number((await t.database.db.select({ n: count() }).from(users))[0]?.n);
const login = (u: { email: string; password: string }) => loginAs(t.app, u.email, u.password);

/** Fair A (organizer A) and fair B; firm X exhibits at both, firm Y only at A. */
const world = async () => {
  const db = t.database.db;
  const fairA = await buildFair(db);
  const fairB = await buildFair(db);
  const firmX = await buildFirm(db);
  const firmY = await buildFirm(db);
  await db.insert(fairFirms).values([
    { fairId: fairA.id, firmId: firmX.id },
    { fairId: fairB.id, firmId: firmX.id },
    { fairId: fairA.id, firmId: firmY.id },
  ]);
  const organizerA = await buildUser(db, { role: ROLES.ORGANIZER, adminOf: [fairA.id] });
  const standAdminX = await buildUser(db, {
    role: ROLES.EXHIBITOR,
    userType: USER_TYPES.STAND_ADMIN,
    firmId: firmX.id,
    fairIds: [fairB.id],
  });
  return { fairA, fairB, firmX, firmY, organizerA, standAdminX };
};
const staff = (fair: number, firm: number, n: string) => ({
  email: `staff-${n}-${fair}@test.example`,
  firstName: 'Nadia',
  lastName: 'Staff',
  fair,
  firm,
});

describe('creating staff for a firm', () => {
  it('makes an organizer’s stand admin for a firm that also exhibits at a fair it does not organize an invitation: a plain account and a join request', async () => {
    const w = await world();
    const s = await login(w.organizerA);
    const res = await s.inject({
      method: 'POST',
      url: '/api/exhibitors/stand-admin',
      payload: staff(w.fairA.id, w.firmX.id, 'invited'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      roles: [ROLES.VISITOR],
      userType: USER_TYPES.VISITOR,
      firm: null,
      fairUsers: [{ fair: w.fairA.id, isValidated: 1 }],
      joinRequest: { firm: { id: w.firmX.id, name: w.firmX.name }, status: 'pending' },
    });
    const [request] = await t.database.db
      .select()
      .from(firmJoinRequests)
      .where(eq(firmJoinRequests.userId, res.json().id));
    expect(request).toMatchObject({
      firmId: w.firmX.id,
      userType: USER_TYPES.STAND_ADMIN,
      requestedById: w.organizerA.id,
      status: 'pending',
    });
    // The invited person has no firm rights until the firm's stand admin accepts.
    const queue = await (
      await login(w.standAdminX)
    ).inject({
      method: 'GET',
      url: `/api/firms/${w.firmX.id}/join-requests`,
    });
    expect(queue.json().map((r: { id: number }) => r.id)).toEqual([request!.id]);
    // The organizer sees the invitation ability, not the roster's.
    const view = await s.inject({ method: 'GET', url: `/api/firms/${w.firmX.id}` });
    expect(view.json().abilities).toMatchObject({ manageUsers: false, inviteUsers: true });
  });

  it('lets the organizer create staff for a firm whose fairs are all its own, and the firm’s stand admin for its firm', async () => {
    const w = await world();
    const org = await login(w.organizerA);
    const own = await org.inject({
      method: 'POST',
      url: '/api/exhibitors/stand-contact',
      payload: staff(w.fairA.id, w.firmY.id, 'own'),
    });
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ firm: w.firmY.id, userType: USER_TYPES.STAND_CONTACT });
    const admin = await login(w.standAdminX);
    const team = await admin.inject({
      method: 'POST',
      url: '/api/exhibitors/stand-contact',
      payload: staff(w.fairA.id, w.firmX.id, 'team'),
    });
    expect(team.statusCode).toBe(201);
    expect(team.json()).toMatchObject({
      firm: w.firmX.id,
      fairUsers: [{ fair: w.fairA.id, isValidated: 1 }],
    });
  });

  it('answers 422 firm_not_in_fair when the firm is not linked to the fair named, writing nothing', async () => {
    const w = await world();
    const lonely = await buildFirm(t.database.db);
    const before = await userCount();
    const org = await login(w.organizerA);
    const res = await org.inject({
      method: 'POST',
      url: '/api/exhibitors/stand-admin',
      payload: staff(w.fairA.id, lonely.id, 'lonely'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().violations).toEqual([
      expect.objectContaining({ propertyPath: 'firm', code: 'firm_not_in_fair' }),
    ]);
    // The firm's own stand admin, for a fair its firm is not in: the same answer.
    const admin = await login(w.standAdminX);
    const elsewhere = await buildFair(t.database.db);
    const refused = await admin.inject({
      method: 'POST',
      url: '/api/exhibitors/stand-admin',
      payload: staff(elsewhere.id, w.firmX.id, 'elsewhere'),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().violations[0].code).toBe('firm_not_in_fair');
    expect(await userCount()).toBe(before);
  });
});

describe('managing an account shared with another fair', () => {
  it('refuses the organizer to retype, detach or erase it (403) and lets it remove the account from its own fair', async () => {
    const w = await world();
    const shared = await buildUser(t.database.db, {
      role: ROLES.EXHIBITOR,
      userType: USER_TYPES.STAND_CONTACT,
      firmId: w.firmX.id,
      fairIds: [w.fairA.id, w.fairB.id],
    });
    const org = await login(w.organizerA);
    const view = await org.inject({ method: 'GET', url: `/api/users/${shared.id}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().abilities).toEqual({
      update: false,
      erase: false,
      validateFairs: [w.fairA.id],
      removeFairs: [w.fairA.id],
    });
    for (const payload of [
      { userType: USER_TYPES.STAND_ADMIN },
      { userType: USER_TYPES.VISITOR },
      { lastName: 'X' },
    ]) {
      const res = await org.inject({ method: 'PUT', url: `/api/users/${shared.id}/manage`, payload });
      expect(res.statusCode).toBe(403);
    }
    expect((await org.inject({ method: 'DELETE', url: `/api/users/${shared.id}/delete` })).statusCode).toBe(
      403,
    );
    const [still] = await t.database.db.select().from(users).where(eq(users.id, shared.id));
    expect(still).toMatchObject({ userType: USER_TYPES.STAND_CONTACT, firmId: w.firmX.id, lastName: 'Test' });

    const removed = await org.inject({
      method: 'DELETE',
      url: `/api/users/${shared.id}/fairs/${w.fairA.id}`,
    });
    expect(removed.statusCode).toBe(204);
    const memberships = await t.database.db
      .select({ fairId: fairUsers.fairId })
      .from(fairUsers)
      .where(eq(fairUsers.userId, shared.id));
    expect(memberships).toEqual([{ fairId: w.fairB.id }]);
    // Out of the organizer's fairs, the account is no longer its business.
    expect((await org.inject({ method: 'GET', url: `/api/users/${shared.id}` })).statusCode).toBe(404);
  });

  it('refuses removal from a fair the organizer does not organize, of a co-organizer, and by a visitor', async () => {
    const w = await world();
    const member = await buildUser(t.database.db, { fairIds: [w.fairA.id, w.fairB.id] });
    const coOrganizer = await buildUser(t.database.db, {
      role: ROLES.ORGANIZER,
      adminOf: [w.fairA.id],
      fairIds: [w.fairA.id],
    });
    const org = await login(w.organizerA);
    const notMine = await org.inject({
      method: 'DELETE',
      url: `/api/users/${member.id}/fairs/${w.fairB.id}`,
    });
    expect(notMine.statusCode).toBe(403);
    const colleague = await org.inject({
      method: 'DELETE',
      url: `/api/users/${coOrganizer.id}/fairs/${w.fairA.id}`,
    });
    expect(colleague.statusCode).toBe(403);
    const visitor = await login(await buildUser(t.database.db, { fairIds: [w.fairA.id] }));
    const refused = await visitor.inject({
      method: 'DELETE',
      url: `/api/users/${member.id}/fairs/${w.fairA.id}`,
    });
    expect(refused.statusCode).toBe(404);
    const left = await t.database.db
      .select({ n: count() })
      .from(fairUsers)
      .where(and(eq(fairUsers.userId, member.id)));
    expect(Number(left[0]?.n)).toBe(2);
  });

  it('refuses to move an account of its own fairs into a firm whose roster is not the organizer’s', async () => {
    const w = await world();
    const visitor = await buildUser(t.database.db, { fairIds: [w.fairA.id] });
    const org = await login(w.organizerA);
    const res = await org.inject({
      method: 'PUT',
      url: `/api/users/${visitor.id}/manage`,
      payload: { userType: USER_TYPES.STAND_ADMIN, firm: w.firmX.id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message_code).toBe('firm_roster_not_yours');
    const lonely = await buildFirm(t.database.db);
    const notInFair = await org.inject({
      method: 'PUT',
      url: `/api/users/${visitor.id}/manage`,
      payload: { userType: USER_TYPES.STAND_ADMIN, firm: lonely.id },
    });
    expect(notInFair.statusCode).toBe(422);
    expect(notInFair.json().violations[0].code).toBe('firm_not_in_fair');
    const [still] = await t.database.db.select().from(users).where(eq(users.id, visitor.id));
    expect(still).toMatchObject({ userType: USER_TYPES.VISITOR, firmId: null });
    // Into a firm whose fairs are all its own: fine.
    const ok = await org.inject({
      method: 'PUT',
      url: `/api/users/${visitor.id}/manage`,
      payload: { userType: USER_TYPES.STAND_ADMIN, firm: w.firmY.id },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ userType: USER_TYPES.STAND_ADMIN, firm: w.firmY.id });
  });
});

describe('the fair’s user maximum under concurrency', () => {
  it('twenty parallel creations at max − 1 give exactly one account', async () => {
    const fair = await buildFair(t.database.db, { numberMaxUser: 5 });
    for (let i = 0; i < 4; i++) await buildUser(t.database.db, { fairIds: [fair.id] });
    const org = await login(await buildUser(t.database.db, { role: ROLES.ORGANIZER, adminOf: [fair.id] }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        org.inject({
          method: 'POST',
          url: '/api/visitors/create',
          payload: {
            email: `rush-${i}-${fair.id}@test.example`,
            firstName: 'R',
            lastName: `N${i}`,
            fair: fair.id,
          },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(
      answers
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().message_code === 'fair_user_limit_reached'),
    ).toBe(true);
    const [n] = await t.database.db
      .select({ n: count() })
      .from(fairUsers)
      .where(eq(fairUsers.fairId, fair.id));
    expect(Number(n?.n)).toBe(5);
  });
});
