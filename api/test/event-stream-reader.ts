import { createSseParser, type SseEvent } from '@passerelle/contract';

/**
 * Opens `url` as a browser tab reads the realtime stream (fetch, not EventSource) and parses it as
 * it arrives: `events` fills with each event, `raw()` is everything received (heartbeats included).
 * Streams are read over real HTTP: `inject` waits for an answer's end, and a stream has none.
 */
export const followStream = async (url: string, headers: Record<string, string> = {}) => {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers });
  const events: SseEvent[] = [];
  let raw = '';
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const parser = createSseParser({ onEvent: (e) => events.push(e) });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          const text = decoder.decode(value, { stream: true });
          raw += text;
          parser.push(text);
        }
      } catch {
        // aborted by stop()
      }
    })();
  }
  return { res, events, raw: () => raw, stop: () => controller.abort() };
};

/** The query string of a stream's topics. */
export const topicQuery = (topics: string[]) => topics.map((t) => `topic=${encodeURIComponent(t)}`).join('&');

/** Waits until `check` holds (a delivery over the network takes a moment), at most `ms`. */
export const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
};
