import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { ROLES, USER_TYPES, type InterviewSlot } from '@passerelle/contract';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver, type ReceivedMail } from '../../../test/smtp-receiver.ts';
import { interviewSlots, jobOffers, notifications, stands } from '../../db/schema/index.ts';
import { claimDueReminders } from './index.ts';

// Issue 13 "Interview slots": the firm's staff and the fair's organizers publish; validated
// members of the fair who are not the firm's staff book, once; either side cancels with a
// message; the booking is mailed with an .ics in the fair's time zone; both sides are reminded
// 10 minutes before, once.

type Session = Awaited<ReturnType<typeof loginAs>> & { id: number; email: string };
interface Problem {
  message_code: string;
  violations: { propertyPath: string; code: string }[];
}
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
const as: Record<string, Session> = {};
let fair: { id: number };
let fairOff: { id: number };
let firmX: { id: number };
let booth: { id: number };
let boothOff: { id: number };
let otherBooth: { id: number };
let offer: { id: number };

const session = async (input: Parameters<typeof buildUser>[1]) => {
  const u = await buildUser(t.database.db, input);
  return { ...(await loginAs(t.app, u.email, u.password)), id: u.id, email: u.email };
};
const slotCount = async () => {
  const [r] = await t.database.db.select({ n: count() }).from(interviewSlots);
  return Number(r!.n);
};
const post = (who: string, url: string, payload: unknown) =>
  as[who]!.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });
const get = (who: string, url: string) => as[who]!.inject({ method: 'GET', url: `/api${url}` });
const del = (who: string, url: string) => as[who]!.inject({ method: 'DELETE', url: `/api${url}` });

