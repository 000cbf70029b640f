import { useSyncExternalStore } from 'react';
import type { User } from '@passerelle/contract';
import { refreshSession } from './api-client.ts';
import { clearSession, getSession, mayHaveSession, subscribeSession, type SessionState } from './session.ts';

let ready: Promise<void> | null = null;

/** Restores the session once at start-up with the refresh cookie (§7 "Authentication uses token refresh"). */
export const restoreSession = (): Promise<void> => {
  ready ??= mayHaveSession() ? refreshSession().then(() => undefined) : Promise.resolve(clearSession());
  return ready;
};

/** What the router needs to guard routes (architecture: router context carries auth). */
export interface RouterAuth {
  /** Settles once the start-up session restore is done. */
  ready: () => Promise<void>;
  getUser: () => User | null;
}

export const routerAuth: RouterAuth = {
  ready: restoreSession,
  getUser: () => getSession().user,
};

export const useSession = (): SessionState => useSyncExternalStore(subscribeSession, getSession, getSession);

export const useCurrentUser = (): User | null => useSession().user;

/** Cache key of the signed-in user's detail (GET /user/detail), shared by the features that refresh it. */
export { VIEWER_KEY as USER_DETAIL_KEY } from './query-keys.ts';
