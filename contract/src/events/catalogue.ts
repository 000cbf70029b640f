import { z } from 'zod';

/**
 * The domain events (ADR 005): what happened to which subject, published by the services once
 * their transaction committed. Caches subscribe to the events their answers depend on; the
 * realtime stream (architecture §6) will relay them to browsers. A payload names its subjects by
 * id only — never their content — and every event names the fair, firm or user it concerns, so
 * that a subscriber can be authorised per event (`subjectsOf`, the audience table of ADR 005).
 *
 * Names are `<subject>.<fact>`; a payload is a strict object (a new field is a contract change).
 */

const id = z.number().int().positive();
const ids = z.array(id);
const written = z.enum(['created', 'updated', 'deleted']);

/** A subject that used a deleted file (media.uses.ts in the api). */
export const MediaUseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('booth'), standId: id, fairId: id, firmId: id }).strict(),
  z.object({ kind: z.literal('hall'), hallId: id, fairId: id }).strict(),
  z.object({ kind: z.literal('firm'), firmId: id, fairIds: ids }).strict(),
]);
export type MediaUseRef = z.infer<typeof MediaUseSchema>;

export const DOMAIN_EVENTS = {
  /** A fair's record, languages, header buttons or organizers (`admins`) changed; or it was created/deleted. */
  'fair.changed': z.object({ fairId: id, action: written }).strict(),
  /**
   * A hall's record changed (names, images, visibility, number of booths — booths beyond it left
   * the hall), or it was created or deleted (its booths left it for the unassigned list).
   */
  'hall.changed': z.object({ fairId: id, hallId: id, action: written }).strict(),
  /** The hall's map (elements, slot configuration) changed; its booths did not. */
  'hall.map.changed': z.object({ fairId: id, hallId: id }).strict(),
  /**
   * A booth was created, changed or deleted. `hallId` is its hall after the change (for a deleted
   * booth, the hall it was in); `previousHallId` the hall it left when it moved, else null.
   */
  'stand.changed': z
    .object({
      fairId: id,
      firmId: id,
      standId: id,
      hallId: id.nullable(),
      previousHallId: id.nullable(),
      action: written,
    })
    .strict(),
  /** Someone was listed on or removed from a booth's administrators or contacts. */
  'stand.people.changed': z
    .object({
      fairId: id,
      firmId: id,
      standId: id,
      userId: id,
      list: z.enum(['admins', 'contacts']),
      action: z.enum(['added', 'removed']),
    })
    .strict(),
  /**
   * A firm's record (name, type, texts, logo, visibility, sectors) or its links to fairs changed.
   * `fairIds`: the fairs it is linked to, plus any fair it was just unlinked from.
   */
  'firm.changed': z.object({ firmId: id, fairIds: ids, action: z.enum(['created', 'updated']) }).strict(),
  /** The firm's roster changed: the user joined it, left it or changed role (stand admin/contact) in it. */
  'firm.staff.changed': z.object({ firmId: id, fairIds: ids, userId: id }).strict(),
  /**
   * Someone asked to join a firm's roster (`pending`: registration with an existing firm's name,
   * an organizer's invitation), or the firm decided. `fairId`: the fair it came through (null once gone).
   */
  'firm.join_request.changed': z
    .object({
      requestId: id,
      firmId: id,
      fairId: id.nullable(),
      userId: id,
      status: z.enum(['pending', 'accepted', 'declined']),
    })
    .strict(),
  /** A user's membership of a fair was created (registration, creation, import), decided or removed. */
  'membership.changed': z
    .object({
      userId: id,
      fairId: id,
      state: z.enum(['waiting', 'validated', 'refused', 'removed']),
    })
    .strict(),
  /** What others see of a user changed (profile, account type), or the account was erased. */
  'user.changed': z
    .object({ userId: id, fairIds: ids, firmId: id.nullable(), action: z.enum(['updated', 'erased']) })
    .strict(),
  /** A stored file was deleted; references to it became null in the subjects listed in `uses`. */
  'media.deleted': z
    .object({ mediaId: id, uploaderId: id.nullable(), uses: z.array(MediaUseSchema) })
    .strict(),
  /** A job offer was created, changed (status included) or deleted; `fairIds`: the fairs it is shown in, before and after. */
  'job.offer.changed': z.object({ offerId: id, firmId: id, fairIds: ids }).strict(),
  /** A row of a reference table (countries, languages, sectors, the booth catalogue…) was written. */
  'reference.changed': z.object({ table: z.string().min(1), id, action: written }).strict(),
  /** A candidate's job profile was saved, deleted, got or lost its CV or photo, or a diffusion choice changed. */
  'job.profile.changed': z.object({ profileId: id, userId: id }).strict(),
  /** An application was made, its status moved, or it was withdrawn. */
  'job.application.changed': z
    .object({ applicationId: id, offerId: id, firmId: id, fairId: id, candidateId: id })
    .strict(),
  /**
   * Sessions of a user ended (logout, a replayed refresh token, a password or login e-mail change,
   * a password reset): `sessionId` that one, or null for all of them except `keep`. Open realtime
   * streams of those sessions close.
   */
  'session.ended': z
    .object({ userId: id, sessionId: z.string().nullable(), keep: z.string().nullable() })
    .strict(),
  /** A notification was stored for a user (streamed on `/users/{id}/notifications`). */
  'notification.created': z.object({ notificationId: id, userId: id }).strict(),
  /** A user's notifications were read, marked unread or deleted (their other tabs follow). */
  'notification.changed': z.object({ userId: id }).strict(),
  /**
   * A message was written in a conversation. `userIds`: its participants (streamed on each one's
   * `/users/{id}/conversations`); `firmId`: the firm whose inbox holds a booth chat (streamed on
   * `/firms/{id}/inbox`), else null.
   */
  'conversation.message': z
    .object({
      conversationId: id,
      messageId: id,
      fairId: id,
      firmId: id.nullable(),
      authorId: id,
      userIds: ids,
    })
    .strict(),
  /** A conversation was read, archived, assigned or changed status (same audience as a message). */
  'conversation.changed': z
    .object({ conversationId: id, fairId: id, firmId: id.nullable(), userIds: ids })
    .strict(),
  /** Someone is typing in a conversation (streamed, never stored by a subscriber). */
  'conversation.typing': z
    .object({ conversationId: id, fairId: id, firmId: id.nullable(), userId: id, userIds: ids })
    .strict(),
  /** A user was muted in a fair, or the mute lifted. */
  'fair.mute.changed': z.object({ fairId: id, userId: id, muted: z.boolean() }).strict(),
  /**
   * A user's presence changed (§4): online when a stream of theirs is open, away when they said
   * so, calling while in a call, offline when their last stream closed. `fairIds`: the fairs they
   * are a validated member of (who may see it).
   */
  'presence.changed': z
    .object({ userId: id, status: z.enum(['online', 'away', 'calling', 'offline']), fairIds: ids })
    .strict(),
  /**
   * A call changed state (§4: created, ringing, active, then ended, missed or declined); streamed
   * on both participants' `/users/{id}/calls`, so the receiver's tabs ring and stop ringing.
   */
  'visio.call.changed': z
    .object({
      roomId: id,
      fairId: id,
      callerId: id,
      receiverId: id,
      status: z.enum(['created', 'ringing', 'active', 'ended', 'missed', 'declined']),
    })
    .strict(),
  /**
   * A WebRTC signal from one participant of a call to the other (ADR 008): the one event that
   * carries content, because its content is addressed to one user and lives for one call.
   */
  'visio.signal': z
    .object({
      roomId: id,
      fromId: id,
      toId: id,
      kind: z.enum(['offer', 'answer', 'candidate', 'media']),
      data: z.string().max(20_000),
    })
    .strict(),
  /**
   * An interview slot (issue 13) was published, booked, cancelled (by the firm's side: closed),
   * reopened (its candidate cancelled: offered again; `candidateId` is the one who cancelled),
   * deleted, or its reminder fell due (`reminded`). Streamed to nobody; the notifications module
   * tells the other side.
   */
  'interview.slot.changed': z
    .object({
      slotId: id,
      fairId: id,
      firmId: id,
      standId: id,
      hostId: id,
      candidateId: id.nullable(),
      action: z.enum(['created', 'booked', 'cancelled', 'reopened', 'deleted', 'reminded']),
    })
    .strict(),
  /**
   * A booth's queue moved (issue 13): someone joined, left or was taken, or the hours changed.
   * `userIds`: the visitors whose place or state changed (those still waiting, and the one who
   * left or was taken); streamed to them and to the firm's inbox, so places and lists refresh.
   */
  'booth.queue.changed': z.object({ standId: id, fairId: id, firmId: id, userIds: ids }).strict(),
} as const;

