import { createSseParser, EVENT_STREAM_PATH, realtimeApi } from '@passerelle/contract/lite';
import { API_BASE, apiCall } from './api-client.ts';

/** One streamed event: its name (a domain event's, or `refetch`) and its JSON data. */
export interface RealtimeEvent {
  name: string;
  data: unknown;
}
export type RealtimeStatus = 'connecting' | 'open' | 'offline' | 'closed';

export interface RealtimeClientOptions {
  topics: string[];
  /**
   * The user's own topics: when the stream refuses the others (a membership refused since the
   * screen asked for its fair's topic), the client goes on with these alone.
   */
  essentialTopics?: string[];
  /** A fresh stream token (`GET /notification_tokens/{id}`). */
  fetchToken(): Promise<string>;
  onEvent(event: RealtimeEvent): void;
  onStatus?(status: RealtimeStatus): void;
  fetch?: typeof fetch;
  /** Window-like target for `online` / `offline` (§4 browser online/offline). */
  connectivity?: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    navigator?: { onLine: boolean };
  };
  /** Backoff bounds in ms (tests shorten them). */
  minDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

/**
 * The browser's realtime stream (§7 Real-time, architecture §9.5): `fetch` rather than
 * `EventSource`, so that the stream token travels in a header, never in the URL. It reconnects
 * after any end with exponential backoff and jitter, sending `Last-Event-ID` so the server
 * replays what was missed; a refused token is replaced once; offline it waits for `online`.
 */
export const createRealtimeClient = (opts: RealtimeClientOptions) => {
  const doFetch = opts.fetch ?? fetch.bind(globalThis);
  const minDelay = opts.minDelayMs ?? 1000;
  const maxDelay = opts.maxDelayMs ?? 30_000;
  const random = opts.random ?? Math.random;
  const net = opts.connectivity ?? (typeof window === 'undefined' ? undefined : window);
  let lastEventId = '';
  let topics = [...opts.topics];
  let token: string | null = null;
  let attempt = 0;
  let stopped = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let status: RealtimeStatus | null = null;
  const setStatus = (next: RealtimeStatus) => {
    if (next !== status) opts.onStatus?.((status = next));
  };
  const isOffline = () => net?.navigator?.onLine === false;

  const schedule = () => {
    if (stopped) return;
    if (isOffline()) return setStatus('offline');
    // Full jitter between half and the whole of the doubled delay: a restarted server is not met by every tab at once.
    const ceiling = Math.min(maxDelay, minDelay * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => void connect(), Math.round(ceiling * (0.5 + random() / 2)));
  };

  const connect = async () => {
    timer = null;
    if (stopped) return;
    setStatus('connecting');
    const mine = new AbortController();
    controller = mine;
    try {
      token ??= await opts.fetchToken();
      const query = topics.map((t) => `topic=${encodeURIComponent(t)}`).join('&');
      const res = await doFetch(`${API_BASE}${EVENT_STREAM_PATH}?${query}`, {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
          ...(lastEventId && { 'Last-Event-ID': lastEventId }),
        },
        signal: mine.signal,
        cache: 'no-store',
      });
      if (res.status === 401) {
        // Expired or revoked: one new token, then the usual backoff.
        token = null;
        throw new Error('stream token refused');
      }
      const essential = opts.essentialTopics;
      if (res.status === 403 && essential && topics.some((t) => !essential.includes(t))) {
        topics = topics.filter((t) => essential.includes(t));
        throw new Error('stream refused a screen topic');
      }
      if (!res.ok || !res.body) {
        // 400/403 are the code's mistake, not the network's: retrying at the slowest pace only.
        attempt = Math.max(attempt, 8);
        throw new Error(`stream refused: ${res.status}`);
      }
      setStatus('open');
      attempt = 0;
      const parser = createSseParser({
        onEvent: (e) => {
          lastEventId = e.lastEventId;
          let data: unknown = null;
          try {
            data = JSON.parse(e.data);
          } catch {
            data = e.data;
          }
          opts.onEvent({ name: e.event, data });
        },
      });
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch {
      // Aborted, the network gone, or no token (the session's end stops this client): reconnect.
    }
    // Unless `offline` or `stop` already took this connection over.
    if (controller !== mine) return;
    controller = null;
    schedule();
  };

  const onOnline = () => {
    if (stopped || controller) return;
    if (timer) clearTimeout(timer);
    attempt = 0;
    void connect();
  };
  const onOffline = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    controller?.abort();
    controller = null;
    setStatus('offline');
  };
  net?.addEventListener('online', onOnline);
  net?.addEventListener('offline', onOffline);
  if (isOffline()) setStatus('offline');
  else void connect();

  return {
    /**
     * Follows other topics from now on (a page opened a booth's room, a fair's presence): the
     * stream reconnects at once with `Last-Event-ID`, so nothing published meanwhile is lost.
     */
    setTopics(next: string[]) {
      if (next.length === topics.length && next.every((t, i) => t === topics[i])) return;
      topics = [...next];
      if (stopped || isOffline()) return;
      if (timer) clearTimeout(timer);
      timer = null;
      const old = controller;
      controller = null;
      old?.abort();
      attempt = 0;
      void connect();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
      controller = null;
      net?.removeEventListener('online', onOnline);
      net?.removeEventListener('offline', onOffline);
      setStatus('closed');
    },
  };
};

/** The stream token of the signed-in user. */
export const fetchStreamToken = async (userId: number) =>
  (await apiCall(realtimeApi.getNotificationToken, { params: { id: userId } })).token;
