import { describe, expect, it } from 'vitest';
import {
  DOMAIN_EVENT_NAMES,
  parseDomainEvent,
  subjectsOf,
  type DomainEvent,
  type DomainEventName,
} from './catalogue.ts';

/** One valid event per name: the catalogue test fails while a new event has none. */
const SAMPLES: { [N in DomainEventName]: Extract<DomainEvent, { name: N }>['payload'] } = {
  'fair.changed': { fairId: 1, action: 'updated' },
  'hall.changed': { fairId: 1, hallId: 2, action: 'deleted' },
  'hall.map.changed': { fairId: 1, hallId: 2 },
  'stand.changed': { fairId: 1, firmId: 3, standId: 4, hallId: 2, previousHallId: null, action: 'created' },
  'stand.people.changed': {
    fairId: 1,
    firmId: 3,
    standId: 4,
    userId: 5,
    list: 'contacts',
    action: 'added',
  },
  'firm.changed': { firmId: 3, fairIds: [1, 6], action: 'updated' },
  'firm.staff.changed': { firmId: 3, fairIds: [1], userId: 5 },
  'firm.join_request.changed': { requestId: 10, firmId: 3, fairId: null, userId: 5, status: 'pending' },
  'membership.changed': { userId: 5, fairId: 1, state: 'waiting' },
  'user.changed': { userId: 5, fairIds: [1], firmId: null, action: 'erased' },
  'media.deleted': {
    mediaId: 7,
    uploaderId: 5,
    uses: [
      { kind: 'booth', standId: 4, fairId: 1, firmId: 3 },
      { kind: 'hall', hallId: 2, fairId: 1 },
      { kind: 'firm', firmId: 3, fairIds: [1, 6] },
    ],
  },
  'reference.changed': { table: 'languages', id: 2, action: 'updated' },
  'job.offer.changed': { offerId: 8, firmId: 3, fairIds: [1, 6] },
  'job.profile.changed': { profileId: 8, userId: 5 },
  'job.application.changed': { applicationId: 9, offerId: 8, firmId: 3, fairId: 1, candidateId: 5 },
  'session.ended': { userId: 5, sessionId: 'f1', keep: null },
  'notification.created': { notificationId: 10, userId: 5 },
  'notification.changed': { userId: 5 },
  'conversation.message': {
    conversationId: 8,
    messageId: 9,
    fairId: 1,
    firmId: 3,
    authorId: 5,
    userIds: [5, 6],
  },
  'conversation.changed': { conversationId: 8, fairId: 1, firmId: null, userIds: [5, 6] },
  'conversation.typing': { conversationId: 8, fairId: 1, firmId: 3, userId: 5, userIds: [5] },
  'fair.mute.changed': { fairId: 1, userId: 5, muted: true },
  'presence.changed': { userId: 5, status: 'online', fairIds: [1] },
  'visio.call.changed': { roomId: 4, fairId: 1, callerId: 5, receiverId: 6, status: 'ringing' },
  'visio.signal': { roomId: 4, fromId: 5, toId: 6, kind: 'offer', data: 'v=0' },
  'interview.slot.changed': {
    slotId: 7,
    fairId: 1,
    firmId: 3,
    standId: 4,
    hostId: 5,
    candidateId: 6,
    action: 'booked',
  },
  'booth.queue.changed': { standId: 4, fairId: 1, firmId: 3, userIds: [5, 6] },
};
const sample = (name: DomainEventName) => ({ name, payload: SAMPLES[name] }) as DomainEvent;

describe('domain event catalogue', () => {
  it.each(DOMAIN_EVENT_NAMES)('%s accepts its sample and names whom it concerns', (name) => {
    const parsed = parseDomainEvent(sample(name));
    expect(parsed).toEqual({ ok: true, event: sample(name) });
    const s = subjectsOf(sample(name));
    // Authorisable per event: a fair, a firm or a user, unless the data is public to everyone.
    expect(s.everyone || s.fairIds.length + s.firmIds.length + s.userIds.length > 0).toBe(true);
  });

  it('refuses unknown names, missing or extra fields and ids that are not positive integers', () => {
    expect(parseDomainEvent({ name: 'api:write-committed', payload: {} })).toMatchObject({ ok: false });
    expect(parseDomainEvent({ name: 'fair.changed', payload: { fairId: 1 } })).toMatchObject({ ok: false });
    expect(
      parseDomainEvent({ name: 'fair.changed', payload: { fairId: 1, action: 'updated', name: 'Salon' } }),
    ).toMatchObject({ ok: false });
    expect(
      parseDomainEvent({ name: 'fair.changed', payload: { fairId: 0, action: 'updated' } }),
    ).toMatchObject({ ok: false });
    expect(parseDomainEvent(null)).toMatchObject({ ok: false });
  });

  it('tells of a job profile to its candidate only (readers by diffusion are rows, not subjects)', () => {
    expect(subjectsOf(sample('job.profile.changed'))).toEqual({
      fairIds: [],
      firmIds: [],
      userIds: [5],
      everyone: false,
    });
  });

  it('collects every fair, firm and user a deleted file concerned', () => {
    expect(subjectsOf(sample('media.deleted'))).toEqual({
      fairIds: [1, 6],
      firmIds: [3],
      userIds: [5],
      everyone: false,
    });
  });

  it('names the firm and every fair an offer is or was shown in', () => {
    expect(subjectsOf(sample('job.offer.changed'))).toEqual({
      fairIds: [1, 6],
      firmIds: [3],
      userIds: [],
      everyone: false,
    });
  });

  it('names the candidate, the offer’s firm and the fair of an application', () => {
    expect(subjectsOf(sample('job.application.changed'))).toEqual({
      fairIds: [1],
      firmIds: [3],
      userIds: [5],
      everyone: false,
    });
  });

  it('names only the recipient of a notification, so no one else’s stream carries it', () => {
    for (const name of ['notification.created', 'notification.changed', 'session.ended'] as const)
      expect(subjectsOf(sample(name))).toEqual({ fairIds: [], firmIds: [], userIds: [5], everyone: false });
  });

  it('names the participants, the booth chat’s firm and the fair of a conversation event', () => {
    expect(subjectsOf(sample('conversation.message'))).toEqual({
      fairIds: [1],
      firmIds: [3],
      userIds: [5, 6],
      everyone: false,
    });
    expect(subjectsOf(sample('conversation.changed')).firmIds).toEqual([]);
  });
});
