import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@passerelle/contract';
import {
  MAX_TOPICS_PER_STREAM,
  isFirmStaffType,
  firmInboxTopic,
  userCallsTopic,
  userConversationsTopic,
  userNotificationsTopic,
} from '@passerelle/contract/lite';
import { createRealtimeClient, fetchStreamToken } from './realtime.ts';
import { emitRealtimeEvent, onScreenTopicsChange, screenTopics } from './realtime-events.ts';

export type StreamUser = Pick<User, 'id' | 'firm' | 'userType'>;

/**
 * The topics a signed-in tab follows: the user's notifications, conversations and calls (ringing,
 * answered, hung up, and the WebRTC signals addressed to them), and, for a
 * firm's staff, the firm's inbox (the api admits exactly these: stream.policy.ts).
 */
export const topicsOf = (user: StreamUser): string[] => [
  userNotificationsTopic(user.id),
  userConversationsTopic(user.id),
  userCallsTopic(user.id),
  ...(user.firm !== null && isFirmStaffType(user.userType) ? [firmInboxTopic(user.firm)] : []),
];

/** The user's own topics, then what the screens follow (a fair's presence), within the stream's limit. */
const withScreens = (own: string[]) =>
  [...new Set([...own, ...screenTopics()])].slice(0, MAX_TOPICS_PER_STREAM);

let current: { key: string; stop(): void } | null = null;

/**
 * One stream per tab for the signed-in user (§7 Real-time): opened at login, closed at logout,
 * reopened when what it follows changes (the user joins a firm).
 * Loaded on demand (main.tsx), so anonymous visitors never fetch it.
 */
export const followRealtime = (user: StreamUser | null, queryClient: QueryClient) => {
  const topics = user ? topicsOf(user) : [];
  const key = topics.join(' ');
  if (current?.key === key) return;
  current?.stop();
  current = null;
  if (user === null) return;
  const userId = user.id;
  const client = createRealtimeClient({
    topics: withScreens(topics),
    // A screen's topic refused (a membership refused since): the user's own ones go on.
    essentialTopics: topics,
    fetchToken: () => fetchStreamToken(userId),
    onEvent: ({ name, data }) => {
      // Past the replay window: whatever is shown may be stale.
      if (name === 'refetch') void queryClient.invalidateQueries();
      else emitRealtimeEvent(name, data);
    },
  });
  const stopFollowingScreens = onScreenTopicsChange(() => client.setTopics(withScreens(topics)));
  current = {
    key,
    stop: () => {
      stopFollowingScreens();
      client.stop();
    },
  };
};
