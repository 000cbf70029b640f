import type { DomainEvent } from '../events/catalogue.ts';

/**
 * The realtime stream's topics (spec §7 Real-time, architecture §6). A subscriber names the
 * topics it wants (`GET /api/events?topic=…`); the API admits each one by its own policy.
 */
export const userNotificationsTopic = (userId: number) => `/users/${userId}/notifications`;

export interface Topic {
  kind: 'user-notifications';
  userId: number;
}

export const parseTopic = (topic: string): Topic | null => {
  const m = /^\/users\/([1-9]\d{0,9})\/notifications$/.exec(topic);
  if (m) return { kind: 'user-notifications', userId: Number(m[1]) };
  return null;
};

/** The topics a domain event is streamed to (none for most: caches are their only subscribers). */
export const topicsOfEvent = (event: DomainEvent): string[] => {
  switch (event.name) {
    case 'notification.created':
    case 'notification.changed':
      return [userNotificationsTopic(event.payload.userId)];
    default:
      return [];
  }
};

/** How many topics one stream may follow (a tab: the user's own, its booth rooms…). */
export const MAX_TOPICS_PER_STREAM = 20;