export type DomainEventName = keyof typeof DOMAIN_EVENTS;
export const DOMAIN_EVENT_NAMES = Object.keys(DOMAIN_EVENTS) as DomainEventName[];
export type DomainEventPayload<N extends DomainEventName> = z.output<(typeof DOMAIN_EVENTS)[N]>;
/** One event as published: `{ name, payload }`, the payload typed by the name. */
export type DomainEvent = {
  [N in DomainEventName]: { name: N; payload: DomainEventPayload<N> };
}[DomainEventName];

export const isDomainEventName = (name: unknown): name is DomainEventName =>
  typeof name === 'string' && Object.hasOwn(DOMAIN_EVENTS, name);

/** Checks an event against the catalogue: the event itself, or the zod issues that refuse it. */
export const parseDomainEvent = (
  raw: unknown,
): { ok: true; event: DomainEvent } | { ok: false; issues: string[] } => {
  const { name, payload } = (raw ?? {}) as { name?: unknown; payload?: unknown };
  if (!isDomainEventName(name)) return { ok: false, issues: [`unknown event ${String(name)}`] };
  const parsed = DOMAIN_EVENTS[name].safeParse(payload);
  if (!parsed.success)
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => `${name}: ${i.path.join('.') || '(payload)'} ${i.message}`),
    };
  return { ok: true, event: { name, payload: parsed.data } as DomainEvent };
};

