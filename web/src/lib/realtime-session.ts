import type { QueryClient } from '@tanstack/react-query';
import { MAX_TOPICS_PER_STREAM, userNotificationsTopic } from '@passerelle/contract';
import { createRealtimeClient, fetchStreamToken } from './realtime.ts';
import { emitRealtimeEvent, onScreenTopicsChange, screenTopics } from './realtime-events.ts';

let current: { userId: number; stop(): void } | null = null;

/** The user's own topics, then what the screens follow, within the stream's limit. */
const topicsOf = (userId: number) =>
  [...new Set([userNotificationsTopic(userId), ...screenTopics()])].slice(0, MAX_TOPICS_PER_STREAM);

/**
 * One stream per tab for the signed-in user (§7 Real-time): opened at login, closed at logout.
 * Loaded on demand (main.tsx), so anonymous visitors never fetch it.
 */
export const followRealtime = (userId: number | null, queryClient: QueryClient) => {
  if (current?.userId === userId) return;
  current?.stop();
  current = null;
  if (userId === null) return;
  const client = createRealtimeClient({
    topics: topicsOf(userId),
    essentialTopics: [userNotificationsTopic(userId)],
    fetchToken: () => fetchStreamToken(userId),
    onEvent: ({ name, data }) => {
      // Past the replay window: whatever is shown may be stale.
      if (name === 'refetch') void queryClient.invalidateQueries();
      else emitRealtimeEvent(name, data);
    },
  });
  const stopFollowingScreens = onScreenTopicsChange(() => client.setTopics(topicsOf(userId)));
  current = {
    userId,
    stop: () => {
      stopFollowingScreens();
      client.stop();
    },
  };
};
