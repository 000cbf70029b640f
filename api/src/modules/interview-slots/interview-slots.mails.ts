import { and, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_LOCALE, interviewRoomPath, isLocale, type Locale } from '@passerelle/contract';
import { users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { mailWords, renderWording, type MailAttachment } from '../../platform/mail/index.ts';
import { buildInterviewIcs } from './interview-slots.ics.ts';
import type { PersonRow, SlotView } from './interview-slots.mapper.ts';

type View = SlotView & { fairName: string };
type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>;

const fullName = (p: Pick<PersonRow, 'firstName' | 'lastName' | 'erasedAt'>) =>
  p.erasedAt ? '' : `${p.firstName} ${p.lastName}`.trim();

/** "Sunday 29 March 2026 at 10:00" in the recipient's language, in the fair's time zone. */
export const fairTime = (at: Date, locale: Locale, timeZone: string) => {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(
      at,
    );
  }
};

/** The bare address of `MAIL_FROM` (`Passerelle <no-reply@x>` → `no-reply@x`): the invitation's organizer. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The mails of a booking (issue 13): the candidate's confirmation and the host's notice, each
 * with an `.ics` invitation; a cancellation to the other side with the message and a cancelling
 * `.ics` (same UID, higher sequence). In each recipient's language; a mail never fails the
 * request (the mailer keeps what it could not deliver in its outbox).
 */
export const createInterviewMails = (deps: Deps) => {
  const { db, config } = deps;
  const recipients = async (ids: number[]) =>
    new Map(
      (
        await db
          .select({
            id: users.id,
            email: users.email,
            firstName: users.firstName,
            lastName: users.lastName,
            locale: users.locale,
          })
          .from(users)
          .where(and(inArray(users.id, ids), isNull(users.erasedAt)))
      ).map((u) => [u.id, { ...u, locale: isLocale(u.locale) ? u.locale : DEFAULT_LOCALE }]),
    );

  const link = (slotId: number) => `${config.publicUrl}${interviewRoomPath(slotId)}`;
  const uid = (v: View) =>
    `interview-slot-${v.slot.id}-${v.slot.bookedAt?.getTime() ?? 0}@${new URL(config.publicUrl).hostname}`;

  const send = async (
    to: { email: string; firstName: string; lastName: string; locale: Locale },
    v: View,
    kind: 'booked' | 'hostBooked' | 'cancelled',
    params: Record<string, string>,
    method: 'REQUEST' | 'CANCEL',
  ) => {
    const words = mailWords(to.locale).interview;
    const w = words[kind];
    const values: Record<string, string> = {
      firstName: to.firstName,
      host: fullName(v.host),
      firm: v.firmName,
      stand: v.standName,
      fair: v.fairName,
      when: fairTime(v.slot.startsAt, to.locale, v.timezone),
      zone: v.timezone,
      duration: String(v.slot.durationMinutes),
      link: link(v.slot.id),
      ...params,
    };
    const fill = (text: string) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => values[k] ?? '');
    const ics = buildInterviewIcs({
      uid: uid(v),
      method,
      sequence: method === 'CANCEL' ? 1 : 0,
      start: v.slot.startsAt,
      durationMinutes: v.slot.durationMinutes,
      timeZone: v.timezone,
      summary: fill(words.summary),
      description: fill(words.description),
      url: values.link!,
      organizer: { name: values.host!, email: addressOf(config.mailFrom) },
      attendee: { name: `${to.firstName} ${to.lastName}`.trim(), email: to.email },
    });
    const attachment: MailAttachment = {
      filename: 'interview.ics',
      content: ics,
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    };
    const body = [
      w.greeting,
      w.body,
      ...(params.message ? ['{{message}}'] : []),
      `${w.link}\n{{link}}`,
      w.ics,
      w.signature,
    ];
    const mail = renderWording({ subject: w.subject, body: body.join('\n\n') }, values);
    const { delivered } = await deps.mailer.send({ to: to.email, ...mail, attachments: [attachment] });
    if (!delivered) deps.log.warn({ slotId: v.slot.id, kind }, 'interview mail kept in the outbox');
  };

  const safely = async (what: string, run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      deps.log.error({ err, what }, 'interview mail failed');
    }
  };

  return {
    booked: (v: View) =>
      safely('booked', async () => {
        if (!v.candidate) return;
        const people = await recipients([v.candidate.id, v.host.id]);
        const cand = people.get(v.candidate.id);
        const hostTo = people.get(v.host.id);
        const candidateName = fullName(v.candidate);
        if (cand) await send(cand, v, 'booked', {}, 'REQUEST');
        if (hostTo) await send(hostTo, v, 'hostBooked', { candidate: candidateName }, 'REQUEST');
      }),
    /** `v`: the slot as it was booked; the canceller's other side is told. */
    cancelled: (v: View, cancellerId: number, message: string) =>
      safely('cancelled', async () => {
        if (!v.candidate) return;
        const byCandidate = cancellerId === v.candidate.id;
        const targets = byCandidate
          ? [v.host.id]
          : [v.candidate.id, ...(cancellerId !== v.host.id ? [v.host.id] : [])];
        const people = await recipients([...targets, cancellerId]);
        const canceller = people.get(cancellerId);
        const by = byCandidate
          ? fullName(v.candidate)
          : canceller
            ? `${canceller.firstName} ${canceller.lastName}`.trim()
            : v.firmName;
        for (const id of targets) {
          const to = people.get(id);
          if (to) await send(to, v, 'cancelled', { by, message }, 'CANCEL');
        }
      }),
  };
};
