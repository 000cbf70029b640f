import type { User } from '@passerelle/contract';

/**
 * The signed-in session, held in memory only (architecture §5): the access token never
 * touches storage; the refresh token lives in an HttpOnly cookie the browser sends to /api.
 */
export type SessionStatus = 'restoring' | 'authenticated' | 'anonymous';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: User | null;
}

let state: SessionState = { status: 'restoring', token: null, user: null };
const listeners = new Set<() => void>();

const emit = (): void => {
  for (const listener of listeners) listener();
};

export const getSession = (): SessionState => state;

export const subscribeSession = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const setSession = (token: string, user: User): void => {
  state = { status: 'authenticated', token, user };
  emit();
};

export const updateSessionUser = (user: User): void => {
  if (state.status !== 'authenticated') return;
  state = { ...state, user };
  emit();
};

export const clearSession = (): void => {
  if (state.status === 'anonymous' && !state.token) return;
  state = { status: 'anonymous', token: null, user: null };
  emit();
};
