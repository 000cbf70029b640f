import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, USER_TYPES, type InterviewSlotStatus, type VisioCallStatus } from '@passerelle/contract';
import { interviewSlots, stands, videoCallAlerts, visioRooms } from '../../db/schema/index.ts';
import { createMailer } from '../../platform/mail/index.ts';
import { buildFair, buildFirm, buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { sendVideoCallAlerts } from './notifications.video-alerts.ts';

// Issue 13, the daily video-call alert, over a real SMTP exchange.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let deps: Parameters<typeof sendVideoCallAlerts>[0];
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://salon.example',
    NOTIFICATION_DIGEST_INTERVAL_MIN: '0',
  });
  deps = { db: t.database.db, config: t.config, mailer: createMailer(t.config, t.app.log), log: t.app.log };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

// The fairs count in New York (UTC−5 in November): 13:30 UTC on the 28th is 08:30 there, after
// the 07:00 of the alert; missed calls are those of the 27th (New York), slots those of the 28th.
const ZONE = 'America/New_York';
const NOW = new Date('2026-11-28T13:30:00Z');

const db = () => t.database.db;
/** The mails to `email`, their text with plain line ends. */
const mailsTo = (email: string) =>
  smtp.mails.filter((m) => m.to.includes(email)).map((m) => ({ ...m, text: m.text.replace(/\r\n/g, '\n') }));

/** A fair with one exhibiting firm (a booth) and its staff. */
const exhibitingFair = async (isDailyVideoCallAlert = true) => {
  const fair = await buildFair(db(), { name: 'Salon Santé Test', timezone: ZONE, isDailyVideoCallAlert });
  const firm = await buildFirm(db(), { fairIds: [fair.id] });
  const [stand] = await db()
    .insert(stands)
    .values({ fairId: fair.id, firmId: firm.id, name: 'Stand Nord' })
    .returning();
  return { fair, firm, stand: stand! };
};
const staff = (firmId: number, locale: string, userType: number = USER_TYPES.STAND_ADMIN) =>
  buildUser(db(), { role: ROLES.EXHIBITOR, userType, firmId, locale, firstName: `Staff-${locale}` });
const visitor = (firstName: string, lastName: string) =>
  buildUser(db(), { role: ROLES.VISITOR, firstName, lastName });
const call = (
  fairId: number,
  callerId: number,
  receiverId: number,
  endedAt: Date | null,
  status: VisioCallStatus = 'missed',
  startedAt: Date | null = null,
) =>
  db()
    .insert(visioRooms)
    .values({
      uniqid: randomUUID(),
      uniqidExpiresAt: new Date('2030-01-01T00:00:00Z'),
      fairId,
      callerId,
      receiverId,
      status,
      startedAt,
      endedAt,
    });
const slot = (
  s: { fair: { id: number }; firm: { id: number }; stand: { id: number } },
  hostId: number,
  startsAt: Date,
  bookedBy: number | null,
  status: InterviewSlotStatus = 'booked',
) =>
  db()
    .insert(interviewSlots)
    .values({
      fairId: s.fair.id,
      standId: s.stand.id,
      firmId: s.firm.id,
      hostId,
      startsAt,
      durationMinutes: 30,
      status,
      bookedBy,
      bookedAt: bookedBy ? new Date('2026-11-20T10:00:00Z') : null,
    });

