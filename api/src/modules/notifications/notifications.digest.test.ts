import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@passerelle/contract';
import { notificationDigests, notifications, users } from '../../db/schema/index.ts';
import { createMailer } from '../../platform/mail/index.ts';
import { buildFair, buildUser } from '../../../test/factories.ts';
import { startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { buildTestApp, loginAs, type TestApp } from '../../../test/test-app.ts';
import { eq } from 'drizzle-orm';
import { digestDayOf, sendDailyDigests } from './notifications.digest.ts';

// §7 notifications, "e-mail digest (daily, in the user's language)", over a real SMTP exchange.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let deps: Parameters<typeof sendDailyDigests>[0];
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

// The pass at 07:00 UTC on the 28th covers the 27th 06:00 → the 28th 06:00 (the default hour).
const NOW = new Date('2026-11-28T07:00:00Z');
const IN_WINDOW = new Date('2026-11-28T05:30:00Z');

const person = async (locale: string) => {
  const u = await buildUser(t.database.db, { role: ROLES.VISITOR, locale });
  return { user: u, as: await loginAs(t.app, u.email, u.password) };
};
const choose = async (who: Awaited<ReturnType<typeof person>>, prefs: Record<string, string>) => {
  const res = await who.as.inject({
    method: 'PUT',
    url: `/api/users/${who.user.id}/notification-preferences`,
    payload: prefs,
  });
  expect(res.statusCode).toBe(200);
};
const notify = (
  recipientId: number,
  kind: string,
  data: object,
  extra: { unread?: boolean; at?: Date } = {},
) =>
  t.database.db.insert(notifications).values({
    recipientId,
    kind: kind as never,
    data,
    unread: extra.unread ?? true,
    sourceKey: `digest-test-${Math.random()}`,
    createdAt: extra.at ?? IN_WINDOW,
  });
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

describe('the daily notification digest', () => {
  it('waits for the day’s hour', () => {
    expect(digestDayOf(new Date('2026-11-28T05:59:00Z'), 6)).toBeNull();
    expect(digestDayOf(new Date('2026-11-28T06:00:00Z'), 6)).toBe('2026-11-28');
  });

  it('mails each user the unread notifications of the kinds they chose it for, in their language, once a day', async () => {
    const fair = await buildFair(t.database.db, { name: 'Salon Santé Test' });
    const nurse = await person('en');
    const recruiter = await person('fr');
    await choose(nurse, { 'membership.validated': 'email_digest', 'job.application.status': 'email_digest' });
    await choose(recruiter, { 'job.application.received': 'email_digest' });
    await notify(nurse.user.id, 'membership.validated', { fairId: fair.id, fairName: 'Salon Santé Test' });
    await notify(nurse.user.id, 'job.application.status', { offerTitle: 'Infirmière <de nuit>', status: 4 });
    // Not in her digest: a kind she keeps in the app, one already read, one from before the window.
    await notify(nurse.user.id, 'firm.join_request', { firmName: 'Clinique Cachée' });
    await notify(nurse.user.id, 'membership.validated', { fairName: 'Déjà lu' }, { unread: false });
    await notify(
      nurse.user.id,
      'membership.validated',
      { fairName: 'Trop ancien' },
      { at: new Date('2026-11-27T05:00:00Z') },
    );
    await notify(recruiter.user.id, 'job.application.received', { offerTitle: 'Aide-soignant' });

    expect(await sendDailyDigests(deps, new Date('2026-11-28T05:00:00Z'))).toBe(0);
    expect(await sendDailyDigests(deps, NOW)).toBeGreaterThanOrEqual(2);

    const [mail] = mailsTo(nurse.user.email);
    expect(mail!.subject).toBe('Your Passerelle notifications of the day (2)');
    expect(mail!.text).toContain('Your registration for the fair “Salon Santé Test” is validated.');
    expect(mail!.text).toContain('Your application “Infirmière <de nuit>”:');
    expect(mail!.raw).toContain('Infirmi=C3=A8re &lt;de nuit&gt;');
    expect(mail!.text).toContain('https://salon.example/user/notifications');
    for (const absent of ['Clinique Cachée', 'Déjà lu', 'Trop ancien'])
      expect(mail!.text).not.toContain(absent);
    const [french] = mailsTo(recruiter.user.email);
    expect(french!.subject).toBe('Vos notifications Passerelle du jour (1)');
    expect(french!.text).toContain('Nouvelle candidature pour l’offre « Aide-soignant ».');

    // The same day again (another instance, or the next tick): nothing more.
    const before = smtp.mails.length;
    expect(await sendDailyDigests(deps, new Date('2026-11-28T09:00:00Z'))).toBe(0);
    expect(smtp.mails.length).toBe(before);
    const taken = await t.database.db
      .select()
      .from(notificationDigests)
      .where(eq(notificationDigests.userId, nurse.user.id));
    expect(taken.map((d) => d.day)).toEqual(['2026-11-28']);
  });

  it('sends nothing to someone who keeps every kind in the app, nor to an erased account', async () => {
    const inApp = await person('fr');
    await notify(inApp.user.id, 'membership.validated', { fairName: 'Salon A' });
    const erased = await person('fr');
    await choose(erased, { 'membership.validated': 'email_digest' });
    await notify(erased.user.id, 'membership.validated', { fairName: 'Salon B' });
    await t.database.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, erased.user.id));
    await sendDailyDigests(deps, new Date('2026-11-29T07:00:00Z'));
    await sendDailyDigests(deps, NOW);
    expect(mailsTo(inApp.user.email)).toEqual([]);
    expect(mailsTo(erased.user.email)).toEqual([]);
  });
});
