import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { User } from '@passerelle/contract';
import { describe, expect, it } from 'vitest';
import type { RouterAuth } from './auth.ts';
import { prefetchPageQueries } from './page-queries.ts';

/** A session restore the test settles by hand, for a viewer known only once it has. */
const restoringAuth = (userId: number | null) => {
  let settle = () => undefined as void;
  let user: User | null = null;
  const done = new Promise<void>((resolve) => {
    settle = () => {
      user = userId === null ? null : ({ id: userId } as User);
      resolve();
    };
  });
  const auth: RouterAuth = { ready: () => done, getUser: () => user };
  return { auth, settle };
};

const booth = (id: number, viewer: number | null, calls: string[]) =>
  queryOptions({
    queryKey: ['GET /stands/{id}', { id }, viewer],
    queryFn: () => {
      calls.push(`booth ${id} for ${viewer}`);
      if (id === 404) throw new Error('not found');
      return Promise.resolve({ id, name: `Booth ${id}` });
    },
  });

describe('prefetchPageQueries', () => {
  it('fetches the page’s reads together, for the viewer the restored session gives, before resolving', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { auth, settle } = restoringAuth(7);
    const calls: string[] = [];
    let done = false;
    const loading = prefetchPageQueries(
      { context: { queryClient, auth }, preload: false },
      ({ viewer, prefetch }) => [prefetch(booth(1, viewer, calls)), prefetch(booth(2, viewer, calls))],
    ).then(() => (done = true));
    await Promise.resolve();
    // Nothing is asked for a viewer who is not known yet (the screen's keys carry the viewer).
    expect(calls).toEqual([]);
    settle();
    await loading;
    expect(done).toBe(true);
    expect(calls).toEqual(['booth 1 for 7', 'booth 2 for 7']);
    expect(queryClient.getQueryData(booth(2, 7, []).queryKey)).toEqual({ id: 2, name: 'Booth 2' });
  });

  it('leaves a failed read to the screen instead of failing the page', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { auth, settle } = restoringAuth(null);
    settle();
    const calls: string[] = [];
    await expect(
      prefetchPageQueries({ context: { queryClient, auth }, preload: false }, ({ viewer, prefetch }) => [
        prefetch(booth(404, viewer, calls)),
        prefetch(booth(3, viewer, calls)),
      ]),
    ).resolves.toBeUndefined();
    expect(queryClient.getQueryState(booth(404, null, []).queryKey)?.status).toBe('error');
    expect(queryClient.getQueryData(booth(3, null, []).queryKey)).toEqual({ id: 3, name: 'Booth 3' });
  });

  it('gives a dependent read the data it depends on, and nothing when that read failed', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { auth, settle } = restoringAuth(5);
    settle();
    const calls: string[] = [];
    const seen: unknown[] = [];
    await prefetchPageQueries(
      { context: { queryClient, auth }, preload: false },
      ({ viewer, ensure, prefetch }) => [
        (async () => {
          const first = await ensure(booth(1, viewer, calls));
          seen.push(first, await ensure(booth(404, viewer, calls)));
          if (first) await prefetch(booth(first.id + 1, viewer, calls));
        })(),
      ],
    );
    expect(seen).toEqual([{ id: 1, name: 'Booth 1' }, undefined]);
    expect(calls).toEqual(['booth 1 for 5', 'booth 404 for 5', 'booth 2 for 5']);
  });

  it('fetches nothing for a link’s prefetch: only the page’s code loads ahead of a click', async () => {
    const queryClient = new QueryClient();
    const { auth, settle } = restoringAuth(null);
    settle();
    const calls: string[] = [];
    await prefetchPageQueries({ context: { queryClient, auth }, preload: true }, ({ viewer, prefetch }) => [
      prefetch(booth(1, viewer, calls)),
    ]);
    expect(calls).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
