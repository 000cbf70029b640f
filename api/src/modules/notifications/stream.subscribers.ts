import { firmInboxTopic } from '@passerelle/contract';
import type { EventListeners } from '../../platform/bus/index.ts';
import type { AppDeps } from '../../platform/deps.ts';

/**
 * An open stream lives no longer than its session (perf-security checks 17, 18, 43): a logout,
 * a revoked session or an erased account closes it on every instance (each receives the event).
 */
export const createStreamListeners = (deps: AppDeps): EventListeners => ({
  'session.ended': ({ userId, sessionId, keep }) => {
    deps.realtime.closeWhere(
      (owner) =>
        owner.userId === userId && (sessionId ? owner.sessionId === sessionId : owner.sessionId !== keep),
    );
  },
  // Someone joined, left or changed role in a firm: a stream of theirs following the firm's inbox
  // closes; the tab reconnects, and keeps the inbox only if the stream still admits it.
  'firm.staff.changed': ({ firmId, userId }) => {
    const topic = firmInboxTopic(firmId);
    deps.realtime.closeWhere((owner, topics) => owner.userId === userId && topics.includes(topic));
  },
  'user.changed': ({ userId, action }) => {
    if (action === 'erased') deps.realtime.closeWhere((owner) => owner.userId === userId);
  },
});