/**
 * The subjects an event concerns, for authorising a subscriber per event: the fairs (whoever may
 * visit them, or organise them, depending on the event), the firms (their members) and the users
 * (themselves). `everyone`: public reference data.
 */
export interface EventSubjects {
  fairIds: number[];
  firmIds: number[];
  userIds: number[];
  everyone: boolean;
}

export const subjectsOf = (event: DomainEvent): EventSubjects => {
  const s: EventSubjects = { fairIds: [], firmIds: [], userIds: [], everyone: false };
  const add = (list: number[], ...values: (number | null)[]) => {
    for (const v of values) if (v !== null && !list.includes(v)) list.push(v);
  };
  switch (event.name) {
    case 'fair.changed':
    case 'hall.changed':
    case 'hall.map.changed':
      add(s.fairIds, event.payload.fairId);
      break;
    case 'stand.changed':
      add(s.fairIds, event.payload.fairId);
      add(s.firmIds, event.payload.firmId);
      break;
    case 'stand.people.changed':
      add(s.fairIds, event.payload.fairId);
      add(s.firmIds, event.payload.firmId);
      add(s.userIds, event.payload.userId);
      break;
    case 'firm.changed':
      add(s.firmIds, event.payload.firmId);
      add(s.fairIds, ...event.payload.fairIds);
      break;
    case 'firm.staff.changed':
      add(s.firmIds, event.payload.firmId);
      add(s.fairIds, ...event.payload.fairIds);
      add(s.userIds, event.payload.userId);
      break;
    case 'firm.join_request.changed':
      // The firm (its roster owners), the fair it came through (its organizers), the person.
      add(s.firmIds, event.payload.firmId);
      add(s.fairIds, event.payload.fairId);
      add(s.userIds, event.payload.userId);
      break;
    case 'membership.changed':
      add(s.fairIds, event.payload.fairId);
      add(s.userIds, event.payload.userId);
      break;
    case 'user.changed':
      add(s.userIds, event.payload.userId);
      add(s.fairIds, ...event.payload.fairIds);
      add(s.firmIds, event.payload.firmId);
      break;
    case 'media.deleted':
      add(s.userIds, event.payload.uploaderId);
      for (const use of event.payload.uses) {
        if (use.kind === 'firm') add(s.fairIds, ...use.fairIds);
        else add(s.fairIds, use.fairId);
        if (use.kind !== 'hall') add(s.firmIds, use.firmId);
      }
      break;
    case 'job.offer.changed':
      add(s.firmIds, event.payload.firmId);
      add(s.fairIds, ...event.payload.fairIds);
      break;
    case 'reference.changed':
      s.everyone = true;
      break;
    case 'job.profile.changed':
      // The candidate only: who else may read the profile depends on rows (diffusion, applications).
      add(s.userIds, event.payload.userId);
      break;
    case 'job.application.changed':
      // The candidate, the offer's firm and the fair (its organizers: never its other members).
      add(s.fairIds, event.payload.fairId);
      add(s.firmIds, event.payload.firmId);
      add(s.userIds, event.payload.candidateId);
      break;
    case 'session.ended':
    case 'notification.created':
    case 'notification.changed':
      add(s.userIds, event.payload.userId);
      break;
    case 'conversation.message':
    case 'conversation.changed':
    case 'conversation.typing':
      // The participants and the firm whose inbox holds it; never the fair's other members.
      add(s.userIds, ...event.payload.userIds);
      add(s.firmIds, event.payload.firmId);
      add(s.fairIds, event.payload.fairId);
      break;
    case 'fair.mute.changed':
      add(s.fairIds, event.payload.fairId);
      add(s.userIds, event.payload.userId);
      break;
    case 'presence.changed':
      add(s.userIds, event.payload.userId);
      add(s.fairIds, ...event.payload.fairIds);
      break;
    case 'visio.call.changed':
      // Its two participants; the fair for its organizers' statistics, never its other members.
      add(s.userIds, event.payload.callerId, event.payload.receiverId);
      add(s.fairIds, event.payload.fairId);
      break;
    case 'visio.signal':
      add(s.userIds, event.payload.fromId, event.payload.toId);
      break;
    case 'booth.queue.changed':
      // The booth's firm (its staff), the fair (its organizers) and the visitors concerned.
      add(s.firmIds, event.payload.firmId);
      add(s.fairIds, event.payload.fairId);
      add(s.userIds, ...event.payload.userIds);
      break;
    case 'interview.slot.changed':
      // The firm (its staff), the fair (its organizers), the host and the candidate.
      add(s.fairIds, event.payload.fairId);
      add(s.firmIds, event.payload.firmId);
      add(s.userIds, event.payload.hostId, event.payload.candidateId);
      break;
    default: {
      const unhandled: never = event;
      throw new Error(`no subjects for ${(unhandled as DomainEvent).name}`);
    }
  }
  return s;
};
