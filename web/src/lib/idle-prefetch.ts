import { useEffect } from 'react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { PREFETCH_IDLE_TIMEOUT_MS } from '@passerelle/contract/lite';

interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** §9: link prefetch is skipped on data-saver or slow connections. */
export const shouldSkipPrefetch = (connection: ConnectionInfo | undefined): boolean =>
  !!connection &&
  (connection.saveData === true || ['slow-2g', '2g'].includes(connection.effectiveType ?? ''));

const isInViewport = (el: Element): boolean => {
  const rect = el.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
};

/** Internal hrefs of the links currently on screen (not /api, not /media, not new tabs). */
export const visibleInternalHrefs = (root: ParentNode): string[] => {
  const hrefs = new Set<string>();
  for (const a of root.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')) {
    const href = a.getAttribute('href') ?? '';
    if (href.startsWith('//') || href.startsWith('/api') || href.startsWith('/media')) continue;
    if (a.target === '_blank' || a.hasAttribute('download') || a.getAttribute('aria-disabled') === 'true')
      continue;
    if (isInViewport(a)) hrefs.add(href);
  }
  return [...hrefs];
};

type IdleHandle = number;
const requestIdle = (cb: () => void, timeout: number): IdleHandle =>
  typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(cb, { timeout })
    : window.setTimeout(cb, 1);
const cancelIdle = (handle: IdleHandle): void => {
  if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
  else window.clearTimeout(handle);
};

interface IdleScheduler {
  request: (cb: () => void, timeout: number) => IdleHandle;
  cancel: (handle: IdleHandle) => void;
}
const browserIdle: IdleScheduler = { request: requestIdle, cancel: cancelIdle };

/**
 * Preloads the targets one per idle period (the list is read at the first one), so that the preloads
 * never add up to a long task (issue 10 §2). Returns the function that stops what is left.
 */
export const preloadOnePerIdle = (
  readTargets: () => string[],
  preload: (href: string) => void,
  idle: IdleScheduler = browserIdle,
): (() => void) => {
  let pending: string[] | null = null;
  let handle = idle.request(function step() {
    pending ??= [...new Set(readTargets())];
    const target = pending.shift();
    if (target === undefined) return;
    preload(target);
    handle = idle.request(step, PREFETCH_IDLE_TIMEOUT_MS);
  }, PREFETCH_IDLE_TIMEOUT_MS);
  return () => idle.cancel(handle);
};

/**
 * After each navigation, when the browser is idle (at most PREFETCH_IDLE_TIMEOUT_MS later),
 * preloads the route code of the internal links visible on screen.
 */
export const useIdlePrefetch = (): void => {
  const router = useRouter();
  const href = useRouterState({ select: (s) => (s.status === 'idle' ? s.location.href : null) });
  useEffect(() => {
    if (!href) return;
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (shouldSkipPrefetch(connection)) return;
    return preloadOnePerIdle(
      () => visibleInternalHrefs(document).filter((target) => target !== href),
      (target) => {
        // `href` is resolved by buildLocation like a navigation target.
        router
          .preloadRoute({ href: target } as Parameters<typeof router.preloadRoute>[0])
          .catch(() => undefined);
      },
    );
  }, [href, router]);
};
