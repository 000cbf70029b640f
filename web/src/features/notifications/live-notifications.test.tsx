import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { emitRealtimeEvent } from '../../lib/realtime-events.ts';
import { json } from '../../test/fake-api.ts';
import { notificationQueries, useLiveNotifications } from './notifications.queries.ts';

afterEach(() => vi.unstubAllGlobals());

/** The header as the stream sees it: the bell mounted twice (phone and desktop), the badge's count shown. */
function Header() {
  useLiveNotifications();
  useLiveNotifications();
  const { data } = useQuery(notificationQueries.unread(7));
  return <p>{data ? `non lues : ${data.unread}` : 'chargement'}</p>;
}

describe('useLiveNotifications', () => {
  it('sends again a count in flight when a notification comes, once for both bells', async () => {
    // The api answers each count when the test says so; the first was computed before the notification.
    const pending: ((unread: number) => void)[] = [];
    const fetch = vi.fn(
      (_input: string, init: RequestInit = {}) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          pending.push((unread) => resolve(json({ unread })));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Header />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));

    emitRealtimeEvent('notification.created', { id: 1 });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    pending[0]!(0); // the stale answer, dropped
    pending[1]!(1);
    await screen.findByText('non lues : 1');
    // One refresh for the two listeners, and nothing more.
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByText('non lues : 1')).toBeTruthy();
  });
});
