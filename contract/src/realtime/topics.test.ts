import { describe, expect, it } from 'vitest';
import {
  fairPresenceTopic,
  firmInboxTopic,
  parseTopic,
  topicsOfEvent,
  userConversationsTopic,
  userCallsTopic,
  userNotificationsTopic,
} from './topics.ts';

describe('realtime topics', () => {
  it('reads back the topics it builds, and nothing else', () => {
    expect(parseTopic(userNotificationsTopic(42))).toEqual({ kind: 'user-notifications', userId: 42 });
    expect(parseTopic(userConversationsTopic(42))).toEqual({ kind: 'user-conversations', userId: 42 });
    expect(parseTopic(firmInboxTopic(7))).toEqual({ kind: 'firm-inbox', firmId: 7 });
    expect(parseTopic(fairPresenceTopic(3))).toEqual({ kind: 'fair-presence', fairId: 3 });
    expect(parseTopic(userCallsTopic(42))).toEqual({ kind: 'user-calls', userId: 42 });
    for (const bad of [
      '/users/0/notifications',
      '/users/42/notifications/',
      'users/42/notifications',
      '/users/x/notifications',
      '/fairs/1',
      '/firms/0/inbox',
      '/fairs/1/users/status/x',
      'users/status',
    ])
      expect(parseTopic(bad)).toBeNull();
  });

  it('streams a notification to its recipient’s topic only, and cache events to no topic', () => {
    expect(
      topicsOfEvent({ name: 'notification.created', payload: { notificationId: 3, userId: 7 } }),
    ).toEqual(['/users/7/notifications']);
    expect(topicsOfEvent({ name: 'fair.changed', payload: { fairId: 1, action: 'updated' } })).toEqual([]);
  });

  it('streams a message to its participants and to the inbox of a booth chat’s firm', () => {
    const payload = { conversationId: 1, messageId: 2, fairId: 3, authorId: 5, userIds: [5, 6] };
    expect(topicsOfEvent({ name: 'conversation.message', payload: { ...payload, firmId: null } })).toEqual([
      '/users/5/conversations',
      '/users/6/conversations',
    ]);
    expect(topicsOfEvent({ name: 'conversation.message', payload: { ...payload, firmId: 9 } })).toEqual([
      '/users/5/conversations',
      '/users/6/conversations',
      '/firms/9/inbox',
    ]);
  });

  it('streams a booth queue move to the firm’s inbox and to the visitors concerned', () => {
    expect(
      topicsOfEvent({
        name: 'booth.queue.changed',
        payload: { standId: 4, fairId: 1, firmId: 9, userIds: [5, 6] },
      }),
    ).toEqual(['/firms/9/inbox', '/users/5/calls', '/users/6/calls']);
  });

  it('streams presence to the fairs the user is a member of', () => {
    expect(
      topicsOfEvent({ name: 'presence.changed', payload: { userId: 5, status: 'online', fairIds: [1, 2] } }),
    ).toEqual(['/fairs/1/users/status', '/fairs/2/users/status']);
  });

  it('rings both participants of a call and hands a signal to its addressee only', () => {
    expect(
      topicsOfEvent({
        name: 'visio.call.changed',
        payload: { roomId: 1, fairId: 2, callerId: 5, receiverId: 6, status: 'ringing' },
      }),
    ).toEqual(['/users/5/calls', '/users/6/calls']);
    expect(
      topicsOfEvent({
        name: 'visio.signal',
        payload: { roomId: 1, fromId: 5, toId: 6, kind: 'candidate', data: '{}' },
      }),
    ).toEqual(['/users/6/calls']);
  });
});
