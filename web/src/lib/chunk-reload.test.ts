import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '@passerelle/contract/lite';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload.ts';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
};

describe('chunk-load reload guard (§8)', () => {
  it('recognises dynamic import failures', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it('reloads once, then not again within 60 s, then again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadOnceForChunkError(storage, reload, t0)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe(String(t0));
    expect(reloadOnceForChunkError(storage, reload, t0 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(storage, reload, t0 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing when it cannot remember the reload (no loop)', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(reloadOnceForChunkError(broken, reload, 5)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
