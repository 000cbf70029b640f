import { describe, expect, it } from 'vitest';
import { parseTopic, topicsOfEvent, userNotificationsTopic } from './topics.ts';

describe('realtime topics', () => {
  it('reads back the topics it builds, and nothing else', () => {
    expect(parseTopic(userNotificationsTopic(42))).toEqual({ kind: 'user-notifications', userId: 42 });
    for (const bad of [
      '/users/0/notifications',
      '/users/42/notifications/',
      'users/42/notifications',
      '/users/x/notifications',
      '/fairs/1',
    ])
      expect(parseTopic(bad)).toBeNull();
  });

  it('streams a notification to its recipient’s topic only, and cache events to no topic', () => {
    expect(
      topicsOfEvent({ name: 'notification.created', payload: { notificationId: 3, userId: 7 } }),
    ).toEqual(['/users/7/notifications']);
    expect(topicsOfEvent({ name: 'fair.changed', payload: { fairId: 1, action: 'updated' } })).toEqual([]);
  });
});
