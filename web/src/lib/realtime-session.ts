import type { QueryClient } from '@tanstack/react-query';
import { userNotificationsTopic } from '@passerelle/contract';
import { createRealtimeClient, fetchStreamToken } from './realtime.ts';
import { emitRealtimeEvent } from './realtime-events.ts';

let current: { userId: number; stop(): void } | null = null;

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
    topics: [userNotificationsTopic(userId)],
    fetchToken: () => fetchStreamToken(userId),
    onEvent: ({ name, data }) => {
      // Past the replay window: whatever is shown may be stale.
      if (name === 'refetch') void queryClient.invalidateQueries();
      else emitRealtimeEvent(name, data);
    },
  });
  current = { userId, stop: client.stop };
};