describe('the daily video-call alert', () => {
  it('mails each staff member their missed calls of yesterday and booked slots of today, in their language, once', async () => {
    const booth = await exhibitingFair();
    const german = await staff(booth.firm.id, 'de');
    const french = await staff(booth.firm.id, 'fr', USER_TYPES.STAND_CONTACT);
    const idle = await staff(booth.firm.id, 'en');
    const caller = await visitor('Jean', 'Appelant');
    const late = await visitor('Zoé', 'Tardive');
    const lena = await visitor('Lena', 'Kandidat');
    const night = await visitor('Noah', 'Nachteule');
    const tomorrow = await visitor('Tom', 'Morgen');
    const paul = await visitor('Paul', 'Candidat');

    // Yesterday in New York, although already the 28th in UTC: listed.
    await call(booth.fair.id, caller.id, german.id, new Date('2026-11-28T03:00:00Z'));
    // Its time taken from the start when it has no end: 16:15 in New York on the 27th.
    await call(booth.fair.id, caller.id, german.id, null, 'missed', new Date('2026-11-27T21:15:00Z'));
    // From someone whose account was erased since: said so.
    const gone = await buildUser(db(), {
      role: ROLES.VISITOR,
      firstName: '',
      lastName: '',
      erasedAt: new Date(),
    });
    await call(booth.fair.id, gone.id, german.id, new Date('2026-11-27T23:00:00Z'));
    // Not listed: today in New York, a call that was answered, a call of the day before yesterday.
    await call(booth.fair.id, late.id, german.id, new Date('2026-11-28T06:00:00Z'));
    await call(booth.fair.id, late.id, german.id, new Date('2026-11-27T20:00:00Z'), 'ended');
    await call(booth.fair.id, late.id, german.id, new Date('2026-11-27T04:00:00Z'));

    // Today in New York: 10:00 and 23:00 (04:00 UTC on the 29th), listed; not 01:00 on the 29th,
    // nor an open slot, nor a cancelled one.
    await slot(booth, german.id, new Date('2026-11-28T15:00:00Z'), lena.id);
    await slot(booth, german.id, new Date('2026-11-29T04:00:00Z'), night.id);
    await slot(booth, german.id, new Date('2026-11-29T06:00:00Z'), tomorrow.id);
    await slot(booth, german.id, new Date('2026-11-28T16:00:00Z'), null, 'open');
    await slot(booth, german.id, new Date('2026-11-28T17:00:00Z'), late.id, 'cancelled');
    await slot(booth, french.id, new Date('2026-11-28T19:30:00Z'), paul.id);

    // 06:30 in New York: not yet.
    expect(await sendVideoCallAlerts(deps, new Date('2026-11-28T11:30:00Z'))).toBe(0);
    expect(await sendVideoCallAlerts(deps, NOW)).toBe(2);

    const [mail, ...more] = mailsTo(german.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Messe „Salon Santé Test“: Ihre verpassten Anrufe und Gespräche des Tages');
    expect(mail!.text).toContain('Hallo Staff-de,');
    expect(mail!.text).toContain('(Messezeit, America/New_York)');
    expect(mail!.text).toContain(
      'Gestern verpasste Anrufe (Freitag, 27. November 2026):\n– 16:15: Jean Appelant\n– 18:00: Eine Person, deren Konto gelöscht wurde\n– 22:00: Jean Appelant',
    );
    expect(mail!.text).toContain(
      'Ihre für heute gebuchten Gespräche (Samstag, 28. November 2026):\n– 10:00: Lena Kandidat (30 Min.)\n– 23:00: Noah Nachteule (30 Min.)',
    );
    expect(mail!.text).toContain('Ihre Videoanrufe ansehen:\nhttps://salon.example/visio\n');
    expect(mail!.text).toContain('Ihre Gespräche ansehen:\nhttps://salon.example/visio/slots\n');
    expect(mail!.text).toContain('<a href="https://salon.example/visio/slots">');
    for (const absent of ['Zoé', 'Tardive', 'Tom Morgen', 'Paul']) expect(mail!.text).not.toContain(absent);

    const [french1] = mailsTo(french.email);
    expect(french1!.subject).toBe('Salon « Salon Santé Test » : vos appels manqués et entretiens du jour');
    expect(french1!.text).toContain(
      'Vos entretiens réservés aujourd’hui (samedi 28 novembre 2026) :\n– 14:30 : Paul Candidat (30 min)',
    );
    expect(french1!.text).toContain('https://salon.example/visio/slots');
    // Nothing missed: no such list, no link to the calls.
    expect(french1!.text).not.toContain('Appels manqués hier');
    expect(french1!.text).not.toContain('https://salon.example/visio\n');
    // Nothing to say: no mail, no row.
    expect(mailsTo(idle.email)).toEqual([]);

    // The same day again (another instance, or the next tick): nothing more.
    const before = smtp.mails.length;
    expect(await sendVideoCallAlerts(deps, new Date('2026-11-28T20:00:00Z'))).toBe(0);
    expect(smtp.mails.length).toBe(before);
    const taken = await db().select().from(videoCallAlerts).where(eq(videoCallAlerts.fairId, booth.fair.id));
    expect(taken.map((r) => [r.userId, r.day]).sort()).toEqual(
      [
        [french.id, '2026-11-28'],
        [german.id, '2026-11-28'],
      ].sort(),
    );
  });

  it('sends nothing for a fair with the switch off, nor to a visitor or the staff of a firm not exhibiting there', async () => {
    const off = await exhibitingFair(false);
    const offStaff = await staff(off.firm.id, 'fr');
    const on = await exhibitingFair();
    const guest = await visitor('Vera', 'Visiteuse');
    const elsewhere = await buildFirm(db(), { fairIds: [on.fair.id] });
    const notExhibiting = await staff(elsewhere.id, 'fr');
    const caller = await visitor('Jean', 'Appelant');
    const yesterday = new Date('2026-11-29T20:00:00Z');
    await call(off.fair.id, caller.id, offStaff.id, yesterday);
    await slot(off, offStaff.id, new Date('2026-11-30T15:00:00Z'), guest.id);
    await call(on.fair.id, caller.id, guest.id, yesterday);
    await call(on.fair.id, caller.id, notExhibiting.id, yesterday);

    expect(await sendVideoCallAlerts(deps, new Date('2026-11-30T13:30:00Z'))).toBe(0);
    for (const u of [offStaff, guest, notExhibiting]) expect(mailsTo(u.email)).toEqual([]);
    expect(await db().select().from(videoCallAlerts).where(eq(videoCallAlerts.userId, offStaff.id))).toEqual(
      [],
    );
  });
});
