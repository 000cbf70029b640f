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

/**
 * A harmless hint (no token) that a refresh cookie may exist, so an anonymous visit does not
 * start with a refresh call that can only fail.
 */
const HINT_KEY = 'passerelle.session';
const writeHint = (on: boolean): void => {
  try {
    if (on) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // storage disabled: the refresh call simply always runs
  }
};
export const mayHaveSession = (): boolean => {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
};

export const setSession = (token: string, user: User): void => {
  writeHint(true);
  state = { status: 'authenticated', token, user };
  emit();
};

export const updateSessionUser = (user: User): void => {
  if (state.status !== 'authenticated') return;
  state = { ...state, user };
  emit();
};

export const clearSession = (): void => {
  writeHint(false);
  if (state.status === 'anonymous' && !state.token) return;
  state = { status: 'anonymous', token: null, user: null };
  emit();
};
