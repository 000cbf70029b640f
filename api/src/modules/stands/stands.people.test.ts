import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, USER_TYPES } from '@passerelle/contract';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildUser } from '../../../test/factories.ts';
import { standAdmins, standContacts, stands } from '../../db/schema/index.ts';
import { standSetup, violationCodes } from './stands.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const setup = standSetup(() => t);
const db = () => t.database.db;
const adminIds = async (standId: number) =>
  (await db().select().from(standAdmins).where(eq(standAdmins.standId, standId))).map((r) => r.userId).sort();
const contactIds = async (standId: number) =>
  (await db().select().from(standContacts).where(eq(standContacts.standId, standId))).map((r) => r.userId);

describe('booth administrators', () => {
  it('lists them to firm members, booth administrators and the organizer; others get 403', async () => {
    const s = await setup();
    const url = `/api/stands/${s.standId}/stand_admins`;
    for (const as of [s.asContact, s.asStandAdmin, s.asBoothAdmin, s.asOrg]) {
      const res = await as({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          id: s.boothAdmin.id,
          linkId: null,
          firstName: 'Camille',
          lastName: 'Boothadmin',
          jobTitle: 'Recrutement',
          email: s.boothAdmin.email,
        },
      ]);
    }
    for (const as of [s.asVisitor, s.asOther])
      expect((await as({ method: 'GET', url })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('are added by a firm stand admin; a non-member (422) and a duplicate (409) are refused', async () => {
    const s = await setup();
    const url = `/api/stands/${s.standId}/stand_admins`;
    const res = await s.asStandAdmin({ method: 'POST', url, payload: { user: s.contact.id } });
    expect(res.statusCode).toBe(201);
    expect(res.json().map((p: { lastName: string }) => p.lastName)).toEqual(['Boothadmin', 'Contact']);
    const dup = await s.asStandAdmin({ method: 'POST', url, payload: { user: s.contact.id } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message_code: 'already_listed' });
    const stranger = await s.asOrg({ method: 'POST', url, payload: { user: s.otherExhibitor.id } });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().message_code).toBe('not_firm_member');
    expect(violationCodes(stranger.json())).toEqual({ user: 'not_firm_member' });
    expect(await adminIds(s.standId)).toEqual([s.boothAdmin.id, s.contact.id].sort());
  });

  it('are not added by a plain stand contact, another firm or a visitor (403)', async () => {
    const s = await setup();
    const url = `/api/stands/${s.standId}/stand_admins`;
    for (const as of [s.asContact, s.asOther, s.asVisitor])
      expect((await as({ method: 'POST', url, payload: { user: s.contact.id } })).statusCode).toBe(403);
    expect(await adminIds(s.standId)).toEqual([s.boothAdmin.id]);
  });

  it('are removed by booth administrators and the organizer, not by a firm stand admin who is not one (403)', async () => {
    const s = await setup();
    const removeUrl = (id: number) => `/api/stands/${s.standId}/stand_admins/${id}`;
    const refused = await s.asStandAdmin({ method: 'DELETE', url: removeUrl(s.boothAdmin.id) });
    expect(refused.statusCode).toBe(403);
    expect(await adminIds(s.standId)).toEqual([s.boothAdmin.id]);
    await db().insert(standAdmins).values({ standId: s.standId, userId: s.contact.id });
    expect((await s.asBoothAdmin({ method: 'DELETE', url: removeUrl(s.contact.id) })).statusCode).toBe(204);
    expect((await s.asOrg({ method: 'DELETE', url: removeUrl(s.contact.id) })).statusCode).toBe(404);
    expect((await s.asOrg({ method: 'DELETE', url: removeUrl(s.boothAdmin.id) })).statusCode).toBe(204);
    expect(await adminIds(s.standId)).toEqual([]);
  });
});

describe('booth contacts', () => {
  it('are shown to whoever sees the booth, without e-mails where the fair hides them', async () => {
    const s = await setup({ isHidingEmailUser: true });
    const add = await s.asBoothAdmin({
      method: 'POST',
      url: '/api/stand_contacts',
      payload: { stand: s.standId, user: s.contact.id },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ id: s.contact.id, lastName: 'Contact', email: s.contact.email });
    const second = await s.asOrg({
      method: 'POST',
      url: '/api/stand_contacts',
      payload: { stand: s.standId, user: s.standAdmin.id },
    });
    expect(second.statusCode).toBe(201);
    const url = `/api/stand_contacts?stand.id=${s.standId}`;
    const visitor = await s.asVisitor({ method: 'GET', url });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['x-total-items']).toBe('2');
    expect(visitor.json()).toEqual([
      {
        id: s.contact.id,
        linkId: add.json().linkId,
        firstName: 'Camille',
        lastName: 'Contact',
        jobTitle: 'Recrutement',
      },
      expect.objectContaining({ id: s.standAdmin.id, lastName: 'Admin' }),
    ]);
    expect(visitor.json()[1]).not.toHaveProperty('email');
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(200);
    const firm = await s.asContact({ method: 'GET', url });
    expect(firm.json()[0].email).toBe(s.contact.email);
    const booth = await s.asVisitor({ method: 'GET', url: `/api/stands/${s.standId}` });
    expect(booth.json().contacts.map((c: { id: number }) => c.id)).toEqual([s.contact.id, s.standAdmin.id]);
    expect(booth.json().contacts[0]).not.toHaveProperty('email');
    await db().update(stands).set({ isVisible: false }).where(eq(stands.id, s.standId));
    expect((await s.asVisitor({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('are added by booth administrators, firm stand admins and the organizer, only from the firm, once', async () => {
    const s = await setup();
    const post = (as: typeof s.asOrg, user: number, stand = s.standId) =>
      as({ method: 'POST', url: '/api/stand_contacts', payload: { stand, user } });
    for (const as of [s.asContact, s.asOther, s.asVisitor])
      expect((await post(as, s.contact.id)).statusCode).toBe(403);
    const outsider = await post(s.asStandAdmin, s.visitor.id);
    expect(outsider.statusCode).toBe(422);
    expect(violationCodes(outsider.json())).toEqual({ user: 'not_firm_member' });
    expect(violationCodes((await post(s.asOrg, s.contact.id, 987_654)).json())).toEqual({
      stand: 'invalid_value',
    });
    expect((await post(s.asStandAdmin, s.contact.id)).statusCode).toBe(201);
    const newcomer = await buildUser(db(), {
      role: ROLES.EXHIBITOR,
      userType: USER_TYPES.STAND_CONTACT,
      firmId: s.firm.id,
      lastName: 'Nouveau',
    });
    expect((await post(s.asStandAdmin, newcomer.id)).json().linkId).toBeGreaterThan(0);
    const dup = await post(s.asOrg, s.contact.id);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message_code).toBe('already_listed');
    expect(await contactIds(s.standId)).toEqual([s.contact.id, newcomer.id]);
  });

  it('are removed by booth administrators and the organizer; a firm stand admin who is not one gets 403', async () => {
    const s = await setup();
    const [link] = await db()
      .insert(standContacts)
      .values({ standId: s.standId, userId: s.contact.id })
      .returning();
    const url = `/api/stand_contacts/${link!.id}`;
    for (const as of [s.asStandAdmin, s.asContact, s.asVisitor])
      expect((await as({ method: 'DELETE', url })).statusCode).toBe(403);
    expect(await contactIds(s.standId)).toEqual([s.contact.id]);
    expect((await s.asBoothAdmin({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await s.asOrg({ method: 'DELETE', url })).statusCode).toBe(404);
    expect(await contactIds(s.standId)).toEqual([]);
  });
});
