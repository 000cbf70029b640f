import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_LOCALE, isLocale, USER_TYPES, type Locale } from '@passerelle/contract';
import { fairs, interviewSlots, stands, users, videoCallAlerts, visioRooms } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { registerPeriodicJob } from '../../platform/jobs/periodic-job.ts';
import { mailWords, renderWording } from '../../platform/mail/index.ts';
import { fairDay, localHour, shiftDay, startOfFairDay } from '../../platform/time/index.ts';

/** The fair's local hour from which its day's alert goes out. */
export const VIDEO_ALERT_HOUR = 7;
/** At most this many lines per list; the link shows the rest. */
const MAX_LINES = 20;

// The words of the mail (`_videoAlert` in contract/locales/<lang>/emails.json).
const wordsOf = (locale: Locale) => mailWords(locale).videoAlert;

const format = (locale: Locale, timeZone: string, at: Date, opts: Intl.DateTimeFormatOptions) => {
  try {
    return new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(locale, { ...opts, timeZone: 'UTC' }).format(at);
  }
};
/** "samedi 28 novembre 2026" for a calendar day. */
const dateOf = (locale: Locale, day: string) =>
  format(locale, 'UTC', new Date(`${day}T12:00:00Z`), { dateStyle: 'full' });

const personName = (p: { firstName: string | null; lastName: string | null; erasedAt: Date | null }) =>
  p.erasedAt ? '' : `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim();

interface Line {
  at: Date;
  name: string;
  duration?: number;
}
interface Recipient {
  email: string;
  firstName: string;
  locale: string;
  missed: Line[];
  slots: Line[];
}

/**
 * One list of the mail as body lines whose values are placeholders (`{{time3}}`), so a name is a
 * value (escaped in HTML), never template text.
 */
const listLines = (
  template: string,
  lines: Line[],
  prefix: string,
  values: (l: Line) => Record<string, string>,
  params: Record<string, string>,
) => {
  const out = lines.slice(0, MAX_LINES).map((l, i) => {
    for (const [k, v] of Object.entries(values(l))) params[`${prefix}${k}${i}`] = v;
    return `– ${template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => `{{${prefix}${k}${i}}}`)}`;
  });
  if (lines.length > MAX_LINES) out.push('…');
  return out.join('\n');
};

/**
 * Issue 13, the daily video-call alert (a fair's `isDailyVideoCallAlert`): once a day, from
 * `VIDEO_ALERT_HOUR` (07:00) in the fair's time zone, each staff member (user type stand admin or
 * stand contact) of a firm with a booth in the fair receives one mail, in their language, listing
 * the calls they missed in that fair the previous local day and the interviews booked with them as
 * host for the current local day; times in the fair's time zone. Nobody with nothing to list gets a
 * mail (nor a row: if a slot is booked later that day, a later pass sends it). The (user, fair,
 * day) row of `video_call_alerts` is taken before the mail goes: another instance, or a second
 * pass the same day, sends nothing more. Returns how many mails went out.
 */
export const sendVideoCallAlerts = async (
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log'>,
  now = new Date(),
): Promise<number> => {
  const { db, config } = deps;
  const alertFairs = await db
    .select({ id: fairs.id, name: fairs.name, timezone: fairs.timezone })
    .from(fairs)
    .where(eq(fairs.isDailyVideoCallAlert, true))
    .orderBy(asc(fairs.id));
  let sent = 0;
  for (const fair of alertFairs) {
    if (localHour(fair.timezone, now) < VIDEO_ALERT_HOUR) continue;
    const day = fairDay(fair.timezone, now);
    const yesterday = shiftDay(day, -1);
    const dayStart = startOfFairDay(fair.timezone, day);
    const dayEnd = startOfFairDay(fair.timezone, shiftDay(day, 1));
    const yesterdayStart = startOfFairDay(fair.timezone, yesterday);

    // Staff of a firm exhibiting in the fair, not erased, not yet alerted for this day.
    const isStaff = (userId: typeof users.id) =>
      and(
        inArray(users.userType, [USER_TYPES.STAND_ADMIN, USER_TYPES.STAND_CONTACT]),
        isNull(users.erasedAt),
        sql`exists (select 1 from ${stands} where ${stands.fairId} = ${fair.id} and ${stands.firmId} = ${users.firmId})`,
        sql`not exists (select 1 from ${videoCallAlerts} where ${videoCallAlerts.userId} = ${userId} and ${videoCallAlerts.fairId} = ${fair.id} and ${videoCallAlerts.day} = ${day})`,
      );
    const recipient = { email: users.email, firstName: users.firstName, locale: users.locale };
    const other = alias(users, 'other');
    const otherName = { firstName: other.firstName, lastName: other.lastName, erasedAt: other.erasedAt };
    const endedAt = sql<Date>`coalesce(${visioRooms.endedAt}, ${visioRooms.startedAt}, ${visioRooms.createdAt})`;

    const missed = await db
      .select({
        userId: users.id,
        ...recipient,
        at: endedAt.mapWith(visioRooms.createdAt),
        caller: otherName,
      })
      .from(visioRooms)
      .innerJoin(users, eq(users.id, visioRooms.receiverId))
      .innerJoin(other, eq(other.id, visioRooms.callerId))
      .where(
        and(
          eq(visioRooms.fairId, fair.id),
          eq(visioRooms.status, 'missed'),
          sql`${endedAt} >= ${yesterdayStart.toISOString()}::timestamptz`,
          sql`${endedAt} < ${dayStart.toISOString()}::timestamptz`,
          isStaff(users.id),
        ),
      )
      .orderBy(asc(endedAt), asc(visioRooms.id));
    const slots = await db
      .select({
        userId: users.id,
        ...recipient,
        at: interviewSlots.startsAt,
        duration: interviewSlots.durationMinutes,
        candidate: otherName,
      })
      .from(interviewSlots)
      .innerJoin(users, eq(users.id, interviewSlots.hostId))
      .innerJoin(other, eq(other.id, interviewSlots.bookedBy))
      .where(
        and(
          eq(interviewSlots.fairId, fair.id),
          eq(interviewSlots.status, 'booked'),
          gte(interviewSlots.startsAt, dayStart),
          lt(interviewSlots.startsAt, dayEnd),
          isStaff(users.id),
        ),
      )
      .orderBy(asc(interviewSlots.startsAt), asc(interviewSlots.id));

    const byUser = new Map<number, Recipient>();
    const of = (r: { userId: number; email: string; firstName: string; locale: string }) => {
      let found = byUser.get(r.userId);
      if (!found) byUser.set(r.userId, (found = { ...r, missed: [], slots: [] }));
      return found;
    };
    for (const r of missed) of(r).missed.push({ at: r.at, name: personName(r.caller) });
    for (const r of slots)
      of(r).slots.push({ at: r.at, name: personName(r.candidate), duration: r.duration });

    for (const [userId, r] of byUser) {
      const [taken] = await db
        .insert(videoCallAlerts)
        .values({ userId, fairId: fair.id, day })
        .onConflictDoNothing()
        .returning({ userId: videoCallAlerts.userId });
      if (!taken) continue;
      const locale = isLocale(r.locale) ? r.locale : DEFAULT_LOCALE;
      const words = wordsOf(locale);
      const time = (at: Date) => format(locale, fair.timezone, at, { timeStyle: 'short' });
      const params: Record<string, string> = {
        firstName: r.firstName,
        fair: fair.name,
        zone: fair.timezone,
      };
      const paragraphs = [words.greeting, words.intro];
      if (r.missed.length)
        paragraphs.push(
          `${words.missed.replace('{{date}}', '{{missedDate}}')}\n${listLines(words.call, r.missed, 'm', (l) => ({ time: time(l.at), caller: l.name || words.someone }), params)}`,
          `${words.missedLink}\n${config.publicUrl}/visio`,
        );
      if (r.slots.length)
        paragraphs.push(
          `${words.slots.replace('{{date}}', '{{slotsDate}}')}\n${listLines(words.slot, r.slots, 's', (l) => ({ time: time(l.at), candidate: l.name || words.someone, duration: String(l.duration) }), params)}`,
          `${words.slotsLink}\n${config.publicUrl}/visio/slots`,
        );
      paragraphs.push(words.why, words.signature);
      params.missedDate = dateOf(locale, yesterday);
      params.slotsDate = dateOf(locale, day);
      const mail = renderWording({ subject: words.subject, body: paragraphs.join('\n\n') }, params);
      const { delivered } = await deps.mailer.send({ to: r.email, ...mail });
      if (delivered) sent += 1;
      else
        deps.log.warn({ userId, fairId: fair.id, day }, 'video call alert: the mail was kept in the outbox');
    }
  }
  return sent;
};

/**
 * Runs a video-call alert pass at the digest's interval (`NOTIFICATION_DIGEST_INTERVAL_MIN`, off
 * at 0) once the server is ready.
 */
export const videoCallAlertJob = async (app: FastifyInstance, opts: { deps: AppDeps }) =>
  registerPeriodicJob(app, {
    name: 'video call alert',
    intervalMs: opts.deps.config.notificationDigest.intervalMs,
    run: () => sendVideoCallAlerts(opts.deps),
    log: opts.deps.log,
  });