/** A whole hour some days ahead (UTC), so that series never meet the clock. */
const future = (days: number, hourUtc = 14) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d;
};
const publish = async (who: string, body: Record<string, unknown>) => {
  const res = await post(who, '/interview_slots', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<InterviewSlot[]>();
};

/** The `.ics` part of a received mail, decoded (base64 or quoted-printable). */
const icsOf = (mail: ReceivedMail) => {
  const part = mail.raw.split(/\r?\n--/).find((p) => /Content-Type: text\/calendar/i.test(p));
  expect(part, 'an .ics part').toBeDefined();
  const [head, ...rest] = part!.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head!))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
};

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://passerelle.test',
    INTERVIEW_REMINDER_INTERVAL_S: '0',
  });
  const db = t.database.db;
  fair = await buildFair(db, {
    isPublicAccess: false,
    isVideoEnabled: true,
    name: 'Salon Santé Toronto',
    timezone: 'America/Toronto',
  });
  fairOff = await buildFair(db, { isPublicAccess: false, isVideoEnabled: false });
  const fairB = await buildFair(db, { isPublicAccess: false });
  firmX = await buildFirm(db, { name: 'Clinique du Lac', fairIds: [fair.id, fairOff.id] });
  const firmY = await buildFirm(db, { name: 'Hôpital Nord', fairIds: [fair.id] });
  [booth, boothOff, otherBooth] = await db
    .insert(stands)
    .values([
      { fairId: fair.id, firmId: firmX.id, name: 'Stand du Lac' },
      { fairId: fairOff.id, firmId: firmX.id, name: 'Stand sans vidéo' },
      { fairId: fair.id, firmId: firmY.id, name: 'Stand Nord' },
    ])
    .returning()
    .then((rows) => rows.map((r) => ({ id: r.id })));
  offer = await db
    .insert(jobOffers)
    .values({
      firmId: firmX.id,
      status: 'published',
      translations: { fr: { title: 'Infirmier·ère', description: '<p>Soins</p>' } },
    } as typeof jobOffers.$inferInsert)
    .returning({ id: jobOffers.id })
    .then((rows) => rows[0]!);
  const staff = (userType: number, firmId: number, extra: Parameters<typeof buildUser>[1] = {}) =>
    session({ role: ROLES.EXHIBITOR, userType, firmId, fairIds: [fair.id, fairOff.id], ...extra });
  as.admin = await staff(USER_TYPES.STAND_ADMIN, firmX.id, { firstName: 'Sophie', lastName: 'Martin' });
  as.host = await staff(USER_TYPES.STAND_CONTACT, firmX.id, {
    firstName: 'Luc',
    lastName: 'Girard',
    jobTitle: 'Recruteur',
    locale: 'fr',
  });
  as.otherFirm = await staff(USER_TYPES.STAND_ADMIN, firmY.id);
  as.nurse = await session({
    role: ROLES.VISITOR,
    fairIds: [fair.id, fairOff.id],
    firstName: 'Amina',
    lastName: 'Diallo',
    locale: 'en',
  });
  as.doctor = await session({
    role: ROLES.VISITOR,
    fairIds: [fair.id],
    firstName: 'Karim',
    lastName: 'Benali',
  });
  as.waiting = await session({ role: ROLES.VISITOR, fairIds: [fair.id], waitingIn: [fair.id] });
  as.stranger = await session({ role: ROLES.VISITOR });
  as.otherFair = await session({ role: ROLES.VISITOR, fairIds: [fairB.id] });
  as.organizer = await session({ role: ROLES.ORGANIZER, adminOf: [fair.id] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('publishing slots', () => {
  it('POST /interview_slots publishes a series of consecutive slots held by a staff member', async () => {
    const start = future(3);
    const slots = await publish('admin', {
      stand: booth.id,
      host: as.host!.id,
      startsAt: start.toISOString(),
      durationMinutes: 20,
      count: 3,
    });
    expect(slots.map((s) => s.startsAt)).toEqual(
      [0, 20, 40].map((m) => new Date(start.getTime() + m * 60_000).toISOString()),
    );
    expect(slots[0]).toMatchObject({
      fair: fair.id,
      timezone: 'America/Toronto',
      stand: { id: booth.id, name: 'Stand du Lac' },
      firm: { id: firmX.id, name: 'Clinique du Lac' },
      host: {
        id: as.host!.id,
        firstName: 'Luc',
        lastName: 'Girard',
        jobTitle: 'Recruteur',
        firm: { id: firmX.id },
      },
      endsAt: new Date(start.getTime() + 20 * 60_000).toISOString(),
      durationMinutes: 20,
      status: 'open',
      candidate: null,
      bookedByMe: false,
      jobOffer: null,
      roomPath: `/visio/slots/${slots[0]!.id}`,
      abilities: { book: false, cancel: true, delete: true },
    });
    expect(slots[0]).not.toHaveProperty('host.email');
  });

  it("the fair's organizer publishes too; a visitor, another firm's staff and a stranger may not", async () => {
    const body = {
      stand: booth.id,
      host: as.host!.id,
      startsAt: future(4).toISOString(),
      durationMinutes: 30,
    };
    await publish('organizer', body);
    const before = await slotCount();
    const visitor = await post('nurse', '/interview_slots', { ...body, startsAt: future(5).toISOString() });
    expect(visitor.statusCode).toBe(403);
    const other = await post('otherFirm', '/interview_slots', { ...body, startsAt: future(5).toISOString() });
    expect(other.statusCode).toBe(403);
    // The booth of a private fair does not exist for a stranger.
    const stranger = await post('stranger', '/interview_slots', {
      ...body,
      startsAt: future(5).toISOString(),
    });
    expect(stranger.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/interview_slots', payload: body });
    expect(anonymous.statusCode).toBe(401);
    expect(await slotCount()).toBe(before);
  });

  it('refuses bad input with exact codes and writes nothing', async () => {
    const before = await slotCount();
    const base = {
      stand: booth.id,
      host: as.host!.id,
      startsAt: future(6).toISOString(),
      durationMinutes: 20,
    };
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ ...base, durationMinutes: 5 }, 422, 'durationMinutes', 'too_small'],
      [{ ...base, durationMinutes: 121 }, 422, 'durationMinutes', 'too_big'],
      [{ ...base, count: 0 }, 422, 'count', 'too_small'],
      [{ ...base, startsAt: 'tomorrow' }, 422, 'startsAt', 'invalid_value'],
      [{ ...base, startsAt: new Date(Date.now() - 60_000).toISOString() }, 422, 'startsAt', 'slot_in_past'],
      [{ ...base, host: as.nurse!.id }, 422, 'host', 'host_not_firm_staff'],
      [{ ...base, host: as.otherFirm!.id }, 422, 'host', 'host_not_firm_staff'],
    ];
    for (const [body, status, path, code] of cases) {
      const res = await post('admin', '/interview_slots', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json<Problem>().violations).toEqual([expect.objectContaining({ propertyPath: path, code })]);
    }
    const off = await post('admin', '/interview_slots', { ...base, stand: boothOff.id });
    expect(off.statusCode).toBe(403);
    expect(off.json<Problem>().message_code).toBe('video_disabled');
    expect(await slotCount()).toBe(before);
  });

  it("refuses a slot overlapping another of the host's (409 slot_overlap)", async () => {
    const start = future(7);
    await publish('admin', {
      stand: booth.id,
      host: as.host!.id,
      startsAt: start.toISOString(),
      durationMinutes: 30,
    });
    const before = await slotCount();
    const res = await post('admin', '/interview_slots', {
      stand: booth.id,
      host: as.host!.id,
      startsAt: new Date(start.getTime() - 20 * 60_000).toISOString(),
      durationMinutes: 10,
      count: 3,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<Problem>().message_code).toBe('slot_overlap');
    expect(await slotCount()).toBe(before);
    // Right after it is free.
    await publish('admin', {
      stand: booth.id,
      host: as.host!.id,
      startsAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
      durationMinutes: 10,
    });
  });
});

describe('booking', () => {
  let slots: InterviewSlot[];
  beforeAll(async () => {
    slots = await publish('admin', {
      stand: booth.id,
      host: as.host!.id,
      startsAt: future(10, 15).toISOString(),
      durationMinutes: 20,
      count: 4,
    });
  });

  it('GET /stands/{id}/interview_slots: open upcoming slots to members, every slot to the firm', async () => {
    const res = await get('nurse', `/stands/${booth.id}/interview_slots?pagination=false`);
    expect(res.statusCode).toBe(200);
    const list = res.json<InterviewSlot[]>();
    expect(list.every((s) => s.status === 'open' && s.candidate === null)).toBe(true);
    expect(list.map((s) => s.id)).toEqual(expect.arrayContaining(slots.map((s) => s.id)));
    expect(list.map((s) => s.startsAt)).toEqual([...list.map((s) => s.startsAt)].sort());
    expect(list[0]!.abilities).toEqual({ book: true, cancel: false, delete: false });
    expect((await get('admin', `/stands/${booth.id}/interview_slots`)).statusCode).toBe(200);
    expect((await get('stranger', `/stands/${booth.id}/interview_slots`)).statusCode).toBe(404);
    expect((await get('otherFair', `/stands/${booth.id}/interview_slots`)).statusCode).toBe(404);
  });

  it('POST /interview_slots/{id}/book books it, mails the candidate an .ics in the fair zone, tells the host', async () => {
    const slot = slots[0]!;
    const res = await post('nurse', `/interview_slots/${slot.id}/book`, { jobOffer: offer.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InterviewSlot>()).toMatchObject({
      id: slot.id,
      status: 'booked',
      bookedByMe: true,
      jobOffer: offer.id,
      candidate: { id: as.nurse!.id, firstName: 'Amina', lastName: 'Diallo', firm: null },
      abilities: { book: false, cancel: true, delete: false },
    });
    const mail = await smtp.waitFor(as.nurse!.email);
    expect(mail.subject).toContain('Interview booked: Clinique du Lac');
    expect(mail.text).toContain(`https://passerelle.test/visio/slots/${slot.id}`);
    const ics = icsOf(mail);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('DTSTART;TZID=America/Toronto:');
    const root = new ICAL.Component(ICAL.parse(ics));
    for (const tz of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
    const event = new ICAL.Event(root.getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(slot.startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(slot.endsAt);
    expect(root.getFirstSubcomponent('vevent')!.getFirstPropertyValue('url')).toBe(
      `https://passerelle.test/visio/slots/${slot.id}`,
    );
    // The host's notice, in the host's language, names the candidate.
    const notice = await smtp.waitFor(as.host!.email);
    expect(notice.subject).toContain('Nouvel entretien : Amina Diallo');
    expect(icsOf(notice)).toContain('METHOD:REQUEST');
    await expect
      .poll(async () =>
        (
          await t.database.db
            .select()
            .from(notifications)
            .where(
              and(eq(notifications.recipientId, as.host!.id), eq(notifications.kind, 'interview.booked')),
            )
        ).map((n) => n.data),
      )
      .toEqual([
        expect.objectContaining({ slotId: slot.id, standName: 'Stand du Lac', timezone: 'America/Toronto' }),
      ]);
    // The firm sees the candidate; another member sees neither it nor the booking.
    const firmView = (await get('admin', `/stands/${booth.id}/interview_slots?pagination=false`)).json<
      InterviewSlot[]
    >();
    expect(firmView.find((s) => s.id === slot.id)).toMatchObject({
      status: 'booked',
      candidate: { id: as.nurse!.id },
    });
    const doctorView = (await get('doctor', `/stands/${booth.id}/interview_slots?pagination=false`)).json<
      InterviewSlot[]
    >();
    expect(doctorView.map((s) => s.id)).not.toContain(slot.id);
    expect((await get('doctor', `/interview_slots/${slot.id}`)).statusCode).toBe(404);
  });

  it('refuses a taken slot, a second slot at the same booth, the firm’s staff, waiting members and strangers', async () => {
    const taken = await post('doctor', `/interview_slots/${slots[0]!.id}/book`, {});
    expect(taken.statusCode).toBe(409);
    expect(taken.json<Problem>().message_code).toBe('slot_taken');
    const second = await post('nurse', `/interview_slots/${slots[1]!.id}/book`, {});
    expect(second.statusCode).toBe(409);
    expect(second.json<Problem>().message_code).toBe('slot_already_booked_at_booth');
    const own = await post('admin', `/interview_slots/${slots[1]!.id}/book`, {});
    expect([own.statusCode, own.json<Problem>().message_code]).toEqual([403, 'cannot_book_own_firm']);
    // A waiting member sees a private fair as the public does: nothing.
    expect((await post('waiting', `/interview_slots/${slots[1]!.id}/book`, {})).statusCode).toBe(404);
    // The organizer sees the booth's slots but is no candidate of its fair.
    const organizer = await post('organizer', `/interview_slots/${slots[1]!.id}/book`, {});
    expect([organizer.statusCode, organizer.json<Problem>().message_code]).toEqual([
      403,
      'not_validated_in_fair',
    ]);
    expect((await post('stranger', `/interview_slots/${slots[1]!.id}/book`, {})).statusCode).toBe(404);
    expect((await post('otherFair', `/interview_slots/${slots[1]!.id}/book`, {})).statusCode).toBe(404);
    const badOffer = await post('doctor', `/interview_slots/${slots[1]!.id}/book`, { jobOffer: 999_999 });
    expect(badOffer.statusCode).toBe(422);
    expect(badOffer.json<Problem>().violations).toEqual([
      expect.objectContaining({ propertyPath: 'jobOffer', code: 'job_offer_not_of_firm' }),
    ]);
    const [row] = await t.database.db
      .select()
      .from(interviewSlots)
      .where(eq(interviewSlots.id, slots[1]!.id));
    expect(row).toMatchObject({ status: 'open', bookedBy: null });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/interview_slots/${slots[1]!.id}/book`, payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('POST /interview_slots/{id}/cancel by the candidate opens the slot again; the host hears why', async () => {
    const slot = slots[0]!;
    const empty = await post('nurse', `/interview_slots/${slot.id}/cancel`, { message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<Problem>().violations).toEqual([
      expect.objectContaining({ propertyPath: 'message', code: 'required' }),
    ]);
    const long = await post('nurse', `/interview_slots/${slot.id}/cancel`, { message: 'x'.repeat(501) });
    expect(long.json<Problem>().violations).toEqual([
      expect.objectContaining({ propertyPath: 'message', code: 'too_long' }),
    ]);
    const notMine = await post('doctor', `/interview_slots/${slot.id}/cancel`, { message: 'Non' });
    expect(notMine.statusCode).toBe(403);
    const [still] = await t.database.db.select().from(interviewSlots).where(eq(interviewSlots.id, slot.id));
    expect(still).toMatchObject({ status: 'booked', bookedBy: as.nurse!.id, cancelMessage: null });

    const res = await post('nurse', `/interview_slots/${slot.id}/cancel`, {
      message: 'Empêchement, désolée; merci',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InterviewSlot>()).toMatchObject({
      status: 'open',
      bookedByMe: false,
      candidate: null,
      cancelMessage: null,
    });
    const firmSide = (await get('admin', `/interview_slots/${slot.id}`)).json<InterviewSlot>();
    expect(firmSide).toMatchObject({
      status: 'open',
      cancelledBy: as.nurse!.id,
      cancelMessage: 'Empêchement, désolée; merci',
    });
    await expect
      .poll(
        () => smtp.mails.filter((m) => m.to.includes(as.host!.email) && m.subject.includes('annulé')).length,
      )
      .toBe(1);
    const cancelMail = smtp.mails.find((m) => m.to.includes(as.host!.email) && m.subject.includes('annulé'))!;
    expect(cancelMail.text).toContain('Empêchement, désolée; merci');
    expect(icsOf(cancelMail)).toContain('METHOD:CANCEL');
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(notifications)
              .where(
                and(
                  eq(notifications.recipientId, as.host!.id),
                  eq(notifications.kind, 'interview.cancelled'),
                ),
              )
          ).length,
      )
      .toBe(1);
    // Someone else may book it now.
    expect((await post('doctor', `/interview_slots/${slot.id}/book`, {})).statusCode).toBe(200);
  });

  it('a cancellation by the firm closes the slot; the candidate keeps it with the message', async () => {
    const slot = slots[0]!;
    const res = await post('admin', `/interview_slots/${slot.id}/cancel`, {
      message: 'Le poste est pourvu.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<InterviewSlot>()).toMatchObject({
      status: 'cancelled',
      candidate: { id: as.doctor!.id },
    });
    const mine = (await get('doctor', '/interview_slots')).json<InterviewSlot[]>();
    expect(mine.find((s) => s.id === slot.id)).toMatchObject({
      status: 'cancelled',
      bookedByMe: true,
      cancelledBy: as.admin!.id,
      cancelMessage: 'Le poste est pourvu.',
      abilities: { book: false, cancel: false, delete: false },
    });
    await expect
      .poll(
        async () =>
          (
            await t.database.db
              .select()
              .from(notifications)
              .where(
                and(
                  eq(notifications.recipientId, as.doctor!.id),
                  eq(notifications.kind, 'interview.cancelled'),
                ),
              )
          ).length,
      )
      .toBe(1);
    const again = await post('admin', `/interview_slots/${slot.id}/cancel`, { message: 'Encore' });
    expect([again.statusCode, again.json<Problem>().message_code]).toEqual([409, 'slot_not_open']);
  });

  it('GET /interview_slots lists the candidate’s and the host’s slots, upcoming first', async () => {
    expect((await post('nurse', `/interview_slots/${slots[2]!.id}/book`, {})).statusCode).toBe(200);
    const res = await get('nurse', '/interview_slots');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-items']).toBe('1');
    expect(res.json<InterviewSlot[]>().map((s) => s.id)).toEqual([slots[2]!.id]);
    const hosted = (await get('host', '/interview_slots?pagination=false')).json<InterviewSlot[]>();
    expect(hosted.length).toBeGreaterThan(4);
    expect(hosted.map((s) => s.startsAt)).toEqual([...hosted.map((s) => s.startsAt)].sort());
    expect(hosted.find((s) => s.id === slots[2]!.id)).toMatchObject({ candidate: { id: as.nurse!.id } });
    expect((await get('stranger', '/interview_slots')).json()).toEqual([]);
  });

  it('DELETE /interview_slots/{id}: the firm’s side deletes an open slot only', async () => {
    expect((await del('nurse', `/interview_slots/${slots[3]!.id}`)).statusCode).toBe(403);
    expect((await del('stranger', `/interview_slots/${slots[3]!.id}`)).statusCode).toBe(404);
    const booked = await del('admin', `/interview_slots/${slots[2]!.id}`);
    expect([booked.statusCode, booked.json<Problem>().message_code]).toEqual([409, 'slot_not_open']);
    expect((await del('admin', `/interview_slots/${slots[3]!.id}`)).statusCode).toBe(204);
    expect(
      await t.database.db.select().from(interviewSlots).where(eq(interviewSlots.id, slots[3]!.id)),
    ).toEqual([]);
  });
});

describe('concurrency', () => {
  it('20 parallel bookings of one slot: exactly one wins, the others get slot_taken', async () => {
    const [slot] = await publish('otherFirm', {
      stand: otherBooth.id,
      host: as.otherFirm!.id,
      startsAt: future(12).toISOString(),
      durationMinutes: 20,
    });
    const people = await Promise.all(
      Array.from({ length: 20 }, () => session({ role: ROLES.VISITOR, fairIds: [fair.id] })),
    );
    const answers = await Promise.all(
      people.map((p) =>
        p.inject({ method: 'POST', url: `/api/interview_slots/${slot!.id}/book`, payload: {} }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(
      new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json<Problem>().message_code)),
    ).toEqual(new Set(['slot_taken']));
    const winner = people[codes.indexOf(200)]!;
    const [row] = await t.database.db.select().from(interviewSlots).where(eq(interviewSlots.id, slot!.id));
    expect(row).toMatchObject({ status: 'booked', bookedBy: winner.id });
  });

  it('one candidate booking two slots of a booth at once holds one of them', async () => {
    const pair = await publish('admin', {
      stand: booth.id,
      host: as.admin!.id,
      startsAt: future(13).toISOString(),
      durationMinutes: 20,
      count: 2,
    });
    const someone = await session({ role: ROLES.VISITOR, fairIds: [fair.id] });
    const answers = await Promise.all(
      pair.map((s) =>
        someone.inject({ method: 'POST', url: `/api/interview_slots/${s.id}/book`, payload: {} }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json<Problem>().message_code).toBe(
      'slot_already_booked_at_booth',
    );
  });
});

describe('reminders', () => {
  it('claims a due reminder once, even when two passes run together, and tells both sides', async () => {
    const [slot] = await publish('admin', {
      stand: booth.id,
      host: as.host!.id,
      startsAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      durationMinutes: 10,
    });
    const [later] = await publish('admin', {
      stand: booth.id,
      host: as.host!.id,
      startsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
      durationMinutes: 10,
    });
    expect((await post('doctor', `/interview_slots/${slot!.id}/book`, {})).statusCode).toBe(200);
    const other = await session({ role: ROLES.VISITOR, fairIds: [fair.id] });
    const booked = await other.inject({
      method: 'POST',
      url: `/api/interview_slots/${later!.id}/book`,
      payload: {},
    });
    expect(booked.statusCode).toBe(200);
    const deps = { db: t.database.db, bus: t.app.bus };
    const [a, b] = await Promise.all([claimDueReminders(deps), claimDueReminders(deps)]);
    expect([...a, ...b].filter((id) => id === slot!.id)).toHaveLength(1);
    expect([...a, ...b]).not.toContain(later!.id);
    expect(await claimDueReminders(deps)).not.toContain(slot!.id);
    const reminded = async (userId: number) =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, 'interview.reminder')))
      ).filter((n) => n.data.slotId === slot!.id).length;
    await expect.poll(() => reminded(as.doctor!.id)).toBe(1);
    await expect.poll(() => reminded(as.host!.id)).toBe(1);
  });
});

describe('personal data', () => {
  it('exports the bookings with the account, and erasure gives an upcoming booking up', async () => {
    const [slot] = await publish('admin', {
      stand: booth.id,
      host: as.admin!.id,
      startsAt: future(20).toISOString(),
      durationMinutes: 20,
    });
    const leaving = await session({ role: ROLES.VISITOR, fairIds: [fair.id] });
    const book = await leaving.inject({
      method: 'POST',
      url: `/api/interview_slots/${slot!.id}/book`,
      payload: {},
    });
    expect(book.statusCode).toBe(200);
    const exported = await leaving.inject({ method: 'GET', url: `/api/users/${leaving.id}/export` });
    expect(exported.statusCode).toBe(200);
    expect(exported.json<{ modules: Record<string, unknown> }>().modules.interviewSlots).toEqual([
      expect.objectContaining({
        id: slot!.id,
        role: 'candidate',
        status: 'booked',
        startsAt: slot!.startsAt,
      }),
    ]);
    const erased = await leaving.inject({ method: 'DELETE', url: `/api/users/${leaving.id}/delete` });
    expect(erased.statusCode).toBeLessThan(300);
    const [row] = await t.database.db.select().from(interviewSlots).where(eq(interviewSlots.id, slot!.id));
    expect(row).toMatchObject({ status: 'open', bookedBy: null, bookedAt: null });
  });
});
