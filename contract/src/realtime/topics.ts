import type { DomainEvent } from '../events/catalogue.ts';

/**
 * The realtime stream's topics (spec §7 Real-time, architecture §6). A subscriber names the
 * topics it wants (`GET /api/events?topic=…`); the API admits each one by its own policy.
 */
export const userNotificationsTopic = (userId: number) => `/users/${userId}/notifications`;
/** A user's conversations: new messages, reads, typing (self only). */
export const userConversationsTopic = (userId: number) => `/users/${userId}/conversations`;
/** A firm's booth-chat inbox (its stand admins and stand contacts). */
export const firmInboxTopic = (firmId: number) => `/firms/${firmId}/inbox`;
/**
 * §4 presence of the people of a fair (spec topic `users/status`, scoped to one fair so that a
 * subscriber is authorised once, as a member of that fair).
 */
export const fairPresenceTopic = (fairId: number) => `/fairs/${fairId}/users/status`;
/** A user's calls: ringing, answered, hung up, and the WebRTC signals addressed to them (self only). */
export const userCallsTopic = (userId: number) => `/users/${userId}/calls`;

export type Topic =
  | { kind: 'user-notifications'; userId: number }
  | { kind: 'user-conversations'; userId: number }
  | { kind: 'firm-inbox'; firmId: number }
  | { kind: 'fair-presence'; fairId: number }
  | { kind: 'user-calls'; userId: number };

const idPart = '([1-9]\\d{0,9})';
const PATTERNS: [RegExp, (n: number) => Topic][] = [
  [new RegExp(`^/users/${idPart}/notifications$`), (userId) => ({ kind: 'user-notifications', userId })],
  [new RegExp(`^/users/${idPart}/conversations$`), (userId) => ({ kind: 'user-conversations', userId })],
  [new RegExp(`^/firms/${idPart}/inbox$`), (firmId) => ({ kind: 'firm-inbox', firmId })],
  [new RegExp(`^/fairs/${idPart}/users/status$`), (fairId) => ({ kind: 'fair-presence', fairId })],
  [new RegExp(`^/users/${idPart}/calls$`), (userId) => ({ kind: 'user-calls', userId })],
];

export const parseTopic = (topic: string): Topic | null => {
  for (const [re, build] of PATTERNS) {
    const m = re.exec(topic);
    if (m) return build(Number(m[1]));
  }
  return null;
};

/** The topics a domain event is streamed to (none for most: caches are their only subscribers). */
export const topicsOfEvent = (event: DomainEvent): string[] => {
  switch (event.name) {
    case 'notification.created':
    case 'notification.changed':
      return [userNotificationsTopic(event.payload.userId)];
    case 'conversation.message':
    case 'conversation.changed':
    case 'conversation.typing': {
      const topics = event.payload.userIds.map(userConversationsTopic);
      if (event.payload.firmId !== null) topics.push(firmInboxTopic(event.payload.firmId));
      return topics;
    }
    case 'presence.changed':
      return event.payload.fairIds.map(fairPresenceTopic);
    case 'visio.call.changed':
      return [userCallsTopic(event.payload.callerId), userCallsTopic(event.payload.receiverId)];
    case 'visio.signal':
      return [userCallsTopic(event.payload.toId)];
    case 'booth.queue.changed':
      // The staff follow their firm's inbox; a visitor's every tab follows their calls.
      return [firmInboxTopic(event.payload.firmId), ...event.payload.userIds.map(userCallsTopic)];
    default:
      return [];
  }
};

/** How many topics one stream may follow (a tab: the user's own, its booth rooms…). */
export const MAX_TOPICS_PER_STREAM = 20;

/** The stream's path under /api (`GET /api/events`, §7 Real-time). */
export const EVENT_STREAM_PATH = '/events';
