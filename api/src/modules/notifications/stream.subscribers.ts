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
  'user.changed': ({ userId, action }) => {
    if (action === 'erased') deps.realtime.closeWhere((owner) => owner.userId === userId);
  },
});
