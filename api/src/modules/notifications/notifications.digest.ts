import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LOCALE,
  isLocale,
  jobApplicationStatusName,
  type NotificationData,
  type NotificationKind,
} from '@passerelle/contract';
import { notificationDigests, notificationPreferences, notifications, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { registerPeriodicJob } from '../../platform/jobs/periodic-job.ts';
import { mailWords, renderWording } from '../../platform/mail/index.ts';

const DAY_MS = 86_400_000;
/** At most this many lines in one digest; the link shows the rest. */
const MAX_LINES = 20;

/** The UTC day a pass at `now` sends for, or null before the day's hour. */
export const digestDayOf = (now: Date, hourUtc: number): string | null =>
  now.getUTCHours() < hourUtc ? null : now.toISOString().slice(0, 10);

type Words = ReturnType<typeof mailWords>;

/** One notification as a sentence of the mail, in the recipient's language. */
const sentence = (words: Words, kind: NotificationKind, d: NotificationData): string => {
  const template = words.digest.kinds[kind];
  const status = words.applicationStatus[
    jobApplicationStatusName(d.status ?? 0) as keyof Words['applicationStatus']
  ] as string | undefined;
  const values: Record<string, string> = {
    fair: d.fairName ?? '',
    firm: d.firmName ?? '',
    offer: d.offerTitle ?? '',
    stand: d.standName ?? '',
    status: status ?? '',
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
};

/**
 * §7 notifications, "e-mail digest (daily, in the user's language)": once a day, after
 * `NOTIFICATION_DIGEST_HOUR_UTC`, each user who chose the digest for some kinds receives one mail
 * listing their notifications of those kinds made in the 24 hours before that hour and still
 * unread. The (user, day) row is taken before the mail goes: another instance, or a second pass
 * the same day, sends nothing more. Returns how many mails went out.
 */
export const sendDailyDigests = async (
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log'>,
  now = new Date(),
): Promise<number> => {
  const { db, config } = deps;
  const day = digestDayOf(now, config.notificationDigest.hourUtc);
  if (!day) return 0;
  const end = new Date(`${day}T${String(config.notificationDigest.hourUtc).padStart(2, '0')}:00:00Z`);
  const start = new Date(end.getTime() - DAY_MS);
  const rows = await db
    .select({
      userId: notifications.recipientId,
      kind: notifications.kind,
      data: notifications.data,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
    })
    .from(notifications)
    .innerJoin(
      notificationPreferences,
      and(
        eq(notificationPreferences.userId, notifications.recipientId),
        eq(notificationPreferences.kind, notifications.kind),
        eq(notificationPreferences.channel, 'email_digest'),
      ),
    )
    .innerJoin(users, eq(users.id, notifications.recipientId))
    .where(
      and(
        eq(notifications.unread, true),
        gte(notifications.createdAt, start),
        lt(notifications.createdAt, end),
        isNull(users.erasedAt),
        sql`not exists (select 1 from ${notificationDigests} where ${notificationDigests.userId} = ${notifications.recipientId} and ${notificationDigests.day} = ${day})`,
      ),
    )
    .orderBy(asc(notifications.recipientId), asc(notifications.createdAt));

  const byUser = new Map<number, typeof rows>();
  for (const r of rows) {
    const list = byUser.get(r.userId) ?? [];
    list.push(r);
    byUser.set(r.userId, list);
  }
  let sent = 0;
  for (const [userId, list] of byUser) {
    const [taken] = await db
      .insert(notificationDigests)
      .values({ userId, day })
      .onConflictDoNothing()
      .returning({ userId: notificationDigests.userId });
    if (!taken) continue;
    const first = list[0]!;
    const locale = isLocale(first.locale) ? first.locale : DEFAULT_LOCALE;
    const words = mailWords(locale);
    const lines = list.slice(0, MAX_LINES).map((n) => `– ${sentence(words, n.kind, n.data)}`);
    if (list.length > MAX_LINES) lines.push('…');
    const mail = renderWording(
      {
        subject: words.digest.subject,
        body: [
          words.digest.greeting,
          words.digest.intro,
          lines.join('\n'),
          `${words.digest.link}\n{{link}}`,
          words.digest.why,
          words.digest.signature,
        ].join('\n\n'),
      },
      {
        firstName: first.firstName,
        count: String(list.length),
        link: `${config.publicUrl}/user/notifications`,
      },
    );
    const { delivered } = await deps.mailer.send({ to: first.email, ...mail });
    if (delivered) sent += 1;
    else deps.log.warn({ userId, day }, 'notification digest: the mail was kept in the outbox');
  }
  return sent;
};

/** Runs a digest pass every `NOTIFICATION_DIGEST_INTERVAL_MIN` (off at 0) once the server is ready. */
export const notificationDigestJob = async (app: FastifyInstance, opts: { deps: AppDeps }) =>
  registerPeriodicJob(app, {
    name: 'notification digest',
    intervalMs: opts.deps.config.notificationDigest.intervalMs,
    run: () => sendDailyDigests(opts.deps),
    log: opts.deps.log,
  });
