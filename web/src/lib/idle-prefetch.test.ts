import { describe, expect, it } from 'vitest';
import { preloadOnePerIdle, shouldSkipPrefetch } from './idle-prefetch.ts';

/** An idle scheduler run by hand: `next()` runs the callback the code asked for. */
const manualIdle = () => {
  const queue: (() => void)[] = [];
  let cancelled = 0;
  return {
    idle: {
      request: (cb: () => void) => queue.push(cb),
      cancel: () => {
        cancelled += 1;
        queue.length = 0;
      },
    },
    next: () => queue.shift()?.(),
    get waiting() {
      return queue.length;
    },
    get cancelled() {
      return cancelled;
    },
  };
};

describe('preloadOnePerIdle', () => {
  it('preloads one link per idle period, each once, and then stops asking', () => {
    const clock = manualIdle();
    const preloaded: string[] = [];
    preloadOnePerIdle(
      () => ['/a', '/b', '/a'],
      (href) => preloaded.push(href),
      clock.idle,
    );
    expect(preloaded).toEqual([]);
    clock.next();
    expect(preloaded).toEqual(['/a']);
    clock.next();
    expect(preloaded).toEqual(['/a', '/b']);
    clock.next();
    expect(preloaded).toEqual(['/a', '/b']);
    expect(clock.waiting).toBe(0);
  });

  it('preloads nothing more once the page has moved on', () => {
    const clock = manualIdle();
    const preloaded: string[] = [];
    const stop = preloadOnePerIdle(
      () => ['/a', '/b'],
      (href) => preloaded.push(href),
      clock.idle,
    );
    clock.next();
    stop();
    clock.next();
    expect(preloaded).toEqual(['/a']);
    expect(clock.cancelled).toBe(1);
  });
});

describe('shouldSkipPrefetch', () => {
  it('skips on data saver and 2G, not on a normal connection or when the browser does not say', () => {
    expect(shouldSkipPrefetch({ saveData: true })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: '2g' })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: '4g' })).toBe(false);
    expect(shouldSkipPrefetch(undefined)).toBe(false);
  });
});
