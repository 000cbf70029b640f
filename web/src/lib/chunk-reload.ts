import { CHUNK_RELOAD_GUARD_MS } from '@passerelle/contract/lite';

export const CHUNK_RELOAD_KEY = 'passerelle.chunkReloadAt';

const CHUNK_ERROR_PATTERNS = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
  'ChunkLoadError',
];

/** True for the errors a stale deployment produces when an old chunk no longer exists. */
export const isChunkLoadError = (error: unknown): boolean => {
  if (!error) return false;
  const text =
    error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => text.includes(pattern));
};

interface GuardStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

/**
 * §8: a chunk-load failure reloads the page, at most once per 60 s (timestamp in sessionStorage),
 * so a broken deployment cannot loop. Returns whether a reload was triggered.
 */
export const reloadOnceForChunkError = (
  storage: GuardStorage,
  reload: () => void,
  now: number = Date.now(),
): boolean => {
  let last = NaN;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // storage unavailable: treat as never reloaded
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false; // without a place to remember the reload we could loop: do nothing
  }
  reload();
  return true;
};

/** Listens for Vite's preload errors and unhandled dynamic-import failures. */
export const installChunkReloadGuard = (): void => {
  const handle = (error: unknown, event?: Event): void => {
    if (!isChunkLoadError(error)) return;
    if (reloadOnceForChunkError(window.sessionStorage, () => window.location.reload()))
      event?.preventDefault();
  };
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    handle(payload ?? new Error('Failed to fetch dynamically imported module'), event);
  });
  window.addEventListener('unhandledrejection', (event) => handle(event.reason, event));
};
